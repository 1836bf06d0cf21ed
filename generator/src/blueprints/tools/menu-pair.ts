/** What the converters whose pair is picked share: a From or To menu, and the pair's look. */
import type { BuildContext } from '../../blueprint';
import type { StyleRule } from '../../styles';
import { each, h, interp } from '../../view';
import { commonRules, focusRing, outlinedButton } from '../common';
import { fieldRules } from './parts';

/**
 * A labelled menu bound to state `side`: one option per `item` of the constant `of`, its value and
 * text `value` ("currency", "unit.label").
 */
export function sideMenu(
  side: 'from' | 'to',
  label: string,
  options: { of: string; item: string; value: string },
) {
  return h(
    'div.field',
    {},
    h('label.label', { '[for]': `@uid + '-${side}'` }, label),
    h(
      'select.input',
      { '[id]': `@uid + '-${side}'`, '[(value)]': side },
      each(options.item, `@${options.of}`, options.value, [
        h('option', { '[value]': options.value }, interp(options.value)),
      ]),
    ),
  );
}

/**
 * A converter with a pair picked: its surface and fields, the From and To menus side by side with
 * the swap button between them, and the result line.
 */
export function menuPairRules(ctx: BuildContext): StyleRule[] {
  const { t } = ctx;
  return [
    ...commonRules(ctx, ['surface']),
    ...fieldRules(t),
    { el: '', decls: { 'max-width': '36rem', display: 'grid', gap: '1rem' } },
    {
      el: 'pair',
      decls: {
        display: 'grid',
        'grid-template-columns': 'minmax(0, 1fr) auto minmax(0, 1fr)',
        'align-items': 'end',
        gap: '0.5rem',
      },
    },
    {
      el: 'swap',
      decls: {
        'min-width': '2.75rem',
        'min-height': '2.75rem',
        ...outlinedButton(t),
      },
    },
    { el: 'swap', state: ':focus-visible', decls: focusRing(t) },
    { el: 'result', decls: { margin: '0', 'font-size': '1.25rem', 'font-weight': '700' } },
  ];
}
