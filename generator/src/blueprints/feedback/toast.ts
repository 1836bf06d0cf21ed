import type { Blueprint, BuildContext } from '../../blueprint';
import type { AlertVariant } from '../../model';
import { h, icon, when } from '../../view';
import { blackAt, blueprint, commonRules, focusRing, iconButton } from '../common';

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
  const trigger = model.behaviour?.trigger;
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
    // Behind a button ("when the user clicks Save, show a toast") it waits to be shown.
    state: [{ name: 'open', type: 'boolean', initial: trigger ? 'false' : 'true' }],
    methods: [
      { name: 'dismiss', body: 'set:open(false);\nemit:dismissed();' },
      ...(trigger ? [{ name: 'show', body: 'set:open(true);' }] : []),
    ],
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
      ...(trigger
        ? [h('button.trigger.button', { type: 'button', '(click)': 'show()' }, trigger)]
        : []),
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
        ...commonRules(ctx, trigger ? ['button'] : []),
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
          decls: iconButton(t),
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
