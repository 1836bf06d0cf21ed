/**
 * A click counter ("a counter with Increment, Decrement and Reset buttons", "un contador con
 * Sumar y Reiniciar"): a count shown as text and the buttons that change it, read from the
 * buttons the description names, in its order. A quantity stepper (a number box with − and +) is
 * the other kind of counter and reads nothing here.
 */
import type { Action, ComponentModel, TallyButton, TallyRole } from '../model';
import { DEFAULT_NAMES } from './name';

/** What a named button does to the count, by its label in English, French, German or Spanish. */
const ROLES: [RegExp, TallyRole][] = [
  [
    /^(?:\+ ?1?|plus(?: one| 1)?|increment|increase|add(?: one| 1)?|count up|up|more|incrementar|aumentar|sumar|más|incrémenter|augmenter|ajouter|erhöhen|hochzählen|mehr)$/i,
    'increment',
  ],
  [
    /^(?:[-−–] ?1?|minus(?: one| 1)?|decrement|decrease|subtract(?: one| 1)?|(?:remove|take away) (?:one|1)|count down|down|less|decrementar|disminuir|restar|menos|décrémenter|diminuer|retirer|moins|verringern|runterzählen|weniger)$/i,
    'decrement',
  ],
  [
    /^(?:reset|clear|zero|restart|start over|reiniciar|restablecer|réinitialiser|remettre à zéro|zurücksetzen)$/i,
    'reset',
  ],
];

/** A count of something bought or booked: a number box to step, not a count to click. */
const STEPPER =
  /\b(?:quantity|qty|stepper|spinner|picker|selector|number (?:input|field|box)|guests?|tickets?|seats?|items?|people|persons?|adults?|children|rooms?|nights?|cantidad|quantité|anzahl|menge)\b/;

/** Words that name a click counter when it names no buttons of its own. */
const COUNTER = /\bcounter\b|\btally\b|\bcontador\b|\bcompteur\b|\bzähler\b/;

function roleOf(label: string): TallyRole | undefined {
  return ROLES.find(([pattern]) => pattern.test(label.trim()))?.[1];
}

/** "starts at 5", "starting from 10", "initial value of 3", "empieza en 5", "commence à 5". */
const START =
  /\b(?:starts?|starting|begins?|beginning|initial(?:ly)?(?: value)?|default(?: value)?|empieza|comienza|commence|beginnt|startet)(?: (?:at|from|with|of|on|is|en|desde|à|bei|mit|=))?(?: (?:the )?(?:value|number|count) (?:of )?)? ?(-?\d{1,7})\b/;

/** The number a counter starts at, as stated. */
export function readTallyStart(lower: string): number | undefined {
  const match = START.exec(lower);
  return match ? Number(match[1]) : undefined;
}

/**
 * The counter's buttons, in order: those named that change the count; − and + (no label: the
 * printer draws them) first when neither is named, the other beside one named; Reset when none is
 * named. A counter's one other button ("a 'Click me' button") adds one and is all it has.
 */
function tallyButtons(actions: readonly Action[]): TallyButton[] {
  const named: TallyButton[] = actions.flatMap((action) => {
    const role = roleOf(action.label);
    return role ? [{ role, label: action.label }] : [];
  });
  const has = (role: TallyRole) => named.some((button) => button.role === role);
  const others = actions.filter((action) => action.kind !== 'link' && !roleOf(action.label));
  if (!has('increment') && !has('decrement') && others.length === 1)
    return [{ role: 'increment', label: others[0]!.label }, ...named];
  const neither = !has('decrement') && !has('increment');
  return [
    ...(neither ? [{ role: 'decrement' as const }, { role: 'increment' as const }] : []),
    ...(has('decrement') && !has('increment') ? [{ role: 'increment' as const }] : []),
    ...named,
    ...(has('increment') && !has('decrement') ? [{ role: 'decrement' as const }] : []),
    ...(named.length ? [] : [{ role: 'reset' as const }]),
  ];
}

/** "a Step field", "a number input labeled 'Step'": a box that sets how much a click moves it. */
const STEP_INPUT =
  /\b(step(?: size)?) (?:field|input|box)\b|\b(?:number )?(?:field|input|box) (?:labell?ed|called|named) ["“'‘]?(step(?: size)?)\b/i;

/** The step box the description asks for, with the number it starts at ("default 1"). */
function readStepInput(description: string): { label: string; initial: number } | undefined {
  const named = STEP_INPUT.exec(description);
  if (!named) return undefined;
  const word = (named[1] ?? named[2])!;
  const after = description.slice(named.index, named.index + 80);
  const initial = /\bdefault(?:s to| is| of|:)? ?(\d{1,4})\b/i.exec(after);
  return {
    label: `${word[0]!.toUpperCase()}${word.slice(1)}`,
    initial: initial ? Math.max(1, Number(initial[1])) : 1,
  };
}

const withStepInput = (description: string) => {
  const stepInput = readStepInput(description);
  return stepInput ? { stepInput } : {};
};

/** Whether a counter is a click counter: it names such buttons, or is called a counter. */
export function isTally(lower: string, actions: readonly Action[], description: string): boolean {
  // A step box beside the count ("a number input labeled 'Step'") makes it no quantity stepper.
  const boxes = readStepInput(description)
    ? lower.replace(/\bnumber (?:input|field|box)\b/g, ' ')
    : lower;
  if (STEPPER.test(boxes)) return false;
  return COUNTER.test(lower) || actions.some((action) => roleOf(action.label) !== undefined);
}

/**
 * A click counter's buttons, read once every part the description asked for is in the model
 * (buttons its lists name are added last).
 */
export function withTallyButtons(model: ComponentModel): ComponentModel {
  if (!model.behaviour?.tally) return model;
  // A click counter is called one, unless the description named it.
  const unnamed = model.name === DEFAULT_NAMES.counter;
  return {
    ...model,
    ...(unnamed ? { name: 'Counter', selector: 'counter' } : {}),
    behaviour: {
      ...model.behaviour,
      tally: { buttons: tallyButtons(model.actions), ...withStepInput(model.description) },
    },
  };
}
