import type { Blueprint, BuildContext } from '../../blueprint';
import type { TallyRole } from '../../model';
import { h, interp } from '../../view';
import { blueprint, commonRules } from '../common';

/** A count shown in the description's words: "Count: 0" is "Count: " before the number. */
const SHOWN = /^(.{0,60}?)(-?\d{1,7})(.{0,60})$/;

/** A button the description did not label: − and + named as words for screen readers. */
const DEFAULTS: Record<TallyRole, { text: string; name?: string }> = {
  decrement: { text: '−', name: 'Decrement' },
  increment: { text: '+', name: 'Increment' },
  reset: { text: 'Reset' },
};

/**
 * A click counter: the count as live text (in the description's words, "Count: 0") and its buttons
 * (understand/tally.ts); Reset goes back to where it started. A limit stated ("can't go below
 * zero") disables the button that would pass it.
 */
export function tallyBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const shown = SHOWN.exec(model.message ?? '');
  const { min, max } = model.params;
  const stated = model.params.start ?? (shown ? Number(shown[2]) : 0);
  const start = Math.min(Math.max(stated, min ?? stated), max ?? stated);
  // A step box the person sets ("a Step field, default 1"), else the step stated.
  const stepInput = model.behaviour?.tally?.stepInput;
  const step = stepInput ? '$stepBy' : String(model.params.step ?? 1);
  const buttons = model.behaviour?.tally?.buttons ?? [];
  const move = (by: string) =>
    min === undefined && max === undefined
      ? `const next = $value ${by};`
      : `const next = Math.min(Math.max($value ${by}, ${min ?? '-Infinity'}), ${max ?? 'Infinity'});`;
  // Disabled where a click would pass the limit.
  const guard: Record<TallyRole, string | undefined> = {
    decrement: min === undefined ? undefined : `$value - ${step} < ${min}`,
    increment: max === undefined ? undefined : `$value + ${step} > ${max}`,
    reset: undefined,
  };
  const handler: Record<TallyRole, string> = {
    decrement: 'decrement()',
    increment: 'increment()',
    reset: 'reset()',
  };
  const used = new Set(buttons.map((button) => button.role));
  const body: Record<TallyRole, string> = {
    decrement: move(`- ${step}`),
    increment: move(`+ ${step}`),
    reset: `const next = ${start};`,
  };
  return blueprint({
    outputs: [{ name: 'valueChange', type: 'number' }],
    state: [
      { name: 'value', type: 'number', initial: String(start) },
      ...(stepInput ? [{ name: 'step', type: 'string', initial: `'${stepInput.initial}'` }] : []),
    ],
    // A step left empty or below one moves by one.
    computed: stepInput
      ? [{ name: 'stepBy', expr: 'Math.max(1, Math.floor(Number($step)) || 1)' }]
      : [],
    methods: [
      ...(['increment', 'decrement', 'reset'] as const)
        .filter((role) => used.has(role))
        .map((role) => ({
          name: role,
          params: '',
          body: `${body[role]}\nset:value(next);\nemit:valueChange(next);`,
        })),
      ...(stepInput
        ? [
            {
              name: 'changeStep',
              params: 'event: Event',
              body: 'set:step((event.target as HTMLInputElement).value);',
            },
          ]
        : []),
    ],
    view: [
      h(
        'div.',
        {},
        model.title && h('h2.title', {}, model.title),
        h(
          'p.count',
          { 'aria-live': 'polite' },
          shown ? shown[1]! : 'Count: ',
          h('strong.value', {}, interp('$value')),
          shown ? shown[3]! : '',
        ),
        h(
          'div.controls',
          {},
          buttons.map((button) => {
            const own = button.label ? { text: button.label } : DEFAULTS[button.role];
            return h(
              `button.button${button.role === 'reset' ? '.button--secondary' : ''}`,
              {
                type: 'button',
                'aria-label': 'name' in own ? own.name : undefined,
                '[disabled]': guard[button.role],
                '(click)': handler[button.role],
              },
              own.text,
            );
          }),
        ),
        stepInput &&
          h(
            'label.step',
            {},
            stepInput.label,
            h('input.step-input', {
              type: 'number',
              min: 1,
              inputmode: 'numeric',
              '[value]': '$step',
              '(input)': 'changeStep(event)',
            }),
          ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button']),
        { el: 'title', decls: { margin: '0 0 0.5rem', 'font-size': '1.25rem' } },
        { el: 'count', decls: { margin: '0 0 1rem', 'font-size': '1.25rem' } },
        {
          el: 'value',
          decls: { 'font-size': '2rem', 'font-variant-numeric': 'tabular-nums', color: t('text') },
        },
        { el: 'controls', decls: { display: 'flex', 'flex-wrap': 'wrap', gap: '0.5rem' } },
        { el: 'button', state: ':disabled', decls: { opacity: '0.5', cursor: 'not-allowed' } },
        ...(stepInput
          ? [
              {
                el: 'step',
                decls: {
                  display: 'flex',
                  'align-items': 'center',
                  gap: '0.5rem',
                  'margin-top': '1rem',
                },
              },
              {
                el: 'step-input',
                decls: {
                  width: '5rem',
                  padding: '0.375rem 0.5rem',
                  border: `1px solid ${t('border')}`,
                  'border-radius': t('radius-sm'),
                  background: t('surface'),
                  color: t('text'),
                  font: 'inherit',
                },
              },
            ]
          : []),
      ],
    },
  });
}
