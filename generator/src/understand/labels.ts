/**
 * What the quoted and named labels are: buttons ("'Save' button", "a Cancel button"), links, the
 * title or heading, and a message; with the words understood from them.
 */
import type { Action, Archetype } from '../model';
import { sentenceCase, words } from '../text';
import { buttonLabels, calculateVerb, SECONDARY, SUBMIT } from './actions';
import type { NameReading } from './name';
import type { Quote } from './quotes';

export interface LabelReading {
  actions: Action[];
  title: string;
  message?: string;
  words: string[];
}

function action(label: string): Action {
  return {
    label,
    kind: SECONDARY.test(label) ? 'secondary' : 'primary',
    ...(SUBMIT.test(label) ? { submit: true } : {}),
  };
}

/** Actions named by their words alone: "with mark all as read", "a load more at the end". */
const ACTION_PHRASES: [RegExp, string][] = [
  [/\bmark (?:all|everything) (?:as )?read\b/i, 'Mark all as read'],
  [/\bclear all\b/i, 'Clear all'],
  [/\b(?:view|see) all\b/i, 'View all'],
  [/\bload more\b/i, 'Load more'],
  [/\bshow more\b/i, 'Show more'],
];

/**
 * A run of quotes joined by commas and "and"/"or", right after or before the word for buttons
 * (or calls to action); each quote may carry a short note ("'Start free trial' (primary)").
 */
const BUTTONS_THEN_QUOTES =
  /\b(?:buttons|ctas|calls? to action|boutons|botones|knöpfe|schaltflächen)\s?[:–—-]?\s+(⟦\d+⟧(?:\s?\([^()⟦]{1,20}\))?(?:\s*(?:,|and|or|&)\s*⟦\d+⟧(?:\s?\([^()⟦]{1,20}\))?)+)/gi;
const QUOTES_THEN_BUTTONS = /(⟦\d+⟧(?:\s*(?:,|and|or|&)\s*⟦\d+⟧)+)\s+(?:buttons|ctas)\b/gi;

/** The indexes of quotes the description lists as buttons, in a run of two or more. */
function quotedButtonRuns(masked: string): Set<number> {
  const indexes = new Set<number>();
  for (const pattern of [BUTTONS_THEN_QUOTES, QUOTES_THEN_BUTTONS])
    for (const run of masked.matchAll(pattern))
      for (const quote of run[1]!.matchAll(/⟦(\d+)⟧/g)) indexes.add(Number(quote[1]));
  return indexes;
}

export function readLabels(
  quotes: Quote[],
  masked: string,
  archetype: Archetype,
  named: NameReading,
): LabelReading {
  const actions: Action[] = [];
  const understood: string[] = [];
  let title = '';
  let message: string | undefined;
  const listedButtons = quotedButtonRuns(masked);
  for (const [index, quote] of quotes.entries()) {
    understood.push(...words(quote.text));
    // "buttons “Accept”, “Decline” and “Customise”": every quote of the run is a button.
    if (listedButtons.has(index)) {
      actions.push(action(quote.text));
      continue;
    }
    if (
      /^\s*(?:checkbox|toggle|switch|option)/.test(quote.after) ||
      /\b(?:checkbox|toggle|switch)\s+(?:labell?ed|called|named|saying|reading)\s*$/.test(
        quote.before,
      )
    )
      continue;
    if (named.quoted && quote.text === named.rawName) continue;
    // "if nothing matches show 'No products found'": what an empty list or search says.
    if (
      /\b(?:if|when|while)\s(?:nothing|no\s[a-z]{2,12}|there (?:are|is) no\s[a-z]{2,12}|the (?:list|search) is empty)\b[^.⟦]{1,30}\b(?:shows?|display|says?|reads?)\s?$/.test(
        quote.before,
      )
    ) {
      message = quote.text;
      continue;
    }
    // "small print 'No spam, unsubscribe anytime.'": the note under the component.
    if (/\b(?:small|fine) print\s*$|\bdisclaimer\s*$|\bsmall text\s*$/.test(quote.before)) {
      message ??= quote.text;
      continue;
    }
    if (
      /^\s*(?:button|cta|btn)\b/.test(quote.after) ||
      // "a Button „Berechnen“", "un bouton « Calculer »": the word for a button, then its label.
      /\b(?:button|bouton|botón|boton|knopf|schaltfläche|pulsante)\s*$/.test(quote.before) ||
      // "hit 'Pick someone'", "click 'Save'": what is pressed is a button.
      /\b(?:hit|click|clicking|press|pressing|tap|tapping)(?: on)?(?: the)?\s*$/.test(
        quote.before,
      ) ||
      (/(?:labell?ed|button (?:that )?(?:says|reads|with(?: the)? (?:text|label)))\s*$/.test(
        quote.before,
      ) &&
        archetype !== 'spinner')
    ) {
      actions.push(action(quote.text));
    } else if (/^\s*link\b/.test(quote.after)) {
      actions.push({ label: quote.text, kind: 'link' });
    } else if (
      /(?:asking|titled|title|heading|headline|header|headed|called)\s*$/.test(quote.before) ||
      // "my yarn shop 'Knit & Purl'", "name 'Linen Tote Bag'": what the component is named.
      /\b(?:name|product|shop|store|brand|company|business|bakery|caf[ée]|restaurant|studio|newsletter|podcast|blog|website|app)\s*(?::\s*)?$/.test(
        quote.before,
      ) ||
      // "com o título", "con el título", "avec le titre", "intitulé", "mit der Überschrift".
      /\b(?:t[íi]tulo|titre|intitul[ée]e?|titel|überschrift)\s*(?::\s*)?$/.test(quote.before) ||
      // "logo text 'Brightside'", "brand name: 'Acme'": the name the component is headed by.
      /\b(?:logo|brand|wordmark)(?: (?:text|name))?:?\s*$/.test(quote.before) ||
      // "'Meet the team' section": the words that head the section.
      (/^\s*(?:section|strip|block|title|heading|headline)\b/.test(quote.after) && !title) ||
      (/\?$/.test(quote.text) && !title)
    ) {
      title = quote.text;
    } else if (/(?:label|labell?ed)\s*$/.test(quote.before) && !title) {
      title = quote.text;
    } else {
      message ??= quote.text;
    }
  }
  for (const label of buttonLabels(masked)) {
    // "a submit button" names the role, not the text: the archetype's own wording reads better.
    if (
      /^submit$/i.test(label) ||
      actions.some((a) => a.label.toLowerCase() === label.toLowerCase())
    )
      continue;
    understood.push(...words(label));
    actions.push(action(label));
  }
  // A calculator's verb written as a name ("then Calculate shows the result"): its button.
  if (archetype === 'calculator') {
    const verb = calculateVerb(masked, quotes);
    if (verb && !actions.some((a) => a.label.toLowerCase() === verb.toLowerCase())) {
      understood.push(...words(verb));
      actions.push(action(verb));
    }
  }
  // Actions people name by what they do, without saying "button".
  for (const [pattern, label] of ACTION_PHRASES)
    if (pattern.test(masked) && !actions.some((a) => a.label.toLowerCase() === label.toLowerCase()))
      actions.push(action(label));
  const unquotedLink = /\b(?:an?|the)\s+([a-z][a-z '?-]{2,30}?)\s+link\b/i.exec(masked);
  // "the top with a link": a phrase, not a label ("Terms of service link" is one).
  if (
    unquotedLink &&
    !/\b(?:nav|navigation|social|footer)\b/i.test(unquotedLink[1]!) &&
    !/\b(?:with|and|an?|the|at|in|on|to)\b/i.test(unquotedLink[1]!)
  ) {
    const label = sentenceCase(unquotedLink[1]!);
    // "a Mark all as read link": the action its words name already is that link, not a second one.
    const same = actions.findIndex((a) => a.label.toLowerCase() === label.toLowerCase());
    if (same >= 0) actions[same] = { ...actions[same]!, kind: 'link' };
    else actions.push({ label, kind: 'link' });
  }
  return { actions, title, ...(message !== undefined ? { message } : {}), words: understood };
}
