/**
 * Labels a description names for a working tool's inputs and outputs ("with Home price, Down
 * payment (%) and a Loan term select with 15 years and 30 years"), each mapped onto the tool
 * parameter it means by shared words; named labels that mean none of them are kept, not dropped.
 * A label is named when it is quoted or written capitalised inside the list the description gives.
 */
import { extractRequirements } from '../check/requirements';
import { CONVERSIONS } from '../lexicon/conversions';
import { FORMULAS } from '../lexicon/formulas';
import type { Behaviour } from '../model';
import type { Quote } from './quotes';
import { TODO_PARAMETERS } from './todo-labels';
import type { ToolLabels, ToolParameter } from './tool-parameters';

export interface NamedLabel {
  label: string;
  /** The choices listed for a select ("select with 15 years and 30 years"). */
  options?: string[];
  /** Named as a button: it can only name one of the tool's controls, never an input. */
  button?: boolean;
  /** Listed as what is shown ("show Tip amount and Total"): a result, never an input. */
  shown?: boolean;
}

/** Where a list of parts starts: "with …", "showing …", "fields: …". */
const LIST_START =
  /(?<!\b(?:select|dropdown|drop-down|choice|picker)\s)\b(?:with|show|showing|shows|display|displaying|displays|has|having|including|fields?|inputs?|labell?ed|to|until)\b|:|\s[—–]\s|\b(?:calculator|calc|converter|timer),/g;
/** Words opening a list of what a tool shows. */
const SHOWN = /^(?:show|showing|shows|display|displaying|displays)$/i;
/** Words around a label that say what kind of control it is, not what it is called. */
const LEADING =
  /^(?:(?:a|an|the|its|their|and|or|plus|for|fields?|inputs?|labell?ed|named|called)\s+)+/i;
const KIND =
  /(?<!\s)\s+(?:selects?|dropdowns?|drop-downs?|pickers?|sliders?|fields?|inputs?|box(?:es)?|toggles?|outputs?|readouts?|displays?)$/i;
/** Other parts of a component, or the tool itself, whose names are not its inputs or outputs. */
const OTHER_PART =
  /\s(?:buttons?|links?|checkbox(?:es)?|icons?|images?|titles?|headings?|headers?|tabs?|cards?|charts?|graphs?|tables?|lists?|messages?|converters?|calculators?|timers?)$/i;
/** A part named anywhere in a chunk ("a Button „Berechnen“"): its quoted label is not a tool's. */
const PART_WORD = /\b(?:buttons?|links?|checkbox(?:es)?|tabs?|icons?)\b/i;
const CHOICE = /\b(?:select|dropdown|drop-down|choice|picker)\s+(?:with|of|offering)\s+/i;
const QUOTED = /^⟦(\d+)⟧$/;
/** "buttons ⟦0⟧": the word for buttons, then the first of their quoted labels. */
const BUTTONS_NAMED = /^(?:(?:the|two|three|four)\s+)?buttons?\s+⟦(\d+)⟧$/i;

function cleanLabel(chunk: string, quotes: readonly Quote[]): string | undefined {
  if (OTHER_PART.test(chunk.trim())) return undefined;
  const stripped = chunk.trim().replace(LEADING, '').replace(KIND, '').trim();
  const quoted = QUOTED.exec(stripped);
  if (quoted) return quotes[Number(quoted[1])]?.text;
  // One quoted label among a few words of any language ("Eingabefelder „Weight“"): the label.
  const marks = [...stripped.matchAll(/⟦(\d+)⟧/g)];
  if (marks.length === 1 && stripped.split(/\s+/).length <= 4 && !PART_WORD.test(stripped))
    return quotes[Number(marks[0]![1])]?.text;
  // Capitalised, a few words, no other quote inside: a name, not a sentence. A parenthesis left
  // open is a sentence cut at an abbreviation's full stop ("angezeigt (z. B. …").
  if (!/^\p{Lu}/u.test(stripped) || stripped.includes('⟦')) return undefined;
  // "Total per person in dollars w/ 2 decimals": the words after the name say how it is shown.
  // ("Distance in km" keeps its unit: a word or two after "in" are part of the name.)
  const named = stripped.replace(/\s(?:in|w\/|with|like|as|rounded|using)(?:\s[^\s()]+){3,}$/, '');
  if ((named.match(/\(/g) ?? []).length > (named.match(/\)/g) ?? []).length) return undefined;
  return named.split(/\s+/).length <= 5 ? named : undefined;
}

/** The options of a select: "15 years and 30 years", "Monthly, Weekly or Daily". */
function splitOptions(text: string): string[] {
  return text
    .split(/[,/]|(?<!\s)\s+(?:and|or)\s/)
    .map((option) => option.trim())
    .filter((option) => option !== '' && option.length <= 40);
}

/** "a dropdown labeled 'Tip %' with the options 10%, 15% and 20%": a select named, then its options. */
const LABELLED_CHOICE =
  /\b(?:select|dropdown|drop-down|picker|menu)\s+(?:labell?ed|called|named|titled)\s+(⟦\d+⟧),?\s+(?:with|offering|of)\s+(?:the\s+)?(?:(?:options?|choices?|values?)\s*:?\s*)?([^.;()⟦]+)/gi;

/** Every label the description names in its lists, in order, with a select's options. */
export function readNamedLabels(masked: string, quotes: readonly Quote[]): NamedLabel[] {
  const named: NamedLabel[] = [];
  for (const whole of masked.split(/(?<=[a-z)⟧])\.\s+|[;\n]/i)) {
    // Selects labelled before their options are read first, then left out of the lists.
    const sentence = whole.replace(LABELLED_CHOICE, (all, mark: string, listed: string) => {
      const label = cleanLabel(mark, quotes);
      const options = splitOptions(listed);
      if (!label || options.length < 2) return all;
      named.push({ label, options });
      return ' ';
    });
    // Each list runs from its opening word to the next one ("to a Launch date with days …");
    // what a list after "show" names is shown, never typed in.
    const starts = [...sentence.matchAll(LIST_START)];
    starts.forEach((start, i) => {
      const list = sentence.slice(start.index + start[0].length, starts[i + 1]?.index);
      const shown = SHOWN.test(start[0]);
      named.push(
        ...readList(list, quotes).map((entry) =>
          shown && !entry.button ? { ...entry, shown: true } : entry,
        ),
      );
    });
  }
  return named;
}

/** One list's labels: "Home price, Down payment (%) and a Loan term select with 15 and 30 years". */
function readList(list: string, quotes: readonly Quote[]): NamedLabel[] {
  const named: NamedLabel[] = [];
  let rest = list.replace(/\.$/, '');
  // A select's options run to the next capitalised label, so they are read first.
  while (rest !== '') {
    const choice = CHOICE.exec(rest);
    const chunks = (choice ? rest.slice(0, choice.index) : rest).split(
      /,|(?<!\s)\s+(?:and|&|plus|\+)\s/,
    );
    // "buttons 'Start', 'Pause' and 'Reset'": the quoted labels after the word are buttons.
    const buttons = chunks.findIndex((chunk) => BUTTONS_NAMED.test(chunk.trim()));
    const labels = chunks.map((chunk, index) =>
      index === buttons
        ? quotes[Number(BUTTONS_NAMED.exec(chunk.trim())![1])]?.text
        : cleanLabel(chunk, quotes),
    );
    const isButton = (index: number) =>
      buttons >= 0 &&
      (index === buttons ||
        (index > buttons && QUOTED.test(chunks[index]!.trim().replace(LEADING, ''))));
    const entry = (label: string, index: number): NamedLabel =>
      isButton(index) ? { label, button: true } : { label };
    const last = labels.pop();
    named.push(...labels.flatMap((label, index) => (label ? [entry(label, index)] : [])));
    if (!choice) {
      if (last) named.push(entry(last, labels.length));
      break;
    }
    const after = rest.slice(choice.index + choice[0].length);
    const end = /,\s+(?=(?:a|an|the)\s|\p{Lu}|⟦)|(?<!\s)\s+and\s+(?=(?:a|an|the)\s)/u.exec(after);
    const options = splitOptions(end ? after.slice(0, end.index) : after);
    if (last) named.push({ label: last, ...(options.length >= 2 ? { options } : {}) });
    rest = end ? after.slice(end.index + end[0].length) : '';
  }
  return named;
}

/**
 * The parameters a tool shows under its own labels; none for tools without named parameters. A
 * to-do list's are its new-item input and its Add button.
 */
export function toolParameters(behaviour: Behaviour | undefined, todo = false): ToolParameter[] {
  if (todo) return TODO_PARAMETERS;
  if (!behaviour) return [];
  if (behaviour.formula) {
    const formula = FORMULAS.find((f) => f.id === behaviour.formula)!;
    return [
      // A unit names its quantity in any language: "Gewicht (kg)" is the weight.
      ...formula.inputs.map((i) => ({
        ...i,
        aliases: [...(i.aliases ?? []), ...(i.unit ? [i.unit] : [])],
        input: true,
      })),
      ...formula.outputs.map((o) => ({ ...o, aliases: o.aliases ?? [], input: false })),
    ];
  }
  if (behaviour.clock === 'countdown')
    return [
      {
        key: 'date',
        label: 'Count down to',
        aliases: ['date', 'day', 'deadline', 'event', 'launch', 'target', 'when'],
        input: true,
      },
    ];
  if (behaviour.clock === 'timer')
    return [
      { key: 'minutes', label: 'Minutes', aliases: ['duration', 'time'], input: true },
      ...TIMER_CONTROLS,
    ];
  if (behaviour.clock === 'pomodoro') return TIMER_CONTROLS;
  if (behaviour.clock === 'stopwatch')
    return [
      ...TIMER_CONTROLS,
      { key: 'lap', label: 'Lap', aliases: ['split', 'tour', 'runde', 'vuelta'], input: false },
    ];
  // Units picked from menus: one value typed, in the unit chosen.
  if (behaviour.units)
    return [
      {
        key: 'value',
        label: 'Value',
        aliases: ['value', 'amount', 'number', 'quantity', 'length', 'weight'],
        input: true,
      },
    ];
  if (behaviour.conversion) {
    const conversion = CONVERSIONS.find((c) => c.id === behaviour.conversion)!;
    return [
      { key: 'left', label: conversion.left, aliases: conversion.aliases.left, input: true },
      { key: 'right', label: conversion.right, aliases: conversion.aliases.right, input: true },
    ];
  }
  return [];
}

/**
 * A timer's buttons, named in English, French, German, Spanish or Portuguese ("Démarrer",
 * "Zurücksetzen", "Iniciar").
 */
const TIMER_CONTROLS: ToolParameter[] = [
  {
    key: 'start',
    label: 'Start',
    aliases: [
      'go',
      'begin',
      'démarrer',
      'lancer',
      'commencer',
      'starten',
      'iniciar',
      'começar',
      'empezar',
      'comenzar',
    ],
    input: false,
  },
  {
    key: 'pause',
    label: 'Pause',
    aliases: [
      'hold',
      'stop',
      'arrêter',
      'stopp',
      'stoppen',
      'anhalten',
      'pausieren',
      'pausar',
      'pausa',
      'detener',
      'parar',
    ],
    input: false,
  },
  {
    key: 'reset',
    label: 'Reset',
    aliases: [
      'restart',
      'réinitialiser',
      'remettre',
      'zurücksetzen',
      'reiniciar',
      'restablecer',
      'redefinir',
      'zerar',
    ],
    input: false,
  },
];

const IGNORED = new Set(['of', 'in', 'the', 'a', 'an', 'your', 'per', 'to', 'and', 'number']);

/** A label's meaningful words, singular and lower-cased. */
function tokens(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}%$]+/u)
      .filter((word) => word !== '' && !IGNORED.has(word))
      .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word)),
  );
}

/**
 * Each named label onto the parameter sharing most words with it (its label and aliases), its last
 * word counting more, best pairs first, one label per parameter; a select's options only land on
 * an input.
 */
export function mapNamedLabels(
  named: readonly NamedLabel[],
  parameters: readonly ToolParameter[],
): ToolLabels {
  const pairs = named.flatMap((entry, n) => {
    const words = tokens(entry.label);
    return parameters.flatMap((parameter, p) => {
      const own = tokens([parameter.label, ...parameter.aliases].join(' '));
      // The last word names the thing ("Loan term" is a term), so it weighs a little more.
      const head = [...words].filter((word) => /\p{L}/u.test(word)).at(-1);
      const shared = [...words].filter((word) => own.has(word)).length;
      const score = shared + (head && own.has(head) ? 0.5 : 0);
      const fits =
        (parameter.input || !entry.options) && !((entry.button || entry.shown) && parameter.input);
      return score > 0 && fits ? [{ n, p, score }] : [];
    });
  });
  pairs.sort((a, b) => b.score - a.score || a.n - b.n || a.p - b.p);
  const labels: Record<string, string> = {};
  const options: Record<string, string[]> = {};
  const used = new Set<number>();
  for (const { n, p } of pairs) {
    const key = parameters[p]!.key;
    if (used.has(n) || key in labels) continue;
    used.add(n);
    labels[key] = named[n]!.label;
    if (named[n]!.options) options[key] = named[n]!.options!;
  }
  const extraInputs = named
    .filter(
      (entry, n) =>
        !entry.button && !used.has(n) && !parameters.some((p) => p.label === entry.label),
    )
    .map((entry) => entry.label);
  return {
    ...(Object.keys(labels).length ? { labels } : {}),
    ...(Object.keys(options).length ? { options } : {}),
    ...(extraInputs.length ? { extraInputs: [...new Set(extraInputs)] } : {}),
  };
}

/**
 * The labels a description gives a tool: those its lists name, and the buttons it names, which
 * can only name the tool's controls (a timer's "Démarrer"), never its inputs. A to-do list takes
 * only quoted labels from its lists: its capitalised names are the tasks it starts with.
 */
export function readToolLabels(
  description: string,
  masked: string,
  quotes: readonly Quote[],
  behaviour: Behaviour | undefined,
  todo = false,
): ToolLabels {
  const buttons = extractRequirements(description).flatMap((r) =>
    r.kind === 'part' && r.part === 'button' && r.count === undefined
      ? // A button's name reads as a label whatever case it was written in ("a lap button").
        [{ label: `${r.label.charAt(0).toUpperCase()}${r.label.slice(1)}`, button: true }]
      : [],
  );
  const listed = readNamedLabels(masked, quotes).filter(
    (entry) => !todo || quotes.some((quote) => quote.text === entry.label),
  );
  return mapNamedLabels([...listed, ...buttons], toolParameters(behaviour, todo));
}
