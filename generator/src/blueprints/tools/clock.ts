import type { Blueprint, BuildContext } from '../../blueprint';
import { h, interp } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';
import { EVERY_SECOND } from './parts';

/** The time of day as "3:07:09 PM" or "15:07:09", worked out in the class. */
const TIME_TEXT = [
  '(ms: number, hour24: boolean): string => {',
  '  const date = new Date(ms);',
  "  const pad = (n: number) => String(n).padStart(2, '0');",
  '  const tail = `${pad(date.getMinutes())}:${pad(date.getSeconds())}`;',
  '  if (hour24) return `${pad(date.getHours())}:${tail}`;',
  "  return `${date.getHours() % 12 || 12}:${tail} ${date.getHours() < 12 ? 'AM' : 'PM'}`;",
  '}',
].join('\n');

/** A clock showing the time of day, ticking every second, with a 12/24-hour switch. */
export function clockBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const starts24 = model.behaviour?.hour24 ?? false;
  return blueprint({
    usesId: true,
    constants: [
      { name: 'timeText', type: '(ms: number, hour24: boolean) => string', value: TIME_TEXT },
    ],
    state: [
      { name: 'now', type: 'number', initial: 'Date.now()' },
      { name: 'hour24', type: 'boolean', initial: String(starts24) },
    ],
    computed: [{ name: 'time', expr: '@timeText($now, $hour24)' }],
    effects: [EVERY_SECOND],
    methods: [{ name: 'toggleFormat', body: 'update:hour24((on) => !on);' }],
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Clock'),
        h('p.time', { role: 'timer', 'aria-live': 'off' }, interp('$time')),
        h(
          'label.switch',
          {},
          h('input.switch-input', {
            type: 'checkbox',
            role: 'switch',
            '[checked]': '$hour24',
            '(change)': 'toggleFormat()',
          }),
          ' 24-hour',
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface']),
        { el: '', decls: { 'max-width': '20rem', 'text-align': 'center' } },
        { el: 'title', decls: { margin: '0 0 0.5rem', 'font-size': '1.125rem' } },
        {
          el: 'time',
          decls: {
            margin: '0 0 1rem',
            'font-size': '2.5rem',
            'font-weight': '700',
            'font-variant-numeric': 'tabular-nums',
          },
        },
        { el: 'switch', decls: { display: 'inline-flex', 'align-items': 'center', gap: '0.5rem' } },
        { el: 'switch-input', decls: { 'accent-color': t('primary') } },
        { el: 'switch-input', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}
