/**
 * A view's own filter: a lone select or toggle beside what it filters ("with a date range
 * selector: Last 7 days, Last 30 days, This year"). Rule: choosing changes the view at once, so a
 * lone select or toggle never becomes a form with a Submit button.
 */
import type { Blueprint, BuildContext } from '../blueprint';
import type { Field } from '../model';
import type { StyleRule } from '../styles';
import { tsString } from '../text';
import { h } from '../view';
import type { ElementNode } from '../view';
import { focusRing, textInputRules } from './common';

/** The one field a non-form component names, when it is a select or a toggle (a view filter). */
export function viewFilterField(fields: readonly Field[]): Field | undefined {
  const [only] = fields;
  if (fields.length !== 1 || !only) return undefined;
  if (only.type === 'select' && (only.options?.length ?? 0) >= 2) return only;
  return only.type === 'toggle' ? only : undefined;
}

function control(field: Field): ElementNode {
  const id = `@uid + '-${field.name}'`;
  if (field.type === 'toggle')
    return h(
      'label.filter',
      {},
      h('input.filter-switch', { type: 'checkbox', role: 'switch', '[(checked)]': field.name }),
      h('span.filter-label', {}, field.label),
    );
  return h(
    'div.filter',
    {},
    h('label.filter-label', { '[for]': id }, field.label),
    h(
      'select.filter-input',
      { '[id]': id, '[(value)]': field.name },
      ...(field.options ?? []).map((option) => h('option', { value: option }, option)),
    ),
  );
}

function rules(ctx: BuildContext): StyleRule[] {
  const { t } = ctx;
  return [
    {
      el: 'filter',
      decls: {
        display: 'flex',
        'align-items': 'center',
        gap: '0.5rem',
        'margin-bottom': t('space'),
      },
    },
    { el: 'filter-label', decls: { 'font-weight': '600', 'font-size': '0.875rem' } },
    ...textInputRules(t, {}, 'filter-input'),
    { el: 'filter-switch', decls: { 'accent-color': t('primary') } },
    { el: 'filter-switch', state: ':focus-visible', decls: focusRing(t) },
  ];
}

/**
 * Adds the filter to the blueprint: its state (the first choice, or off) and its control at the
 * top of `target`, after the heading when there is one.
 */
export function addViewFilter(ctx: BuildContext, bp: Blueprint, target: ElementNode): void {
  const field = viewFilterField(ctx.model.fields)!;
  bp.state.push(
    field.type === 'toggle'
      ? { name: field.name, type: 'boolean', initial: 'false' }
      : { name: field.name, type: 'string', initial: tsString(field.options![0]!) },
  );
  if (field.type === 'select') bp.usesId = true;
  const heading = target.children.findIndex(
    (child) => child.kind === 'element' && /^h[1-6]$/.test(child.tag),
  );
  target.children.splice(heading + 1, 0, control(field));
  bp.styles.rules.push(...rules(ctx));
  // "a dark mode switch": on, the component takes the dark values of its own palette's tokens.
  if (field.type === 'toggle' && DARK_SWITCH.test(field.label)) {
    target.attrs.push({ kind: 'class', name: '--dark', expr: `$${field.name}` });
    bp.styles.rules.push({
      el: '--dark',
      decls: {
        ...Object.fromEntries(
          Object.entries(ctx.palette.dark).map(([token, value]) => [`--kiln-${token}`, value]),
        ),
        color: ctx.t('text'),
        background: ctx.t('surface'),
      },
    });
  }
}

/** A toggle that switches the component's theme ("Dark mode", "Dark theme", "Night mode"). */
const DARK_SWITCH = /\b(?:dark|night)\b/i;
