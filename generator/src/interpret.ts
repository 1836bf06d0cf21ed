/**
 * interpret: a description becomes a component model. Each extractor in understand/ reads one kind
 * of part and reports the words it understood; this folds their partial models into one and
 * derives the confidence from those words.
 */
import { FORM_ARCHETYPES, NOTIFICATION_MENU, OWN_INPUT } from './lexicon/archetypes';
import { MODEL_SCHEMA_VERSION } from './model';
import type { Archetype, ComponentModel } from './model';
import { decidePresentation } from './presentation';
import { kebabCase, words } from './text';
import { scoreArchetypes } from './understand/archetype';
import { confidenceFrom } from './understand/confidence';
import { readCountWording, wordCharacterCounter } from './understand/count-wording';
import { numberedQuotes } from './understand/numbered-labels';
import { readStatedErrors } from './understand/stated-errors';
import { readSuccessText } from './understand/success-text';
import { readData } from './understand/data';
import {
  readFramework,
  validateDescription,
  withoutFrameworkPhrase,
  withoutRoleNotes,
} from './understand/description';
import { readFeatures } from './understand/features';
import { namedInputs, readFields } from './understand/fields';
import { isRevealField } from './understand/password-reveal';
import { readHeading } from './understand/heading';
import { readItems } from './understand/items';
import { readLabels } from './understand/labels';
import { ownLabel, readInEnglish } from './understand/languages';
import { DEFAULT_NAMES, readName } from './understand/name';
import { readParams } from './understand/params';
import { honourRequested } from './understand/requested';
import { withTallyButtons } from './understand/tally';
import { extractProps } from './understand/props';
import { extractQuotes, standardQuotes } from './understand/quotes';
import { readProductFacts } from './understand/product-facts';
import { readSectionParts } from './understand/section-parts';
import { readSwitchStatus } from './understand/switch-status';
import { interpretStyling, stylingWords } from './understand/styling';
import { CHART_ITEM } from './lexicon/charts';
import { readCharts } from './understand/charts';
import { readRowActions, withoutRowActions } from './understand/row-actions';
import { readTimeRange } from './understand/time-range';
import { readToolParts } from './understand/tool-parts';
import { readNumberStyle } from './understand/number-style';
import { readLabelChange } from './understand/label-change';
import { uncoveredParts } from './understand/uncovered';
import { statedRecords } from './understand/records';

export { interpretStyling };
export { GeneratorError, MAX_DESCRIPTION_LENGTH } from './understand/description';

/** A character counter's quoted wording: "N/280", "0 / 160". */
const COUNTER_QUOTE = /^\s*\w{1,5} ?\/ ?\d{2,5}\s*$/;

/** Archetypes that are only a guess when the description names inputs: those become a form. */
const WEAK_WITH_INPUTS: Archetype[] = [
  'button',
  'badge',
  'card',
  'avatar',
  'carousel',
  'dropdown',
  'tooltip',
];

export function interpret(description: string, previous?: ComponentModel): ComponentModel {
  const given = standardQuotes(validateDescription(description));
  const written = withoutRoleNotes(given);
  const reading = readInEnglish(written);
  const framework = readFramework(reading.text.toLowerCase(), previous);
  const text = withoutFrameworkPhrase(reading.text);
  const { quotes, masked } = extractQuotes(text);
  const lower = masked.toLowerCase();
  const understood: string[] = [];

  // "… as a progress bar" says how a part is shown, not what the whole component is.
  const ranked = scoreArchetypes(
    lower.replace(
      /\bas an? (?:progress ?bar|meter|status badge|badge|pill|chip|avatar|link|star rating)s?\b/g,
      ' ',
    ),
  );
  let archetype: Archetype = ranked.score > 0 ? ranked.archetype : (previous?.archetype ?? 'card');
  // "An Add to cart button that changes to 'Added'": a button whose label changes is the button.
  const labelChange =
    /^[^.;,]{0,50}?\bbutton\s+(?:that|which|whose)\b/.test(lower) &&
    readLabelChange(masked, quotes);
  if (labelChange) archetype = 'button';
  // Form words on their own ("a form with …") are weaker than the fields they list.
  if (archetype === 'form' && /\bpassword\b/.test(lower) && !/confirm/.test(lower))
    archetype = 'login-form';
  understood.push(...ranked.matched.flatMap((m) => words(m)));

  const { features, words: featureWords } = readFeatures(lower);
  understood.push(...featureWords);
  // A search box over entries the description writes out ("List: Moon River – Henry Mancini, …")
  // filters a list of them: the list, searchable.
  if (archetype === 'search-bar' && statedRecords(masked, quotes).length) {
    archetype = 'list';
    features.add('search');
  }

  const named = readName(text, masked, quotes, archetype, previous);
  understood.push(...named.words);
  const labels = readLabels(quotes, masked, archetype, named);
  understood.push(...labels.words);
  const { actions } = labels;
  // Rule: labels joined to "each row" or an action column are buttons in each row of a table.
  const rowActions = readRowActions(lower);
  if (
    rowActions.labels.length &&
    /\btables?\b/.test(lower) &&
    (archetype === 'card-grid' || archetype === 'list' || archetype === 'card')
  )
    archetype = 'data-table';
  // A dashboard's table carries its row actions as a table does.
  const rowTable =
    archetype === 'data-table' || (archetype === 'stat-card' && /\btables?\b/.test(lower));
  if (rowTable)
    for (const label of rowActions.labels) {
      const named = actions.find((a) => a.label.toLowerCase() === label.toLowerCase());
      if (named) Object.assign(named, { kind: 'secondary', row: true });
      else actions.push({ label, kind: 'secondary', row: true });
      understood.push(...words(label));
    }
  const rowSpans = rowTable ? rowActions.spans : [];

  const { inputs, outputs, words: propWords } = extractProps(lower);
  understood.push(...propWords);
  // A "user card with inputs …" is a plain card whose content the inputs define.
  if (archetype === 'profile-card' && inputs.length && !/\bprofile\b/.test(lower))
    archetype = 'card';
  // Inputs named by their kind compose with any component; where the archetype was only a
  // guess (a "card", a "button"), or the description calls itself a form, they make it a form.
  // A button's own change of label ("toggles to Following") names no input, nor does a
  // notifications dropdown.
  const ownControls = labelChange || (archetype === 'dropdown' && NOTIFICATION_MENU.test(lower));
  const kindInputs =
    FORM_ARCHETYPES.includes(archetype) || ownControls ? [] : namedInputs(masked, quotes);
  if (
    kindInputs.length &&
    (WEAK_WITH_INPUTS.includes(archetype) ||
      (/\bform\b/.test(lower) && archetype !== 'data-table' && archetype !== 'list') ||
      (archetype === 'file-upload' && kindInputs.some((f) => f.type !== 'file')))
  )
    archetype = 'form';
  const isForm = FORM_ARCHETYPES.includes(archetype);
  const { fields, words: fieldWords } = readFields(masked, quotes, archetype, lower, kindInputs);
  understood.push(...fieldWords);
  // A quoted title ("Subscribe to our newsletter") heads the form; it is not also a box to tick.
  if (labels.title) {
    const kept = fields.filter(
      (field) => field.type !== 'checkbox' || field.label !== labels.title,
    );
    fields.splice(0, fields.length, ...kept);
  }
  if (
    isForm &&
    fields.some(
      (f) => f.validation.match || f.validation.email || f.validation.pattern || f.required,
    )
  )
    features.add('validation');

  const presentation = decidePresentation(text, [...features]);
  // Showing the passwords is the form's own control, not a value it sends.
  if (presentation.passwordReveal) {
    const kept = fields.filter((field) => !isRevealField(field));
    fields.splice(0, fields.length, ...kept);
    if (!fields.some((field) => field.type === 'password')) delete presentation.passwordReveal;
  }
  // A field's quoted label ("a textarea labeled 'What's happening?'") is no button of the form.
  if (isForm) {
    const labelled = new Set(fields.map((field) => field.label.toLowerCase()));
    const kept = actions.filter((action) => !labelled.has(action.label.toLowerCase()));
    actions.splice(0, actions.length, ...kept);
  }
  // A form's text that follows one of its switches ("Dark mode is on" / "… is off").
  const switchStatus = isForm ? readSwitchStatus(quotes, fields) : undefined;
  if (switchStatus) presentation.switchStatus = switchStatus;
  // A form's messages quoted for its fields ("'Please enter a valid email' if …").
  const statedErrors = isForm ? readStatedErrors(quotes, fields) : [];
  // What the form says once sent, in the description's words; a component that is no form but
  // has fields gains one (blueprints/compose.ts), which says it too.
  const successText = isForm || fields.length > 0 ? readSuccessText(masked, quotes) : undefined;
  if (successText) presentation.successText = successText;
  // The cards' own Grid / List switch is no field either.
  if (presentation.viewToggle) {
    const kept = fields.filter((field) => !/\b(?:grid|list|view)\b/i.test(field.label));
    fields.splice(0, fields.length, ...kept);
  }
  const {
    items,
    prices,
    details,
    words: itemWords,
  } = readItems(masked, archetype, presentation, quotes);
  understood.push(...itemWords);
  // A dashboard's time-range choices are a select beside its cards, not metrics.
  const ranges = archetype === 'stat-card' ? readTimeRange(items) : [];
  if (ranges.length) {
    const periods = new Set(ranges.map((range) => range.toLowerCase()));
    items.splice(0, items.length, ...items.filter((item) => !readTimeRange([item, item]).length));
    fields.push({
      name: 'timeRange',
      label: 'Time range',
      type: 'select',
      required: false,
      options: [...periods].map((period) => ranges.find((r) => r.toLowerCase() === period)!),
      validation: {},
    });
  }
  const section = readSectionParts(archetype, written, masked, lower, quotes, items, fields);
  understood.push(...section.words);
  const { itemParts } = section;
  if (section.figuresOnly) presentation.figuresOnly = true;
  const product = archetype === 'product-card' ? readProductFacts(masked, quotes) : {};
  const { name: productName, ...productParams } = product;
  const params: ComponentModel['params'] = {
    ...(prices ? { prices } : {}),
    ...readParams(lower, archetype),
    ...productParams,
  };

  const tool = readToolParts(
    { written, masked, lower, quotes, archetype, presentation },
    { items, fields, actions, params },
  );
  understood.push(...tool.words);
  // A tool's numbers and a product's price are written as the description writes them.
  const numbers =
    tool.behaviour?.formula || tool.behaviour?.cart || archetype === 'product-card'
      ? readNumberStyle(written, reading.language)
      : undefined;
  const behaviour = numbers ? { ...tool.behaviour, numbers } : tool.behaviour;
  // A to-do list's "input for the item name" is its text box, read as its label, not a prop.
  const typedInto = behaviour?.labels?.newItem?.toLowerCase().replace(/[^a-z]/g, '');
  if (typedInto) {
    const kept = inputs.filter((input) => !input.name.toLowerCase().endsWith(typedInto));
    inputs.splice(0, inputs.length, ...kept);
  }

  // A count worded by the description; characters left, or typed of a limit ("0/280"), belong to
  // the text the person types.
  const countWording = readCountWording(text, archetype);
  if (
    countWording?.subject === 'characters' &&
    (countWording.left || countWording.template.includes('{total}'))
  )
    wordCharacterCounter(fields, countWording, OWN_INPUT.includes(archetype));

  const needsData =
    archetype === 'data-table' ||
    archetype === 'card-grid' ||
    (archetype === 'list' && presentation.listKind === 'records');
  const { data, words: dataWords } = readData(
    withoutRowActions(masked, rowSpans),
    withoutRowActions(lower, rowSpans),
    archetype,
    needsData,
    quotes,
  );
  understood.push(...dataWords);
  if (archetype === 'data-table' && data.columns.length) features.add('sort');

  const heading = readHeading({ lower, masked, rawName: named.rawName, quotes }, archetype, {
    title: labels.title,
    message: labels.message,
    items,
    ...(itemParts ? { itemParts } : {}),
    partTexts: [
      ...data.columns.map((column) => column.label),
      ...(behaviour?.quiz?.questions ?? []).map((q) => q.question),
      ...(switchStatus ? [switchStatus.on, switchStatus.off] : []),
      ...(successText ? [successText] : []),
      // A field's label is the field's, never the copy ("a checkbox 'I agree to the terms'").
      ...fields.map((field) => field.label),
      ...statedErrors,
      // A product's badge ("a 'New' badge") is shown on its card.
      ...(product.badge ? [product.badge] : []),
      // "'Rate 1' through 'Rate 5'" names the stars.
      ...numberedQuotes(quotes, behaviour?.labels?.star),
      // "N/280", "280 characters left": the counter's wording, shown by the counter, not as
      // a note.
      ...(countWording?.subject === 'characters'
        ? quotes.flatMap((q) =>
            COUNTER_QUOTE.test(q.text) || q.text.replace(/\d+/, '{n}') === countWording.template
              ? [q.text]
              : [],
          )
        : []),
    ],
    actions,
  });
  // A product named without quotes ("name Speckled Mug") heads its card unless a quote does.
  const title = productName && !labels.title ? productName : heading.title;
  const { subtitle, message } = heading;

  const styling = interpretStyling(lower, previous?.styling);
  understood.push(...stylingWords(lower));

  // Rule: a dashboard draws the charts it names; other components still say they cannot.
  const { charts, words: chartWords } =
    archetype === 'stat-card' ? readCharts(lower) : { charts: [], words: [] };
  understood.push(...chartWords);
  // A chart the dashboard draws is not one of its metric cards ("… and a bar chart of signups").
  if (charts.length) {
    const cards = items.filter((item) => !CHART_ITEM.test(item));
    items.splice(0, items.length, ...cards);
  }
  const uncovered = uncoveredParts(lower, items).filter(
    (part) => !(charts.length && part === 'a chart'),
  );
  const { confidence, understood: understoodWords } = confidenceFrom(
    lower,
    understood,
    ranked.score,
    uncovered,
  );

  // Labels the language lexicon read in English keep the user's own words.
  if (reading.labels.size) {
    for (const field of fields) field.label = ownLabel(field.label, reading.labels);
    for (const column of data.columns) column.label = ownLabel(column.label, reading.labels);
  }

  const model: ComponentModel = {
    schemaVersion: MODEL_SCHEMA_VERSION,
    archetype,
    name: named.name,
    selector: kebabCase(named.name) || kebabCase(DEFAULT_NAMES[archetype]),
    framework,
    title,
    ...(subtitle !== undefined ? { subtitle } : {}),
    ...(message !== undefined ? { message } : {}),
    items,
    ...(itemParts ? { itemParts } : {}),
    details,
    fields,
    actions,
    data,
    features: [...features].sort(),
    styling,
    inputs,
    outputs,
    params,
    understood: understoodWords,
    confidence,
    ...(uncovered.length ? { uncovered } : {}),
    ...(charts.length ? { charts } : {}),
    presentation,
    ...(countWording && countWording.subject !== 'characters' ? { countWording } : {}),
    ...(behaviour ? { behaviour } : {}),
    description: given,
  };
  return withTallyButtons(honourRequested(model, written));
}
