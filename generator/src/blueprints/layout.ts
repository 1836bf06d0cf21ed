/**
 * Layouts: the model's `styling.layout` (stacked, split, grid) drawn for the three families whose
 * shape allows three distinct arrangements of the same parts — a form, a card and a data table.
 * A layout only adds style rules (and, for a table's rows as cards, each cell's column name as
 * `data-label`), so every layout holds the same parts, the same text and the same behaviour, and a
 * model without a layout prints exactly as before. Stacked is each blueprint's own arrangement.
 *
 *   form   split: fields in two columns       grid: each field a tile in a grid
 *   card   split: header beside the content  grid: the details as tiles
 *   table  split: filter and pages in a side column beside the table
 *          grid:  rows as cards, the header row as a line of sort buttons
 *
 * Rules place children by their own classes, never by a `> *` rule: under Angular's emulated
 * encapsulation `.a > *` gains an attribute selector and outranks an element's own class.
 * Every arrangement falls back to one column at the narrow breakpoint.
 */
import type { Blueprint, BuildContext } from '../blueprint';
import type { Styling } from '../model';
import type { StyleRule } from '../styles';
import type { ElementNode, ViewNode } from '../view';

export type Layout = NonNullable<Styling['layout']>;
type Family = 'form' | 'card' | 'table';

const ALL: readonly Layout[] = ['stacked', 'split', 'grid'];

/** The element that holds the component: the first one, also when it is shown conditionally. */
export function rootElement(bp: Blueprint): ElementNode | undefined {
  const first = bp.view.find((node) => node.kind === 'element' || node.kind === 'if');
  if (first?.kind === 'if') {
    // The block's own element (class ''), not what is drawn before it (a dialog's backdrop).
    const elements = first.then.filter((node) => node.kind === 'element');
    const inner = elements.find((node) => node.classes.includes('')) ?? elements[0];
    return inner?.kind === 'element' ? inner : undefined;
  }
  return first?.kind === 'element' ? first : undefined;
}

/** The first class of each element a child of `node` draws (through conditions), in order. */
function childClasses(node: ElementNode): string[] {
  const out: string[] = [];
  const visit = (children: ViewNode[]) => {
    for (const child of children) {
      if (child.kind === 'element') {
        const cls = child.classes.find((c) => c !== '');
        if (cls && !out.includes(cls)) out.push(cls);
      } else if (child.kind === 'if') {
        visit(child.then);
        if (child.otherwise) visit(child.otherwise);
      }
    }
  };
  visit(node.children);
  return out;
}

function familyOf(ctx: BuildContext, bp: Blueprint): Family | undefined {
  const root = rootElement(bp);
  if (!root) return undefined;
  const children = childClasses(root);
  if (ctx.model.archetype === 'data-table' && children.includes('scroll')) return 'table';
  if (bp.form && !bp.form.inline && bp.form.fields.length >= 2) return 'form';
  if (ctx.model.archetype === 'card' && children[0] === 'header' && children.length >= 2)
    return 'card';
  return undefined;
}

/** The layouts that arrange this blueprint's parts distinctly; none when it has no such family. */
export function layoutsOf(ctx: BuildContext, bp: Blueprint): Layout[] {
  const family = familyOf(ctx, bp);
  if (!family) return [];
  // A card without details has nothing to set out as tiles.
  if (family === 'card' && !ctx.model.details.length) return ['stacked', 'split'];
  return [...ALL];
}

/** The rules that draw the model's layout, added to the blueprint's own; none for stacked. */
export function withLayout(ctx: BuildContext, bp: Blueprint): Blueprint {
  const layout = ctx.model.styling.layout;
  if (!layout || layout === 'stacked' || !layoutsOf(ctx, bp).includes(layout)) return bp;
  const family = familyOf(ctx, bp)!;
  const rules =
    family === 'form'
      ? formRules(ctx, layout)
      : family === 'card'
        ? cardRules(ctx, layout, childClasses(rootElement(bp)!))
        : tableRules(ctx, layout, childClasses(rootElement(bp)!));
  bp.styles.rules.push(...rules.map((rule) => ({ ...rule, layout: true as const })));
  return bp;
}

/** Whether a table's cells carry their column's name, for the rows-as-cards layout. */
export const labelsCells = (styling: Styling) => styling.layout === 'grid';

/** `count` rows, the last taking what a taller item spanning them all leaves over. */
const rowsEndingInRest = (count: number) => (count > 1 ? `repeat(${count - 1}, auto) 1fr` : '1fr');

function formRules({ t }: BuildContext, layout: Layout): StyleRule[] {
  // Fields are the form's `div` children; the submit button, links and radio groups span it.
  const wide: StyleRule = { el: 'form', state: ' > :not(div)', decls: { 'grid-column': '1 / -1' } };
  if (layout === 'split')
    return [
      { el: '', decls: { 'max-width': '40rem' } },
      {
        el: 'form',
        decls: {
          display: 'grid',
          'grid-template-columns': 'repeat(2, minmax(0, 1fr))',
          'align-items': 'start',
        },
      },
      wide,
      { el: 'form', media: 'narrow', decls: { 'grid-template-columns': 'minmax(0, 1fr)' } },
    ];
  return [
    { el: '', decls: { 'max-width': '48rem' } },
    {
      el: 'form',
      decls: {
        display: 'grid',
        'grid-template-columns': 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
        'align-items': 'stretch',
      },
    },
    wide,
    {
      el: 'form',
      state: ' > div',
      decls: {
        padding: '0.75rem',
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius-sm'),
        background: t('surface-muted'),
      },
    },
  ];
}

function cardRules({ t }: BuildContext, layout: Layout, children: string[]): StyleRule[] {
  if (layout === 'grid')
    return [
      { el: '', decls: { 'max-width': '40rem' } },
      {
        el: 'details',
        decls: { 'grid-template-columns': 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))' },
      },
      {
        el: 'detail',
        decls: {
          'flex-direction': 'column',
          'justify-content': 'flex-start',
          gap: '0.25rem',
          padding: '0.75rem',
          border: `1px solid ${t('border')}`,
          'border-radius': t('radius-sm'),
          background: t('surface-muted'),
        },
      },
    ];
  // Split: the header in a narrow first column beside everything else; the actions span both.
  const rest = children.slice(1);
  const content = rest.filter((c) => c !== 'actions');
  return [
    {
      el: '',
      decls: {
        display: 'grid',
        'grid-template-columns': 'minmax(0, 1fr) minmax(0, 1.6fr)',
        'grid-template-rows': rowsEndingInRest(content.length),
        'align-items': 'start',
        'column-gap': `calc(${t('space')} * 1.5)`,
        'max-width': '40rem',
      },
    },
    { el: '', media: 'narrow', decls: { display: 'flex' } },
    {
      el: 'header',
      decls: {
        'grid-column': '1',
        'grid-row': `1 / span ${Math.max(1, content.length)}`,
        'padding-right': t('space'),
        'border-right': `1px solid ${t('border')}`,
      },
    },
    { el: 'header', media: 'narrow', decls: { 'padding-right': '0', 'border-right': '0' } },
    ...content.map((el) => ({ el, decls: { 'grid-column': '2' } })),
    ...(rest.includes('actions') ? [{ el: 'actions', decls: { 'grid-column': '1 / -1' } }] : []),
  ];
}

function tableRules({ t }: BuildContext, layout: Layout, children: string[]): StyleRule[] {
  if (layout === 'split') {
    // The table in the second column across every row; filter, actions and pages beside it.
    const side = children.filter((c) => c !== 'scroll');
    return [
      {
        el: '',
        decls: {
          display: 'grid',
          'grid-template-columns': 'minmax(11rem, 15rem) minmax(0, 1fr)',
          'grid-template-rows': rowsEndingInRest(side.length),
          'align-items': 'start',
        },
      },
      { el: '', media: 'narrow', decls: { display: 'flex' } },
      {
        el: 'scroll',
        decls: { 'grid-column': '2', 'grid-row': `1 / span ${Math.max(1, side.length)}` },
      },
      ...side.map((el) => ({ el, decls: { 'grid-column': '1' } })),
      { el: 'pager', decls: { 'flex-direction': 'column', 'align-items': 'stretch' } },
      { el: 'pager', media: 'narrow', decls: { 'flex-direction': 'row' } },
    ];
  }
  // Grid: the rows as cards, each cell headed by its column's name; the header row stays as a line
  // of sort buttons above them. Rules hang from the scroll box, a plain element in every printer.
  return [
    {
      el: 'scroll',
      decls: {
        'overflow-x': 'visible',
        border: '0',
        background: 'transparent',
        'box-shadow': 'none',
      },
    },
    { el: 'scroll', state: ' table', decls: { display: 'block' } },
    { el: 'scroll', state: ' thead', decls: { display: 'block' } },
    {
      el: 'scroll',
      state: ' thead tr',
      decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.5rem', 'margin-bottom': t('space') },
    },
    { el: 'scroll', state: ' th', decls: { border: '0', padding: '0.25rem 0.5rem' } },
    {
      el: 'scroll',
      state: ' tbody',
      decls: {
        display: 'grid',
        'grid-template-columns': 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
        gap: t('space'),
      },
    },
    {
      el: 'scroll',
      state: ' tbody tr',
      decls: {
        display: 'grid',
        gap: '0.25rem',
        padding: t('space'),
        border: `1px solid ${t('border')}`,
        'border-radius': t('radius'),
        background: t('surface'),
        'box-shadow': t('shadow'),
      },
    },
    {
      el: 'scroll',
      state: ' td',
      decls: {
        display: 'flex',
        'justify-content': 'space-between',
        'align-items': 'center',
        gap: t('space'),
        padding: '0',
        border: '0',
      },
    },
    {
      el: 'scroll',
      state: ' td[data-label]::before',
      decls: { content: 'attr(data-label)', color: t('text-muted'), 'font-size': '0.8125rem' },
    },
  ];
}
