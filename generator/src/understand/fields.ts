/** Fields of forms and of composed components: the lexicon's, the ones named by their kind, their rules. */
import { FORM_ARCHETYPES, OWN_INPUT } from '../lexicon/archetypes';
import { FIELD_CUES } from '../lexicon/fields';
import { STOPWORDS } from '../lexicon/stopwords';
import type { Archetype, Field } from '../model';
import { applyLimits, extractKindFields } from './inputs';
import { placeFields } from './placement';
import { camelCase, sentenceCase, splitList, words } from '../text';

import type { Quote } from './quotes';

/** Inputs the description names by their kind, wherever they appear: what any component can carry. */
export function namedInputs(masked: string, quotes: Quote[]): Field[] {
  return extractFields(masked, quotes, 'form', true);
}

/** A text box for several lines, then the words that give its label ("a textarea labelled"). */
const TEXT_BOX_LABELLED =
  /\b(?:text ?area|multi-?line (?:text )?(?:field|box|input))\s+(?:labell?ed|called|named|titled)\s*$/i;

/** Labels that are a box to tick whatever surrounds them. */
const CHOICE_LABEL =
  /^(?:keep me (?:signed|logged) in|stay (?:signed|logged) in|remember me|i (?:agree|accept)\b|send me\b|subscribe to\b|notify me\b)/i;

export function extractFields(
  masked: string,
  quotes: Quote[],
  archetype: Archetype,
  kindOnly = false,
): Field[] {
  let text = ` ${masked.toLowerCase()} `;
  const found: { at: number; field: Field }[] = [];
  const add = (
    at: number,
    partial: Omit<Field, 'validation'> & { validation?: Field['validation'] },
  ) => {
    if (found.some((f) => f.field.name === partial.name)) return;
    found.push({ at, field: { ...partial, validation: { ...(partial.validation ?? {}) } } });
  };
  // "toggles for email and push notifications" → two toggles sharing the trailing noun.
  text = text.replace(
    /\b(toggles?|switch(?:es)?|checkbox(?:es)?)\s(?:for|to)\s([a-z ,-]+?)(?=[.;]|,\s?(?:a|an|and|with)\s|\s(?:with|and a|and an)\s|\s?$)/g,
    (all, kind: string, list: string, offset: number) => {
      // "a checkbox for each task", "checkboxes to select rows": what it does, not labels.
      if (/^(?:each|every|all|select|selecting|mark|marking|pick|choose)\b/.test(list)) return all;
      const parts = splitList(list);
      const noun = parts.at(-1)!.split(' ').length > 1 ? parts.at(-1)!.split(' ').at(-1)! : '';
      parts.forEach((part, i) => {
        // Only a one-word part shares the noun: "email and push notifications", not
        // "email notifications and two-factor authentication".
        const shares = noun && !part.includes(' ') && !part.endsWith(noun);
        const label = sentenceCase(shares ? `${part} ${noun}` : part);
        add(offset + i, {
          name: camelCase(label),
          label,
          type: /toggle|switch/.test(kind) ? 'toggle' : 'checkbox',
          required: false,
        });
      });
      return ' '.repeat(all.length);
    },
  );
  let labelledBox: Field | undefined;
  quotes.forEach((quote, index) => {
    // "a textarea labelled 'Notes'": that box, under that label, and no other message box.
    const marker = `⟦${index}⟧`;
    if (TEXT_BOX_LABELLED.test(quote.before)) {
      const at = text.indexOf(marker);
      const head = text.slice(0, at).replace(TEXT_BOX_LABELLED, (all) => ' '.repeat(all.length));
      // Blanked, not removed: the kind readers below find their words at the same offsets.
      text = `${head}${text.slice(at).replace(marker, ' '.repeat(marker.length))}`;
      add(at, {
        name: camelCase(quote.text, 'message'),
        label: quote.text,
        type: 'textarea',
        required: true,
      });
      labelledBox = found.at(-1)?.field;
      return;
    }
    const kind =
      /^\s*(checkbox|toggle|switch|option)/.exec(quote.after)?.[1] ??
      /\b(checkbox|toggle|switch)\s+(?:labell?ed|called|named|saying|reading)\s*$/.exec(
        quote.before,
      )?.[1] ??
      // A quoted label that reads as a choice someone ticks: "Keep me signed in", "I agree …".
      (CHOICE_LABEL.test(quote.text) ? 'checkbox' : undefined);
    if (!kind) return;
    const at = text.indexOf(marker);
    add(at, {
      name: camelCase(quote.text),
      label: quote.text,
      type: kind === 'checkbox' || kind === 'option' ? 'checkbox' : 'toggle',
      required: false,
    });
    text = text.replace(marker, ' '.repeat(marker.length));
  });
  const original = ` ${masked} `;
  const kinds = extractKindFields(text, original);
  for (const [pattern, factory] of kindOnly ? [] : FIELD_CUES) {
    text = text.replace(pattern, (all, ...rest) => {
      const offset = rest.at(-2) as number;
      const made = factory();
      if (made.name === 'name' && FORM_ARCHETYPES.includes(archetype) === false) return all;
      add(offset, made);
      return ' '.repeat(all.length);
    });
  }
  // "a newsletter toggle" / "a marketing checkbox" for anything the lexicon does not know.
  text.replace(
    /\b([a-z]+(?: [a-z]+)?) (toggle|switch|checkbox)\b/g,
    (all, label: string, kind: string, offset: number) => {
      const clean = label.replace(/^(a|an|the|and|with)\s+/, '').trim();
      // "to switch between …", "can toggle the menu": the verb, not a control's label.
      const verb = /(?:^|\s)(?:to|can|will|that|which|and|or|i|you|users?)$/.test(clean);
      // "each task has a checkbox": an article or verb before the kind, so no name at all.
      const phrase = /(?:^|\s)(?:a|an|the|its|their|each|every|has|have|with|own)$/.test(clean);
      // "a single switch", "one big toggle": how many or what size, not what it is called.
      const describes =
        /(?:^|\s)(?:single|simple|small|big|large|little|main|extra|another|one|first|second)$/.test(
          clean,
        );
      // "a 'Dark mode' toggle switch": one control called by two kinds, not one called Toggle.
      const twoKinds = /(?:^|\s)(?:toggle|switch|checkbox)$/.test(clean);
      if (clean && !verb && !phrase && !describes && !twoKinds && !STOPWORDS.has(clean))
        add(offset, {
          name: camelCase(clean),
          label: sentenceCase(clean),
          type: kind === 'checkbox' ? 'checkbox' : 'toggle',
          required: false,
        });
      return all;
    },
  );
  // "a department select" / "a plan dropdown" for anything the lexicon does not know.
  if (!kindOnly)
    text.replace(
      /\b([a-z]+(?: [a-z]+)?) (select|dropdown|picker)\b/g,
      (all, label: string, _kind: string, offset: number) => {
        const clean = label.replace(/^(a|an|the|and|with)\s+/, '').trim();
        if (clean && !STOPWORDS.has(clean) && !/\b(?:date|time|colou?r|file|range)$/.test(clean))
          add(offset, {
            name: camelCase(clean),
            label: sentenceCase(clean),
            type: 'select',
            required: true,
            options: ['Option one', 'Option two', 'Option three'],
          });
        return all;
      },
    );
  // A field named by its kind right after one the lexicon knew ("a country dropdown with the
  // options …", "a birthday date picker") is that field, refined; otherwise it is a new one.
  const known = [...found];
  for (const kind of kinds) {
    const same = known.find(
      (f) =>
        f.field.name === kind.field.name ||
        (f.field.type === kind.field.type && f.at <= kind.at && kind.at - f.at < 40),
    );
    if (same) {
      // "a subject dropdown (Sales, Support, Other)": the kind named, with its options, wins.
      if (kind.field.options) {
        same.field.options = kind.field.options;
        same.field.type = kind.field.type;
        delete same.field.inputMode;
        delete same.field.autocomplete;
        delete same.field.placeholder;
      }
      continue;
    }
    found.push(kind);
  }
  applyLimits(text, found);
  // A box named for the terms ("a checkbox 'I agree to the Terms'") is the terms box asked for.
  const termsBox = (f: Field) =>
    f.type === 'checkbox' && f.name !== 'acceptTerms' && /\bterms\b/i.test(f.label);
  const named = found.some((f) => termsBox(f.field));
  const fields = found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.field)
    .filter((f) => !(named && f.name === 'acceptTerms'));
  // The box labelled in the description is the message box a word like "feedback" asks for.
  if (labelledBox)
    return fields.filter((f) => f === labelledBox || f.type !== 'textarea' || f.name !== 'message');
  return fields;
}

export const DEFAULT_FIELDS: Partial<Record<Archetype, string>> = {
  'login-form': 'email password',
  'signup-form': 'full name email password confirm password',
  'contact-form': 'name email message',
  'newsletter-form': 'email',
  'checkout-form': 'cardholder name card number expiry cvc',
  'settings-form': 'display name email timezone',
  form: 'name email',
};

export function applyFieldRules(fields: Field[], archetype: Archetype, lower: string): Field[] {
  let list = fields;
  if (!list.length && DEFAULT_FIELDS[archetype])
    list = extractFields(DEFAULT_FIELDS[archetype]!, [], archetype);
  // A sign-in asks for a password, unless it signs in without one (a magic link, a code).
  if (
    archetype === 'login-form' &&
    list.length &&
    !list.some((f) => f.type === 'password') &&
    !/\bpassword-?less\b|\bmagic link\b|\bone-time\b|\b(?:otp|code|pin)\b/.test(lower)
  ) {
    const at = list.findIndex((f) => f.type === 'email' || /user ?name|login/i.test(f.label));
    list = [...list];
    list.splice(at + 1, 0, ...extractFields('password', [], archetype));
  }
  // A sign-in needs who is signing in: a password alone gets the e-mail before it.
  if (
    archetype === 'login-form' &&
    list.some((f) => f.type === 'password') &&
    !list.some((f) => f.type === 'email' || /user ?name|phone|login|account|id\b/i.test(f.label))
  )
    list = [...extractFields('email', [], archetype), ...list];
  const minLength = /at least (\d+) characters/.exec(lower);
  for (const field of list) {
    if (field.type === 'password') {
      if (archetype === 'signup-form' || archetype === 'settings-form') {
        field.autocomplete = 'new-password';
        if (field.name === 'password') field.validation.minLength = 8;
      }
      if (minLength && field.name === 'password') field.validation.minLength = Number(minLength[1]);
    }
    // The label can be the user's own quoted text: it is looked for as text, never as a pattern.
    const label = field.label.toLowerCase();
    const said = (word: string) =>
      [`${word} ${label}`, `${label} (${word})`, `${label} is ${word}`, `${label} ${word}`].some(
        (phrase) => lower.includes(phrase),
      );
    if (said('optional')) field.required = false;
    if (said('required')) field.required = true;
    if (archetype === 'newsletter-form' && field.type === 'text' && field.name === 'name')
      field.required = false;
  }
  if (list.some((f) => f.name === 'confirmPassword') && !list.some((f) => f.name === 'password')) {
    list.splice(
      list.findIndex((f) => f.name === 'confirmPassword'),
      0,
      {
        name: 'password',
        label: 'Password',
        type: 'password',
        required: true,
        autocomplete: 'new-password',
        validation: { minLength: 8 },
      },
    );
  }
  return list;
}

/**
 * The fields a component carries: a form's own (with its rules), none for archetypes that draw
 * their own input, else the inputs named by their kind; with the words of their labels.
 */
export function readFields(
  masked: string,
  quotes: Quote[],
  archetype: Archetype,
  lower: string,
  kindInputs: Field[],
): { fields: Field[]; words: string[] } {
  const read = FORM_ARCHETYPES.includes(archetype)
    ? placeFields(
        applyFieldRules(extractFields(masked, quotes, archetype), archetype, lower),
        lower,
      )
    : OWN_INPUT.includes(archetype)
      ? []
      : kindInputs;
  const fields = withoutHeadSwitch(read, lower);
  return { fields, words: fields.flatMap((field) => words(field.label)) };
}

/** "Theme toggle: a switch labelled 'Dark mode'": the words before the colon name the component. */
const HEAD_SWITCH = /^\s*(?:an?\s+)?(\p{L}+(?: \p{L}+)?) (?:toggle|switch)\s?[:—–]/u;

/** The fields without the switch the head names, when the description labels another one. */
function withoutHeadSwitch(fields: Field[], lower: string): Field[] {
  const head = HEAD_SWITCH.exec(lower)?.[1];
  const switches = fields.filter((field) => field.type === 'toggle');
  if (!head || switches.length < 2) return fields;
  return fields.filter((field) => field.type !== 'toggle' || field.label.toLowerCase() !== head);
}
