/**
 * A working tool's parts: the behaviour its words ask for, the labels it names for its inputs,
 * outputs and controls, and the words that belong to the tool's own controls (a slider's arrows, a
 * pricing table's billing switch, a clock's format switch), which are neither items, fields nor
 * extra buttons.
 */
import type { Action, Archetype, Behaviour, ComponentModel, Field, Presentation } from '../model';
import { words } from '../text';
import { readBehaviour } from './behaviour';
import { calculatorButtons } from './calculator-buttons';
import { readCountWording } from './count-wording';
import type { Quote } from './quotes';
import { namesCount } from './todo-input';
import { readTodoWords } from './todo-labels';
import { readNamedLabels, readToolLabels } from './tool-labels';
import { readPickWords } from './pick-words';
import { readStatusWords } from './status-words';
import { readTimerWords } from './timer-words';
import { readConfirmedText, readTrigger } from './trigger';
import { readLabelChange } from './label-change';
import { isTally, readTallyStart } from './tally';
import { readUnsetText } from './unset-text';
import { readQuizWords, readStatedQuestions } from './stated-quiz';

export interface ToolReading {
  written: string;
  masked: string;
  lower: string;
  quotes: Quote[];
  archetype: Archetype;
  presentation: Presentation;
}

/** The parts the tool reading may take from or give to. */
export interface ToolPartsIn {
  items: string[];
  fields: Field[];
  actions: Action[];
  params: ComponentModel['params'];
}

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

/** The behaviour the description asks for, with its named labels; edits the parts in place. */
export function readToolParts(
  reading: ToolReading,
  parts: ToolPartsIn,
): { behaviour: Behaviour | undefined; words: string[] } {
  const { written, masked, lower, quotes, archetype, presentation } = reading;
  const { items, fields, actions, params } = parts;
  const understood: string[] = [];
  let behaviour = readBehaviour(lower, archetype);
  // A dialog behind a button: the button is its trigger, not one of its actions.
  const trigger =
    archetype === 'modal' || archetype === 'toast' ? readTrigger(masked, quotes) : undefined;
  if (trigger) {
    behaviour = { ...behaviour, trigger };
    const confirmed = archetype === 'modal' ? readConfirmedText(masked, quotes) : undefined;
    if (confirmed) behaviour.labels = { ...behaviour.labels, confirmed };
    const kept = actions.filter((action) => action.label.toLowerCase() !== trigger.toLowerCase());
    actions.splice(0, actions.length, ...kept);
    understood.push(...words(trigger.toLowerCase()));
  }
  // A search box with entries of its own suggests them as one types.
  if (archetype === 'search-bar' && items.length >= 2 && !behaviour?.autocomplete)
    behaviour = { ...behaviour, autocomplete: {} };
  // Stacked alerts close each on its own: a close button named is theirs, no extra action.
  if (archetype === 'alert' && presentation.alertStack) {
    const kept = actions.filter((action) => !/^(?:×|✕|x\b|dismiss|close)/i.test(action.label));
    actions.splice(0, actions.length, ...kept);
  }
  // A comment section's own buttons: the one that posts, and each comment's Reply and Like.
  if (behaviour?.comments) {
    const post = actions.find((action) => /^(?:post|send|submit|publish)\b/i.test(action.label));
    const has = (word: RegExp) => actions.some((action) => word.test(action.label));
    behaviour = {
      ...behaviour,
      comments: {
        ...(post ? { post: post.label } : {}),
        ...(has(/^reply$/i) ? { reply: true } : {}),
        ...(has(/^like$/i) ? { like: true } : {}),
      },
    };
    // What remains named is no button of its own: the box's label, a comment's parts.
    actions.splice(0, actions.length);
  }
  // A sidebar's Collapse / Expand button is its own toggle (blueprints/navigation/sidebar.ts).
  if (archetype === 'sidebar') {
    const toggle = actions.filter((action) => /^(?:collapse|expand)\b/i.test(action.label));
    const named = toggle.map((a) => [/^collapse/i.test(a.label) ? 'collapse' : 'expand', a.label]);
    // "… and becomes 'Expand'": what the toggle says once pressed.
    const becomes = readLabelChange(masked, quotes)?.label;
    if (becomes && /^expand\b/i.test(becomes)) named.push(['expand', becomes]);
    if (named.length)
      behaviour = { ...behaviour, labels: { ...behaviour?.labels, ...Object.fromEntries(named) } };
    actions.splice(0, actions.length, ...actions.filter((action) => !toggle.includes(action)));
  }
  // A notification menu's own bell and "Mark all as read" are no extra actions.
  if (behaviour?.notifications) {
    const kept = actions.filter(
      (action) => !/^mark all\b|\bbell\b|^notifications?\b/i.test(action.label),
    );
    actions.splice(0, actions.length, ...kept);
    // "a button that reads 'Alerts (2)'": the bell's own words around its count.
    const worded = actions.find((action) => /^\D{1,30}\d{1,3}\D{0,10}$/.test(action.label));
    if (worded) {
      actions.splice(actions.indexOf(worded), 1);
      behaviour = { ...behaviour, labels: { ...behaviour?.labels, bell: worded.label } };
    }
  }
  // A button that says something else once pressed: that label is no second button.
  const pressed =
    archetype === 'button' || archetype === 'product-card'
      ? readLabelChange(masked, quotes)
      : undefined;
  if (pressed) {
    behaviour = { ...behaviour, pressed };
    const kept = actions.filter(
      (action) => action.label.toLowerCase() !== pressed.label.toLowerCase(),
    );
    actions.splice(0, actions.length, ...kept);
    understood.push(...words(pressed.label.toLowerCase()));
  }
  // A click counter's buttons change its count; what it starts at is stated or shown.
  if (archetype === 'counter') {
    if (isTally(lower, actions)) {
      behaviour = { ...behaviour, tally: { buttons: [] } };
      const start = readTallyStart(lower);
      if (start !== undefined) params.start = start;
    }
  }
  // A quiz's own questions and the words it answers with.
  if (archetype === 'quiz') {
    const questions = readStatedQuestions(masked, quotes);
    const said = readQuizWords(masked, quotes);
    // "Play again", "Start over": the button that restarts it, not an extra action.
    const again = actions.find((a) =>
      /^(?:play again|try again|restart|start over|retry)\b/i.test(a.label),
    );
    if (again) said.restart ??= again.label;
    const own = new Set([...Object.values(said), ...questions.flatMap((q) => q.answers)]);
    // "… as buttons", "the answers are buttons": how the choices are drawn, no button's label.
    const how = /^(?:as|are|(?:the )?(?:answers|options|choices)(?: are)?)$/i;
    actions.splice(
      0,
      actions.length,
      ...actions.filter((a) => !own.has(a.label) && !how.test(a.label)),
    );
    const advance =
      /\b(?:straight|directly|right away|immediately) (?:on )?to the next\b|\bno feedback\b/.test(
        lower,
      );
    behaviour = {
      ...behaviour,
      quiz: {
        ...(behaviour?.quiz ?? { topic: 'general' as const }),
        ...(questions.length ? { questions } : {}),
        ...(advance ? { advance } : {}),
      },
      ...(Object.keys(said).length ? { labels: { ...behaviour?.labels, ...said } } : {}),
    };
  }
  if (archetype === 'rating') {
    // A rating's words while no star is chosen are its own, not its copy.
    const unset = readUnsetText(masked, quotes);
    if (unset) behaviour = { ...behaviour, labels: { ...behaviour?.labels, unset } };
    // "five star buttons": the stars are the buttons, no "Star" button besides them.
    actions.splice(0, actions.length, ...actions.filter((a) => !/^stars?$/i.test(a.label)));
  }
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
  if (behaviour?.pick) behaviour = readPickWords(behaviour, quotes, fields);
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

  // A list put in order shows the items the description names, however it lists them.
  if (behaviour?.reorder && items.length < 2)
    items.splice(0, items.length, ...readNamedLabels(masked, quotes).map((named) => named.label));

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
