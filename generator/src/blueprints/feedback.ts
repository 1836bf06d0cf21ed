import type { Blueprint, BuildContext } from '../blueprint';
import type { AlertVariant } from '../model';
import { h, icon, interp, slot, when } from '../view';
import { blackAt, blueprint, COLOURS, commonRules, focusRing } from './common';

export function buttonBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const label = model.actions.find((a) => a.kind !== 'link')?.label ?? model.title ?? 'Continue';
  return blueprint({
    acceptsChildren: true,
    types: [
      "export type ButtonVariant = 'primary' | 'secondary' | 'ghost';",
      "export type ButtonSize = 'sm' | 'md' | 'lg';",
    ],
    inputs: [
      {
        name: 'variant',
        type: 'ButtonVariant',
        initial: `'${model.actions[0]?.kind === 'secondary' ? 'secondary' : 'primary'}'`,
      },
      { name: 'size', type: 'ButtonSize', initial: "'md'" },
      { name: 'type', type: "'button' | 'submit' | 'reset'", initial: "'button'" },
      { name: 'disabled', type: 'boolean', initial: 'false' },
      { name: 'loading', type: 'boolean', initial: 'false' },
    ],
    outputs: [{ name: 'pressed', type: 'void' }],
    methods: [{ name: 'press', body: 'if ($loading || $disabled) return;\nemit:pressed();' }],
    view: [
      h(
        'button.',
        {
          '[type]': '$type',
          '[class.--secondary]': "$variant === 'secondary'",
          '[class.--ghost]': "$variant === 'ghost'",
          '[class.--sm]': "$size === 'sm'",
          '[class.--lg]': "$size === 'lg'",
          '[disabled]': '$disabled || $loading',
          '[aria-busy]': '$loading',
          '(click)': 'press()',
        },
        when('$loading', [h('span.spinner', { 'aria-hidden': 'true' })]),
        h('span.label', {}, slot(label)),
      ),
    ],
    styles: {
      keyframes: { 'button-spin': 'to {\n  transform: rotate(360deg);\n}' },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            'justify-content': 'center',
            gap: '0.5rem',
            'min-height': '2.5rem',
            padding: '0.5rem 1.125rem',
            border: `1px solid ${t('primary')}`,
            'border-radius': t('radius-sm'),
            background: model.styling.variant === 'outline' ? 'transparent' : t('primary'),
            color: model.styling.variant === 'outline' ? t('primary') : t('on-primary'),
            font: 'inherit',
            'font-weight': '600',
            cursor: 'pointer',
            'box-shadow': t('shadow'),
            transition: 'background-color 150ms ease, color 150ms ease, transform 100ms ease',
          },
        },
        {
          el: '',
          state: ':hover:not(:disabled)',
          decls: {
            background: t('primary-hover'),
            'border-color': t('primary-hover'),
            color: t('on-primary'),
          },
        },
        { el: '', state: ':active:not(:disabled)', decls: { transform: 'translateY(1px)' } },
        { el: '', state: ':focus-visible', decls: focusRing(t) },
        { el: '', state: ':disabled', decls: { opacity: '0.6', cursor: 'not-allowed' } },
        { el: '--secondary', decls: { background: 'transparent', color: t('primary') } },
        {
          el: '--ghost',
          decls: {
            background: 'transparent',
            'border-color': 'transparent',
            color: t('text'),
            'box-shadow': 'none',
          },
        },
        {
          el: '--sm',
          decls: { 'min-height': '2rem', padding: '0.25rem 0.75rem', 'font-size': '0.875rem' },
        },
        {
          el: '--lg',
          decls: { 'min-height': '3rem', padding: '0.75rem 1.5rem', 'font-size': '1.125rem' },
        },
        {
          el: 'spinner',
          decls: {
            width: '1em',
            height: '1em',
            border: '2px solid currentColor',
            'border-right-color': 'transparent',
            'border-radius': '50%',
            animation: 'button-spin var(--kiln-motion, 700ms) linear infinite',
          },
        },
        { el: '', media: 'narrow', decls: { width: '100%' } },
      ],
    },
  });
}

export function badgeBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const variants = model.presentation.badgeVariants;
  const tone = (variant: string) =>
    /success|active|new/.test(variant)
      ? 'success'
      : /warning|pending|draft/.test(variant)
        ? 'warning'
        : /error|danger|inactive/.test(variant)
          ? 'danger'
          : 'info';
  return blueprint({
    acceptsChildren: true,
    types: [`export type BadgeVariant = ${variants.map((v) => `'${v}'`).join(' | ')};`],
    inputs: [{ name: 'variant', type: 'BadgeVariant', initial: `'${variants[0]}'` }],
    view: [
      h(
        'span.',
        Object.fromEntries(variants.map((v) => [`[class.--${v}]`, `$variant === '${v}'`])),
        h('span.dot', { 'aria-hidden': 'true' }),
        slot(model.items[0] ?? model.title ?? 'Status'),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.375rem',
            padding: '0.125rem 0.625rem',
            border: '1px solid currentColor',
            'border-radius': model.styling.radius === 'square' ? '0' : '999px',
            'font-size': '0.75rem',
            'font-weight': '600',
            'line-height': '1.5',
            'white-space': 'nowrap',
            color: t('info'),
          },
        },
        {
          el: 'dot',
          decls: {
            width: '0.5rem',
            height: '0.5rem',
            'border-radius': '50%',
            background: 'currentColor',
          },
        },
        ...variants.map((v) => ({ el: `--${v}`, decls: { color: t(tone(v)) } })),
      ],
    },
  });
}

export function alertBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const { dismissible } = model.presentation;
  return blueprint({
    types: ["export type AlertVariant = 'info' | 'success' | 'warning' | 'error';"],
    inputs: [
      { name: 'variant', type: 'AlertVariant', initial: `'${model.presentation.alertVariant}'` },
    ],
    outputs: dismissible ? [{ name: 'dismissed', type: 'void' }] : [],
    state: dismissible ? [{ name: 'open', type: 'boolean', initial: 'true' }] : [],
    methods: dismissible ? [{ name: 'dismiss', body: 'set:open(false);\nemit:dismissed();' }] : [],
    view: [
      when(dismissible ? '$open' : 'true', [
        h(
          'div.',
          {
            role: 'alert',
            '[class.--success]': "$variant === 'success'",
            '[class.--warning]': "$variant === 'warning'",
            '[class.--error]': "$variant === 'error'",
          },
          icon('alert', 'icon'),
          h(
            'div.body',
            {},
            h('p.title', {}, model.title || 'Your trial ends in 3 days'),
            h(
              'p.description',
              {},
              model.message ??
                model.subtitle ??
                'Upgrade now to keep your projects and team settings.',
            ),
          ),
          dismissible
            ? h(
                'button.close',
                { type: 'button', 'aria-label': 'Dismiss', '(click)': 'dismiss()' },
                icon('close'),
              )
            : null,
        ),
      ]),
    ],
    styles: {
      keyframes: {
        'alert-in':
          'from {\n  opacity: 0;\n  transform: translateY(-4px);\n}\nto {\n  opacity: 1;\n  transform: none;\n}',
      },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'flex',
            'align-items': 'flex-start',
            gap: '0.75rem',
            padding: t('space'),
            border: '1px solid currentColor',
            'border-left-width': '4px',
            'border-radius': t('radius-sm'),
            background: t('surface'),
            color: t('info'),
            'box-shadow': t('shadow'),
            animation: 'alert-in var(--kiln-motion, 200ms) ease',
          },
        },
        { el: '--success', decls: { color: t('success') } },
        { el: '--warning', decls: { color: t('warning') } },
        { el: '--error', decls: { color: t('danger') } },
        { el: 'icon', decls: { 'flex-shrink': '0', 'margin-top': '0.125rem' } },
        { el: 'body', decls: { flex: '1', color: t('text') } },
        { el: 'title', decls: { margin: '0', 'font-weight': '700' } },
        { el: 'description', decls: { margin: '0.25rem 0 0', color: t('text-muted') } },
        {
          el: 'close',
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
          el: 'close',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'close', state: ':focus-visible', decls: focusRing(t) },
      ],
    },
  });
}

const TONE_TITLES: Record<AlertVariant, string> = {
  success: 'Changes saved',
  error: 'Something went wrong',
  warning: 'Check before you continue',
  info: 'Good to know',
};
const TONE_TEXT: Record<AlertVariant, string> = {
  success: 'Your settings were updated.',
  error: 'Your changes were not saved. Try again.',
  warning: 'Some details need your attention.',
  info: 'There is news about your account.',
};
const TONE_ICONS: Record<AlertVariant, 'check' | 'alert' | 'info'> = {
  success: 'check',
  error: 'alert',
  warning: 'alert',
  info: 'info',
};

export function toastBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const duration = model.params.durationMs ?? 3000;
  const { vertical: position, horizontal: side } = model.presentation.toastCorner;
  // Variants named in the description ("success and error variants") become a typed input; each
  // tone has its own icon and default title, and colours the toast's edge.
  const variants = model.presentation.toastVariants;
  const toned = variants.length >= 2;
  const body = (tone: AlertVariant | undefined) =>
    h(
      'div.body',
      {},
      h('p.title', {}, model.title || (tone ? TONE_TITLES[tone] : 'Changes saved')),
      h(
        'p.description',
        {},
        model.message ?? (tone ? TONE_TEXT[tone] : 'Your settings were updated.'),
      ),
    );
  const content = toned
    ? variants.map((tone) =>
        when(`$variant === '${tone}'`, [icon(TONE_ICONS[tone], 'icon'), body(tone)]),
      )
    : [icon('check', 'icon'), body(undefined)];
  return blueprint({
    types: toned
      ? [`export type ToastVariant = ${variants.map((v) => `'${v}'`).join(' | ')};`]
      : [],
    inputs: [
      { name: 'duration', type: 'number', initial: String(duration) },
      ...(toned ? [{ name: 'variant', type: 'ToastVariant', initial: `'${variants[0]}'` }] : []),
    ],
    outputs: [{ name: 'dismissed', type: 'void' }],
    state: [{ name: 'open', type: 'boolean', initial: 'true' }],
    methods: [{ name: 'dismiss', body: 'set:open(false);\nemit:dismissed();' }],
    effects: [
      {
        // The timer restarts whenever the toast opens or its duration changes, and is cleared on close.
        angular:
          'effect((onCleanup) => {\n  if (!this.open()) return;\n  const timer = setTimeout(() => this.dismiss(), this.duration());\n  onCleanup(() => clearTimeout(timer));\n});',
        react:
          'if (!open) return;\nconst timer = setTimeout(() => {\n  setOpen(false);\n  onDismissed?.();\n}, duration);\nreturn () => clearTimeout(timer);',
        reactDeps: ['open', 'duration', 'onDismissed'],
      },
    ],
    view: [
      h(
        'div.region',
        { role: 'status', 'aria-live': 'polite' },
        when('$open', [
          h(
            'div.',
            toned ? { '[data-variant]': '$variant' } : {},
            ...content,
            h(
              'button.close',
              { type: 'button', 'aria-label': 'Dismiss notification', '(click)': 'dismiss()' },
              icon('close'),
            ),
            h('span.timer', {
              'aria-hidden': 'true',
              '[style.animation-duration.ms]': '$duration',
            }),
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {
        'toast-in': `from {\n  opacity: 0;\n  transform: translate${side === 'right' ? 'X(1rem)' : 'X(-1rem)'};\n}\nto {\n  opacity: 1;\n  transform: none;\n}`,
        'toast-timer': 'from {\n  transform: scaleX(1);\n}\nto {\n  transform: scaleX(0);\n}',
      },
      rules: [
        ...(toned
          ? variants.map((tone) => ({
              el: '',
              state: `[data-variant="${tone}"]`,
              decls: {
                'border-left': `4px solid ${t(tone === 'error' ? 'danger' : tone)}`,
              },
            }))
          : []),
        ...commonRules(ctx, []),
        {
          el: 'region',
          decls: {
            position: 'fixed',
            [position]: '1.5rem',
            [side]: '1.5rem',
            'z-index': '50',
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.5rem',
            'max-width': 'min(24rem, calc(100vw - 2rem))',
          },
        },
        {
          el: 'region',
          media: 'narrow',
          decls: { [position]: '1rem', left: '1rem', right: '1rem', 'max-width': 'none' },
        },
        {
          el: '',
          decls: {
            position: 'relative',
            display: 'flex',
            'align-items': 'flex-start',
            gap: '0.75rem',
            padding: '0.875rem 1rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-shadow': `0 10px 25px -5px ${blackAt(0.2)}`,
            overflow: 'hidden',
            animation: 'toast-in var(--kiln-motion, 250ms) ease-out',
          },
        },
        { el: 'icon', decls: { 'flex-shrink': '0', color: t('success') } },
        { el: 'body', decls: { flex: '1' } },
        { el: 'title', decls: { margin: '0', 'font-weight': '600' } },
        {
          el: 'description',
          decls: { margin: '0.125rem 0 0', color: t('text-muted'), 'font-size': '0.875rem' },
        },
        {
          el: 'close',
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
          el: 'close',
          state: ':hover',
          decls: { background: t('surface-muted'), color: t('text') },
        },
        { el: 'close', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'timer',
          decls: {
            position: 'absolute',
            left: '0',
            right: '0',
            bottom: '0',
            height: '3px',
            background: t('primary'),
            'transform-origin': 'left',
            animation: 'toast-timer linear forwards',
          },
        },
      ],
    },
  });
}

export function modalBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const buttons = model.actions.filter((a) => a.kind !== 'link');
  const destructive = /delete|remove|discard|destroy/i;
  const cancel = buttons.find((a) => /cancel|close|no\b|keep/i.test(a.label));
  const confirm = buttons.find((a) => a !== cancel);
  const confirmLabel = confirm?.label ?? (cancel ? undefined : 'Confirm');
  const cancelLabel = cancel?.label ?? (confirm ? 'Cancel' : 'Cancel');
  return blueprint({
    usesId: true,
    outputs: [
      ...(confirmLabel ? [{ name: 'confirmed', type: 'void' }] : []),
      { name: 'closed', type: 'void' },
    ],
    state: [{ name: 'open', type: 'boolean', initial: 'true' }],
    methods: [
      { name: 'close', body: 'set:open(false);\nemit:closed();' },
      ...(confirmLabel ? [{ name: 'confirm', body: 'set:open(false);\nemit:confirmed();' }] : []),
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: "if (event.key === 'Escape') {\n  @close();\n}",
      },
    ],
    view: [
      when('$open', [
        h('div.backdrop', { '(click)': 'close()' }),
        h(
          'div.',
          {
            role: 'dialog',
            'aria-modal': 'true',
            '[aria-labelledby]': "@uid + '-title'",
            '[aria-describedby]': "@uid + '-body'",
            '(keydown)': 'onKeydown(event)',
          },
          h(
            'header.header',
            {},
            h('h2.title', { '[id]': "@uid + '-title'" }, model.title || 'Are you sure?'),
            h(
              'button.close',
              { type: 'button', 'aria-label': 'Close dialog', '(click)': 'close()' },
              icon('close'),
            ),
          ),
          h(
            'p.body',
            { '[id]': "@uid + '-body'" },
            model.message ??
              (destructive.test(model.title)
                ? 'This action cannot be undone. Everything in it will be permanently removed.'
                : 'Review the details below before you continue.'),
          ),
          h(
            'footer.actions',
            {},
            h(
              'button.button.button--secondary',
              { type: 'button', '(click)': 'close()' },
              cancelLabel,
            ),
            confirmLabel
              ? h(
                  `button.button${destructive.test(confirmLabel) ? '.button--danger' : ''}`,
                  { type: 'button', '(click)': 'confirm()' },
                  confirmLabel,
                )
              : null,
          ),
        ),
      ]),
    ],
    styles: {
      keyframes: {
        'dialog-in':
          'from {\n  opacity: 0;\n  transform: translate(-50%, -48%) scale(0.97);\n}\nto {\n  opacity: 1;\n  transform: translate(-50%, -50%);\n}',
      },
      rules: [
        ...commonRules(ctx, ['button']),
        {
          el: 'backdrop',
          decls: { position: 'fixed', inset: '0', 'z-index': '40', background: t('backdrop') },
        },
        {
          el: '',
          decls: {
            position: 'fixed',
            top: '50%',
            left: '50%',
            'z-index': '41',
            width: 'min(28rem, calc(100vw - 2rem))',
            padding: `calc(${t('space')} * 1.5)`,
            'border-radius': t('radius'),
            background: t('surface'),
            'box-shadow': `0 25px 50px -12px ${blackAt(0.35)}`,
            transform: 'translate(-50%, -50%)',
            animation: 'dialog-in var(--kiln-motion, 200ms) ease-out',
            'box-sizing': 'border-box',
          },
        },
        {
          el: 'header',
          decls: {
            display: 'flex',
            'align-items': 'flex-start',
            'justify-content': 'space-between',
            gap: t('space'),
          },
        },
        { el: 'title', decls: { margin: '0', 'font-size': '1.25rem' } },
        {
          el: 'close',
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
        { el: 'close', state: ':hover', decls: { background: t('surface-muted') } },
        { el: 'close', state: ':focus-visible', decls: focusRing(t) },
        { el: 'body', decls: { margin: '0.75rem 0 1.5rem', color: t('text-muted') } },
        { el: 'actions', decls: { display: 'flex', 'justify-content': 'flex-end', gap: '0.5rem' } },
        { el: 'actions', media: 'narrow', decls: { 'flex-direction': 'column-reverse' } },
        {
          el: 'button--danger',
          decls: { background: t('danger'), 'border-color': t('danger'), color: t('on-danger') },
        },
        {
          el: 'button--danger',
          state: ':hover:not(:disabled)',
          decls: { background: t('danger'), filter: 'brightness(0.9)' },
        },
      ],
    },
  });
}

export function tooltipBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  return blueprint({
    usesId: true,
    state: [{ name: 'visible', type: 'boolean', initial: 'false' }],
    methods: [
      { name: 'show', body: 'set:visible(true);' },
      { name: 'hide', body: 'set:visible(false);' },
      {
        name: 'onKeydown',
        params: 'event: KeyboardEvent',
        body: "if (event.key === 'Escape') {\n  @hide();\n}",
      },
    ],
    host: { mouseenter: 'show()', mouseleave: 'hide()' },
    view: [
      h(
        'span.',
        {},
        h(
          'button.trigger',
          {
            type: 'button',
            '[aria-describedby]': "$visible ? @uid + '-tip' : undefined",
            '(focus)': 'show()',
            '(blur)': 'hide()',
            '(keydown)': 'onKeydown(event)',
          },
          icon('info'),
          h('span.sr-only', {}, model.title || 'More information'),
        ),
        when('$visible', [
          h(
            'span.tip',
            { role: 'tooltip', '[id]': "@uid + '-tip'" },
            model.message ?? 'Your plan renews on the first day of each month.',
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {
        'tooltip-in':
          'from {\n  opacity: 0;\n  transform: translate(-50%, 4px);\n}\nto {\n  opacity: 1;\n  transform: translate(-50%, 0);\n}',
      },
      rules: [
        ...commonRules(ctx, []),
        { el: '', decls: { position: 'relative', display: 'inline-flex' } },
        {
          el: 'trigger',
          decls: {
            display: 'inline-flex',
            padding: '0.25rem',
            border: '0',
            'border-radius': '50%',
            background: 'transparent',
            color: t('text-muted'),
            cursor: 'help',
          },
        },
        { el: 'trigger', state: ':hover', decls: { color: t('primary') } },
        { el: 'trigger', state: ':focus-visible', decls: focusRing(t) },
        {
          el: 'tip',
          decls: {
            position: 'absolute',
            bottom: 'calc(100% + 0.5rem)',
            left: '50%',
            'z-index': '20',
            width: 'max-content',
            'max-width': '16rem',
            padding: '0.5rem 0.75rem',
            'border-radius': t('radius-sm'),
            background: COLOURS.tooltipBackground,
            color: COLOURS.tooltipText,
            'font-size': '0.8125rem',
            'line-height': '1.4',
            transform: 'translateX(-50%)',
            'box-shadow': `0 4px 12px ${blackAt(0.2)}`,
            animation: 'tooltip-in var(--kiln-motion, 150ms) ease-out',
            'pointer-events': 'none',
          },
        },
      ],
    },
  });
}

export function progressBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const label =
    model.title ||
    (model.presentation.progressSubject === 'upload' ? 'Upload progress' : 'Progress');
  return blueprint({
    usesId: true,
    inputs: [
      { name: 'value', type: 'number', initial: '64' },
      { name: 'max', type: 'number', initial: '100' },
    ],
    computed: [
      { name: 'percent', expr: 'Math.round((Math.min(Math.max($value, 0), $max) / $max) * 100)' },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'div.header',
          {},
          h('span.label', { '[id]': "@uid + '-label'" }, label),
          h('span.value', { 'aria-hidden': 'true' }, interp('$percent'), '%'),
        ),
        h(
          'div.track',
          {
            role: 'progressbar',
            'aria-valuemin': '0',
            '[aria-valuemax]': '$max',
            '[aria-valuenow]': '$value',
            '[aria-valuetext]': "$percent + '%'",
            '[aria-labelledby]': "@uid + '-label'",
          },
          h('div.fill', { '[style.width.%]': '$percent' }),
        ),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: 'header',
          decls: {
            display: 'flex',
            'justify-content': 'space-between',
            'margin-bottom': '0.375rem',
            'font-size': '0.875rem',
          },
        },
        { el: 'label', decls: { 'font-weight': '600' } },
        { el: 'value', decls: { color: t('text-muted'), 'font-variant-numeric': 'tabular-nums' } },
        {
          el: 'track',
          decls: {
            height: model.styling.density === 'compact' ? '0.375rem' : '0.625rem',
            'border-radius': '999px',
            background: t('surface-muted'),
            overflow: 'hidden',
          },
        },
        {
          el: 'fill',
          decls: {
            height: '100%',
            'border-radius': 'inherit',
            background: t('primary'),
            transition: 'width var(--kiln-motion, 300ms) ease',
          },
        },
      ],
    },
  });
}

export function spinnerBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const label = model.items[0] ?? model.title ?? 'Loading';
  return blueprint({
    types: ["export type SpinnerSize = 'sm' | 'md' | 'lg';"],
    inputs: [{ name: 'size', type: 'SpinnerSize', initial: "'md'" }],
    view: [
      h(
        'div.',
        { role: 'status', '[class.--sm]': "$size === 'sm'", '[class.--lg]': "$size === 'lg'" },
        h('span.circle', { 'aria-hidden': 'true' }),
        h(`span.${model.presentation.spinnerLabelVisible ? 'label' : 'sr-only'}`, {}, label),
      ),
    ],
    styles: {
      keyframes: { 'spinner-rotate': 'to {\n  transform: rotate(360deg);\n}' },
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'inline-flex',
            'align-items': 'center',
            gap: '0.5rem',
            '--spinner-size': '2rem',
          },
        },
        { el: '--sm', decls: { '--spinner-size': '1.25rem' } },
        { el: '--lg', decls: { '--spinner-size': '3rem' } },
        {
          el: 'circle',
          decls: {
            width: 'var(--spinner-size)',
            height: 'var(--spinner-size)',
            border: `3px solid ${t('surface-muted')}`,
            'border-top-color': t('primary'),
            'border-radius': '50%',
            animation: 'spinner-rotate 800ms linear infinite',
          },
        },
        { el: 'circle', media: 'reduced-motion', decls: { 'animation-duration': '2.4s' } },
        { el: 'label', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
