/**
 * A small, framework-neutral view description. Each archetype describes its markup, state and
 * behaviour once; the Angular and React emitters render the same description.
 *
 * Expressions use three markers so one text serves both frameworks:
 *   `$name`   reads reactive state, a computed value or an input  (Angular `name()`, React `name`)
 *   `@name`   refers to a member: a method or a constant           (Angular `name`,   React `name`)
 *   `set:name(v)`, `update:name(fn)`, `emit:name(v)` change state or emit an output.
 *   `field:name` reads the value of the form's field `name` (Angular `form.controls.name.value`,
 *                React `values.name`).
 * User-written text never enters an expression: it goes into text nodes, static attributes or
 * constants, each escaped for its destination.
 */
export type Expr = string;

export type Attr =
  | { kind: 'static'; name: string; value: string }
  | { kind: 'flag'; name: string }
  | { kind: 'bind'; name: string; expr: Expr }
  | { kind: 'class'; name: string; expr: Expr }
  | { kind: 'on'; event: string; handler: Expr }
  | { kind: 'model'; state: string; prop: 'value' | 'checked' }
  | { kind: 'style'; prop: string; unit?: string; expr: Expr };

export interface ElementNode {
  kind: 'element';
  tag: string;
  /** BEM element names of the block; '' is the block itself, 'tab--active' a modifier. */
  classes: string[];
  attrs: Attr[];
  children: ViewNode[];
}

export type ViewNode =
  | ElementNode
  | { kind: 'text'; value: string }
  | { kind: 'interp'; expr: Expr }
  | { kind: 'if'; cond: Expr; then: ViewNode[]; otherwise?: ViewNode[] }
  | {
      kind: 'for';
      item: string;
      index?: string;
      of: Expr;
      track: Expr;
      body: ViewNode[];
      empty?: ViewNode[];
    }
  | { kind: 'slot'; fallback: ViewNode[] }
  | { kind: 'form' };

type AttrInput = Record<string, string | number | boolean | undefined>;
type Child = ViewNode | string | false | null | undefined | Child[];

/**
 * `h('button.action', { type: 'button', '(click)': 'toggle()', '[disabled]': '$busy' }, 'Save')`
 * `.x` adds a BEM element class (`.` alone: the block), `[class.x--y]` a conditional modifier,
 * `[name]` a binding, `(event)` a handler, `[(value)]`/`[(checked)]` a two-way state link.
 */
export function h(selector: string, attrs: AttrInput = {}, ...children: Child[]): ElementNode {
  const [tag, ...classes] = selector.split('.');
  const list: Attr[] = [];
  for (const [key, raw] of Object.entries(attrs)) {
    if (raw === undefined || raw === false) continue;
    const value = String(raw);
    let match: RegExpExecArray | null;
    if ((match = /^\[\((value|checked)\)\]$/.exec(key)))
      list.push({ kind: 'model', state: value, prop: match[1] as 'value' | 'checked' });
    else if ((match = /^\[class\.(.+)\]$/.exec(key)))
      list.push({ kind: 'class', name: match[1]!, expr: value });
    else if ((match = /^\[style\.([\w-]+)(?:\.(%|px|ms))?\]$/.exec(key)))
      list.push({
        kind: 'style',
        prop: match[1]!,
        ...(match[2] ? { unit: match[2] } : {}),
        expr: value,
      });
    else if ((match = /^\[(.+)\]$/.exec(key)))
      list.push({ kind: 'bind', name: match[1]!, expr: value });
    else if ((match = /^\((.+)\)$/.exec(key)))
      list.push({ kind: 'on', event: match[1]!, handler: value });
    else if (raw === true) list.push({ kind: 'flag', name: key });
    else list.push({ kind: 'static', name: key, value });
  }
  return {
    kind: 'element',
    tag: tag!,
    classes: classes.length === 1 && classes[0] === '' ? [''] : classes,
    attrs: list,
    children: flatten(children),
  };
}

export function flatten(children: Child[]): ViewNode[] {
  const out: ViewNode[] = [];
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    if (Array.isArray(child)) out.push(...flatten(child));
    else if (typeof child === 'string') out.push({ kind: 'text', value: child });
    else out.push(child);
  }
  return out;
}

export const text = (value: string): ViewNode => ({ kind: 'text', value });
export const interp = (expr: Expr): ViewNode => ({ kind: 'interp', expr });
export const when = (cond: Expr, then: Child[], otherwise?: Child[]): ViewNode => ({
  kind: 'if',
  cond,
  then: flatten(then),
  ...(otherwise ? { otherwise: flatten(otherwise) } : {}),
});
export const each = (
  item: string,
  of: Expr,
  track: Expr,
  body: Child[],
  options: { index?: string; empty?: Child[] } = {},
): ViewNode => ({
  kind: 'for',
  item,
  of,
  track,
  body: flatten(body),
  ...(options.index ? { index: options.index } : {}),
  ...(options.empty ? { empty: flatten(options.empty) } : {}),
});
export const slot = (...fallback: Child[]): ViewNode => ({
  kind: 'slot',
  fallback: flatten(fallback),
});
export const formSlot: ViewNode = { kind: 'form' };

/** An inline SVG icon from a fixed set; decorative, hidden from assistive technology. */
export function icon(name: IconName, className = 'icon'): ElementNode {
  return h(
    `svg.${className}`,
    {
      viewBox: '0 0 24 24',
      width: 20,
      height: 20,
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
    },
    ...ICONS[name].map((d) => h('path', { d })),
  );
}

const ICONS = {
  search: ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35'],
  close: ['M18 6 6 18', 'M6 6l12 12'],
  bell: ['M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9', 'M13.73 21a2 2 0 0 1-3.46 0'],
  check: ['M20 6 9 17l-5-5'],
  bolt: ['M13 2 3 14h9l-1 8 10-12h-9l1-8z'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'],
  layers: ['M12 2 2 7l10 5 10-5-10-5z', 'M2 17l10 5 10-5', 'M2 12l10 5 10-5'],
  plug: ['M9 2v6', 'M15 2v6', 'M6 8h12v4a6 6 0 0 1-12 0z', 'M12 18v4'],
  chart: ['M3 3v18h18', 'M7 15l4-4 3 3 5-6'],
  clock: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'],
  refresh: ['M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5'],
  chevronDown: ['M6 9l6 6 6-6'],
  chevronLeft: ['M15 18l-6-6 6-6'],
  chevronRight: ['M9 18l6-6-6-6'],
  menu: ['M3 6h18', 'M3 12h18', 'M3 18h18'],
  info: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01'],
  alert: [
    'M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
    'M12 9v4',
    'M12 17h.01',
  ],
  star: [
    'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
  ],
  upload: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M17 8l-5-5-5 5', 'M12 3v12'],
  trendUp: ['M23 6l-9.5 9.5-5-5L1 18', 'M17 6h6v6'],
  trendDown: ['M23 18l-9.5-9.5-5 5L1 6', 'M17 18h6v-6'],
  trash: ['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6'],
  plus: ['M12 5v14', 'M5 12h14'],
  home: ['M3 12l9-9 9 9', 'M5 10v10h14V10'],
  folder: ['M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'],
  users: [
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M23 21v-2a4 4 0 0 0-3-3.87',
  ],
  settings: [
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-2.82 1.17V21a2 2 0 1 1-4 0v-.09a1.65 1.65 0 0 0-2.82-1.17l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 3 13.09H3a2 2 0 1 1 0-4h.09a1.65 1.65 0 0 0 1.17-2.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9.91 3H10a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 2.82 1.17l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 21 10.91V11a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
  ],
  grid: ['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M14 14h7v7h-7z', 'M3 14h7v7H3z'],
  mail: [
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
    'M22 6l-10 7L2 6',
  ],
  arrowRight: ['M5 12h14', 'M12 5l7 7-7 7'],
  file: ['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6'],
  heart: [
    'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78L12 21.23l8.84-8.84a5.5 5.5 0 0 0 0-7.78z',
  ],
  quote: ['M3 21c3 0 7-1 7-8V5H3v8h4', 'M14 21c3 0 7-1 7-8V5h-7v8h4'],
} as const;
export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];
