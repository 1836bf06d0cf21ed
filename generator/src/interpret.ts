import { FEATURE_CUES, FORM_ARCHETYPES, OWN_INPUT, STOPWORDS } from './lexicon';
import { DETAIL_CUES, ITEM_CUES } from './list-cues';
import { MODEL_SCHEMA_VERSION } from './model';
import type { Action, Archetype, ComponentModel, DataSpec, Feature, Framework } from './model';
import { decidePresentation } from './presentation';
import { numericRanges } from './understand/inputs';
import { ownLabel, readInEnglish } from './understand/languages';
import { uncoveredParts } from './understand/uncovered';
import { COLOUR_WORDS, cleanText, kebabCase, pascalCase, sentenceCase, words } from './text';

import { extractQuotes } from './understand/quotes';
import { scoreArchetypes } from './understand/archetype';
import { findList } from './understand/lists';
import { buttonLabels, SECONDARY, SUBMIT } from './understand/actions';
import { buildData } from './understand/data';
import { applyFieldRules, extractFields, namedInputs } from './understand/fields';
import { interpretStyling } from './understand/styling';
import { extractProps } from './understand/props';

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

const DEFAULT_NAMES: Record<Archetype, string> = {
  button: 'ActionButton',
  badge: 'StatusBadge',
  alert: 'AlertBanner',
  card: 'InfoCard',
  'profile-card': 'ProfileCard',
  'product-card': 'ProductCard',
  'pricing-table': 'PricingTable',
  'stat-card': 'StatCard',
  'login-form': 'LoginForm',
  'signup-form': 'SignupForm',
  'contact-form': 'ContactForm',
  'newsletter-form': 'NewsletterSignup',
  'search-bar': 'SearchBar',
  'checkout-form': 'PaymentForm',
  'settings-form': 'SettingsForm',
  form: 'DetailsForm',
  'data-table': 'DataTable',
  list: 'ItemList',
  'card-grid': 'CardGrid',
  navbar: 'NavBar',
  sidebar: 'Sidebar',
  footer: 'SiteFooter',
  breadcrumb: 'Breadcrumb',
  tabs: 'Tabs',
  accordion: 'Accordion',
  modal: 'ConfirmDialog',
  dropdown: 'DropdownMenu',
  tooltip: 'InfoTooltip',
  toast: 'Toast',
  stepper: 'Stepper',
  'progress-bar': 'ProgressBar',
  spinner: 'Spinner',
  avatar: 'Avatar',
  rating: 'StarRating',
  pagination: 'Pagination',
  hero: 'HeroSection',
  testimonial: 'TestimonialCard',
  timeline: 'Timeline',
  'file-upload': 'FileUpload',
  carousel: 'ImageCarousel',
  kanban: 'KanbanBoard',
  'empty-state': 'EmptyState',
  'otp-input': 'OtpInput',
  'tag-input': 'TagInput',
  chat: 'ChatWindow',
  counter: 'QuantityStepper',
  'chip-group': 'FilterChips',
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  single: 1,
};

function toNumber(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
}

// ── the interpreter ──────────────────────────────────────────────────────────────────────────────

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

export function interpret(description: string, previous?: ComponentModel): ComponentModel {
  const written = validateDescription(description);
  const reading = readInEnglish(written);
  const text = reading.text;
  const { quotes, masked } = extractQuotes(text);
  const lower = masked.toLowerCase();

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

  const understood = new Set<string>(
    ranked.matched.flatMap((m) => words(m).map((w) => w.toLowerCase())),
  );
  const features = new Set<Feature>();
  for (const [pattern, feature] of FEATURE_CUES) {
    const match = pattern.exec(lower);
    if (match) {
      features.add(feature);
      for (const w of words(match[0])) understood.add(w.toLowerCase());
    }
  }

  // Name: explicit "called X" / "named X", else derived from the archetype.
  const explicit =
    /\b(?:called|named|name it|component name(?: is)?)\s+[`'"‘“]?([A-Za-z][\w-]*)/.exec(text);
  const quotedName = /\b(?:called|named)\s+⟦(\d+)⟧/.exec(masked);
  const rawName = quotedName ? quotes[Number(quotedName[1])]!.text : explicit?.[1];
  let name = rawName ? pascalCase(rawName).replace(/Component$/, '') : '';
  if (!name)
    name = previous && previous.archetype === archetype ? previous.name : DEFAULT_NAMES[archetype];
  if (/^\d/.test(name) || name.length > 60) name = DEFAULT_NAMES[archetype];
  if (rawName) understood.add(rawName.toLowerCase());

  // Quoted text: button labels, links, checkboxes, titles, messages.
  const actions: Action[] = [];
  let title = '';
  let message: string | undefined;
  for (const quote of quotes) {
    for (const w of words(quote.text)) understood.add(w.toLowerCase());
    if (
      /^\s*(?:checkbox|toggle|switch|option)/.test(quote.after) ||
      /\b(?:checkbox|toggle|switch)\s+(?:labell?ed|called|named|saying|reading)\s*$/.test(
        quote.before,
      )
    )
      continue;
    if (quotedName && quote.text === rawName) continue;
    if (
      /^\s*(?:button|cta|btn)\b/.test(quote.after) ||
      (/(?:labell?ed|button (?:that )?(?:says|reads|with(?: the)? (?:text|label)))\s*$/.test(
        quote.before,
      ) &&
        archetype !== 'spinner')
    ) {
      actions.push({
        label: quote.text,
        kind: SECONDARY.test(quote.text) ? 'secondary' : 'primary',
        ...(SUBMIT.test(quote.text) ? { submit: true } : {}),
      });
    } else if (/^\s*link\b/.test(quote.after)) {
      actions.push({ label: quote.text, kind: 'link' });
    } else if (
      /(?:asking|titled|title|heading|headline|header|called)\s*$/.test(quote.before) ||
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
    for (const w of words(label)) understood.add(w.toLowerCase());
    actions.push({
      label,
      kind: SECONDARY.test(label) ? 'secondary' : 'primary',
      ...(SUBMIT.test(label) ? { submit: true } : {}),
    });
  }
  const unquotedLink = /\b(?:an?|the)\s+([a-z][a-z '?-]{2,30}?)\s+link\b/i.exec(masked);
  if (unquotedLink && !/\b(?:nav|navigation|social|footer)\b/i.test(unquotedLink[1]!))
    actions.push({ label: sentenceCase(unquotedLink[1]!), kind: 'link' });

  const { inputs, outputs } = extractProps(lower);
  // A "user card with inputs …" is a plain card whose content the inputs define.
  if (archetype === 'profile-card' && inputs.length && !/\bprofile\b/.test(lower))
    archetype = 'card';
  // Inputs named by their kind compose with any component; where the archetype was only a
  // guess (a "card", a "button"), or the description calls itself a form, they make it a form.
  const named = FORM_ARCHETYPES.includes(archetype) ? [] : namedInputs(masked, quotes);
  if (
    named.length &&
    (WEAK_WITH_INPUTS.includes(archetype) ||
      (/\bform\b/.test(lower) && archetype !== 'data-table' && archetype !== 'list') ||
      (archetype === 'file-upload' && named.some((f) => f.type !== 'file')))
  )
    archetype = 'form';
  const isForm = FORM_ARCHETYPES.includes(archetype);
  const fields = isForm
    ? applyFieldRules(extractFields(masked, quotes, archetype), archetype, lower)
    : OWN_INPUT.includes(archetype)
      ? []
      : named;
  for (const field of fields) for (const w of words(field.label)) understood.add(w.toLowerCase());
  if (
    isForm &&
    fields.some(
      (f) => f.validation.match || f.validation.email || f.validation.pattern || f.required,
    )
  )
    features.add('validation');

  const presentation = decidePresentation(text, [...features]);
  const itemCues = ITEM_CUES[archetype];
  let items = itemCues ? findList(masked, itemCues, quotes) : [];
  const params: ComponentModel['params'] = {};
  if (archetype === 'pricing-table') {
    const plans = [
      ...masked.matchAll(
        /\b([A-Z][\w+]*(?: [A-Z][\w+]*)?)\s*(?:plan\s*)?(?:(?:at|for|[:\-–])\s*)?([$€£])\s?(\d+(?:\.\d{2})?)/g,
      ),
    ];
    if (plans.length >= 2) {
      items = plans.map((m) => m[1]!);
      params.prices = plans.map((m) => `${m[2]}${m[3]}`);
    }
  }
  if (archetype === 'timeline' || archetype === 'kanban' || archetype === 'stepper')
    items = items.map((item) => sentenceCase(item));
  // A to-do list starts from the items named; a records list shows data rows instead.
  if (archetype === 'list' && presentation.listKind === 'records') items = [];
  for (const item of items) for (const w of words(item)) understood.add(w.toLowerCase());

  const countMatch =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|single)[- ](?:star|digit|step|tab|question|item|plan|column|slide|character)s?\b/i.exec(
      lower,
    );
  if (countMatch) params.count = toNumber(countMatch[1]!);
  const duration = /(?<!\d)(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)\b/.exec(lower);
  if (duration)
    params.durationMs = Math.round(Number(duration[1]) * (duration[2]!.startsWith('m') ? 1 : 1000));
  const perPage =
    /\b(\d{1,3}) (?:rows?|items?|results?|entries|records?|[a-z]+s)? ?(?:per|a|each) page\b/.exec(
      lower,
    ) ?? /\bpage size (?:of )?(\d{1,3})\b/.exec(lower);
  if (perPage && Number(perPage[1]) > 0) params.pageSize = Number(perPage[1]);
  const range = numericRanges(lower)[0];
  if (range && archetype === 'counter') Object.assign(params, { min: range.min, max: range.max });
  const size = /(?<!\d)(\d+(?:\.\d+)?)\s*(kb|mb|gb)\b/.exec(lower);
  if (size)
    params.maxBytes = Math.round(
      Number(size[1]) * { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[size[2] as 'kb' | 'mb' | 'gb'],
    );
  const accept = [...lower.matchAll(/(?:^|\s)(\.[a-z0-9]{1,5}(?:\.[a-z0-9]{1,3})?)\b/g)].map(
    (m) => m[1]!,
  );
  if (accept.length) params.accept = [...new Set(accept)];
  else {
    const kinds = /\b(images?|pdfs?|csv|videos?)\b/.exec(lower)?.[1];
    if (kinds)
      params.accept = /image/.test(kinds)
        ? ['.png', '.jpg', '.jpeg', '.webp']
        : /pdf/.test(kinds)
          ? ['.pdf']
          : /csv/.test(kinds)
            ? ['.csv']
            : ['.mp4', '.webm'];
  }

  const needsData =
    archetype === 'data-table' ||
    archetype === 'card-grid' ||
    (archetype === 'list' && presentation.listKind === 'records');
  const data: DataSpec = needsData
    ? buildData(masked, lower, archetype)
    : { entity: 'item', columns: [], rows: [] };
  for (const column of data.columns)
    for (const w of words(column.label)) understood.add(w.toLowerCase());
  if (archetype === 'data-table' && data.columns.length) features.add('sort');

  // Free-form details ("shows invoice number, due date and amount due") for cards.
  let details: string[] = [];
  if (archetype === 'card') {
    details = findList(masked, DETAIL_CUES)
      .filter((d) => !/\b(?:button|input|output|corners?)\b/i.test(d))
      .map((d) => sentenceCase(d));
    for (const d of details) for (const w of words(d)) understood.add(w.toLowerCase());
  }
  if (archetype === 'stat-card') {
    const metric =
      /\b(?:showing|shows|displaying|for|of)\s+(?:the\s+)?([a-z]+(?: [a-z]+)?)(?=[,.]|\s+(?:with|and)\b|$)/.exec(
        lower,
      );
    if (metric) title = sentenceCase(metric[1]!);
  }
  if (!title && rawName && archetype === 'card')
    title = sentenceCase(
      pascalCase(rawName)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    );
  if (archetype === 'empty-state' && message) {
    title = message;
  }

  for (const p of [...inputs, ...outputs]) understood.add(p.name.toLowerCase());

  const styling = interpretStyling(lower, previous?.styling);
  for (const m of lower.matchAll(
    /#[0-9a-f]{3,6}\b|\b(rounded|shadow|outline|dark|compact|spacious|square|pill|flat|themed|theme|corners)\b/g,
  ))
    understood.add(m[0].replace('#', ''));
  for (const w of COLOUR_WORDS) if (lower.includes(w)) understood.add(w);

  const framework: Framework = /\breact-ds\b|\bkiln(?:'s)? design[- ]system\b/.test(lower)
    ? 'react-ds'
    : /\breact\b/.test(lower)
      ? previous?.framework === 'react-ds'
        ? 'react-ds'
        : 'react'
      : /\bangular\b/.test(lower)
        ? 'angular'
        : (previous?.framework ?? 'angular');

  const tokens = words(lower.replace(/⟦\d+⟧/g, ' '))
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));
  const known = tokens.filter(
    (w) =>
      understood.has(w) ||
      [...understood].some((u) => u.length > 3 && (w.startsWith(u) || u.startsWith(w))),
  );
  const ratio = tokens.length ? known.length / tokens.length : 0;
  const uncovered = uncoveredParts(lower);
  const measured =
    Math.round(
      Math.min(
        0.98,
        Math.max(
          0.1,
          (ranked.score > 0 ? 0.45 : 0.15) + 0.5 * ratio + (ranked.score >= 5 ? 0.05 : 0),
        ),
      ) * 100,
    ) / 100;

  // A part no blueprint draws caps the confidence: the answer is only the nearest component.
  const confidence = uncovered.length ? Math.min(measured, 0.35) : measured;

  // Labels the language lexicon read in English keep the user's own words.
  if (reading.labels.size) {
    for (const field of fields) field.label = ownLabel(field.label, reading.labels);
    for (const column of data.columns) column.label = ownLabel(column.label, reading.labels);
  }

  return {
    schemaVersion: MODEL_SCHEMA_VERSION,
    archetype,
    name,
    selector: kebabCase(name) || kebabCase(DEFAULT_NAMES[archetype]),
    framework,
    title,
    ...(message !== undefined ? { message } : {}),
    items,
    details,
    fields,
    actions,
    data,
    features: [...features].sort(),
    styling,
    inputs,
    outputs,
    params,
    understood: [...understood].filter((w) => tokens.includes(w)).sort(),
    confidence,
    ...(uncovered.length ? { uncovered } : {}),
    presentation,
    description: written,
  };
}
