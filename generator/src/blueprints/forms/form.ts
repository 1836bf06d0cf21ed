import { REVEAL_STATE } from '../../blueprint';
import type { Blueprint, BuildContext } from '../../blueprint';
import type { Archetype, Field } from '../../model';
import { formSlot, h, interp, when } from '../../view';
import type { ViewNode } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

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

/** What each kind of form says once it was sent. */
const SUCCESS: Record<string, string> = {
  'contact-form': 'Thanks! Your message has been sent.',
  'newsletter-form': 'Thanks for subscribing! Check your inbox to confirm.',
  'signup-form': 'Thanks for signing up! Your account has been created.',
  'login-form': 'Signed in successfully.',
  'checkout-form': 'Thank you! Your payment was received.',
  'settings-form': 'Your changes have been saved.',
  form: 'Thanks! Your details have been submitted.',
};

/**
 * The success text with what was typed in it: "Welcome aboard, <name>!" says the Name field's
 * value where the description put `<name>` (or `{name}`, `[name]`).
 */
function successParts(text: string, fields: readonly Field[]): (string | ViewNode)[] {
  const parts: (string | ViewNode)[] = [];
  let at = 0;
  for (const match of text.matchAll(/[<{[]([\p{L} ]{2,30})[>}\]]/gu)) {
    const wanted = match[1]!.trim().toLowerCase();
    const field = fields.find(
      (f) =>
        f.type !== 'checkbox' &&
        f.type !== 'toggle' &&
        (f.label.toLowerCase() === wanted || f.name.toLowerCase() === wanted.replace(/ /g, '')),
    );
    if (!field) continue;
    parts.push(text.slice(at, match.index), interp(`field:${field.name}`));
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts.filter((part) => part !== '');
}

export function formBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const copy = FORM_COPY[model.archetype] ?? FORM_COPY.form!;
  const submitAction =
    model.actions.find((a) => a.submit) ?? model.actions.find((a) => a.kind === 'primary');
  const submitLabel = submitAction?.label ?? copy.submit;
  const inline = model.archetype === 'newsletter-form' && model.fields.length === 1;
  const title = model.title || copy.title;
  // Said once a valid form was sent, where asked, and by the forms whose sending is the point.
  const success =
    model.presentation.successText ??
    (model.features.includes('success') ||
    model.archetype === 'contact-form' ||
    model.archetype === 'newsletter-form'
      ? (SUCCESS[model.archetype] ?? SUCCESS.form!)
      : undefined);
  const reveal = model.presentation.passwordReveal;
  const status = model.presentation.switchStatus;
  return blueprint({
    usesId: true,
    state: [
      ...(success ? [{ name: 'sent', type: 'boolean', initial: 'false' }] : []),
      ...(reveal ? [{ name: REVEAL_STATE, type: 'boolean', initial: 'false' }] : []),
    ],
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
        // What the description says while its switch is on, and while it is off.
        status &&
          h(
            'p.status',
            { 'aria-live': 'polite' },
            when(`field:${status.field}`, [status.on], [status.off]),
          ),
        // The description's own note under the form ("No spam, unsubscribe anytime.").
        model.message ? h('p.note', {}, model.message) : null,
        success &&
          h('p.success', { role: 'status' }, when('$sent', successParts(success, model.fields))),
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
      ...(success ? { sentState: 'sent' } : {}),
      ...(model.presentation.submitWhenValid ? { whenValid: true } : {}),
      ...(reveal ? { reveal } : {}),
    },
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, ['surface', 'button', 'field']),
        { el: '', decls: { 'max-width': inline ? '36rem' : '28rem', margin: '0 auto' } },
        { el: 'header', decls: { 'margin-bottom': t('space') } },
        ...(status
          ? [{ el: 'status', decls: { margin: '0.75rem 0 0', 'font-weight': '500' } }]
          : []),
        ...(model.message
          ? [
              {
                el: 'note',
                decls: { margin: '0.75rem 0 0', color: t('text-muted'), 'font-size': '0.8125rem' },
              },
            ]
          : []),
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
        ...(reveal === 'button'
          ? [
              {
                el: 'reveal',
                decls: {
                  'align-self': 'flex-end',
                  padding: '0.125rem 0.25rem',
                  border: '0',
                  background: 'none',
                  color: t('primary'),
                  font: 'inherit',
                  'font-size': '0.8125rem',
                  'font-weight': '600',
                  cursor: 'pointer',
                },
              },
              { el: 'reveal', state: ':focus-visible', decls: focusRing(t) },
            ]
          : []),
        ...(success
          ? [
              {
                el: 'success',
                decls: { margin: `${t('space')} 0 0`, color: t('success'), 'font-weight': '600' },
              },
            ]
          : []),
      ],
    },
  });
}
