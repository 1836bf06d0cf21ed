import type { Blueprint, BuildContext } from '../../blueprint';
import { h, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

export function otpBlueprint(ctx: BuildContext): Blueprint {
  const { t, model } = ctx;
  const count = Math.min(Math.max(model.params.count ?? 6, 4), 8);
  const digits = Array.from({ length: count }, (_, i) => i);
  return blueprint({
    usesId: true,
    outputs: [{ name: 'completed', type: 'string' }],
    // One character per box; a space marks an empty box, so every digit keeps its position.
    state: [{ name: 'code', type: 'string', initial: `'${' '.repeat(count)}'` }],
    computed: [{ name: 'complete', expr: "!$code.includes(' ')" }],
    methods: [
      {
        name: 'onInput',
        params: 'index: number, event: Event',
        body: [
          'const field = event.target as HTMLInputElement;',
          "const digit = field.value.replace(/\\D/g, '').slice(-1);",
          'field.value = digit;',
          "const next = $code.slice(0, index) + (digit || ' ') + $code.slice(index + 1);",
          'set:code(next);',
          'if (digit && field.nextElementSibling instanceof HTMLInputElement) {',
          '  field.nextElementSibling.focus();',
          '}',
          "if (!next.includes(' ')) {",
          '  emit:completed(next);',
          '}',
        ].join('\n'),
      },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: [
          'const field = event.target as HTMLInputElement;',
          "if (event.key === 'Backspace' && !field.value && field.previousElementSibling instanceof HTMLInputElement) {",
          '  field.previousElementSibling.focus();',
          "} else if (event.key === 'ArrowLeft' && field.previousElementSibling instanceof HTMLInputElement) {",
          '  field.previousElementSibling.focus();',
          "} else if (event.key === 'ArrowRight' && field.nextElementSibling instanceof HTMLInputElement) {",
          '  field.nextElementSibling.focus();',
          '}',
        ].join('\n'),
      },
    ],
    view: [
      h(
        'fieldset.',
        {},
        h('legend.label', {}, model.title || 'Enter the verification code'),
        h('p.hint', { '[id]': "@uid + '-hint'" }, `We sent a ${count}-digit code to your device.`),
        h(
          'div.digits',
          {},
          ...digits.map((i) =>
            h('input.digit', {
              type: 'text',
              inputmode: 'numeric',
              autocomplete: i === 0 ? 'one-time-code' : 'off',
              maxlength: 1,
              pattern: '[0-9]',
              'aria-label': `Digit ${i + 1} of ${count}`,
              '[aria-describedby]': "@uid + '-hint'",
              '[value]': `$code.charAt(${i}).trim()`,
              '(input)': `onInput(${i}, event)`,
              '(keydown)': 'onKeydown(event)',
            }),
          ),
        ),
        when('$complete', [h('p.done', { role: 'status' }, 'Code complete')]),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['field']),
        { el: '', decls: { margin: '0', padding: '0', border: '0' } },
        {
          el: 'label',
          decls: { 'font-size': '1.125rem', 'font-weight': '700', 'margin-bottom': '0.25rem' },
        },
        { el: 'hint', decls: { margin: '0 0 1rem', color: t('text-muted') } },
        { el: 'digits', decls: { display: 'flex', gap: '0.5rem' } },
        {
          el: 'digit',
          decls: {
            width: '3rem',
            height: '3.5rem',
            'text-align': 'center',
            'font-size': '1.5rem',
            'font-weight': '600',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: 'inherit',
          },
        },
        {
          el: 'digit',
          state: ':focus-visible',
          decls: { ...focusRing(t), 'border-color': t('primary') },
        },
        {
          el: 'digit',
          media: 'narrow',
          decls: { width: '2.5rem', height: '3rem', 'font-size': '1.25rem' },
        },
        { el: 'done', decls: { margin: '0.75rem 0 0', color: t('success'), 'font-weight': '600' } },
      ],
    },
  });
}
