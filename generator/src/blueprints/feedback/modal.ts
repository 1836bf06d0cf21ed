import type { Blueprint, BuildContext } from '../../blueprint';
import { h, icon, when } from '../../view';
import { blackAt, blueprint, commonRules, focusRing, iconButton } from '../common';

export function modalBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const buttons = model.actions.filter((a) => a.kind !== 'link');
  const destructive = /delete|remove|discard|destroy/i;
  const cancel = buttons.find((a) => /cancel|close|no\b|keep/i.test(a.label));
  // The button that goes ahead: one that says so, else the first that does not cancel.
  const confirm =
    buttons.find(
      (a) =>
        a !== cancel &&
        /^(?:confirm|delete|remove|yes|ok|continue|save|submit|archive|discard|leave|sign out|log out)\b/i.test(
          a.label,
        ),
    ) ?? buttons.find((a) => a !== cancel);
  const confirmLabel = confirm?.label ?? (cancel ? undefined : 'Confirm');
  const cancelLabel = cancel?.label ?? (confirm ? 'Cancel' : 'Cancel');
  // Behind a button, the dialog opens on its click and gives the focus back to it on close; Escape
  // closes it wherever the focus is. Without one it is shown open, a preview of itself.
  const trigger = model.behaviour?.trigger;
  // "… closes it and shows 'Your account has been deleted.'": said once confirmed.
  const confirmed = trigger && confirmLabel ? model.behaviour?.labels?.confirmed : undefined;
  const refocus = trigger ? "\ndocument.getElementById(@uid + '-trigger')?.focus();" : '';
  const dialog = h(
    'div.',
    {
      role: 'dialog',
      'aria-modal': 'true',
      '[aria-labelledby]': "@uid + '-title'",
      '[aria-describedby]': "@uid + '-body'",
      ...(trigger
        ? { '[id]': "@uid + '-dialog'", tabindex: '-1' }
        : { '(keydown)': 'onKeydown(event)' }),
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
      h('button.button.button--secondary', { type: 'button', '(click)': 'close()' }, cancelLabel),
      confirmLabel
        ? h(
            `button.button${destructive.test(confirmLabel) ? '.button--danger' : ''}`,
            { type: 'button', '(click)': 'confirm()' },
            confirmLabel,
          )
        : null,
    ),
  );
  return blueprint({
    usesId: true,
    outputs: [
      ...(confirmLabel ? [{ name: 'confirmed', type: 'void' }] : []),
      { name: 'closed', type: 'void' },
    ],
    state: [
      { name: 'open', type: 'boolean', initial: trigger ? 'false' : 'true' },
      ...(confirmed ? [{ name: 'done', type: 'boolean', initial: 'false' }] : []),
    ],
    methods: [
      ...(trigger
        ? [
            {
              name: 'openDialog',
              body: "set:open(true);\nsetTimeout(() => document.getElementById(@uid + '-dialog')?.focus());",
            },
          ]
        : []),
      { name: 'close', body: `set:open(false);\nemit:closed();${refocus}` },
      ...(confirmLabel
        ? [
            {
              name: 'confirm',
              body: `set:open(false);${confirmed ? '\nset:done(true);' : ''}\nemit:confirmed();${refocus}`,
            },
          ]
        : []),
      ...(trigger
        ? []
        : [
            {
              name: 'onKeydown',
              params: 'event: KeyboardEvent',
              body: "if (event.key === 'Escape') {\n  @close();\n}",
            },
          ]),
    ],
    effects: trigger
      ? [
          {
            // Listens for Escape only while open, and stops listening on close and on destroy. An
            // Escape already handled (by a menu inside, or by a dialog part that closes itself)
            // closes nothing more.
            angular:
              "effect((onCleanup) => {\n  if (!this.open()) return;\n  const onKeydown = (event: KeyboardEvent) => {\n    if (event.key === 'Escape' && !event.defaultPrevented) this.close();\n  };\n  document.addEventListener('keydown', onKeydown);\n  onCleanup(() => document.removeEventListener('keydown', onKeydown));\n});",
            react:
              "if (!open) return;\nconst onKeydown = (event: KeyboardEvent) => {\n  if (event.key === 'Escape' && !event.defaultPrevented) close();\n};\ndocument.addEventListener('keydown', onKeydown);\nreturn () => document.removeEventListener('keydown', onKeydown);",
            reactDeps: ['open'],
          },
        ]
      : [],
    // The dialog first: it is the block, where buttons the description adds go (compose.ts);
    // the trigger after it, the one thing shown while the dialog is closed.
    view: [
      when('$open', [h('div.backdrop', { '(click)': 'close()' }), dialog]),
      ...(trigger
        ? [
            h(
              'button.trigger.button',
              {
                type: 'button',
                '[id]': "@uid + '-trigger'",
                'aria-haspopup': 'dialog',
                '[aria-expanded]': '$open',
                '(click)': 'openDialog()',
              },
              trigger,
            ),
          ]
        : []),
      ...(confirmed ? [when('$done', [h('p.done', { role: 'status' }, confirmed)])] : []),
    ],
    styles: {
      keyframes: {
        'dialog-in':
          'from {\n  opacity: 0;\n  transform: translate(-50%, -48%) scale(0.97);\n}\nto {\n  opacity: 1;\n  transform: translate(-50%, -50%);\n}',
      },
      rules: [
        ...commonRules(ctx, ['button']),
        ...(confirmed
          ? [{ el: 'done', decls: { margin: '0.75rem 0 0', 'font-weight': '600' } }]
          : []),
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
          decls: iconButton(t),
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
