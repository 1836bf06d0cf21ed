/** Tables, lists and grids: the entity, its columns and realistic sample rows. */
import { isBehaviour } from '../check/requirements';
import { GENERIC, POOLS, PRODUCT_NAMES } from '../lexicon/sample-values';
import { COLUMN_CUES } from '../list-cues';
import type { Archetype, Column, DataSpec } from '../model';
import { camelCase, sentenceCase, singularize, splitList, words } from '../text';

import { cleanItems, findList } from './lists';
import type { Quote } from './quotes';
import { statedRecords } from './records';

export function columnFor(
  label: string,
  entity: string,
): { column: Column; values: (string | number)[] } {
  const lower = label.toLowerCase();
  const key = camelCase(label, 'value');
  if (/^(?:name|title)$/.test(lower) && /product|item|article|book/.test(entity))
    return { column: { key, label: sentenceCase(label), kind: 'text' }, values: PRODUCT_NAMES };
  // "a LinkedIn link", "twitter icon links": a link on each card, to a page not known yet.
  if (/\blinks?$/.test(lower) && !/e-?mail/.test(lower))
    return { column: { key, label: sentenceCaseKeep(label), kind: 'text' }, values: ['#'] };
  for (const [pattern, kind, values] of POOLS)
    if (pattern.test(lower)) return { column: { key, label: sentenceCase(label), kind }, values };
  return { column: { key, label: sentenceCase(label), kind: 'text' }, values: GENERIC };
}

export const DEFAULT_COLUMNS: Record<string, string[]> = {
  user: ['Name', 'Email', 'Role', 'Status'],
  order: ['Order id', 'Customer', 'Total', 'Date'],
  product: ['Name', 'Price', 'Stock'],
  employee: ['Full name', 'Department', 'Office location', 'Email'],
  item: ['Name', 'Category', 'Status'],
  notification: ['Message', 'Time'],
};

export function buildData(
  masked: string,
  lower: string,
  archetype: Archetype,
  quotes: Quote[] = [],
): DataSpec {
  const entityMatch =
    /\b(?:table|list|grid|directory|catalog(?:ue)?|gallery) of ([a-z]+)/.exec(lower) ??
    /\b([a-z]+) (?:table|list|directory|grid|catalog(?:ue)?|gallery|card grid)\b/.exec(lower) ??
    /\b(users?|orders?|products?|employees?|customers?|invoices?|projects?|tasks?|transactions?|people|members?|notifications?)\b/.exec(
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
  // "… with 4 members, each with a photo, name and role": what each one shows is the columns.
  const each = /\beach (?:with|has|shows|showing)\s/i.exec(listed);
  let labels = findList(
    (each ? listed.slice(each.index) : listed).replace(
      /(?<!\s)\s+(?:columns?|fields?)\s+and\s+/gi,
      ' columns, ',
    ),
    COLUMN_CUES,
    quotes,
  );
  if (each && labels.length < 2)
    labels = findList(
      listed.replace(/(?<!\s)\s+(?:columns?|fields?)\s+and\s+/gi, ' columns, '),
      COLUMN_CUES,
      quotes,
    );
  labels = labels
    .filter(
      (l) =>
        // "sortable and paginated" say what the table does; a capitalised "Sort order" is a name.
        !(isBehaviour(l) && /^\p{Ll}/u.test(l)) &&
        !/\b(?:pagination|button|dropdown|box|photo|image|picture|avatar)\b/i.test(l),
    )
    .map((l) =>
      l
        .replace(/^(?:an?|the)\s+/i, '')
        .replace(/^(?:columns?|fields?)\s+(?:for\s+|of\s+)?/i, '')
        .replace(/(?<!\s)\s+(?:columns?|fields?)$/i, ''),
    );
  // A list's entries written out without their columns named (or named otherwise than they are
  // written): one column per part, the first the entry's name ("songs: Moon River – Henry
  // Mancini, …"; "songs: Moon River, Hallelujah").
  const records = statedRecords(masked, quotes);
  const entries = archetype === 'list' ? writtenEntries(masked, quotes, records) : [];
  const written = entries.length && labels.length !== entries[0]!.length ? entries : [];
  if (written.length)
    labels = ['Name', ...written[0]!.slice(1).map((_, i) => (i ? `Detail ${i + 1}` : 'Detail'))];
  if (labels.length < 2 && !written.length)
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
  // People named with their role ("Alex Rivera (CEO), Sam Lee (CTO)") are the grid's cards.
  const people = archetype === 'card-grid' ? namedPeople(masked) : [];
  const nameSpec = columns.find(({ column }) => /name/i.test(column.key));
  const roleSpec = columns.find(({ column }) => /role|title|position/i.test(column.key));
  if (people.length >= 2 && nameSpec) {
    nameSpec.values = people.map((person) => person.name);
    const roles = people.map((person) => person.role);
    // The roles stated are shown, in a column of their own when the grid had none.
    if (roleSpec) roleSpec.values = roles;
    else
      columns.splice(columns.indexOf(nameSpec) + 1, 0, {
        column: { key: 'role', label: 'Role', kind: 'text' },
        values: roles,
      });
  }
  // Rows written out, one part per column ("Rows: Ana – Monthly – 12, Ben – Annual – 30"), are
  // the rows shown, each column of the kind its values are.
  const stated = written.length ? written : records;
  // Entries that are the columns themselves ("Columns: Name (text), Age (number)") are no rows.
  const named = new Set(labels.map((label) => label.toLowerCase()));
  const rowsStated =
    stated.length > 0 &&
    stated[0]!.length === columns.length &&
    (labels.length >= 2 || written.length > 0) &&
    !stated.some((record) => named.has(record[0]!.toLowerCase()));
  if (rowsStated)
    columns.forEach((spec, i) => {
      const values = stated.map((record) => record[i]!);
      spec.column = { ...spec.column, kind: statedKind(spec.column.kind, values) };
      spec.values = values.map((value) =>
        NUMERIC_KINDS.has(spec.column.kind) ? Number(value) : value,
      );
    });
  // Rows named by their first cell only ("Rows: Make bed, Feed the cat, Tidy toys"): that
  // column shows them, one row each.
  const firsts = rowsStated || !columns.length ? [] : rowNames(masked, quotes);
  if (firsts.length) {
    columns[0]!.values = firsts;
    columns[0]!.column = { ...columns[0]!.column, kind: 'text' };
  }
  const length = firsts.length
    ? firsts.length
    : rowsStated
      ? stated.length
      : people.length >= 2 && nameSpec
        ? people.length
        : archetype === 'card-grid'
          ? (countedCards(lower) ?? 6)
          : 6;
  const rows = Array.from({ length }, (_, i) =>
    Object.fromEntries(
      columns.map(({ column, values }) => [column.key, values[i % values.length]!]),
    ),
  );
  return { entity, columns: columns.map((c) => c.column), rows };
}

/**
 * A list's entries as the description writes them out: with their parts between dashes
 * (`records`: "Moon River – Henry Mancini, Hallelujah – Leonard Cohen"), or one name each after the colon
 * that the list opens ("a list of songs: Moon River, Hallelujah and Let It Be").
 */
function writtenEntries(masked: string, quotes: Quote[], records: string[][]): string[][] {
  if (records.length) return records;
  const opened = /\b(?:list|items|entries)\b[^:.;⟦]{0,30}:\s*([^.;]+)/i.exec(masked);
  const names = opened ? cleanItems(splitList(opened[1]!), quotes) : [];
  return names.length >= 2 ? names.map((name) => [name]) : [];
}

/** The rows a table's "Rows:" (or "Linhas:", "Filas:", "Lignes:", "Zeilen:") names, in order. */
function rowNames(masked: string, quotes: Quote[]): string[] {
  const opened = /\b(?:rows|linhas|filas|lignes|zeilen)\s*:\s*([^.;]+)/i.exec(masked);
  const names = opened ? cleanItems(splitList(opened[1]!), quotes) : [];
  // Rows written with parts that do not fit the columns ("Ana – Monthly") are not named here.
  return names.length >= 2 && !names.some((name) => /\s[–—-]\s/.test(name)) ? names : [];
}

const NUMERIC_KINDS = new Set<Column['kind']>(['number', 'currency', 'progress']);

/**
 * The kind a column of written-out values is: numbers stay of the numeric kind the label gave
 * (a plain number otherwise), e-mail addresses and ISO dates keep theirs, statuses keep their
 * badges, anything else is text.
 */
function statedKind(kind: Column['kind'], values: readonly string[]): Column['kind'] {
  if (values.every((value) => /^-?\d+(?:\.\d+)?$/.test(value)))
    return NUMERIC_KINDS.has(kind) ? kind : 'number';
  if (kind === 'email' && values.every((value) => value.includes('@'))) return kind;
  if (kind === 'date' && values.every((value) => /^\d{4}-\d{2}-\d{2}$/.test(value))) return kind;
  return kind === 'status' ? kind : 'text';
}

const FROM_COMPANY =
  /\b(\p{Lu}[\p{L}'’-]+(?: \p{Lu}(?:[\p{L}'’-]+|\.)){1,2}) (?:from|at|of|@) (\p{Lu}[\p{L}&'’-]*(?: \p{Lu}[\p{L}&'’-]*){0,2})/gu;

/**
 * "Alex Rivera (CEO), Sam Lee (Head of Design)": people named with their role or company, in
 * order; a first name alone ("Sarah (Stripe)") counts where `firstNames` allows it.
 */
export function namedPeople(masked: string, firstNames = false): { name: string; role: string }[] {
  // A family name may be an initial ("Maria G.").
  const found = firstNames
    ? masked.matchAll(
        /\b(\p{Lu}[\p{L}'’-]+(?: \p{Lu}(?:[\p{L}'’-]+|\.)){0,2}) \(([^(),]{1,40})\)/gu,
      )
    : masked.matchAll(
        /\b(\p{Lu}[\p{L}'’-]+(?: \p{Lu}(?:[\p{L}'’-]+|\.)){1,2}) \(([^(),]{1,40})\)/gu,
      );
  const people = [...found].map((m) => ({ name: m[1]!, role: m[2]!.trim() }));
  if (people.length >= 2) return people;
  // "Anna Lee from Acme, Tom Ruiz from Globex": a full name, then where the person is from.
  return [...masked.matchAll(FROM_COMPANY)].map((m) => ({ name: m[1]!, role: m[2]!.trim() }));
}

const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  nine: 9,
  twelve: 12,
};

/** How many cards a grid's words ask for: "4 people", "six members", "a 3x3 grid". */
function countedCards(lower: string): number | undefined {
  const grid = /\b([1-4]) ?[x×] ?([1-4]) grid\b/.exec(lower);
  if (grid) return Number(grid[1]) * Number(grid[2]);
  const counted =
    /\b(\d{1,2}|two|three|four|five|six|eight|nine|twelve) (?:team )?(?:members|people|persons|employees|cards|profiles)\b/.exec(
      lower,
    );
  if (!counted) return undefined;
  const n = COUNT_WORDS[counted[1]!] ?? Number(counted[1]);
  return n >= 1 && n <= 12 ? n : undefined;
}

/** Capitalises the first letter and keeps the rest ("LinkedIn link" stays). */
function sentenceCaseKeep(label: string): string {
  return label ? label[0]!.toUpperCase() + label.slice(1) : label;
}

/** The data a table, grid or records list shows, or none; with the words of its column labels. */
export function readData(
  masked: string,
  lower: string,
  archetype: Archetype,
  needsData: boolean,
  quotes: Quote[] = [],
): { data: DataSpec; words: string[] } {
  const table = archetype === 'stat-card' ? dashboardTableWords(masked) : undefined;
  const data: DataSpec = needsData
    ? buildData(masked, lower, archetype, quotes)
    : table
      ? buildData(table, table.toLowerCase(), 'data-table', quotes)
      : { entity: 'item', columns: [], rows: [] };
  return { data, words: data.columns.flatMap((column) => words(column.label)) };
}

/**
 * A dashboard's table named beside its cards ("a table of recent orders with columns Order,
 * Customer"): the words from "table" on, which its columns are read from; "recent" or "latest"
 * says which rows, not what one row is.
 */
function dashboardTableWords(masked: string): string | undefined {
  const at = /\btable\b/i.exec(masked);
  if (!at) return undefined;
  return masked.slice(at.index).replace(/^(table of )(?:recent|latest|last|new|top) /i, '$1');
}
