/**
 * A working tool's parts: the behaviour its words ask for, the labels it names for its inputs,
 * outputs and controls, and the words that belong to the tool's own controls (a slider's arrows, a
 * pricing table's billing switch, a clock's format switch), which are neither items, fields nor
 * extra buttons.
 */
import { FORMULAS, type FormulaId } from '../lexicon/formulas';
import type { Behaviour } from '../model';
import { words } from '../text';
import { readBehaviour } from './behaviour';
import { readOwnControls } from './own-controls';
import type { ToolPartsIn, ToolReading } from './tool-reading';
import { calculatorButtons } from './calculator-buttons';
import { readCartCharges } from './cart-charges';
import { readCountWording } from './count-wording';
import { namesCount } from './todo-input';
import { readTodoWords } from './todo-labels';
import { readResultLines } from './result-lines';
import { readNamedLabels, readToolLabels } from './tool-labels';
import { REORDER_CONTROLS } from '../lexicon/archetypes';
import { readPickWords } from './pick-words';
import { readStatusWords } from './status-words';
import { readTimerWords } from './timer-words';

/** A control named only by its kind ("text field", "button"), without a label of its own. */
const CONTROL_KIND =
  /^(?:an? |the )?(?:text |input |search |task )?(?:field|input|box|button|checkbox|select|dropdown)s?$/i;

/** "with a few sample tasks", "pre-filled with some items", "example todos". */
const SAMPLES_ASKED =
  /\b(?:sample|example|demo|dummy|placeholder|mock|starter|pre-?(?:filled|populated|loaded)|seeded|populated|some|a few|several)\b[^.;]{1,20}\b(?:tasks?|items?|to-?dos?|entries|things|data)\b|\bpre-?(?:filled|populated|loaded)\b/;

/**
 * Whether a listed item names a part of the list: a control by its kind, or as its label's first or
 * last words ("name" of an input for the item name), or the list's count.
 */
function namesControl(item: string, controls: string[]): boolean {
  const lower = item.toLowerCase();
  return (
    CONTROL_KIND.test(item) ||
    namesCount(item) ||
    controls.some(
      (label) => label === lower || label.startsWith(`${lower} `) || label.endsWith(` ${lower}`),
    )
  );
}

/** Words for a slider, in the languages the engine reads. */
/** "three buttons 10%, 15%, 20%", "10/15/20% buttons", "presets of 15%, 18% and 20%". */
const PERCENT_PRESETS =
  /\b(?:buttons?|presets?|chips?|pills?|quick (?:picks?|choices?))\b[^.;%]{1,20}?((?:\d{1,2} ?%?(?:, ?| and | or |\/| ){1,2}){1,5}\d{1,2} ?%)|((?:\d{1,2} ?%?(?:, ?| and | or |\/| ){1,2}){1,5}\d{1,2} ?%) (?:tip )?(?:buttons?|presets?|chips?|pills?)\b/;

/** The percentages a calculator offers as buttons, two to six of them, as written. */
function readPercentPresets(lower: string): number[] | undefined {
  const match = PERCENT_PRESETS.exec(lower);
  const values = (match?.[1] ?? match?.[2] ?? '').match(/\d{1,2}/g)?.map(Number) ?? [];
  return values.length >= 2 && values.length <= 6 ? values : undefined;
}

/** A game's button that starts it over, in the languages read. */
const RESTART =
  /^(?:restart|reset|new game|play again|start over|rematch|try again|neu starten|nochmal|recommencer|rejouer|nouvelle partie|reiniciar|jugar de nuevo|nueva partida|jogar de novo|novo jogo)$/i;

const SLIDER_WORDS =
  /\b(?:sliders?|range|curseur|glissi[eè]re|deslizador|control deslizante|schieberegler|regler|controle deslizante)\b/;

const hasSlider = (formula: FormulaId) =>
  FORMULAS.find((f) => f.id === formula)!.inputs.some((input) => input.kind === 'range');

/** The behaviour the description asks for, with its named labels; edits the parts in place. */
export function readToolParts(
  reading: ToolReading,
  parts: ToolPartsIn,
): { behaviour: Behaviour | undefined; words: string[] } {
  const { written, masked, lower, quotes, archetype, presentation } = reading;
  const { items, fields, actions, params } = parts;
  const understood: string[] = [];
  // The component's own controls named in the description (own-controls.ts).
  const own = readOwnControls(reading, parts, readBehaviour(lower, archetype, quotes));
  let behaviour = own.behaviour;
  understood.push(...own.words);
  // A testimonial slider's own arrows are neither extra buttons nor a range input.
  if (behaviour?.slider) {
    const arrows = /\b(?:left|right|prev(?:ious)?|next|arrows?)\b/i;
    actions.splice(0, actions.length, ...actions.filter((action) => !arrows.test(action.label)));
    fields.splice(0, fields.length, ...fields.filter((field) => field.type !== 'range'));
  }
  // A tool's inputs and outputs take the labels the description names for them.
  // A to-do list's input, Add button and filters take theirs too, and it calls its entries by
  // the description's noun.
  const todo = archetype === 'list' && presentation.listKind === 'todo';
  const toolLabels = readToolLabels(written, masked, quotes, behaviour, todo);
  if (todo) {
    const own = readTodoWords(masked, lower, quotes, toolLabels, items);
    toolLabels.labels = own.labels;
    if (own.filtered) behaviour = { ...behaviour, taskFilters: true };
    if (own.noun !== 'task') behaviour = { ...behaviour, itemNoun: own.noun };
    if (own.topic) behaviour = { ...behaviour, listTopic: own.topic };
    // The filters' names (named or the usual ones) are not tasks the list starts with.
    if (behaviour?.taskFilters && own.viewsAsItems) items.splice(0, items.length);
    // Parts of the list's own UI ("a text field", "an Add task button") are not tasks either.
    const controls = Object.values(own.labels ?? {}).map((label) => label.toLowerCase());
    const tasks = items.filter((item) => !namesControl(item, controls));
    items.splice(0, items.length, ...tasks);
    // Rule: a list shows what the description puts in it; invented entries only when asked for.
    if (!tasks.length && !behaviour?.reorder && !SAMPLES_ASKED.test(lower))
      behaviour = { ...behaviour, startEmpty: true };
  }
  if ((behaviour || todo) && (toolLabels.labels || toolLabels.extraInputs)) {
    const { extraInputs, ...named } = toolLabels;
    behaviour = {
      ...behaviour,
      ...named,
      // Labels the behaviour read already (a converter's currencies) stay unless named again.
      ...(behaviour?.labels && named.labels
        ? { labels: { ...behaviour.labels, ...named.labels } }
        : {}),
      ...(behaviour?.formula && extraInputs ? { extraInputs } : {}),
    };
    understood.push(
      ...Object.values(named.labels ?? {}).flatMap((label) => words(label.toLowerCase())),
    );
    // A control the tool draws under its named label ("un bouton « Démarrer »") is no extra action.
    const drawn = new Set(Object.values(named.labels ?? {}).map((label) => label.toLowerCase()));
    const kept = actions.filter((action) => !drawn.has(action.label.toLowerCase()));
    actions.splice(0, actions.length, ...kept);
  }
  // A cart's subtotal, shipping and tax, as stated.
  const charges = behaviour?.cart ? readCartCharges(lower, params.prices ?? []) : undefined;
  if (behaviour && charges) behaviour = { ...behaviour, charges };
  // A calculator draws a slider only where the description names one.
  if (behaviour?.formula && hasSlider(behaviour.formula) && !SLIDER_WORDS.test(lower))
    behaviour = { ...behaviour, noSlider: true };
  // A calculator's results written out as lines ("'Tip: 12.00'") show those lines, on the results
  // their labels name, wherever the lists above put them.
  const lines = behaviour?.formula ? readResultLines(quotes, behaviour.formula) : undefined;
  if (behaviour && lines) {
    const placed = new Set(Object.values(lines));
    const others = Object.entries(behaviour.labels ?? {}).filter(([, label]) => !placed.has(label));
    const extraInputs = behaviour.extraInputs?.filter((label) => !placed.has(label));
    behaviour = { ...behaviour, labels: { ...Object.fromEntries(others), ...lines } };
    if (extraInputs?.length) behaviour.extraInputs = extraInputs;
    else delete behaviour.extraInputs;
  }
  // A percentage's quick choices named as buttons ("buttons 10%, 15%, 20% for the tip").
  const percent = behaviour?.formula
    ? FORMULAS.find((f) => f.id === behaviour?.formula)?.inputs.find((i) => i.unit === '%')
    : undefined;
  const presets = percent ? readPercentPresets(lower) : undefined;
  if (behaviour && percent && presets) {
    behaviour = { ...behaviour, presets: { [percent.key]: presets } };
    // The buttons named by their percentages ("10%", "10/15/20%") are these choices.
    const kept = actions.filter((action) => !/^[\d\s%/,.]+$/.test(action.label));
    actions.splice(0, actions.length, ...kept);
  }
  // A calculator's named Calculate and Reset buttons are its own controls, not extra actions.
  if (behaviour?.formula) {
    const own = calculatorButtons(actions);
    if (Object.keys(own.labels).length) {
      const named = new Set(Object.values(own.labels));
      const extraInputs = behaviour.extraInputs?.filter((label) => !named.has(label));
      behaviour = { ...behaviour, labels: { ...behaviour.labels, ...own.labels } };
      // A quoted button ("press 'Compute'") is no input of its own.
      if (extraInputs?.length) behaviour.extraInputs = extraInputs;
      else delete behaviour.extraInputs;
      actions.splice(0, actions.length, ...own.rest);
    }
  }
  // A text counted down from a limit ("'280 characters left'") is held to it; that wording is no label.
  if (behaviour?.formula === 'text-stats') {
    const wording = readCountWording(written, archetype);
    if (wording?.subject === 'characters' && wording.left) {
      const labels = Object.entries(behaviour.labels ?? {}).filter(
        ([, label]) => !/\d/.test(label),
      );
      behaviour = { ...behaviour, bounds: { text: { max: wording.value } } };
      if (labels.length) behaviour.labels = Object.fromEntries(labels);
      else delete behaviour.labels;
    }
  }
  if (behaviour?.clock === 'timer') {
    const { durationUnit, labels } = readTimerWords(lower, quotes, params);
    if (durationUnit) behaviour = { ...behaviour, durationUnit };
    if (labels) behaviour = { ...behaviour, labels: { ...labels, ...behaviour.labels } };
  }

  // "a stopwatch with start, stop and reset": the button that halts it is Stop, named or not.
  if (
    behaviour?.clock === 'stopwatch' &&
    !behaviour.labels?.pause &&
    /\bstop\b/.test(lower) &&
    !/\bpause\b/.test(lower)
  )
    behaviour = { ...behaviour, labels: { ...behaviour.labels, pause: 'Stop' } };
  if (behaviour?.pick) behaviour = readPickWords(behaviour, masked, quotes, fields);
  // A game's named Restart / New game / Play again button is its own, not an extra one.
  if (behaviour?.game) {
    const restart = actions.find((action) => RESTART.test(action.label.trim()));
    if (restart) {
      behaviour = { ...behaviour, labels: { ...behaviour.labels, restart: restart.label } };
      actions.splice(actions.indexOf(restart), 1);
    }
  }
  if (behaviour?.game === 'tic-tac-toe') {
    const said = readStatusWords(quotes);
    if (Object.keys(said).length)
      behaviour = { ...behaviour, labels: { ...said, ...behaviour.labels } };
  }

  // The pricing table's own monthly / yearly switch: its words are neither plans nor a form field.
  if (behaviour?.billingToggle) {
    const billing = /\b(?:monthly|yearly|annual(?:ly)?|billing|toggle|switch)\b/i;
    const plans = items.filter((item) => !billing.test(item));
    items.splice(0, items.length, ...(plans.length >= 2 ? plans : []));
    fields.splice(0, fields.length, ...fields.filter((field) => !billing.test(field.label)));
  }

  // A list put in order shows the items the description names, however it lists them; its own
  // Move up / Move down buttons are neither entries nor extra buttons.
  if (behaviour?.reorder) {
    if (items.length < 2)
      items.splice(0, items.length, ...readNamedLabels(masked, quotes).map((named) => named.label));
    const own = (label: string) => REORDER_CONTROLS.test(label.trim());
    items.splice(0, items.length, ...items.filter((item) => !own(item)));
    actions.splice(0, actions.length, ...actions.filter((action) => !own(action.label)));
    // Names quoted for the buttons ("aria-labels 'Move up' and 'Move down'") are theirs.
    const stated = (way: 'up' | 'down') =>
      quotes.find((quote) => own(quote.text) && quote.text.toLowerCase().includes(way))?.text;
    const [up, down] = [stated('up'), stated('down')];
    if (up || down)
      behaviour = {
        ...behaviour,
        labels: { ...behaviour.labels, ...(up ? { up } : {}), ...(down ? { down } : {}) },
      };
  }

  // A CSS builder draws its own colour pickers and sliders; they are no form beside it.
  if (behaviour?.css) {
    const own =
      /\b(?:angle|colou?rs?|start|end|stops?|blur|spread|offset|x|y|radius|corners?|opacity|size|direction)\b/i;
    fields.splice(0, fields.length, ...fields.filter((field) => !own.test(field.label)));
  }

  // A cart's own quantity steppers ("quantity +/- buttons") are no extra actions.
  if (behaviour?.cart) {
    const stepper =
      /^(?:(?:quantity|qty)\s*)?(?:[+\-−]|plus|minus|increase|decrease|increment|decrement)?$/i;
    actions.splice(0, actions.length, ...actions.filter((action) => !stepper.test(action.label)));
  }

  // The clock's own 12/24-hour switch is not a form field.
  if (behaviour?.clock === 'clock') {
    const format = /\b(?:12|24)\b|\bhours?\b|\bformat\b/i;
    fields.splice(0, fields.length, ...fields.filter((field) => !format.test(field.label)));
  }
  return { behaviour, words: understood };
}
