/**
 * A small CSS-selector matcher over Angular's own template AST (parseTemplate), for tests:
 * tag names, `.class`, `[attr]`, `[attr=value]`, compounds of those, and comma lists.
 * Bound attributes count as present (`[alt]="name()"` satisfies `img[alt]`).
 */
import { TmplAstRecursiveVisitor, parseTemplate, tmplAstVisitAll } from '@angular/compiler';
import type { TmplAstElement, TmplAstText } from '@angular/compiler';

interface Simple {
  tag?: string;
  classes: string[];
  attrs: { name: string; value?: string }[];
}

export function parseSelector(selector: string): Simple[] {
  return selector.split(',').map((part) => {
    const simple: Simple = { classes: [], attrs: [] };
    const re = /([a-z][\w-]*)|\.([\w-]+)|\[([\w-]+)(?:=["']?([^\]"']*)["']?)?\]/gi;
    let match: RegExpExecArray | null;
    while ((match = re.exec(part.trim()))) {
      if (match[1]) simple.tag = match[1].toLowerCase();
      else if (match[2]) simple.classes.push(match[2]);
      else if (match[3])
        simple.attrs.push({
          name: match[3].toLowerCase(),
          ...(match[4] !== undefined ? { value: match[4] } : {}),
        });
    }
    return simple;
  });
}

function matches(element: TmplAstElement, simple: Simple): boolean {
  if (simple.tag && element.name.toLowerCase() !== simple.tag) return false;
  const staticAttrs = new Map(element.attributes.map((a) => [a.name.toLowerCase(), a.value]));
  const boundNames = new Set(element.inputs.map((i) => i.name.toLowerCase()));
  const classes = new Set([
    ...(staticAttrs.get('class') ?? '').split(/\s+/).filter(Boolean),
    ...element.inputs.filter((i) => i.type === 2).map((i) => i.name),
  ]);
  if (!simple.classes.every((c) => classes.has(c))) return false;
  return simple.attrs.every((attr) =>
    attr.value === undefined
      ? staticAttrs.has(attr.name) || boundNames.has(attr.name)
      : staticAttrs.get(attr.name) === attr.value,
  );
}

export interface TemplateQuery {
  errors: string[];
  count(selector: string): number;
  text: string;
}

export function queryTemplate(template: string): TemplateQuery {
  const parsed = parseTemplate(template, 'template.html', { preserveWhitespaces: false });
  const elements: TmplAstElement[] = [];
  const texts: string[] = [];
  class Collector extends TmplAstRecursiveVisitor {
    override visitElement(element: TmplAstElement): void {
      elements.push(element);
      for (const attribute of element.attributes) texts.push(attribute.value);
      super.visitElement(element);
    }
    override visitText(node: TmplAstText): void {
      texts.push(node.value);
    }
  }
  tmplAstVisitAll(new Collector(), parsed.nodes);
  return {
    errors: (parsed.errors ?? []).map((e) => e.msg),
    count: (selector) => {
      const simples = parseSelector(selector);
      return elements.filter((el) => simples.some((s) => matches(el, s))).length;
    },
    text: texts.join(' ').replace(/\s+/g, ' '),
  };
}
