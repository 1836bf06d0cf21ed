import type { Blueprint, BuildContext } from '../../blueprint';
import type { AlertVariant } from '../../model';
import { tsString } from '../../text';
import { each, h, icon, interp, when } from '../../view';
import { blueprint, commonRules, focusRing, iconButton } from '../common';

/** What each tone's alert says when several are shown and the description words none. */
const TONE_COPY: Record<AlertVariant, [string, string]> = {
  info: ['A new version is available', 'Reload the page to get the latest features.'],
  success: ['Changes saved', 'Your profile has been updated.'],
  warning: ['Your trial ends in 3 days', 'Upgrade now to keep your projects and team settings.'],
  error: ['Payment failed', 'Check your card details and try again.'],
};

export function alertBlueprint(ctx: BuildContext): Blueprint {
  const { model } = ctx;
  const { dismissible, alertStack, toastVariants } = model.presentation;
  const stacked = alertStack && toastVariants.length > 1;
  return blueprint({
    ...(stacked ? alertStackParts(toastVariants, dismissible) : alertParts(ctx)),
    styles: alertStyles(ctx, stacked),
  });
}

/** One alert in the tone it is given. */
function alertParts(ctx: BuildContext): Partial<Blueprint> {
  const { model } = ctx;
  const { dismissible } = model.presentation;
  return {
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
  };
}

/**
 * One alert for each tone listed, in that order, each closed on its own; errors and warnings
 * interrupt (role alert), the others are polite (role status).
 */
function alertStackParts(tones: AlertVariant[], dismissible: boolean): Partial<Blueprint> {
  return {
    types: [
      "export type AlertVariant = 'info' | 'success' | 'warning' | 'error';",
      'export interface StackedAlert {\n  tone: AlertVariant;\n  title: string;\n  text: string;\n}',
    ],
    constants: [
      {
        name: 'initialAlerts',
        type: 'StackedAlert[]',
        value: `[\n${tones
          .map((tone) => {
            const [title, text] = TONE_COPY[tone];
            return `  { tone: '${tone}', title: ${tsString(title)}, text: ${tsString(text)} },`;
          })
          .join('\n')}\n]`,
      },
    ],
    outputs: dismissible ? [{ name: 'dismissed', type: 'AlertVariant' }] : [],
    state: [{ name: 'alerts', type: 'StackedAlert[]', initial: '@initialAlerts' }],
    methods: dismissible
      ? [
          {
            // Not `dismiss`: that closes a whole banner when one of its choices answers it.
            name: 'dismissAlert',
            params: 'tone: AlertVariant',
            body: 'set:alerts($alerts.filter((alert) => alert.tone !== tone));\nemit:dismissed(tone);',
          },
        ]
      : [],
    view: [
      h(
        'div.stack',
        {},
        each('alert', '$alerts', 'alert.tone', [
          h(
            'div.',
            {
              '[role]': "alert.tone === 'error' || alert.tone === 'warning' ? 'alert' : 'status'",
              '[class.--success]': "alert.tone === 'success'",
              '[class.--warning]': "alert.tone === 'warning'",
              '[class.--error]': "alert.tone === 'error'",
            },
            icon('alert', 'icon'),
            h(
              'div.body',
              {},
              h('p.title', {}, interp('alert.title')),
              h('p.description', {}, interp('alert.text')),
            ),
            dismissible
              ? h(
                  'button.close',
                  {
                    type: 'button',
                    '[aria-label]': "'Dismiss: ' + alert.title",
                    '(click)': 'dismissAlert(alert.tone)',
                  },
                  icon('close'),
                )
              : null,
          ),
        ]),
      ),
    ],
  };
}

function alertStyles(ctx: BuildContext, stacked: boolean | undefined): Blueprint['styles'] {
  const { t } = ctx;
  return {
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
          // Buttons the description adds (a cookie banner's) wrap below a narrow message.
          'flex-wrap': 'wrap',
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
      { el: 'body', decls: { flex: '1 1 14rem', 'min-width': '0', color: t('text') } },
      { el: 'title', decls: { margin: '0', 'font-weight': '700' } },
      { el: 'description', decls: { margin: '0.25rem 0 0', color: t('text-muted') } },
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
      ...(stacked ? [{ el: 'stack', decls: { display: 'grid', gap: '0.75rem' } }] : []),
    ],
  };
}
