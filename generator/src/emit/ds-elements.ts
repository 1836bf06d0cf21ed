/**
 * Which raw elements of the view tree the react-ds printer writes as @kiln/design-system
 * components, and how their attributes carry over. An element the mapping cannot carry over
 * exactly (a handler that reads the DOM event of another element kind, a role the component does
 * not have) stays a raw element styled by the CSS module.
 */
import { translate } from './translate';
import type { Attr, ElementNode } from '../view';

export interface DsElement {
  /** The component's name, as imported from @kiln/design-system. */
  component: string;
  /** The element with the attributes the component takes as they are. */
  node: ElementNode;
  /** Props in JSX form that replace what was taken out (variant, size, onCheckedChange …). */
  props: string[];
}

/** Buttons named by these BEM elements are plain actions, drawn as the design system's Button. */
const BUTTON_STYLES: Record<string, { variant: string; size?: string }> = {
  button: { variant: 'primary' },
  'button--secondary': { variant: 'outline' },
  'button--danger': { variant: 'destructive' },
  close: { variant: 'ghost', size: 'icon' },
  clear: { variant: 'ghost', size: 'icon' },
  delete: { variant: 'ghost', size: 'icon' },
  move: { variant: 'ghost', size: 'icon' },
  step: { variant: 'outline', size: 'icon' },
  nav: { variant: 'outline' },
};

/** Conditional modifiers of a button that become a variant or a size. */
const MODIFIER_VARIANTS: Record<string, { variant?: string; size?: string }> = {
  '--secondary': { variant: 'secondary' },
  '--ghost': { variant: 'ghost' },
  '--sm': { size: 'sm' },
  '--lg': { size: 'lg' },
  'button--secondary': { variant: 'outline' },
};

const TABLE_PARTS: Record<string, string> = {
  table: 'Table',
  thead: 'TableHeader',
  tbody: 'TableBody',
  tr: 'TableRow',
  th: 'TableHead',
  td: 'TableCell',
};

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'number',
  'tel',
  'url',
  'password',
  'date',
]);

const staticAttr = (node: ElementNode, name: string) =>
  node.attrs.find(
    (a): a is Extract<Attr, { kind: 'static' }> => a.kind === 'static' && a.name === name,
  )?.value;

const hasRole = (node: ElementNode) =>
  node.attrs.some((a) => (a.kind === 'static' || a.kind === 'bind') && a.name === 'role');

function ternary(cases: { cond: string; value: string }[], fallback: string): string {
  return cases.reduceRight(
    (rest, c) => `${translate(c.cond, 'react')} ? '${c.value}' : ${rest}`,
    `'${fallback}'`,
  );
}

function button(node: ElementNode): DsElement | undefined {
  if (hasRole(node)) return undefined;
  const base = node.classes.map((c) => BUTTON_STYLES[c]).filter(Boolean);
  const modifiers = node.attrs.filter(
    (a): a is Extract<Attr, { kind: 'class' }> => a.kind === 'class' && a.name in MODIFIER_VARIANTS,
  );
  const otherConditional = node.attrs.some(
    (a) => a.kind === 'class' && !(a.name in MODIFIER_VARIANTS),
  );
  if ((!base.length && !modifiers.length) || otherConditional) return undefined;
  if (!base.length && !node.classes.includes('')) return undefined;
  const variant = base.reduce((v, s) => (s!.variant !== 'primary' ? s!.variant : v), 'primary');
  const size = base.find((s) => s!.size)?.size;
  const variantCases = modifiers
    .filter((m) => MODIFIER_VARIANTS[m.name]!.variant)
    .map((m) => ({ cond: m.expr, value: MODIFIER_VARIANTS[m.name]!.variant! }));
  const sizeCases = modifiers
    .filter((m) => MODIFIER_VARIANTS[m.name]!.size)
    .map((m) => ({ cond: m.expr, value: MODIFIER_VARIANTS[m.name]!.size! }));
  const pressed = node.attrs.find(
    (a): a is Extract<Attr, { kind: 'bind' }> => a.kind === 'bind' && a.name === 'aria-pressed',
  );
  const props: string[] = [];
  if (variantCases.length) props.push(`variant={${ternary(variantCases, variant)}}`);
  else if (pressed)
    props.push(`variant={${translate(pressed.expr, 'react')} ? 'primary' : 'outline'}`);
  else if (variant !== 'primary') props.push(`variant="${variant}"`);
  if (sizeCases.length) props.push(`size={${ternary(sizeCases, size ?? 'md')}}`);
  else if (size) props.push(`size="${size}"`);
  return {
    component: 'Button',
    node: {
      ...node,
      classes: node.classes.filter((c) => !(c in MODIFIER_VARIANTS) && c !== 'button--danger'),
      attrs: node.attrs.filter((a) => !modifiers.includes(a as Extract<Attr, { kind: 'class' }>)),
    },
    props,
  };
}

/** A check box bound to state: Radix's Checkbox reports the new state, not a DOM event. */
function checkbox(node: ElementNode): DsElement | undefined {
  const props: string[] = [];
  const attrs: Attr[] = [];
  for (const attr of node.attrs) {
    if (attr.kind === 'static' && attr.name === 'type') continue;
    if (attr.kind === 'on' && (attr.event === 'change' || attr.event === 'input')) {
      if (/\bevent\b/.test(attr.handler)) return undefined;
      props.push(`onCheckedChange={() => ${translate(attr.handler, 'react')}}`);
    } else if (attr.kind === 'model' && attr.prop === 'checked') {
      props.push(
        `checked={${attr.state}}`,
        `onCheckedChange={(checked) => ${translate(`set:${attr.state}(checked === true)`, 'react')}}`,
      );
    } else if (attr.kind === 'model' || attr.kind === 'style') return undefined;
    else attrs.push(attr);
  }
  return { component: 'Checkbox', node: { ...node, attrs }, props };
}

/** The design-system component for an element, or undefined to keep the raw element. */
export function dsElement(node: ElementNode): DsElement | undefined {
  if (node.tag === 'button') return button(node);
  if (node.tag === 'input') {
    const type = staticAttr(node, 'type') ?? 'text';
    if (type === 'checkbox') return hasRole(node) ? undefined : checkbox(node);
    if (TEXT_INPUTS.has(type) && !node.classes.includes('digit'))
      return { component: 'Input', node, props: [] };
    return undefined;
  }
  if (node.tag === 'textarea') return { component: 'Textarea', node, props: [] };
  if (node.tag === 'progress') {
    const max = staticAttr(node, 'max');
    return {
      component: 'Progress',
      node: {
        ...node,
        attrs: node.attrs.filter((a) => !(a.kind === 'static' && a.name === 'max')),
      },
      props: max && /^\d+$/.test(max) ? [`max={${max}}`] : [],
    };
  }
  const part = TABLE_PARTS[node.tag];
  if (part) return { component: part, node, props: [] };
  return undefined;
}
