/**
 * The wording a description gives a live count ("280 characters left", "Tries left: 5", "1 of 4",
 * "3 items"), kept as a pattern with the numbers taken out, so the component shows its own count
 * the way the description wrote it. One reading for every archetype; each shows the count it has.
 */
import type { Archetype, CountWording, Field } from '../model';
import { withStandIns } from '../text';
import { QUOTE } from './quotes';

/** What a count counts, singular, from the words beside its number. */
const SUBJECTS: [RegExp, CountWording['subject']][] = [
  [/^(?:characters?|chars?|letters?)$/, 'characters'],
  [/^(?:tries|try|attempts?|guesses|guess|lives|life|turns?)$/, 'tries'],
  [/^(?:moves?|flips?|rolls?|picks?|spins?|draws?|throws?|tosses|toss)$/, 'moves'],
  [/^(?:items?|tasks?|todos?|products?|things?|entries|results?)$/, 'items'],
  // The same words in French, German, Spanish and Portuguese ("Total: 2 productos").
  [
    /^(?:productos?|produtos?|produits?|produkte?|artículos?|artigos?|articles?|artikel|elementos?|éléments?|tareas?|tarefas?|tâches?|aufgaben?|itens|einträge)$/,
    'items',
  ],
];

/** A count's label that says what is left, with no subject: "Remaining: N", "Open: 3". */
const LEFT_LABEL = /^(?:remaining|left|open|pending|outstanding|unfinished|undone)$/i;

function subjectOf(word: string): CountWording['subject'] | undefined {
  return SUBJECTS.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1];
}

/**
 * The first count the description words: "<n> <subject> [left|remaining]", "<Subject> [left]: <n>",
 * "<n> of <total>" (a position) or "<n> of <total> done", quoted or not. The pattern's `{n}` is the
 * live number, `{total}` the number of positions (or of entries, of which `{n}` are done).
 */
export function readCountWording(written: string, archetype?: Archetype): CountWording | undefined {
  // A board's columns counted in brackets beside their names: "Done (0)".
  if (archetype === 'kanban' && /\p{L}\s?\(\s?\d{1,3}\s?\)/u.test(written))
    return { subject: 'items', left: false, template: '({n})', value: 0 };
  // "N characters left", "Words: X": a capital letter standing for the live number.
  const text = withStandIns(written, '0');
  const after = [
    ...text.matchAll(
      /(?<![\d.$])\b(\d{1,5}) ((?:[a-z]+ )??)([a-z]+)( (?:left|remaining|to go|used))?\b(?! of\b)/gi,
    ),
  ].find(
    (match) =>
      subjectOf(match[3]!) &&
      // "max 50 chars", "a 280 char limit" state a limit, not the wording of a count.
      !/\b(?:max(?:imum)?|up to|limit(?:ed)?(?: to| of)?|at most)\s*$/i.test(
        text.slice(0, match.index),
      ) &&
      !/^\s?(?:limit|max(?:imum)?|cap)\b/i.test(text.slice(match.index + match[0].length)),
  );
  const label = /\b([A-Za-z]+)( left| remaining| used)?: ?(\d{1,5})\b/.exec(text);
  const position =
    /(?<![\d.$])\b(\d{1,3}) (of|\/|out of) (\d{1,3})\b(?! (?:characters?|chars?)\b)/.exec(text);
  // "2 of 5 done", "3/8 tasks completed": the entries done of all of them.
  const done =
    /(?<![\d.$])\b(\d{1,3})( of | out of | ?\/ ?)(\d{1,3})( (?:(?:tasks?|items?|things?|chores?|todos?) )?(?:done|completed?|finished|checked(?: off)?|ticked(?: off)?|packed|bought))\b/i.exec(
      text,
    );
  // "0/280", "N / 160 characters": the characters typed of a limit, where characters are counted.
  const typed = /(?<![\d.$])\b(\d{1,5})( ?\/ ?)(\d{2,5})\b/.exec(text);
  const readings: (CountWording & { at: number; length: number })[] = [];
  if (
    typed &&
    Number(typed[1]) <= Number(typed[3]) &&
    /\b(?:characters?|chars?|letters?|counter)\b/i.test(text)
  )
    readings.push({
      at: typed.index,
      length: typed[0].length,
      subject: 'characters',
      left: false,
      template: `{n}${typed[2]}{total}`,
      value: Number(typed[3]),
    });
  const subjectAfter = after ? subjectOf(after[3]!) : undefined;
  if (after && subjectAfter)
    readings.push({
      at: after.index,
      length: after[0].length,
      subject: subjectAfter,
      left: after[4] !== undefined && !/used/.test(after[4]),
      template: `{n} ${after[2]}${after[3]}${after[4] ?? ''}`,
      value: Number(after[1]),
    });
  // "Remaining: N", "Left: 3": a label that is itself the word for what is left counts items.
  const leftWord = label ? LEFT_LABEL.test(label[1]!) : false;
  const subjectLabel = label
    ? (subjectOf(label[1]!) ?? (leftWord ? 'items' : undefined))
    : undefined;
  if (label && subjectLabel)
    readings.push({
      at: label.index,
      length: label[0].length,
      subject: subjectLabel,
      left: leftWord || (label[2] !== undefined && !/used/.test(label[2])),
      template: `${label[1]}${label[2] ?? ''}: {n}`,
      value: Number(label[3]),
    });
  if (done && Number(done[1]) <= Number(done[3]))
    readings.push({
      at: done.index,
      length: done[0].length,
      subject: 'done',
      left: false,
      template: `{n}${done[2]}{total}${done[4]}`,
      value: Number(done[3]),
    });
  else if (position && Number(position[1]) <= Number(position[3]))
    readings.push({
      at: position.index,
      length: position[0].length,
      subject: 'position',
      left: false,
      template: `{n} ${position[2]} {total}`,
      value: Number(position[3]),
    });
  const first = readings.sort((a, b) => a.at - b.at)[0];
  if (!first) return undefined;
  const { at, length, ...wording } = first;
  // Quoted, the whole quotation is the wording: "'You rated this 4 out of 5'".
  const quoted = quotationAround(text, at, length);
  if (quoted) wording.template = `${quoted.before}${wording.template}${quoted.after}`;
  // A count of what is left written with a stand-in counts down from the limit stated elsewhere
  // ("max 50 chars"); without one there is nothing to count down from. Items left are the
  // list's own ("Remaining: N").
  if (wording.left && wording.value === 0 && wording.subject !== 'items') {
    const limit =
      /\b(?:max(?:imum)?|up to|limit(?:ed)?(?: to| of)?|at most)\s*(\d{1,5})\s*(?:characters?|chars?|letters?)?\b/i.exec(
        written,
      ) ?? /\b(\d{1,5})\s*(?:characters?|chars?)\s*(?:max(?:imum)?|limit)\b/i.exec(written);
    if (!limit) return undefined;
    wording.value = Number(limit[1]);
  }
  return wording;
}

/** The rest of the quotation a count stands in, when it stands in one with no other number. */
function quotationAround(
  text: string,
  at: number,
  length: number,
): { before: string; after: string } | undefined {
  for (const match of text.matchAll(QUOTE)) {
    const start = match.index + match[1]!.length + 1;
    const inner = match[3]!;
    if (at < start || at + length > start + inner.length) continue;
    const before = inner.slice(0, at - start);
    const after = inner.slice(at - start + length).trimEnd();
    return /\d/.test(before + after) ? undefined : { before, after };
  }
  return undefined;
}

/** The wording with its numbers put back, for a printer or a test: "{n} characters left" → "12 characters left". */
export function countText(wording: CountWording, n: string, total = ''): string {
  return wording.template.replace('{n}', n).replace('{total}', total);
}

/**
 * "280 characters left", "0/280": the text field the person types in counts down from that limit,
 * or up to it, in those words; a component with no text field yet (a "tweet box") gets a message
 * box to type in, unless its archetype draws its own input.
 */
export function wordCharacterCounter(
  fields: Field[],
  wording: CountWording,
  ownInput: boolean,
): void {
  let target =
    fields.find((field) => field.type === 'textarea') ??
    fields.find((field) => field.type === 'text');
  if (!target && !ownInput) {
    target = {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      required: true,
      validation: {},
    };
    fields.push(target);
  }
  if (!target) return;
  target.validation.maxLength = wording.value;
  delete target.validation.minLength;
  target.counter = true;
  // What is left counts down in `{n}`; what is typed counts up in `{used}` of the limit.
  target.counterWording = wording.left
    ? wording.template
    : wording.template.replace('{n}', '{used}').replace('{total}', String(wording.value));
}
