/**
 * The view tree as an Angular template: elements, bindings, control flow (@if, @for), slots and
 * the form's place.
 */
import { escapeTemplateText } from '../text';
import { translate } from './translate';
import type { Attr, ElementNode, ViewNode } from '../view';

const VOID_ELEMENTS = new Set(['input', 'img', 'br', 'hr', 'path', 'circle', 'rect', 'source']);
/** Bindings that target an attribute rather than a DOM property. */
const ATTRIBUTE_BINDING = /^(?:aria-|data-|role$|colspan$|rowspan$|viewBox$)/;

function attrValue(value: string): string {
  return escapeTemplateText(value);
}

function renderAttrs(node: ElementNode, block: string): string[] {
  const out: string[] = [];
  const classes = node.classes.map((el) =>
    el === '' ? block : el.startsWith('--') ? `${block}${el}` : `${block}__${el}`,
  );
  if (classes.length) out.push(`class="${classes.join(' ')}"`);
  for (const attr of node.attrs) out.push(...renderAttr(attr, block));
  return out;
}

function renderAttr(attr: Attr, block: string): string[] {
  switch (attr.kind) {
    case 'static':
      return [`${attr.name}="${attrValue(attr.value)}"`];
    case 'flag':
      return [attr.name];
    case 'bind':
      return [
        `[${ATTRIBUTE_BINDING.test(attr.name) ? `attr.${attr.name}` : attr.name}]="${translate(attr.expr, 'template')}"`,
      ];
    case 'class':
      return [
        `[class.${attr.name.startsWith('--') ? block : `${block}__`}${attr.name}]="${translate(attr.expr, 'template')}"`,
      ];
    case 'on':
      return [
        `(${attr.event})="${translate(attr.handler, 'template').replace(/\bevent\b/g, '$event')}"`,
      ];
    case 'style':
      return [
        `[style.${attr.prop}${attr.unit ? `.${attr.unit}` : ''}]="${translate(attr.expr, 'template')}"`,
      ];
    case 'model': {
      const ref = `${attr.state}Control`;
      return attr.prop === 'value'
        ? [`#${ref}`, `[value]="${attr.state}()"`, `(input)="${attr.state}.set(${ref}.value)"`]
        : [
            `#${ref}`,
            `[checked]="${attr.state}()"`,
            `(change)="${attr.state}.set(${ref}.checked)"`,
          ];
    }
  }
}

function isInline(nodes: ViewNode[]): boolean {
  return nodes.every((node) => node.kind === 'text' || node.kind === 'interp') && nodes.length <= 3;
}

function inlineText(nodes: ViewNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text'
        ? escapeTemplateText(node.value)
        : node.kind === 'interp'
          ? `{{ ${translate(node.expr, 'template')} }}`
          : '',
    )
    .join('');
}

export function renderTemplate(
  nodes: ViewNode[],
  block: string,
  form: ((indent: string) => string[]) | undefined,
  indent = '',
): string[] {
  const lines: string[] = [];
  // Text and interpolations side by side print on one line, so the words keep exactly the
  // spacing the blueprint gives them ("Welcome aboard, {{ name }}!"), as JSX does.
  let run: ViewNode[] = [];
  const flush = () => {
    if (run.length) lines.push(`${indent}${inlineText(run)}`);
    run = [];
  };
  for (const node of nodes) {
    if (node.kind === 'text' || node.kind === 'interp') {
      run.push(node);
      continue;
    }
    flush();
    switch (node.kind) {
      case 'if':
        lines.push(
          `${indent}@if (${translate(node.cond, 'template')}) {`,
          ...renderTemplate(node.then, block, form, `${indent}  `),
        );
        if (node.otherwise)
          lines.push(
            `${indent}} @else {`,
            ...renderTemplate(node.otherwise, block, form, `${indent}  `),
          );
        lines.push(`${indent}}`);
        break;
      case 'for': {
        const index = node.index ? `; let ${node.index} = $index` : '';
        const track =
          node.index && node.track === node.index ? '$index' : translate(node.track, 'template');
        lines.push(
          `${indent}@for (${node.item} of ${translate(node.of, 'template')}; track ${track}${index}) {`,
          ...renderTemplate(node.body, block, form, `${indent}  `),
        );
        if (node.empty)
          lines.push(
            `${indent}} @empty {`,
            ...renderTemplate(node.empty, block, form, `${indent}  `),
          );
        lines.push(`${indent}}`);
        break;
      }
      case 'slot':
        lines.push(
          node.fallback.length
            ? `${indent}<ng-content>${inlineText(node.fallback)}</ng-content>`
            : `${indent}<ng-content />`,
        );
        break;
      case 'form':
        if (form) lines.push(...form(indent));
        break;
      case 'element': {
        const attrs = renderAttrs(node, block);
        const open = `<${node.tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}`;
        // Icons stay on one line: their attributes are boilerplate nobody needs to read one by one.
        const wrapped =
          open.length + indent.length > 100 && attrs.length > 1 && node.tag !== 'svg'
            ? `<${node.tag}\n${attrs.map((a) => `${indent}  ${a}`).join('\n')}\n${indent}`
            : `${open}${attrs.length ? '' : ''}`;
        const head = wrapped.includes('\n') ? wrapped : `${open}`;
        if (VOID_ELEMENTS.has(node.tag) && node.children.length === 0) {
          lines.push(`${indent}${head}${head.includes('\n') ? '/>' : ' />'}`);
        } else if (node.children.length === 0 || isInline(node.children)) {
          lines.push(`${indent}${head}>${inlineText(node.children)}</${node.tag}>`);
        } else {
          lines.push(
            `${indent}${head}>`,
            ...renderTemplate(node.children, block, form, `${indent}  `),
            `${indent}</${node.tag}>`,
          );
        }
        break;
      }
    }
  }
  flush();
  return lines;
}
