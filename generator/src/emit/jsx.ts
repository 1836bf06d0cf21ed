/**
 * The view tree as JSX, shared by the React printers: elements, attributes, conditions, loops,
 * slots and the form's place. A printer may render some elements its own way (`element`).
 */
import { moduleClass } from '../styles';
import { jsxText, tsString } from '../text';
import { reactSetter, translate } from './translate';
import type { Attr, ElementNode, ViewNode } from '../view';

const VOID_ELEMENTS = new Set(['input', 'img', 'br', 'hr', 'path', 'circle', 'rect', 'source']);
const ATTR_NAMES: Record<string, string> = {
  for: 'htmlFor',
  tabindex: 'tabIndex',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  readonly: 'readOnly',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  novalidate: 'noValidate',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'text-anchor': 'textAnchor',
  datetime: 'dateTime',
};
const EVENTS: Record<string, string> = {
  click: 'onClick',
  input: 'onChange',
  change: 'onChange',
  keydown: 'onKeyDown',
  contextmenu: 'onContextMenu',
  mouseenter: 'onMouseEnter',
  mouseleave: 'onMouseLeave',
  focus: 'onFocus',
  blur: 'onBlur',
  focusin: 'onFocus',
  focusout: 'onBlur',
  dragstart: 'onDragStart',
  dragend: 'onDragEnd',
  dragenter: 'onDragEnter',
  dragover: 'onDragOver',
  dragleave: 'onDragLeave',
  drop: 'onDrop',
  submit: 'onSubmit',
};

/** Attributes React types as numbers. */
const NUMERIC_ATTRS = new Set([
  'colspan',
  'rowspan',
  'tabindex',
  'maxlength',
  'minlength',
  'width',
  'height',
  'rows',
  'cols',
  'aria-valuemin',
  'aria-valuemax',
  'aria-valuenow',
  'aria-level',
  'aria-setsize',
  'aria-posinset',
]);
export const attrName = (name: string) => ATTR_NAMES[name] ?? name;

export function jsxAttrValue(value: string): string {
  return /^[^"&{}<>\\\n]*$/.test(value) ? `"${value}"` : `{${tsString(value)}}`;
}

/** A condition with an operator looser than `&&` (`||`, `??`, `? :`) in parentheses, so `&&` applies to all of it. */
const looserThanAnd = (expr: string) => (/\|\||\?/.test(expr) ? `(${expr})` : expr);

export function classExpr(node: ElementNode): string | undefined {
  const base = node.classes.map((el) => `styles.${moduleClass(el)}`);
  const conditional = node.attrs
    .filter((a): a is Extract<Attr, { kind: 'class' }> => a.kind === 'class')
    .map((a) => `${looserThanAnd(translate(a.expr, 'react'))} && styles.${moduleClass(a.name)}`);
  if (!base.length && !conditional.length) return undefined;
  if (base.length === 1 && !conditional.length) return `className={${base[0]}}`;
  return `className={cx(${[...base, ...conditional].join(', ')})}`;
}

export function renderAttrs(node: ElementNode): string[] {
  const out: string[] = [];
  const cls = classExpr(node);
  if (cls) out.push(cls);
  const styles: string[] = [];
  // One attribute per event: a binding and another handler of the same event (a filter's value and
  // going back to page 1) run one after the other in it, where JSX allows the attribute once.
  const handlers = new Map<string, { at: number; statements: string[] }>();
  const handle = (name: string, statement: string) => {
    const known = handlers.get(name);
    if (known) known.statements.push(statement);
    else handlers.set(name, { at: out.push('') - 1, statements: [statement] });
  };
  for (const attr of node.attrs) {
    switch (attr.kind) {
      case 'static':
        out.push(
          NUMERIC_ATTRS.has(attr.name) && /^-?\d+$/.test(attr.value)
            ? `${attrName(attr.name)}={${attr.value}}`
            : `${attrName(attr.name)}=${jsxAttrValue(attr.value)}`,
        );
        break;
      case 'flag':
        out.push(attrName(attr.name));
        break;
      case 'bind':
        out.push(`${attrName(attr.name)}={${translate(attr.expr, 'react')}}`);
        break;
      case 'on':
        handle(
          EVENTS[attr.event] ?? `on${attr.event[0]!.toUpperCase()}${attr.event.slice(1)}`,
          translate(attr.handler, 'react'),
        );
        break;
      case 'model':
        out.push(attr.prop === 'value' ? `value={${attr.state}}` : `checked={${attr.state}}`);
        handle('onChange', `${reactSetter(attr.state)}(event.target.${attr.prop})`);
        break;
      case 'style': {
        const key = attr.prop.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
        const value = translate(attr.expr, 'react');
        styles.push(`${key}: ${attr.unit ? `\`\${${value}}${attr.unit}\`` : value}`);
        break;
      }
      case 'class':
        break;
    }
  }
  for (const [name, { at, statements }] of handlers) {
    const parameter = statements.some((statement) => /\bevent\b/.test(statement)) ? 'event' : '';
    const body =
      statements.length === 1 ? statements[0]! : `{ ${statements.map((s) => `${s};`).join(' ')} }`;
    out[at] = `${name}={(${parameter}) => ${body}}`;
  }
  if (styles.length) out.push(`style={{ ${styles.join(', ')} }}`);
  return out;
}

export interface RenderContext {
  form?: (indent: string) => string[];
  /**
   * A printer's own rendering of an element (a design-system component in place of a raw
   * element); `undefined` leaves the element to the plain JSX rendering.
   */
  element?: (
    node: ElementNode,
    ctx: RenderContext,
    indent: string,
    key?: string,
  ) => string[] | undefined;
}

export function isInline(nodes: ViewNode[]): boolean {
  return nodes.length <= 3 && nodes.every((node) => node.kind === 'text' || node.kind === 'interp');
}

export function inlineText(nodes: ViewNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text'
        ? jsxText(node.value)
        : node.kind === 'interp'
          ? `{${translate(node.expr, 'react')}}`
          : '',
    )
    .join('');
}

/** Renders nodes as JSX children; a node list that must be one expression is wrapped in a fragment. */
export function renderChildren(nodes: ViewNode[], ctx: RenderContext, indent: string): string[] {
  const lines: string[] = [];
  for (const node of nodes) lines.push(...renderNode(node, ctx, indent));
  return lines;
}

function asExpression(
  nodes: ViewNode[],
  ctx: RenderContext,
  indent: string,
  key?: string,
): string[] {
  const single =
    nodes.length === 1 && nodes[0]!.kind === 'element' ? (nodes[0] as ElementNode) : undefined;
  if (single) return renderElement(single, ctx, indent, key);
  if (key)
    return [
      `${indent}<Fragment key={${key}}>`,
      ...renderChildren(nodes, ctx, `${indent}  `),
      `${indent}</Fragment>`,
    ];
  return [`${indent}<>`, ...renderChildren(nodes, ctx, `${indent}  `), `${indent}</>`];
}

export function renderElement(
  node: ElementNode,
  ctx: RenderContext,
  indent: string,
  key?: string,
): string[] {
  const own = ctx.element?.(node, ctx, indent, key);
  if (own) return own;
  return renderPlainElement(node, ctx, indent, key);
}

/** An element as itself, with `tag` in place of its own tag when given (`<Button …>` for `<button …>`). */
export function renderPlainElement(
  node: ElementNode,
  ctx: RenderContext,
  indent: string,
  key?: string,
  tag = node.tag,
  attrList: string[] = renderAttrs(node),
): string[] {
  const attrs = [...(key ? [`key={${key}}`] : []), ...attrList];
  const open = `<${tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}`;
  const head =
    open.length + indent.length > 110 && attrs.length > 1 && node.tag !== 'svg'
      ? `<${tag}\n${attrs.map((a) => `${indent}  ${a}`).join('\n')}\n${indent}`
      : open;
  // A component (`<Button …>` for `<button …>`, `<AvatarImage …>`) closes itself when empty.
  if ((VOID_ELEMENTS.has(node.tag) || /^[A-Z]/.test(tag)) && node.children.length === 0)
    return [`${indent}${head}${head.endsWith('\n' + indent) ? '/>' : ' />'}`];
  if (node.children.length === 0 || isInline(node.children))
    return [`${indent}${head}>${inlineText(node.children)}</${tag}>`];
  return [
    `${indent}${head}>`,
    ...renderChildren(node.children, ctx, `${indent}  `),
    `${indent}</${tag}>`,
  ];
}

function renderNode(node: ViewNode, ctx: RenderContext, indent: string): string[] {
  switch (node.kind) {
    case 'text':
      return [`${indent}${jsxText(node.value)}`];
    case 'interp':
      return [`${indent}{${translate(node.expr, 'react')}}`];
    case 'element':
      return renderElement(node, ctx, indent);
    case 'slot': {
      const [first] = node.fallback;
      const fallback =
        node.fallback.length === 1 && first?.kind === 'text'
          ? tsString(first.value)
          : node.fallback.length
            ? `<>${inlineText(node.fallback)}</>`
            : 'null';
      return [`${indent}{children ?? ${fallback}}`];
    }
    case 'form':
      return ctx.form ? ctx.form(indent) : [];
    case 'if': {
      const cond = translate(node.cond, 'react');
      const then = asExpression(node.then, ctx, `${indent}  `);
      const otherwise = node.otherwise
        ? asExpression(node.otherwise, ctx, `${indent}  `)
        : undefined;
      return otherwise
        ? [`${indent}{${cond} ? (`, ...then, `${indent}) : (`, ...otherwise, `${indent})}`]
        : [`${indent}{${cond} && (`, ...then, `${indent})}`];
    }
    case 'for': {
      const of = translate(node.of, 'react');
      const params = node.index ? `(${node.item}, ${node.index})` : `(${node.item})`;
      const body = [
        `${indent}{${of}.map(${params} => (`,
        ...asExpression(node.body, ctx, `${indent}  `, translate(node.track, 'react')),
        `${indent}))}`,
      ];
      if (!node.empty) return body;
      return [
        `${indent}{${of}.length === 0 ? (`,
        ...asExpression(node.empty, ctx, `${indent}  `),
        `${indent}) : (`,
        // An element whose attributes wrap is one string of several lines: indent each of them.
        ...body
          .flatMap((line) => line.split('\n'))
          .map((line) => `  ${line}`)
          .map((line, i, all) =>
            i === 0 ? line.replace('{', '') : i === all.length - 1 ? line.replace(/\}$/, '') : line,
          ),
        `${indent})}`,
      ];
    }
  }
}
