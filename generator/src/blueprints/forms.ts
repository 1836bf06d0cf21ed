import type { Blueprint, BuildContext } from '../blueprint';
import type { Archetype } from '../model';
import { formSlot, h, icon, when } from '../view';
import { blueprint, commonRules, focusOutline, focusRing } from './common';

const FORM_COPY: Partial<
  Record<Archetype, { title: string; subtitle: string; submit: string; busy: string }>
> = {
  'login-form': {
    title: 'Sign in',
    subtitle: 'Welcome back. Enter your details to continue.',
    submit: 'Sign in',
    busy: 'Signing in…',
  },
  'signup-form': {
    title: 'Create your account',
    subtitle: 'It takes less than a minute.',
    submit: 'Create account',
    busy: 'Creating account…',
  },
  'contact-form': {
    title: 'Contact us',
    subtitle: 'We usually reply within one business day.',
    submit: 'Send message',
    busy: 'Sending…',
  },
  'newsletter-form': {
    title: 'Subscribe to our newsletter',
    subtitle: 'One e-mail a month. No spam; unsubscribe at any time.',
    submit: 'Subscribe',
    busy: 'Subscribing…',
  },
  'checkout-form': {
    title: 'Payment details',
    subtitle: 'Your card is charged only when you confirm.',
    submit: 'Pay now',
    busy: 'Processing payment…',
  },
  'settings-form': {
    title: 'Account settings',
    subtitle: 'Changes apply to every device you use.',
    submit: 'Save changes',
    busy: 'Saving…',
  },
  form: {
    title: 'Your details',
    subtitle: 'Fields marked required must be filled in.',
    submit: 'Submit',
    busy: 'Submitting…',
  },
};

export function formBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const copy = FORM_COPY[model.archetype] ?? FORM_COPY.form!;
  const submitAction =
    model.actions.find((a) => a.submit) ?? model.actions.find((a) => a.kind === 'primary');
  const submitLabel = submitAction?.label ?? copy.submit;
  const inline = model.archetype === 'newsletter-form' && model.fields.length === 1;
  const title = model.title || copy.title;
  return blueprint({
    usesId: true,
    view: [
      h(
        'section.',
        { '[aria-labelledby]': "@uid + '-title'" },
        h(
          'header.header',
          {},
          h('h2.title', { '[id]': "@uid + '-title'" }, title),
          h('p.subtitle', {}, model.subtitle ?? copy.subtitle),
        ),
        formSlot,
      ),
    ],
    form: {
      fields: model.fields,
      submitLabel,
      busyLabel:
        submitAction && submitAction.label !== copy.submit ? `${submitAction.label}…` : copy.busy,
      links: model.actions.filter((a) => a.kind === 'link').map((a) => a.label),
      output: 'submitted',
      valueType: `${model.name}Value`,
      loading: true,
      inline,
    },
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button', 'field']),
        { el: '', decls: { 'max-width': inline ? '36rem' : '28rem', margin: '0 auto' } },
        { el: 'header', decls: { 'margin-bottom': t('space') } },
        {
          el: 'title',
          decls: {
            margin: '0',
            'font-size': '1.5rem',
            'font-weight': '700',
            'letter-spacing': '-0.01em',
          },
        },
        { el: 'subtitle', decls: { margin: '0.25rem 0 0', color: t('text-muted') } },
        { el: 'form', decls: { display: 'flex', 'flex-direction': 'column', gap: t('space') } },
        { el: 'form--inline', decls: { 'flex-direction': 'row', 'align-items': 'flex-start' } },
        {
          el: 'form--inline',
          media: 'narrow',
          decls: { 'flex-direction': 'column', 'align-items': 'stretch' },
        },
        { el: 'form--inline', state: ' > div', decls: { flex: '1' } },
        {
          el: 'fieldset',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            margin: '0',
            padding: '0',
            border: '0',
          },
        },
        { el: 'optional', decls: { color: t('text-muted'), 'font-weight': '400' } },
        { el: 'link', decls: { 'align-self': 'center', 'font-size': '0.875rem' } },
      ],
    },
  });
}

export function searchBarBlueprint(ctx: BuildContext): Blueprint {
  const { t, model } = ctx;
  const label = model.title || 'Search';
  return blueprint({
    usesId: true,
    outputs: [
      { name: 'search', type: 'string' },
      { name: 'cleared', type: 'void' },
    ],
    state: [{ name: 'query', type: 'string', initial: "''" }],
    methods: [
      {
        name: 'submit',
        params: 'event: SubmitEvent',
        body: 'event.preventDefault();\nemit:search($query.trim());',
      },
      { name: 'clear', body: "set:query('');\nemit:cleared();" },
    ],
    view: [
      h(
        'form.',
        { role: 'search', '(submit)': 'submit(event)' },
        h('label.sr-only', { '[for]': "@uid + '-query'" }, label),
        icon('search', 'icon'),
        h('input.input', {
          '[id]': "@uid + '-query'",
          type: 'search',
          placeholder: model.message ?? 'Search…',
          autocomplete: 'off',
          '[(value)]': 'query',
        }),
        when('$query', [
          h(
            'button.clear',
            { type: 'button', 'aria-label': 'Clear search', '(click)': 'clear()' },
            icon('close'),
          ),
        ]),
        h('button.button', { type: 'submit' }, 'Search'),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: '',
          decls: {
            position: 'relative',
            display: 'flex',
            'align-items': 'center',
            gap: '0.5rem',
            'max-width': '40rem',
            padding: '0.375rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-shadow': t('shadow'),
          },
        },
        { el: '', state: ':focus-within', decls: focusRing(t) },
        {
          el: 'icon',
          decls: { 'flex-shrink': '0', 'margin-left': '0.5rem', color: t('text-muted') },
        },
        {
          el: 'input',
          decls: {
            flex: '1',
            'min-width': '0',
            'min-height': '2.25rem',
            border: '0',
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
            outline: 'none',
          },
        },
        { el: 'input', state: '::-webkit-search-cancel-button', decls: { display: 'none' } },
        {
          el: 'clear',
          decls: {
            display: 'inline-flex',
            padding: '0.25rem',
            border: '0',
            'border-radius': t('radius-sm'),
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'pointer',
          },
        },
        {
          el: 'clear',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'clear', state: ':focus-visible', decls: { outline: focusOutline(t) } },
        { el: 'button', media: 'narrow', decls: { padding: '0.5rem 0.75rem' } },
      ],
    },
  });
}

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
