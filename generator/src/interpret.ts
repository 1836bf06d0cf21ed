/**
 * interpret: a description becomes a component model. Each extractor in understand/ reads one kind
 * of part and reports the words it understood; this folds their partial models into one and
 * derives the confidence from those words.
 */
import { FORM_ARCHETYPES, OWN_INPUT } from './lexicon/archetypes';
import { MODEL_SCHEMA_VERSION } from './model';
import type { Archetype, ComponentModel, Framework } from './model';
import { decidePresentation } from './presentation';
import { cleanText, kebabCase, pascalCase, sentenceCase, words } from './text';
import { scoreArchetypes } from './understand/archetype';
import { confidenceFrom } from './understand/confidence';
import { readBehaviour } from './understand/behaviour';
import { readCountWording, wordCharacterCounter } from './understand/count-wording';
import { namedPeople, readData } from './understand/data';
import { readFeatures } from './understand/features';
import { namedInputs, readFields } from './understand/fields';
import { copyrightOwner, readGroups } from './understand/groups';
import { readItems } from './understand/items';
import { readLabels } from './understand/labels';
import { ownLabel, readInEnglish } from './understand/languages';
import { DEFAULT_NAMES, readName } from './understand/name';
import { readParams } from './understand/params';
import { honourRequested } from './understand/requested';
import { extractProps } from './understand/props';
import { extractQuotes, standardQuotes } from './understand/quotes';
import { interpretStyling, stylingWords } from './understand/styling';
import { uncoveredParts } from './understand/uncovered';
import { FIELD_CUES } from './lexicon/fields';
import { topicCopy } from './lexicon/topic-copy';
import { readNamedLabels, readToolLabels } from './understand/tool-labels';
import { readTodoWords } from './understand/todo-labels';

export { interpretStyling };

export const MAX_DESCRIPTION_LENGTH = 2000;

export class GeneratorError extends Error {
  constructor(
    readonly code: 'EMPTY_DESCRIPTION' | 'DESCRIPTION_TOO_LONG' | 'NO_WORDS',
    message: string,
  ) {
    super(message);
    this.name = 'GeneratorError';
  }
}

function validateDescription(description: string): string {
  if (typeof description !== 'string' || description.trim() === '')
    throw new GeneratorError(
      'EMPTY_DESCRIPTION',
      'Describe the component you want, for example "a login form with email and password".',
    );
  if (description.length > MAX_DESCRIPTION_LENGTH)
    throw new GeneratorError(
      'DESCRIPTION_TOO_LONG',
      `The description is ${description.length} characters long; the limit is ${MAX_DESCRIPTION_LENGTH}.`,
    );
  const clean = cleanText(description);
  if (!/[\p{L}\p{N}]/u.test(clean))
    throw new GeneratorError(
      'NO_WORDS',
      'The description has no words in it. Describe the component in a sentence.',
    );
  return clean;
}

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

/** The framework the text names; a react-ds model stays react-ds when the text only says React. */
function readFramework(lower: string, previous: ComponentModel | undefined): Framework {
  if (/\breact-ds\b|\bkiln(?:'s)? design[- ]system\b/.test(lower)) return 'react-ds';
  if (/\breact\b/.test(lower)) return previous?.framework === 'react-ds' ? 'react-ds' : 'react';
  if (/\bangular\b/.test(lower)) return 'angular';
  return previous?.framework ?? 'angular';
}

export function interpret(description: string, previous?: ComponentModel): ComponentModel {
  const written = standardQuotes(validateDescription(description));
  const reading = readInEnglish(written);
  const text = reading.text;
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
  // Form words on their own ("a form with …") are weaker than the fields they list.
  if (archetype === 'form' && /\bpassword\b/.test(lower) && !/confirm/.test(lower))
    archetype = 'login-form';
  understood.push(...ranked.matched.flatMap((m) => words(m)));

  const { features, words: featureWords } = readFeatures(lower);
  understood.push(...featureWords);

  const named = readName(text, masked, quotes, archetype, previous);
  understood.push(...named.words);
  const labels = readLabels(quotes, masked, archetype, named);
  understood.push(...labels.words);
  const { actions } = labels;
  let { title } = labels;

  const { inputs, outputs, words: propWords } = extractProps(lower);
  understood.push(...propWords);
  // A "user card with inputs …" is a plain card whose content the inputs define.
  if (archetype === 'profile-card' && inputs.length && !/\bprofile\b/.test(lower))
    archetype = 'card';
  // Inputs named by their kind compose with any component; where the archetype was only a
  // guess (a "card", a "button"), or the description calls itself a form, they make it a form.
  const kindInputs = FORM_ARCHETYPES.includes(archetype) ? [] : namedInputs(masked, quotes);
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
  if (title) {
    const kept = fields.filter((field) => field.type !== 'checkbox' || field.label !== title);
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
  const {
    items,
    prices,
    details,
    words: itemWords,
  } = readItems(masked, archetype, presentation, quotes);
  understood.push(...itemWords);
  // A footer's columns named with their links: "Product (Features, Pricing), Company (About)".
  let itemParts: Record<string, string[]> | undefined;
  const groups = archetype === 'footer' ? readGroups(masked, quotes) : [];
  if (groups.length) {
    items.splice(0, items.length, ...groups.map((group) => group.label));
    itemParts = Object.fromEntries(groups.map((group) => [group.label, group.items]));
    understood.push(...groups.flatMap((group) => group.items.flatMap((item) => words(item))));
  }
  // Testimonials from people named with their company: "Sarah (Stripe), Mike (Notion)".
  const quoted = archetype === 'testimonial' ? namedPeople(masked, true) : [];
  if (quoted.length >= 2) {
    items.splice(0, items.length, ...quoted.map((person) => person.name));
    itemParts = Object.fromEntries(quoted.map((person) => [person.name, [person.role]]));
  }
  // A footer's newsletter sign-up ("a newsletter email input"): the email field it asks for.
  if (
    archetype === 'footer' &&
    /\b(?:newsletter|e-?mail (?:input|field|box|sign[- ]?up))\b/.test(lower) &&
    !fields.some((field) => field.type === 'email')
  ) {
    const email = FIELD_CUES.find(([cue]) => cue.source.includes('mail'))![1]();
    fields.push({ ...email, validation: email.validation ?? {} });
  }
  const params: ComponentModel['params'] = {
    ...(prices ? { prices } : {}),
    ...readParams(lower, archetype),
  };

  let behaviour = readBehaviour(lower, archetype);
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
    // The filters' names (named or the usual ones) are not tasks the list starts with.
    if (behaviour?.taskFilters && own.viewsAsItems) items.splice(0, items.length);
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
  const minutes = /\b(\d+)[- ]?(?:minutes?|mins?)\b/.exec(lower);
  if (behaviour?.clock === 'timer' && minutes && !params.durationMs)
    params.durationMs = Number(minutes[1]) * 60_000;

  // The pricing table's own monthly / yearly switch: its words are neither plans nor a form field.
  if (behaviour?.billingToggle) {
    const billing = /\b(?:monthly|yearly|annual(?:ly)?|billing|toggle|switch)\b/i;
    const plans = items.filter((item) => !billing.test(item));
    items.splice(0, items.length, ...(plans.length >= 2 ? plans : []));
    fields.splice(0, fields.length, ...fields.filter((field) => !billing.test(field.label)));
  }

  // A count worded by the description; characters left belong to the text the person types.
  const countWording = readCountWording(text);
  if (countWording?.subject === 'characters' && countWording.left)
    wordCharacterCounter(fields, countWording, OWN_INPUT.includes(archetype));

  // A list put in order shows the items the description names, however it lists them.
  if (behaviour?.reorder && items.length < 2)
    items.splice(0, items.length, ...readNamedLabels(masked, quotes).map((named) => named.label));

  // The clock's own 12/24-hour switch is not a form field.
  if (behaviour?.clock === 'clock') {
    const format = /\b(?:12|24)\b|\bhours?\b|\bformat\b/i;
    fields.splice(0, fields.length, ...fields.filter((field) => !format.test(field.label)));
  }

  const needsData =
    archetype === 'data-table' ||
    archetype === 'card-grid' ||
    (archetype === 'list' && presentation.listKind === 'records');
  const { data, words: dataWords } = readData(masked, lower, archetype, needsData);
  understood.push(...dataWords);
  if (archetype === 'data-table' && data.columns.length) features.add('sort');

  // One stat card's metric is its title; several are its items.
  if (archetype === 'stat-card' && items.length < 2) {
    const metric =
      /\b(?:showing|shows|displaying|for|of)\s+(?:the\s+)?([a-z]+(?: [a-z]+)?)(?=[,.]|\s+(?:with|and)\b|$)/.exec(
        lower,
      );
    if (metric) title = sentenceCase(metric[1]!);
  }
  if (!title && named.rawName && archetype === 'card')
    title = sentenceCase(
      pascalCase(named.rawName)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    );
  // A team section is headed by the words that name it ("meet the team section", "Our team").
  const teamHeading = /\b(meet (?:the|our) team|our team)(?= section| grid| page|$)/i.exec(masked);
  if (archetype === 'card-grid' && !title && teamHeading) title = sentenceCase(teamHeading[1]!);
  let message = labels.message;
  // A topic the description names but does not word (a cookie banner, a 404 page) gets its copy.
  const topic = topicCopy(lower, archetype);
  let subtitle: string | undefined;
  if (topic) {
    title ||= topic.title;
    if (archetype === 'empty-state') subtitle ??= topic.text;
    else message ??= topic.text;
    if (topic.action && !actions.some((a) => a.kind !== 'link'))
      actions.push({ label: topic.action, kind: 'primary' });
  }
  if (archetype === 'empty-state' && message) title = message;
  // A footer's copyright line names whose site it is: "© 2024 Brightside Inc." → Brightside Inc.
  if (archetype === 'footer' && !title && message?.includes('©')) title = copyrightOwner(message);

  const styling = interpretStyling(lower, previous?.styling);
  understood.push(...stylingWords(lower));

  const uncovered = uncoveredParts(lower, items);
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
    framework: readFramework(lower, previous),
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
    presentation,
    ...(countWording && countWording.subject !== 'characters' ? { countWording } : {}),
    ...(behaviour ? { behaviour } : {}),
    description: written,
  };
  return honourRequested(model, written);
}
