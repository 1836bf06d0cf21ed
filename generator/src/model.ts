/** The typed understanding of a description: everything the emitters need, nothing they guess. */
import type { SuggestionTopic } from './lexicon/suggestions';
import type { ConversionId } from './lexicon/conversions';
import type { FormulaId } from './lexicon/formulas';
import type { QuizTopic } from './lexicon/quiz-questions';

/** Angular 21; React 19 with raw elements and a CSS module; React 19 with @kiln/design-system. */
export const FRAMEWORKS = ['angular', 'react', 'react-ds'] as const;
export type Framework = (typeof FRAMEWORKS)[number];

/** Both React flavours share the React printer's module shape (one .tsx, props, hooks). */
export function isReactFramework(framework: Framework): boolean {
  return framework !== 'angular';
}

export const ARCHETYPES = [
  'button',
  'badge',
  'alert',
  'card',
  'profile-card',
  'product-card',
  'pricing-table',
  'stat-card',
  'login-form',
  'signup-form',
  'contact-form',
  'newsletter-form',
  'search-bar',
  'checkout-form',
  'settings-form',
  'form',
  'data-table',
  'list',
  'card-grid',
  'feature-grid',
  'logo-cloud',
  'navbar',
  'sidebar',
  'footer',
  'breadcrumb',
  'tabs',
  'accordion',
  'modal',
  'dropdown',
  'tooltip',
  'toast',
  'stepper',
  'progress-bar',
  'spinner',
  'avatar',
  'rating',
  'pagination',
  'hero',
  'testimonial',
  'timeline',
  'file-upload',
  'carousel',
  'kanban',
  'empty-state',
  'otp-input',
  'tag-input',
  'chat',
  'counter',
  'chip-group',
  'calculator',
  'timer',
  'converter',
  'password-strength',
  'randomizer',
  'game',
  'css-builder',
  'cart',
  'reaction',
  'poll',
  'quiz',
  'article-card',
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

export const FIELD_TYPES = [
  'text',
  'email',
  'password',
  'number',
  'range',
  'tel',
  'url',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'toggle',
  'file',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldValidation {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** A regular expression source, anchored by the emitters. */
  pattern?: string;
  /** Shown when the pattern does not match, e.g. "Use the format MM/YY". */
  patternHint?: string;
  email?: boolean;
  /** Name of another field whose value this one must equal. */
  match?: string;
}

export interface Field {
  /** camelCase identifier, unique within the model. */
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  autocomplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  options?: string[];
  validation: FieldValidation;
  /** Shows how many characters are used of `validation.maxLength` ("42 / 160"). */
  counter?: boolean;
  /**
   * The counter in the description's words: `{n}` the characters left ("{n} characters left"), or
   * `{used}` the characters typed ("{used}/280").
   */
  counterWording?: string;
  /** The description's own message for this field, said whichever of its rules fails. */
  errorText?: string;
}

export type ActionKind = 'primary' | 'secondary' | 'link';

export interface Action {
  label: string;
  kind: ActionKind;
  /** A submit button of the form, when the component is a form. */
  submit?: boolean;
  /** A button in each row of a table ("Edit and Delete buttons on each row"), not beside it. */
  row?: boolean;
}

export interface Column {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'currency' | 'date' | 'email' | 'status' | 'progress';
}

/** A chart a dashboard names: its kind, what it shows and along what, with sample points. */
export interface ChartSpec {
  kind: 'line' | 'bar' | 'pie';
  /** What it shows, in the description's words ("Revenue"). */
  subject: string;
  /** What its points run along ("Month", "Week", "Category"). */
  along: string;
  /** The period it covers as written ("over the last 12 months"), when written. */
  span?: string;
  /** The engine's sample points, of the kind and number the description names. */
  points: { label: string; value: number }[];
}

export interface DataSpec {
  /** What one row or item is, singular ("user", "order"). */
  entity: string;
  columns: Column[];
  rows: Record<string, string | number>[];
}

export const FEATURES = [
  'validation',
  'loading',
  'empty',
  'error',
  'disabled',
  'responsive',
  'dark-mode',
  'animation',
  'search',
  'sort',
  'filter',
  'pagination',
  'selection',
  'keyboard',
  'accessibility',
  'dismissible',
  'collapsible',
  'autoplay',
  'success',
] as const;
export type Feature = (typeof FEATURES)[number];

export type Radius = 'square' | 'default' | 'rounded' | 'pill';
export type Density = 'compact' | 'comfortable' | 'spacious';

export interface Styling {
  /** Validated #rrggbb colours only; never raw user text. */
  primary: string;
  accent?: string;
  background?: string;
  /** Colour of text drawn on the primary colour, derived for contrast. */
  onPrimary: string;
  radius: Radius;
  shadow: boolean;
  density: Density;
  variant: 'filled' | 'outline';
  theme: 'light' | 'dark' | 'auto';
  /** How the parts are laid out: one column, two columns side by side, or cards (absent: the archetype's own). */
  layout?: 'stacked' | 'split' | 'grid';
}

export interface Prop {
  name: string;
  /** A TypeScript type, from a fixed vocabulary (string, number, boolean, string[] …). */
  type: string;
  required: boolean;
}

/** Alert tones, in the order the emitted `AlertVariant` type lists them. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

/**
 * The choices an archetype makes from the wording of the description, decided once by `interpret`
 * so that blueprints read the model and never the description (decide once, store it in the model).
 * Every model carries all of them; each archetype reads its own.
 */
export interface Presentation {
  /** list: tasks the user adds, ticks off and deletes, or read-only records. */
  listKind: 'todo' | 'records';
  /** accordion: several answers may be open at once, instead of one at a time. */
  expandMultiple: boolean;
  /** accordion: the first answer starts open ("the first one expanded"); else all start closed. */
  firstOpen?: true;
  /** product card: shows the star rating. */
  showRating: boolean;
  /** hero: a page-top hero, or a slimmer call-to-action banner. */
  heroStyle: 'hero' | 'banner';
  /** hero: shows an illustration beside the text. */
  illustrated: boolean;
  /** hero: offers a second button even when the description named only one. */
  secondaryAction: boolean;
  /** carousel: advances on its own. */
  autoplay: boolean;
  /** badge: the variant names the description listed, when it listed two or more. */
  badgeVariants: string[];
  /** toast and alert: the tones the description asked for (two or more), else none. */
  toastVariants: AlertVariant[];
  /** alert: the tone it starts with. */
  alertVariant: AlertVariant;
  /** alert: the user can close it. */
  dismissible: boolean;
  /** alert: one alert for each of the tones listed (`toastVariants`), shown together. */
  alertStack?: boolean;
  /** toast: the corner of the screen it appears in. */
  toastCorner: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'right' };
  /** progress bar: what it measures, named in its label when there is no title. */
  progressSubject: 'upload' | 'generic';
  /** spinner: its label is shown, not only announced to screen readers. */
  spinnerLabelVisible: boolean;
  /** form: its submit button is disabled while a field is invalid ("Send disabled while empty"). */
  submitWhenValid?: boolean;
  /** form: its passwords can be shown as text, by a button beside them or a checkbox or switch under them. */
  passwordReveal?: 'button' | 'checkbox' | 'switch';
  /** accordion: one panel that expands and collapses, with this heading ("Shipping details"). */
  singlePanel?: string;
  /** card grid: Grid and List buttons switch how the cards are laid out. */
  viewToggle?: boolean;
  /** rating: its stars are buttons pressed or not ("five star buttons"), not a radio group. */
  starButtons?: boolean;
  /** form: a text under it that says whether one of its switches is on ("Dark mode is on"). */
  switchStatus?: SwitchStatus;
  /** form: what it says once sent, as the description quotes it ("Account created!"). */
  successText?: string;
  /**
   * stat cards: every figure is stated and no change is, nor asked for: the cards show the
   * figures alone rather than invented changes beside them.
   */
  figuresOnly?: boolean;
}

/** The text a form shows for one of its switches: `on` while it is on, `off` while it is off. */
export interface SwitchStatus {
  /** The name of the switch's field. */
  field: string;
  on: string;
  off: string;
}

/**
 * A live count in the description's own wording: `{n}` is the number, `{total}` the number of
 * positions ("{n} characters left", "Tries left: {n}", "{n} of {total}", "{n} items").
 */
export interface CountWording {
  /** `done`: the entries done of all of them ("2 of 5 done"), `{n}` done of `{total}`. */
  subject: 'characters' | 'tries' | 'moves' | 'items' | 'position' | 'done';
  /** Counts what is left (down from `value`) rather than what is used or there. */
  left: boolean;
  template: string;
  /** The number the description wrote: a limit for what is left, else the example it gave. */
  value: number;
}

/** What a working tool computes, times, converts or picks, decided once from the description. */
/** What a CSS builder builds. */
export type CssBuilder = 'gradient' | 'shadow' | 'radius' | 'style';

/** The properties a style preview sets on its sample text. */
export type StyleProperty =
  | 'background'
  | 'color'
  | 'fontSize'
  | 'fontWeight'
  | 'lineHeight'
  | 'letterSpacing'
  | 'padding'
  | 'radius';

/** Lists of things to get or take rather than tasks to do. */
export type ListTopic = 'shopping' | 'grocery' | 'packing';

/** A locale (BCP 47) and an ISO 4217 currency: "80,00 €" is de-DE and EUR. */
export interface NumberStyle {
  locale: string;
  currency: string;
}

export interface Behaviour {
  /** calculator: the formula family (lexicon/formulas.ts). */
  formula?: FormulaId;
  /** timer: counts down to a moment, counts up, counts down a duration, or tells the time. */
  clock?: 'countdown' | 'stopwatch' | 'timer' | 'clock' | 'pomodoro';
  /** timer (pomodoro): its phases in minutes; a long break, when named, after every fourth work phase. */
  phases?: { work: number; rest: number; long?: number; workName?: 'Focus' | 'Study' };
  /** timer (clock): starts showing the time in 24-hour format. */
  hour24?: boolean;
  /** timer: the duration the person types is in seconds ("enter the number of seconds"), not minutes. */
  durationUnit?: 'seconds';
  /** timer (stopwatch): a Lap button that records the time into a list of laps. */
  laps?: boolean;
  /** timer (stopwatch): shows hundredths of a second ("00:00.00"), not tenths. */
  hundredths?: boolean;
  /** reaction: a like button with its count, or emoji feedback that thanks the person. */
  reaction?: 'like' | 'emoji';
  /** timer (countdown): the moment, as an ISO date `2030-01-01` or date-time. */
  until?: string;
  /** converter: the pair of units or encodings (lexicon/conversions.ts). */
  conversion?: ConversionId;
  /** converter (currency): how many of the right currency one of the left is worth, as stated. */
  rate?: number;
  /**
   * converter (currency): the currencies picked from in From and To menus, in the description's
   * order, when it names three or more or asks for menus.
   */
  currencies?: string[];
  /**
   * converter (units): the units picked from in From and To menus, as written, each with how
   * many of its quantity's base unit it is (lexicon/units.ts), and the result's decimals at most.
   */
  units?: { label: string; factor: number }[];
  /**
   * randomizer (dice): several dice rolled at once, `count` of them, or as many as chosen in a
   * menu labelled `choose.label`, from one to `choose.max`.
   */
  dice?: { count: number; choose?: { label: string; max: number } };
  /**
   * calculator: a percentage input's quick choices, as buttons beside it ("three buttons 10%, 15%,
   * 20% for the tip"), by the input's key.
   */
  presets?: Record<string, number[]>;
  /** calculator, cart: numbers and money as the description writes them; else en-US dollars. */
  numbers?: NumberStyle;
  decimals?: number;
  /** list (to-do): All / Active / Completed views with their counts. */
  taskFilters?: boolean;
  /** list (to-do): what one entry is called when not a task ("a shopping list" holds items). */
  itemNoun?: 'item';
  /** list (to-do): the kind of list its words name ("a grocery list"), for its heading and samples. */
  listTopic?: ListTopic;
  /** list (to-do): a Clear completed button that removes the tasks done. */
  clearCompleted?: boolean;
  /** list (to-do): starts with no entries, as the description names none and asks for no samples. */
  startEmpty?: boolean;
  /** list (records): the person puts the items in order (drag, move up / down buttons). */
  reorder?: boolean;
  /** testimonial: several shown one at a time, with previous / next buttons and dots. */
  slider?: boolean;
  /** pricing table: a monthly / yearly switch that changes the prices shown. */
  billingToggle?: boolean;
  /**
   * pricing table: what paying yearly saves, as stated ("yearly prices are 20% off", "3 months
   * free"); without it a year costs ten months.
   */
  yearlySaving?: { percent: number } | { monthsFree: number };
  /** pricing table: the description calls the yearly price "annual" (and never "yearly"). */
  yearlyWord?: 'annual';
  /** randomizer: what it picks at random. */
  pick?: 'quote' | 'coin' | 'dice' | 'names';
  /**
   * quiz: the topic its questions are about and how many it asks, as stated; or the questions it
   * writes out with their choices; and whether a choice goes straight on to the next question.
   */
  quiz?: { topic: QuizTopic; count?: number; questions?: StatedQuestion[]; advance?: boolean };
  /** randomizer: the results drawn so far, newest first ("a list of previous rolls"). */
  history?: boolean;
  /** game: which small game. */
  game?:
    | 'tic-tac-toe'
    | 'guess-number'
    | 'rock-paper-scissors'
    | 'memory'
    | 'whack-a-mole'
    | 'simon'
    | 'minesweeper'
    | 'sudoku';
  /** game (minesweeper): the board's side and its mines, as the description states them. */
  board?: { side?: number; mines?: number };
  /**
   * cart: a cart (starts at one of each, lines can be removed), an order form (starts at none), or
   * an order summary (the lines as they are, nothing to change).
   */
  cart?: 'cart' | 'order' | 'summary';
  /** cart: the subtotal with the shipping and tax it states, before the total. */
  charges?: CartCharges;
  /** css-builder: the property it builds. */
  css?: CssBuilder;
  /** css-builder (style): the properties named, in the description's order. */
  styleProperties?: StyleProperty[];
  /**
   * calculator, timer, converter, to-do list: the description's own label for a parameter, by its
   * key (a to-do list's `newItem`, `add`, `all`, `active`, `completed`); a rating's `unset`, what
   * it says before a star is chosen; a quiz's `correct`, `wrong` and `restart`; a dialog's
   * `confirmed`, what it says once confirmed; a notification bell's `bell`, its words around the
   * unread count; a pricing table's `perMonth` and `perYear` ("/mo", "/yr"); a guessing game's
   * `high`, `low`, `found` and `invalid`.
   */
  labels?: Record<string, string>;
  /** calculator: the choices named for an input, which makes it a select ("15 years", "30 years"). */
  options?: Record<string, string[]>;
  /**
   * calculator: the description names no slider, so the family's slider inputs are number inputs
   * ("two number inputs, 'Bill amount' and 'Tip %'").
   */
  noSlider?: true;
  /** calculator: bounds set for an input by its key ("a tip slider from 0 to 50 %"). */
  bounds?: Record<string, { min?: number; max?: number }>;
  /** calculator: labels the description names that mean none of its parameters, drawn as inputs. */
  extraInputs?: string[];
  /** modal, toast: the label of the button that opens or shows it, when the description puts it behind one. */
  trigger?: string;
  /** search bar: suggests as one types, from the items named or a topic's entries (lexicon/suggestions.ts). */
  autocomplete?: { topic?: SuggestionTopic };
  /**
   * chat: a comment section (comments with their time and count, a box to post one): its post
   * button's label when named, and whether each comment has Reply and Like buttons.
   */
  comments?: { post?: string; reply?: boolean; like?: boolean };
  /** dropdown: a notification bell whose panel lists notifications, with their unread count. */
  notifications?: boolean;
  /**
   * button, product card (its Add to cart): what it says once pressed ("Added"), and whether
   * pressing again gives its label back.
   */
  pressed?: { label: string; toggles: boolean };
  /**
   * counter: a click counter (the count shown as text) rather than a quantity stepper, with its
   * buttons in order, by what each does to the count.
   */
  tally?: {
    buttons: TallyButton[];
    /** A number box that sets how much each click moves the count ("a Step field, default 1"). */
    stepInput?: { label: string; initial: number };
  };
  /** password strength: its levels as the description states them, the most demanding first. */
  strength?: StrengthRule[];
}

/** A cart's charges besides its lines: shipping as an amount, tax as a share of the subtotal. */
export interface CartCharges {
  shipping?: number;
  taxRate?: number;
}

/** What a password strength level needs besides its length. */
export type StrengthNeed = 'number' | 'symbol' | 'upper' | 'lower';

/** One password strength level and what a password takes to reach it. */
export interface StrengthRule {
  label: string;
  /** Characters at least. */
  min?: number;
  /** Characters at most. */
  max?: number;
  needs: StrengthNeed[];
}

/** A quiz question the description writes out: its choices and the index of the right one. */
export interface StatedQuestion {
  question: string;
  answers: string[];
  correct: number;
}

/** What a click counter's button does to its count. */
export type TallyRole = 'increment' | 'decrement' | 'reset';

/** A click counter's button: its label as named, none for the − and + the printer draws. */
export interface TallyButton {
  role: TallyRole;
  label?: string;
}

/**
 * The shape of the stored model; models stored before the field existed are version 1, version 2
 * lacks `presentation.toastVariants`, and before version 4 an accordion's first answer started
 * open (`presentation.firstOpen` says so since).
 */
export const MODEL_SCHEMA_VERSION = 4;

export interface ComponentModel {
  /** Which shape of the model this is, so a stored model can be upgraded when it is read. */
  schemaVersion: typeof MODEL_SCHEMA_VERSION;
  archetype: Archetype;
  /** PascalCase, without the "Component" suffix. */
  name: string;
  /** kebab-case; the Angular selector is `app-${selector}`. */
  selector: string;
  framework: Framework;
  title: string;
  subtitle?: string;
  /** Labels for the component's repeated parts: tabs, links, steps, columns of a board … */
  items: string[];
  /**
   * The labels listed under an item, by the item's label ("Product (Features, Pricing)"): a
   * footer's links per column. Items without an entry show the archetype's own.
   */
  itemParts?: Record<string, string[]>;
  /** Free-form "label: value" details the description asked to show. */
  details: string[];
  message?: string;
  fields: Field[];
  actions: Action[];
  data: DataSpec;
  features: Feature[];
  styling: Styling;
  inputs: Prop[];
  outputs: Prop[];
  /** Archetype-specific numbers: stars, digits, plans' prices, durations in ms, sizes in bytes. */
  params: {
    count?: number;
    durationMs?: number;
    maxBytes?: number;
    accept?: string[];
    prices?: string[];
    /** Rows or items shown per page, when the description states it. */
    pageSize?: number;
    /** Lowest and highest value a counter or slider accepts. */
    min?: number;
    max?: number;
    /** How far a counter's buttons move it ("in steps of 5"). */
    step?: number;
    /** A counter's price of one ("$12 each"): it shows the total for the quantity. */
    unitPrice?: number;
    /** The number a click counter starts at and resets to ("starts at 5"). */
    start?: number;
    /** A product card's stated score out of five, number of reviews and badge ("New"). */
    rating?: number;
    reviews?: number;
    badge?: string;
  };
  /** Words of the description the model used, and a 0–1 measure of how much was understood. */
  understood: string[];
  confidence: number;
  /** Charts a dashboard names, drawn beside its cards. */
  charts?: ChartSpec[];
  /** Parts the description asked for that no blueprint draws ("a map"), said in the reply. */
  uncovered?: string[];
  presentation: Presentation;
  /** A live count worded as the description words it, where the component shows one. */
  countWording?: CountWording;
  /** Working tools only (calculator, timer, converter, randomizer): what they do. */
  behaviour?: Behaviour;
  /** The description as given (cleaned); blueprints never read it, `presentation` holds its choices. */
  description: string;
}

export interface GeneratedFile {
  path: string;
  content: string;
  type: 'component' | 'template' | 'style' | 'test';
  language: 'typescript' | 'html' | 'scss' | 'tsx' | 'css';
}
