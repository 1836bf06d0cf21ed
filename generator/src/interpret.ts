import {
  ARCHETYPE_CUES,
  FEATURE_CUES,
  FIELD_CUES,
  FORM_ARCHETYPES,
  OWN_INPUT,
  STOPWORDS,
} from './lexicon';
import { COLUMN_CUES, DETAIL_CUES, ITEM_CUES, type ListCues } from './list-cues';
import { ARCHETYPES, MODEL_SCHEMA_VERSION } from './model';
import type {
  Action,
  Archetype,
  Column,
  ComponentModel,
  DataSpec,
  Feature,
  Field,
  Framework,
  Prop,
  Styling,
} from './model';
import { decidePresentation } from './presentation';
import { applyLimits, extractKindFields, numericRanges } from './understand/inputs';
import { ownLabel, readInEnglish } from './understand/languages';
import { uncoveredParts } from './understand/uncovered';
import {
  COLOUR_WORD,
  COLOUR_WORDS,
  camelCase,
  cleanText,
  contrastText,
  kebabCase,
  namedColour,
  normalizeHex,
  pascalCase,
  sentenceCase,
  singularize,
  splitList,
  words,
} from './text';

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

interface Quote {
  text: string;
  before: string;
  after: string;
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

// ── quotes ───────────────────────────────────────────────────────────────────────────────────────

const QUOTE = /(^|[\s(:,;])(['‘"“])([^'’"”\n]{1,120})['’"”](?=$|[\s.,;:!?)])/g;

function extractQuotes(text: string): { quotes: Quote[]; masked: string } {
  const quotes: Quote[] = [];
  const masked = text.replace(
    QUOTE,
    (match, lead: string, _open: string, inner: string, offset: number) => {
      const start = offset + lead.length;
      quotes.push({
        text: inner.trim(),
        before: text.slice(Math.max(0, start - 40), start).toLowerCase(),
        after: text
          .slice(start + match.length - lead.length, start + match.length - lead.length + 30)
          .toLowerCase(),
      });
      return `${lead}⟦${quotes.length - 1}⟧`;
    },
  );
  return { quotes, masked };
}

// ── archetype ────────────────────────────────────────────────────────────────────────────────────

function scoreArchetypes(lower: string): {
  archetype: Archetype;
  score: number;
  matched: string[];
} {
  let best: { archetype: Archetype; score: number; position: number; matched: string[] } = {
    archetype: 'card',
    score: 0,
    position: Infinity,
    matched: [],
  };
  for (const archetype of ARCHETYPES) {
    let score = 0;
    let position = Infinity;
    const matched: string[] = [];
    for (const [pattern, weight] of ARCHETYPE_CUES[archetype]) {
      const match = pattern.exec(lower);
      if (!match) continue;
      score += weight;
      position = Math.min(position, match.index);
      matched.push(match[0]);
    }
    if (score > best.score || (score === best.score && score > 0 && position < best.position))
      best = { archetype, score, position, matched };
  }
  return best;
}

// ── lists of labels ──────────────────────────────────────────────────────────────────────────────

const LIST_STOP =
  /(?<!\s)\s+(?:with|where|that|which|plus|so|when|on|in|at|for|to|using|above|below|under|each|sortable|and an?)\s+(?:\S.*)?$/;

function cleanItems(raw: string[], quotes: Quote[] = []): string[] {
  let items = raw
    .map((item) =>
      item
        .trim()
        .replace(/^(?:and |or )?⟦(\d+)⟧$/, (all, n: string) => quotes[Number(n)]?.text ?? all),
    )
    .map((item) =>
      item
        .replace(/^(?:and|or|the|a|an)\s+/i, '')
        .replace(/(?<![.!?;:])[.!?;:]+$/, '')
        .trim(),
    )
    .filter((item) => item && !/⟦/.test(item) && item.split(/\s+/).length <= 4);
  const capitalised = items.filter((item) => /^[A-Z0-9$]/.test(item));
  if (capitalised.length >= 2 && capitalised.length >= items.length / 2) items = capitalised;
  return [...new Set(items.map((item) => item.replace(/\s+/g, ' ')))];
}

/** Finds "NOUN: A, B and C", "NOUN A, B, C", "with A, B and C NOUN", "(A, B, C)" and "A / B / C". */
function findList(text: string, cues: ListCues, quotes: Quote[] = []): string[] {
  const patterns = [cues.labelled, cues.named, cues.trailing];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const parts = splitList(match[1]!);
    // Trailing words after the last label ("… and Done columns with drag handles") end the list.
    if (parts.length) parts[parts.length - 1] = parts[parts.length - 1]!.replace(LIST_STOP, '');
    const items = cleanItems(parts, quotes);
    if (items.length >= 2) return items;
  }
  // Last resort: "… with Inbox, Drafts, Sent and Trash", when every part is a capitalised label.
  const trailing = /(?:with|:)\s([^\s:;.()][^:;.()]*)$/.exec(text.trim());
  if (trailing) {
    const parts = splitList(trailing[1]!);
    if (
      parts.length >= 2 &&
      parts.every((part) => /^[A-Z0-9]/.test(part) && part.split(/\s+/).length <= 3)
    )
      return parts;
  }
  const slash = /([A-Z][\w ]{0,30}(?:\s*[/>›»]\s*[A-Z][\w ]{0,30}){1,8})/.exec(text);
  if (slash && /breadcrumb|\//i.test(text)) {
    const items = slash[1]!
      .split(/(?:(?<!\s)\s+)?[/>›»]\s*/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length >= 2) return items;
  }
  return [];
}

// ── buttons and links ────────────────────────────────────────────────────────────────────────────

const STYLE_WORDS = new Set([
  ...COLOUR_WORDS,
  'dropdown',
  'menu',
  'toggle',
  'hamburger',
  'primary',
  'secondary',
  'tertiary',
  'main',
  'big',
  'small',
  'large',
  'outline',
  'outlined',
  'rounded',
  'round',
  'ghost',
  'filled',
  'solid',
  'icon',
  'cta',
  'call-to-action',
  'action',
  'actions',
  'accent',
  'dark',
  'light',
  'bold',
  'full-width',
  'wide',
  'bulk',
]);
const BUTTON_STOP = new Set([
  'a',
  'an',
  'the',
  'with',
  'plus',
  'has',
  'have',
  'having',
  'its',
  'their',
  'each',
  'one',
  'two',
  'three',
  'four',
  'some',
  'and',
  'or',
  'also',
  'includes',
  'including',
  'containing',
]);

function buttonLabels(masked: string): string[] {
  const labels: string[] = [];
  const re = /\bbuttons?\b/gi;
  let match: RegExpExecArray | null;
  while ((match = re.exec(masked))) {
    const plural = /s$/i.test(match[0]);
    const before = masked.slice(Math.max(0, match.index - 60), match.index);
    if (/⟦\d+⟧\s*$/.test(before)) continue;
    const tokens = before
      .split(/(\s+|,)/)
      .filter((t) => t.trim())
      .reverse();
    const taken: string[] = [];
    for (const token of tokens) {
      const lower = token.toLowerCase();
      if (plural && (lower === 'and' || lower === 'or' || token === ',')) {
        taken.push(token === ',' ? ',' : 'and');
        continue;
      }
      if (BUTTON_STOP.has(lower) || token === ',' || /[.:;()]/.test(token) || taken.length >= 6)
        break;
      taken.push(token);
    }
    let phrase = taken
      .reverse()
      .join(' ')
      .replace(/(?<!\s)\s+,/g, ',');
    if (!phrase.split(/\s+/).some((w) => w && !STYLE_WORDS.has(w.toLowerCase()))) {
      // "a button Envoyer", "a button labelled Save": the label follows the word.
      const after =
        /^\s+(?:(?:labell?ed|called|saying|reading)\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?!(?:and|with|or|to|that|for|at|on|in|which)\b)[\p{L}'’-]+){0,3})/u.exec(
          masked.slice(match.index + match[0].length, match.index + match[0].length + 60),
        );
      if (after) phrase = after[1]!;
    }
    for (const part of plural ? splitList(phrase) : [phrase]) {
      const kept = part.split(/\s+/).filter((w) => w && !STYLE_WORDS.has(w.toLowerCase()));
      if (!kept.length || kept.length > 4) continue;
      labels.push(sentenceCase(kept.join(' ').replace(/-/g, ' ')));
    }
  }
  return labels;
}

const SECONDARY =
  /^(?:cancel|back|previous|prev|clear|close|dismiss|learn more|skip|reset|no|not now|later|message)\b/i;
const SUBMIT =
  /^(?:submit|send|sign ?in|log ?in|sign ?up|register|subscribe|pay|save|create account|join|continue|checkout|place order|apply|update|confirm)\b/i;

// ── data for tables, lists and grids ─────────────────────────────────────────────────────────────

const POOLS: [RegExp, Column['kind'], (string | number)[]][] = [
  [
    /e-?mail/,
    'email',
    [
      'ada@example.com',
      'alan@example.com',
      'grace@example.com',
      'katherine@example.com',
      'linus@example.com',
      'margaret@example.com',
    ],
  ],
  [/status|state/, 'status', ['Active', 'Invited', 'Active', 'Suspended', 'Active', 'Pending']],
  [
    /price|cost|total|amount|revenue|salary|fee|balance/,
    'currency',
    [129.0, 42.5, 310.75, 89.99, 1250.0, 64.2],
  ],
  [/stock|quantity|qty|count|inventory|units|age|score/, 'number', [42, 8, 0, 17, 63, 5]],
  [
    /date|created|updated|joined|due|ordered|deadline/,
    'date',
    ['2025-03-14', '2025-03-12', '2025-03-09', '2025-03-02', '2025-02-27', '2025-02-21'],
  ],
  [
    /order (id|number)|\bid\b|number|invoice|reference/,
    'text',
    ['#1042', '#1041', '#1040', '#1039', '#1038', '#1037'],
  ],
  [
    /customer|client|user|name|author|owner|employee|assignee/,
    'text',
    [
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
      'Katherine Johnson',
      'Linus Torvalds',
      'Margaret Hamilton',
    ],
  ],
  [/role|position|title/, 'text', ['Admin', 'Editor', 'Viewer', 'Editor', 'Owner', 'Viewer']],
  [
    /department|team/,
    'text',
    ['Engineering', 'Design', 'Marketing', 'Engineering', 'Sales', 'People'],
  ],
  [
    /location|office|city|country|address/,
    'text',
    ['London', 'Berlin', 'New York', 'Lisbon', 'Toronto', 'Singapore'],
  ],
  [
    /category|type|tag/,
    'text',
    ['Hardware', 'Accessories', 'Software', 'Accessories', 'Hardware', 'Services'],
  ],
  [
    /phone/,
    'text',
    [
      '+44 20 7946 0018',
      '+49 30 901820',
      '+1 212 555 0147',
      '+351 21 123 4567',
      '+1 416 555 0199',
      '+65 6123 4567',
    ],
  ],
];
const PRODUCT_NAMES = [
  'Wireless mouse',
  'Mechanical keyboard',
  'USB-C hub',
  '27-inch monitor',
  'Laptop stand',
  'Noise-cancelling headphones',
];
const GENERIC = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Wingtip', 'Adventure Works'];

function columnFor(label: string, entity: string): { column: Column; values: (string | number)[] } {
  const lower = label.toLowerCase();
  const key = camelCase(label, 'value');
  if (/^(?:name|title)$/.test(lower) && /product|item|article|book/.test(entity))
    return { column: { key, label: sentenceCase(label), kind: 'text' }, values: PRODUCT_NAMES };
  for (const [pattern, kind, values] of POOLS)
    if (pattern.test(lower)) return { column: { key, label: sentenceCase(label), kind }, values };
  return { column: { key, label: sentenceCase(label), kind: 'text' }, values: GENERIC };
}

const DEFAULT_COLUMNS: Record<string, string[]> = {
  user: ['Name', 'Email', 'Role', 'Status'],
  order: ['Order id', 'Customer', 'Total', 'Date'],
  product: ['Name', 'Price', 'Stock'],
  employee: ['Full name', 'Department', 'Office location', 'Email'],
  item: ['Name', 'Category', 'Status'],
};

function buildData(masked: string, lower: string, archetype: Archetype): DataSpec {
  const entityMatch =
    /\b(?:table|list|grid|directory|catalog(?:ue)?|gallery) of ([a-z]+)/.exec(lower) ??
    /\b([a-z]+) (?:table|list|directory|grid|catalog(?:ue)?|gallery|card grid)\b/.exec(lower) ??
    /\b(users?|orders?|products?|employees?|customers?|invoices?|projects?|tasks?|transactions?|people|members?)\b/.exec(
      lower,
    );
  let entity = singularize(entityMatch?.[1] ?? 'item');
  if (entity === 'people') entity = 'person';
  if (
    ['data', 'sortable', 'responsive', 'simple', 'the', 'a', 'an', 'card', 'vertical'].includes(
      entity,
    )
  )
    entity = 'item';
  // "CPU usage as a progress bar": a column shown as a meter; the list reads the column's name.
  const meters = new Set<string>();
  const listed = masked.replace(
    /\b([A-Za-z]+(?: [A-Za-z]+)?) (?:shown |displayed )?as an? (?:progress ?bar|meter)\b/g,
    (_all, label: string) => {
      meters.add(label.toLowerCase());
      return label;
    },
  );
  let labels = findList(
    listed.replace(/(?<!\s)\s+(?:columns?|fields?)\s+and\s+/gi, ' columns, '),
    COLUMN_CUES,
  );
  labels = labels
    .filter(
      (l) =>
        !/\b(?:sortable|pagination|filter|search|button|dropdown|box|photo|image|picture|avatar)\b/i.test(
          l,
        ),
    )
    .map((l) =>
      l
        .replace(/^(?:an?|the)\s+/i, '')
        .replace(/^(?:columns?|fields?)\s+(?:for\s+|of\s+)?/i, '')
        .replace(/(?<!\s)\s+(?:columns?|fields?)$/i, ''),
    );
  if (labels.length < 2)
    labels =
      DEFAULT_COLUMNS[entity] ??
      (archetype === 'card-grid' ? DEFAULT_COLUMNS.employee! : DEFAULT_COLUMNS.item!);
  if (archetype === 'card-grid' && /email/i.test(lower) && !labels.some((l) => /e-?mail/i.test(l)))
    labels.push('Email');
  const specs = labels.slice(0, 8).map((label) =>
    meters.has(label.toLowerCase())
      ? {
          column: {
            key: camelCase(label, 'value'),
            label: sentenceCase(label),
            kind: 'progress' as const,
          },
          values: [72, 35, 90, 12, 58, 44],
        }
      : columnFor(label, entity),
  );
  const seen = new Set<string>();
  const columns = specs.filter(({ column }) =>
    seen.has(column.key) ? false : (seen.add(column.key), true),
  );
  const rows = Array.from({ length: 6 }, (_, i) =>
    Object.fromEntries(
      columns.map(({ column, values }) => [column.key, values[i % values.length]!]),
    ),
  );
  return { entity, columns: columns.map((c) => c.column), rows };
}

// ── fields ───────────────────────────────────────────────────────────────────────────────────────

/** Inputs the description names by their kind, wherever they appear: what any component can carry. */
function namedInputs(masked: string, quotes: Quote[]): Field[] {
  return extractFields(masked, quotes, 'form', true);
}

function extractFields(
  masked: string,
  quotes: Quote[],
  archetype: Archetype,
  kindOnly = false,
): Field[] {
  let text = ` ${masked.toLowerCase()} `;
  const found: { at: number; field: Field }[] = [];
  const add = (
    at: number,
    partial: Omit<Field, 'validation'> & { validation?: Field['validation'] },
  ) => {
    if (found.some((f) => f.field.name === partial.name)) return;
    found.push({ at, field: { ...partial, validation: { ...(partial.validation ?? {}) } } });
  };
  // "toggles for email and push notifications" → two toggles sharing the trailing noun.
  text = text.replace(
    /\b(toggles?|switch(?:es)?|checkbox(?:es)?)\s(?:for|to)\s([a-z ,-]+?)(?=[.;]|,\s?(?:a|an|and|with)\s|\s(?:with|and a|and an)\s|\s?$)/g,
    (all, kind: string, list: string, offset: number) => {
      // "a checkbox for each task", "checkboxes to select rows": what it does, not labels.
      if (/^(?:each|every|all|select|selecting|mark|marking|pick|choose)\b/.test(list)) return all;
      const parts = splitList(list);
      const noun = parts.at(-1)!.split(' ').length > 1 ? parts.at(-1)!.split(' ').at(-1)! : '';
      parts.forEach((part, i) => {
        const label = sentenceCase(noun && !part.endsWith(noun) ? `${part} ${noun}` : part);
        add(offset + i, {
          name: camelCase(label),
          label,
          type: /toggle|switch/.test(kind) ? 'toggle' : 'checkbox',
          required: false,
        });
      });
      return ' '.repeat(all.length);
    },
  );
  quotes.forEach((quote, index) => {
    const kind =
      /^\s*(checkbox|toggle|switch|option)/.exec(quote.after)?.[1] ??
      /\b(checkbox|toggle|switch)\s+(?:labell?ed|called|named|saying|reading)\s*$/.exec(
        quote.before,
      )?.[1];
    if (!kind) return;
    const at = text.indexOf(`⟦${index}⟧`);
    add(at, {
      name: camelCase(quote.text),
      label: quote.text,
      type: kind === 'checkbox' || kind === 'option' ? 'checkbox' : 'toggle',
      required: false,
    });
    text = text.replace(`⟦${index}⟧`, '');
  });
  const original = ` ${masked} `;
  const kinds = extractKindFields(text, original);
  for (const [pattern, factory] of kindOnly ? [] : FIELD_CUES) {
    text = text.replace(pattern, (all, ...rest) => {
      const offset = rest.at(-2) as number;
      const made = factory();
      if (made.name === 'name' && FORM_ARCHETYPES.includes(archetype) === false) return all;
      add(offset, made);
      return ' '.repeat(all.length);
    });
  }
  // "a newsletter toggle" / "a marketing checkbox" for anything the lexicon does not know.
  text.replace(
    /\b([a-z]+(?: [a-z]+)?) (toggle|switch|checkbox)\b/g,
    (all, label: string, kind: string, offset: number) => {
      const clean = label.replace(/^(a|an|the|and|with)\s+/, '').trim();
      if (clean && !STOPWORDS.has(clean))
        add(offset, {
          name: camelCase(clean),
          label: sentenceCase(clean),
          type: kind === 'checkbox' ? 'checkbox' : 'toggle',
          required: false,
        });
      return all;
    },
  );
  // "a department select" / "a plan dropdown" for anything the lexicon does not know.
  if (!kindOnly)
    text.replace(
      /\b([a-z]+(?: [a-z]+)?) (select|dropdown|picker)\b/g,
      (all, label: string, _kind: string, offset: number) => {
        const clean = label.replace(/^(a|an|the|and|with)\s+/, '').trim();
        if (clean && !STOPWORDS.has(clean) && !/\b(?:date|time|colou?r|file|range)$/.test(clean))
          add(offset, {
            name: camelCase(clean),
            label: sentenceCase(clean),
            type: 'select',
            required: true,
            options: ['Option one', 'Option two', 'Option three'],
          });
        return all;
      },
    );
  // A field named by its kind right after one the lexicon knew ("a country dropdown with the
  // options …", "a birthday date picker") is that field, refined; otherwise it is a new one.
  const known = [...found];
  for (const kind of kinds) {
    const same = known.find(
      (f) =>
        f.field.name === kind.field.name ||
        (f.field.type === kind.field.type && f.at <= kind.at && kind.at - f.at < 40),
    );
    if (same) {
      if (kind.field.options) same.field.options = kind.field.options;
      continue;
    }
    found.push(kind);
  }
  applyLimits(text, found);
  const fields = found.sort((a, b) => a.at - b.at).map((f) => f.field);
  return fields;
}

const DEFAULT_FIELDS: Partial<Record<Archetype, string>> = {
  'login-form': 'email password',
  'signup-form': 'full name email password confirm password',
  'contact-form': 'name email message',
  'newsletter-form': 'email',
  'checkout-form': 'cardholder name card number expiry cvc',
  'settings-form': 'display name email timezone',
  form: 'name email',
};

function applyFieldRules(fields: Field[], archetype: Archetype, lower: string): Field[] {
  let list = fields;
  if (!list.length && DEFAULT_FIELDS[archetype])
    list = extractFields(DEFAULT_FIELDS[archetype]!, [], archetype);
  const minLength = /at least (\d+) characters/.exec(lower);
  for (const field of list) {
    if (field.type === 'password') {
      if (archetype === 'signup-form' || archetype === 'settings-form') {
        field.autocomplete = 'new-password';
        if (field.name === 'password') field.validation.minLength = 8;
      }
      if (minLength && field.name === 'password') field.validation.minLength = Number(minLength[1]);
    }
    // The label can be the user's own quoted text: it is looked for as text, never as a pattern.
    const label = field.label.toLowerCase();
    const said = (word: string) =>
      [`${word} ${label}`, `${label} (${word})`, `${label} is ${word}`, `${label} ${word}`].some(
        (phrase) => lower.includes(phrase),
      );
    if (said('optional')) field.required = false;
    if (said('required')) field.required = true;
    if (archetype === 'newsletter-form' && field.type === 'text' && field.name === 'name')
      field.required = false;
  }
  if (list.some((f) => f.name === 'confirmPassword') && !list.some((f) => f.name === 'password')) {
    list.splice(
      list.findIndex((f) => f.name === 'confirmPassword'),
      0,
      {
        name: 'password',
        label: 'Password',
        type: 'password',
        required: true,
        autocomplete: 'new-password',
        validation: { minLength: 8 },
      },
    );
  }
  return list;
}

// ── styling ──────────────────────────────────────────────────────────────────────────────────────

export function interpretStyling(lower: string, base?: Styling): Styling {
  const styling: Styling = base
    ? { ...base }
    : {
        primary: '#4f46e5',
        onPrimary: '#ffffff',
        radius: 'default',
        shadow: true,
        density: 'comfortable',
        variant: 'filled',
        theme: 'auto',
      };
  const hexes = [...lower.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/g)].map((m) => ({
    value: normalizeHex(m[0])!,
    at: m.index,
  }));
  const named = [...lower.matchAll(COLOUR_WORD)].map((m) => ({
    value: namedColour(m[1]!)!,
    at: m.index,
    word: m[1]!,
  }));
  const colours = [...hexes.map((h) => ({ ...h, word: '' })), ...named].sort((a, b) => a.at - b.at);
  let primarySet = false;
  for (const colour of colours) {
    const context = lower.slice(Math.max(0, colour.at - 25), colour.at + 30);
    if (
      /background|backdrop|bg\b/.test(context) &&
      !/button/.test(lower.slice(colour.at, colour.at + 20))
    ) {
      styling.background = colour.value;
    } else if (colour.word === 'white' || colour.word === 'black') {
      continue;
    } else if (!primarySet) {
      styling.primary = colour.value;
      primarySet = true;
    } else {
      styling.accent = colour.value;
    }
  }
  styling.onPrimary = contrastText(styling.primary);
  if (/\b(?:pill|fully rounded|capsule)\b/.test(lower)) styling.radius = 'pill';
  else if (/\b(?:rounded|round corners|soft corners|curved)\b/.test(lower))
    styling.radius = 'rounded';
  else if (/\b(?:square|sharp|no radius|boxy)\b/.test(lower)) styling.radius = 'square';
  if (/\b(?:flat|no shadows?|borderless)\b/.test(lower)) styling.shadow = false;
  else if (/\b(?:shadow|elevated|floating|raised)\b/.test(lower)) styling.shadow = true;
  if (/\b(?:compact|dense|condensed|tight)\b/.test(lower)) styling.density = 'compact';
  else if (/\b(?:spacious|airy|roomy|generous spacing)\b/.test(lower)) styling.density = 'spacious';
  if (/\b(?:outline|outlined|ghost)\b/.test(lower)) styling.variant = 'outline';
  else if (/\b(?:filled|solid)\b/.test(lower)) styling.variant = 'filled';
  if (
    /\bdark[- ]themed?\b|\bdark (?:theme|background|look|style|colou?rs?)\b|\bin dark\b|\bdark card\b|\bit dark\b/.test(
      lower,
    )
  )
    styling.theme = 'dark';
  else if (/\blight[- ]themed?\b|\blight (?:theme|background)\b/.test(lower))
    styling.theme = 'light';
  return styling;
}

// ── inputs and outputs ───────────────────────────────────────────────────────────────────────────

function extractProps(lower: string): { inputs: Prop[]; outputs: Prop[] } {
  const inputs: Prop[] = [];
  const outputs: Prop[] = [];
  const inputMatch =
    /\b(?:inputs?|props?|properties)\s(?:for\s|named\s|called\s)?([a-z][a-z ,]*?)(?=\sand\san?\s(?:output|event)|[.;]|\swith\b|$)/.exec(
      lower,
    );
  if (inputMatch) {
    for (const part of splitList(inputMatch[1]!)) {
      const name = camelCase(part);
      if (part.split(' ').length <= 3 && !inputs.some((i) => i.name === name))
        inputs.push({
          name,
          type: /count|age|amount|price|total|number|quantity/.test(part)
            ? 'number'
            : /^(?:is|has|show)|enabled|disabled|active/.test(part)
              ? 'boolean'
              : 'string',
          required: false,
        });
    }
  }
  const outputMatch =
    /\b(?:outputs?|events?|emits?)\s+(?:an?\s+)?(?:event\s+)?(?:when|whenever|once|if)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:is|gets|was)\s+([a-z]+)/.exec(
      lower,
    ) ?? /\bemits?\s+(?:an?\s+)?([a-z]+)/.exec(lower);
  if (outputMatch)
    outputs.push({ name: camelCase(outputMatch[1]!), type: 'void', required: false });
  return { inputs, outputs };
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

  const framework: Framework = /\breact\b/.test(lower)
    ? 'react'
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
