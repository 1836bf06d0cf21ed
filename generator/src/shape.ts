/**
 * The shape of a component model: what its printed code is built from (archetype, framework, the
 * kinds and number of its parts, features, behaviour, presentation and styling choices), without
 * its words (titles, labels, text, sample values and the names made from them). Printing is a
 * deterministic function of the model, and words reach the code only escaped (text) or through
 * the identifier helpers (camelCase, pascalCase), so two models of one shape print code that the
 * type check answers alike: a server can check one answer of a shape and trust the shape's result
 * for the next answers (see server/src/quality/shape-proofs.ts).
 *
 * Every key of the model is classified below as part of the shape or as words; the `Record` types
 * make a key added to the model a compile error here until it is classified.
 */
import type {
  Action,
  Behaviour,
  Column,
  ComponentModel,
  DataSpec,
  Field,
  FieldValidation,
  Presentation,
  Prop,
  Styling,
} from './model';
import { parseResultLine } from './result-line';

/** A classification of one key: its part of the shape, or `undefined` for words. */
type Classified<T> = { [K in keyof Required<T>]: (value: T[K]) => unknown };

const WORDS = () => undefined;
/** Words of which only the presence shapes the code (an optional subtitle, a pattern hint). */
const present = (value: unknown) => value !== undefined;
/** A list of words: how many there are shapes the code (an empty list prints differently). */
const count = (value: readonly unknown[] | undefined) => value?.length;
const same = <T>(value: T) => value;

const pick = <T extends object>(value: T | undefined, classified: Classified<T>) => {
  if (value === undefined) return undefined;
  const shape: Record<string, unknown> = {};
  for (const key of Object.keys(classified).sort()) {
    const part = (classified as Record<string, (v: unknown) => unknown>)[key]!(
      (value as Record<string, unknown>)[key],
    );
    if (part !== undefined) shape[key] = part;
  }
  return shape;
};

const VALIDATION: Classified<FieldValidation> = {
  minLength: present,
  maxLength: present,
  min: present,
  max: present,
  // A pattern comes from the engine's lexicon of formats and is printed as code, not as text.
  pattern: same,
  patternHint: present,
  email: same,
  match: present,
};

const FIELD: Classified<Field> = {
  name: WORDS,
  label: WORDS,
  type: same,
  required: same,
  placeholder: present,
  autocomplete: same,
  inputMode: same,
  options: count,
  validation: (validation) => pick(validation, VALIDATION),
  counter: same,
  counterWording: present,
  errorText: present,
};

const ACTION: Classified<Action> = { label: WORDS, kind: same, submit: same, row: same };
const COLUMN: Classified<Column> = { key: WORDS, label: WORDS, kind: same };
const PROP: Classified<Prop> = { name: WORDS, type: same, required: same };

const STYLING: Classified<Styling> = {
  // Colours are validated #rrggbb values: whether one is set shapes the styles, not which.
  primary: present,
  accent: present,
  background: present,
  onPrimary: present,
  radius: same,
  shadow: same,
  density: same,
  variant: same,
  theme: same,
  layout: same,
};

const PRESENTATION: Classified<Presentation> = {
  listKind: same,
  expandMultiple: same,
  firstOpen: same,
  showRating: same,
  heroStyle: same,
  illustrated: same,
  secondaryAction: same,
  autoplay: same,
  badgeVariants: count,
  toastVariants: same,
  alertVariant: same,
  dismissible: same,
  alertStack: same,
  toastCorner: (corner) => pick(corner, { vertical: same, horizontal: same }),
  progressSubject: same,
  spinnerLabelVisible: same,
  submitWhenValid: same,
  passwordReveal: same,
  singlePanel: present,
  viewToggle: same,
  starButtons: same,
  // The texts are words; the switch they follow is one of the form's boxes to tick.
  switchStatus: present,
  // Words said once sent; that there are some is the shape.
  successText: present,
  figuresOnly: same,
};

const BEHAVIOUR: Classified<Behaviour> = {
  formula: same,
  clock: same,
  until: present,
  conversion: same,
  // A stated rate is a number literal in the rate field; whether there is one is the shape.
  rate: present,
  // The currencies are codes from a fixed list (lexicon/currencies.ts); how many is the shape.
  currencies: count,
  // The units' labels are words and their factors number literals; how many is the shape.
  units: count,
  decimals: present,
  // A locale and a currency are string literals in a number format's options.
  numbers: present,
  // The percentages are number literals; which inputs have quick choices, and how many, is shape.
  presets: (presets) =>
    presets
      ? Object.fromEntries(Object.entries(presets).map(([key, values]) => [key, values.length]))
      : undefined,
  // How many dice and their menu's largest count are number literals; its label is words.
  dice: (dice) => (dice ? { chosen: dice.choose !== undefined } : undefined),
  taskFilters: same,
  clearCompleted: same,
  // What a to-do list's entries are called is words.
  itemNoun: WORDS,
  listTopic: WORDS,
  startEmpty: same,
  billingToggle: same,
  // The saving is a number literal in the prices; whether it is a share or months is the shape.
  yearlySaving: (saving) => (saving ? { percent: 'percent' in saving } : undefined),
  // "Annual" or "Yearly" on the switch is words.
  yearlyWord: WORDS,
  pick: same,
  // The questions are words; how many there are is the length of a literal array.
  // The questions are words; whether they are the description's own, how many choices each has
  // and whether a choice goes straight on is the shape.
  quiz: (quiz) =>
    quiz
      ? {
          stated: quiz.questions?.map((q) => q.answers.length),
          advance: !!quiz.advance,
        }
      : undefined,
  history: same,
  game: same,
  board: same,
  cart: same,
  // Which charges there are shapes the totals; their amounts are number literals.
  charges: (charges) =>
    charges
      ? { shipping: charges.shipping !== undefined, tax: charges.taxRate !== undefined }
      : undefined,
  css: same,
  styleProperties: same,
  hour24: same,
  // The minutes are number literals; whether there is a long break is the shape.
  phases: (phases) => (phases ? { long: phases.long !== undefined } : undefined),
  durationUnit: same,
  laps: same,
  hundredths: same,
  reaction: same,
  reorder: same,
  // A dialog behind a button, and a button whose label changes: whether, not the words.
  trigger: present,
  pressed: (pressed) => (pressed ? { toggles: pressed.toggles } : undefined),
  notifications: same,
  // A click counter's buttons: what each does, in order, and whether it is labelled (a named
  // label is words; an unlabelled − or + has its own name).
  tally: (tally) =>
    tally
      ? [
          ...tally.buttons.map((button) => `${button.role}${button.label ? ':named' : ''}`),
          ...(tally.stepInput ? ['step-input'] : []),
        ]
      : undefined,
  // A stated password level: which bounds and needs it has (the numbers are literals, the
  // level's name is words).
  strength: (rules) =>
    rules?.map((rule) => [rule.min !== undefined, rule.max !== undefined, rule.needs]),
  comments: (comments) =>
    comments ? { reply: !!comments.reply, like: !!comments.like } : undefined,
  // Which entries are suggested is words (a literal list); that it suggests is the shape.
  autocomplete: present,
  slider: same,
  noSlider: same,
  // Which of the tool's parameters carry the description's own label; the labels are words,
  // but a result's written-out line also picks how its value prints (result-line.ts).
  labels: (labels) =>
    labels
      ? Object.keys(labels)
          .sort()
          .map((key) => {
            const line = parseResultLine(labels[key]!);
            return line ? [key, !!line.currency, line.decimals ?? 0] : key;
          })
      : undefined,
  // A parameter with named choices is a select of that many options.
  options: (options) =>
    options
      ? Object.fromEntries(
          Object.entries(options)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, choices]) => [key, choices.length]),
        )
      : undefined,
  extraInputs: count,
  // Which inputs have bounds of their own; the numbers are literals of the same type.
  bounds: (bounds) =>
    bounds
      ? Object.entries(bounds)
          .map(([key, value]) => `${key}:${Object.keys(value).sort().join(',')}`)
          .sort()
      : undefined,
};

const PARAMS: Classified<ComponentModel['params']> = {
  count: present,
  durationMs: present,
  maxBytes: present,
  accept: count,
  prices: count,
  pageSize: present,
  min: present,
  max: present,
  step: present,
  unitPrice: present,
  start: present,
  // A product card always shows a score and a count: the stated ones are number literals.
  rating: WORDS,
  reviews: WORDS,
  // A badge is a part of its own; its text is words.
  badge: present,
};

const dataShape = ({ columns, rows }: DataSpec): Record<keyof DataSpec, unknown> => ({
  entity: undefined,
  columns: columns.map((column) => pick(column, COLUMN)),
  // Sample rows: how many, and which columns hold numbers and which text, per row.
  rows: rows.map((row) => [
    ...columns.map((column) => typeof row[column.key]),
    Object.keys(row).filter((key) => !columns.some((column) => column.key === key)).length,
  ]),
});

const MODEL: Classified<ComponentModel> = {
  schemaVersion: same,
  archetype: same,
  framework: same,
  name: WORDS,
  selector: WORDS,
  title: WORDS,
  subtitle: present,
  items: count,
  // How many labels each item lists of its own; the labels and the items' names are words.
  itemParts: (parts) => (parts ? Object.values(parts).map((labels) => labels.length) : undefined),
  details: count,
  message: present,
  fields: (fields) => fields.map((field) => pick(field, FIELD)),
  actions: (actions) => actions.map((action) => pick(action, ACTION)),
  data: dataShape,
  features: (features) => [...features].sort(),
  styling: (styling) => pick(styling, STYLING),
  inputs: (inputs) => inputs.map((input) => pick(input, PROP)),
  outputs: (outputs) => outputs.map((output) => pick(output, PROP)),
  params: (params) => pick(params, PARAMS),
  understood: WORDS,
  confidence: WORDS,
  uncovered: WORDS,
  // A chart's labels and sample values are static markup; its kind and number of points shape it.
  charts: (charts) => charts?.map((chart) => [chart.kind, chart.points.length]),
  presentation: (presentation) => pick(presentation, PRESENTATION),
  behaviour: (behaviour) => pick(behaviour, BEHAVIOUR),
  // The wording is words; where its number stands and what it counts shape the code.
  countWording: (wording) =>
    pick(wording, { subject: same, left: same, template: present, value: present }),
  description: WORDS,
};

/**
 * The model's shape as canonical text (keys sorted): equal for models that differ only in words,
 * different when the archetype, framework, a part, a feature or a behaviour differs.
 */
export function modelShape(model: ComponentModel): string {
  return JSON.stringify(pick(model, MODEL));
}
