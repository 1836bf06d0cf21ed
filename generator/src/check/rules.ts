/**
 * Constraints and behaviours a description states, each read by one pattern and checked by one
 * test over the produced files. Every pattern is a literal (no pattern is built at run time).
 */
import { readCurrencies } from '../lexicon/currencies';
import { RELATIVE_PHRASE, relationOf } from '../understand/placement';

/** What the checker reads from the produced files. */
export interface Evidence {
  /** Component code, templates and styles (not tests), lower-cased. */
  code: string;
  /** The text a person sees or hears: template text, labels, placeholders, string literals. */
  visible: string;
  /** Every number written in the code. */
  numbers: Set<string>;
}

export interface RuleSpec {
  id: string;
  kind: 'constraint' | 'behaviour';
  /** Finds the rule in the lower-cased description; groups are its numbers. */
  cue: RegExp;
  /** The checklist's label, from the match. */
  label: (m: RegExpExecArray) => string;
  /**
   * The words of the match the check needs (a placement's part, relation and reference); none
   * when the match is not this rule's after all.
   */
  words?: (m: RegExpExecArray) => string[] | undefined;
  /** Why it is not met, or undefined when the files meet it. */
  check: (e: Evidence, values: number[], words: string[]) => string | undefined;
}

/** Words that lead into a placement's part: what comes after the last of them names it. */
const LEADING = new Set([
  'and',
  'or',
  'a',
  'an',
  'the',
  'with',
  'plus',
  'then',
  'also',
  'put',
  'place',
  'move',
]);
/** A placement's part or reference without what leads into it ("password and a phone" → "phone"). */
const partWords = (text: string) => {
  const words = text.trim().split(/\s+/);
  const lead = words.findLastIndex((word) => LEADING.has(word));
  return words.slice(lead + 1).join(' ');
};
/** Where a person first sees these words in the component, or -1. */
const shownAt = (e: Evidence, words: string) => e.visible.indexOf(` ${words} `);

const has = (e: Evidence, pattern: RegExp): boolean => pattern.test(e.code);
/** The values the code never writes. */
const numbersIn = (e: Evidence, values: number[]): number[] =>
  values.filter((n) => !e.numbers.has(String(n)));
const inputsOfType = (e: Evidence, type: string): number =>
  e.code.split(`type="${type}"`).length - 1 + (e.code.split(`type: '${type}'`).length - 1);

export const RULES: RuleSpec[] = [
  {
    id: 'placement',
    kind: 'constraint',
    cue: RELATIVE_PHRASE,
    label: (m) => `${partWords(m[1]!)} ${m[2]} ${partWords(m[3]!)}`,
    // Only fields are placed by their words ("a phone field after the email"); "an image above
    // the title" is layout the checker cannot read from the text a person sees.
    words: (m) =>
      /\s(?:field|input|box|checkbox|toggle|switch|dropdown|select|textarea)\b/.test(m[0])
        ? [partWords(m[1]!), relationOf(m[2]!), partWords(m[3]!)]
        : undefined,
    check: (e, _values, [part = '', relation, reference = '']) => {
      const partAt = shownAt(e, part);
      const referenceAt = shownAt(e, reference);
      if (partAt < 0 || referenceAt < 0)
        return `"${partAt < 0 ? part : reference}" is not shown, so it cannot be placed`;
      return (relation === 'before') === partAt < referenceAt
        ? undefined
        : `"${part}" is not ${relation} "${reference}"`;
    },
  },
  {
    id: 'must-match',
    kind: 'constraint',
    cue: /\b(passwords?|e-?mails?)(?:\s[^.;,]{0,12}?)?\s(?:must|should|have to|need to|to)\s+match\b|\bconfirm(?:ation)?\s+(?:the\s+)?(password|e-?mail)\b|\b(password|e-?mail)\s+confirmation\b|\brepeat(?:ed)?\s+(password)\b/,
    label: (m) => `${(m[1] ?? m[2] ?? m[3] ?? m[4] ?? 'values').replace(/s$/, '')}s must match`,
    check: (e) =>
      inputsOfType(e, 'password') < 2 && !/confirm/.test(e.code)
        ? 'there is no confirmation field'
        : has(e, /match|mismatch/)
          ? undefined
          : 'the two values are never compared',
  },
  {
    id: 'valid-email',
    kind: 'constraint',
    cue: /\be-?mail(?: address)?\s(?:must|should|has to|needs to)\s+be\s+(?:a\s+)?valid\b|\bvalid(?:ate|ated|ates)?\s+(?:the\s+)?e-?mail\b/,
    label: () => 'the email must be valid',
    check: (e) =>
      inputsOfType(e, 'email') === 0
        ? 'there is no email field'
        : has(e, /validators\.email|email_pattern\.test|isemail/)
          ? undefined
          : 'nothing checks the email address',
  },
  {
    id: 'max-length',
    kind: 'constraint',
    cue: /\b(?:max(?:imum)?(?: of)?|up to|at most|no more than|limit(?:ed)? (?:of|to))\s+(\d+)\s*(?:characters?|chars?|letters?|words?)\b|\b(\d+)[- ]?(?:characters?|chars?) (?:limit|max(?:imum)?)\b/,
    label: (m) => `at most ${m[1] ?? m[2]} characters`,
    check: (e, [n]) =>
      numbersIn(e, [n!]).length
        ? `nothing limits the length to ${n}`
        : has(e, /maxlength|max_length|\.length/)
          ? undefined
          : `nothing limits the length to ${n}`,
  },
  {
    id: 'min-length',
    kind: 'constraint',
    cue: /\b(?:at least|min(?:imum)?(?: of)?)\s+(\d+)\s*(?:characters?|chars?|letters?)\b/,
    label: (m) => `at least ${m[1]} characters`,
    check: (e, [n]) =>
      numbersIn(e, [n!]).length || !has(e, /minlength|\.length/)
        ? `nothing requires ${n} characters`
        : undefined,
  },
  {
    id: 'per-page',
    kind: 'constraint',
    cue: /\b(\d+)\s+(?:\w+\s+)?(?:per|a|each)\s+page\b|\bpage size (?:of )?(\d+)\b/,
    label: (m) => `${m[1] ?? m[2]} per page`,
    check: (e, [n]) =>
      numbersIn(e, [n!]).length || !has(e, /page/) ? `pages do not hold ${n} entries` : undefined,
  },
  {
    id: 'bounds',
    kind: 'constraint',
    cue: /\bmin(?:imum)?\s*(?:of\s*|=\s*|:\s*)?(-?\d+(?:\.\d+)?)\s*(?:,\s*)?(?:and\s+)?max(?:imum)?\s*(?:of\s*|=\s*|:\s*)?(-?\d+(?:\.\d+)?)|\b(?:between|from)\s+(-?\d+(?:\.\d+)?)\s+(?:and|to)\s+(-?\d+(?:\.\d+)?)\b/,
    label: (m) => `between ${m[1] ?? m[3]} and ${m[2] ?? m[4]}`,
    check: (e, values) => {
      const missing = numbersIn(e, values);
      return missing.length ? `the bound ${missing.join(' and ')} is not applied` : undefined;
    },
  },
  {
    id: 'min-age',
    kind: 'constraint',
    cue: /\b(?:at least|min(?:imum)? age(?: of)?|over|older than)\s+(\d+)\s*(?:years?(?: old)?)?\b(?=[^.;]{0,20}\b(?:age|old|years?)\b)|\b(\d+)\+/,
    label: (m) => `at least ${m[1] ?? m[2]} years old`,
    check: (e, [n]) => (numbersIn(e, [n!]).length ? `no age check against ${n}` : undefined),
  },
  {
    id: 'required',
    kind: 'constraint',
    cue: /\b(?:required|mandatory|must be filled)\b/,
    label: () => 'required fields are enforced',
    check: (e) => (has(e, /required/) ? undefined : 'no field is required'),
  },
  {
    id: 'disabled-until-valid',
    kind: 'constraint',
    cue: /\bdisabled (?:until|unless|while)\b[^.;]{0,40}/,
    label: (m) => m[0].trim(),
    check: (e) =>
      has(e, /disabled/) && has(e, /invalid|valid|length|!/)
        ? undefined
        : 'the button is never disabled',
  },
  {
    id: 'sortable',
    kind: 'behaviour',
    cue: /\bsort(?:able|ing|ed|s)?\b/,
    label: () => 'sortable',
    check: (e) => (has(e, /sort/) ? undefined : 'nothing sorts'),
  },
  {
    id: 'paginated',
    kind: 'behaviour',
    cue: /\bpaginat\w*|\bpages?(?=\s(?:[^.;]{0,12}\s)?(?:of|per)\b)|\bper page\b/,
    label: () => 'paginated',
    check: (e) => (has(e, /page/) ? undefined : 'there is no pagination'),
  },
  {
    id: 'searchable',
    kind: 'behaviour',
    cue: /\bsearch(?:able|es|ing)?\b|\bfilter(?:able|s|ing)?\b/,
    label: (m) => (m[0].startsWith('filter') ? 'filterable' : 'searchable'),
    check: (e) => (has(e, /search|filter|query/) ? undefined : 'there is no search or filter'),
  },
  {
    id: 'dismissible',
    kind: 'behaviour',
    cue: /\b(?:dismiss(?:ible|able)?|closable|closeable|close button|can be closed)\b/,
    label: () => 'dismissible',
    check: (e) => (has(e, /dismiss|close/) ? undefined : 'it cannot be closed'),
  },
  {
    id: 'selectable',
    kind: 'behaviour',
    cue: /\b(?:row selection|select(?:able)? rows?|row checkboxes|bulk|select all)\b/,
    label: () => 'rows can be selected',
    check: (e) => (has(e, /select/) ? undefined : 'rows cannot be selected'),
  },
  {
    id: 'collapsible',
    kind: 'behaviour',
    cue: /\b(?:collaps(?:ible|es?)|expand(?:able|s)?|expands? and collapses?)\b/,
    label: () => 'expands and collapses',
    check: (e) =>
      has(e, /expand|collaps|aria-expanded|open/) ? undefined : 'nothing expands or collapses',
  },
  {
    id: 'enter-key',
    kind: 'behaviour',
    cue: /\b(?:press(?:ing)?|hit(?:ting)?|on)\s+enter\b|\benter (?:adds|submits|creates|key)\b/,
    label: () => 'Enter key adds or submits',
    check: (e) => (has(e, /enter/) ? undefined : 'the Enter key does nothing'),
  },
  {
    id: 'draggable',
    kind: 'behaviour',
    cue: /\bdrag(?:gable|-and-drop| and drop| to reorder)?\b|\breorder(?:able)?\b/,
    label: () => 'drag to move',
    check: (e) => (has(e, /drag|drop|move/) ? undefined : 'nothing can be dragged'),
  },
  {
    id: 'autoplay',
    kind: 'behaviour',
    cue: /\bauto-?(?:play|plays|advanc\w*|rotat\w*)\b/,
    label: () => 'advances on its own',
    check: (e) => (has(e, /setinterval|settimeout/) ? undefined : 'nothing advances on its own'),
  },
  {
    id: 'countdown',
    kind: 'behaviour',
    cue: /\bcounts?\s?down\b|\btimer\b/,
    label: () => 'counts down',
    check: (e) => (has(e, /setinterval|settimeout/) ? undefined : 'nothing ticks'),
  },
  {
    id: 'copy',
    kind: 'behaviour',
    cue: /\bcop(?:y|ies) (?:to (?:the )?clipboard|button|link)\b/,
    label: () => 'copies to the clipboard',
    check: (e) => (has(e, /clipboard/) ? undefined : 'nothing copies to the clipboard'),
  },
  {
    id: 'loading',
    kind: 'behaviour',
    cue: /\bloading (?:state|spinner|indicator)\b|\bwhile (?:loading|submitting|saving)\b/,
    label: () => 'shows a loading state',
    check: (e) => (has(e, /loading|busy|pending/) ? undefined : 'there is no loading state'),
  },
  {
    id: 'validation-messages',
    kind: 'behaviour',
    cue: /\b(?:validation|error|inline) (?:messages?|errors?|hints?)\b/,
    label: () => 'shows validation messages',
    check: (e) =>
      has(e, /aria-invalid|errors?\.|haserror|\.invalid/)
        ? undefined
        : 'no field says what is wrong',
  },
  {
    id: 'success-message',
    kind: 'behaviour',
    cue: /\b(?:success|confirmation|thank[- ]you) (?:message|state|screen|banner|notice)\b/,
    label: () => 'shows a success message',
    check: (e) =>
      /\b(?:success|thank|thanks|sent|received|done)\b/.test(e.visible) &&
      has(e, /role="status"|aria-live|role: 'status'/)
        ? undefined
        : 'nothing tells the person it worked',
  },
  {
    id: 'char-counter',
    kind: 'behaviour',
    cue: /\b(?:character|char) (?:count(?:er)?|remaining)\b|\bremaining characters\b|\bcharacters? left\b/,
    label: () => 'counts the characters',
    check: (e) => (has(e, /\.length/) ? undefined : 'nothing counts the characters'),
  },
  {
    id: 'currency-conversion',
    kind: 'behaviour',
    cue: /\b(eur|usd|gbp|jpy|chf|cad|aud|inr|cny) (?:to|into|in|and|vers|en|nach|zu|a|→|->) (eur|usd|gbp|jpy|chf|cad|aud|inr|cny)\b/,
    label: (m) => {
      const codes = readCurrencies(m.input).codes;
      return codes ? `converts ${codes[0]} to ${codes[1]}` : 'converts currencies';
    },
    // The codes as the converter reads them (lexicon/currencies.ts), for every way of naming them.
    words: (m) => readCurrencies(m.input).codes?.map((code) => code.toLowerCase()),
    check: (e, _values, codes) => {
      const missing = codes.filter((code) => !e.visible.includes(code));
      return missing.length
        ? `no ${missing.map((code) => code.toUpperCase()).join(' or ')} shown`
        : undefined;
    },
  },
  {
    // A rate stated beside a currency ("EUR to USD at 1.08", "1 USD = 0.92 EUR", "taux 1,10").
    id: 'exchange-rate',
    kind: 'constraint',
    cue: /\b(?:eur|usd|gbp|jpy|chf|cad|aud|inr|cny)\b[^.\d]{0,40}(?:\bat|=|\btaux(?: de)?|\bkurs(?: von)?|\brate(?: of)?)\s?(\d+(?:[.,]\d+)?)\b/,
    label: (m) => `exchange rate ${readCurrencies(m.input).rate ?? m[1]!.replace(',', '.')}`,
    // The rate as the converter uses it: one of the left currency in the right, turned round
    // when written the other way ("1 USD = 0.92 EUR" in a EUR → USD converter).
    words: (m) => {
      const rate = readCurrencies(m.input).rate;
      return rate === undefined ? undefined : [String(rate)];
    },
    check: (e, _values, [rate]) =>
      [...e.numbers].some((n) => Number(n) === Number(rate))
        ? undefined
        : `the rate ${rate} is not used`,
  },
];
