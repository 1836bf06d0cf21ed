/**
 * The catalogues Kiln ships, read from the repository: the templates its database is seeded with
 * (the migration that inserts them) and the component library's catalogue. An admin's later edits
 * to templates live in a server's database and are not seen here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_DIR = new URL('../../../server/', import.meta.url);
const TEMPLATES_SEED = fileURLToPath(new URL('drizzle/0016_seed_templates.sql', SERVER_DIR));
const LIBRARY_CATALOGUE = new URL('src/library/catalogue.ts', SERVER_DIR);

export interface Template {
  name: string;
  description: string;
  category: string;
  frameworks: string[];
  tags: string[];
  /** The Generate form's request the template starts from. */
  request: Record<string, unknown>;
}

export interface LibraryEntry {
  slug: string;
  name: string;
  category: string;
  description: string;
  tags: readonly string[];
  /** The description the engine builds the component from. */
  request: string;
}

/** The values of one SQL row: quoted strings ('' escapes a quote), ARRAY[...] lists and numbers. */
function sqlValues(row: string): (string | string[])[] {
  const values: (string | string[])[] = [];
  const token = /'((?:[^']|'')*)'(?:::\w+)?|ARRAY\[([^\]]*)\](?:::\w+\[\])?|(-?\d+)/g;
  for (const match of row.matchAll(token)) {
    if (match[1] !== undefined) values.push(match[1].replace(/''/g, "'"));
    else if (match[2] !== undefined)
      values.push(
        [...match[2].matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'")),
      );
    else values.push(match[3]!);
  }
  return values;
}

let templates: Template[] | undefined;

export function shippedTemplates(): Template[] {
  templates ??= readFileSync(TEMPLATES_SEED, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('  ('))
    .map((line) => {
      const [name, description, category, frameworks, tags, request] = sqlValues(line);
      return {
        name: String(name),
        description: String(description),
        category: String(category),
        frameworks: frameworks as string[],
        tags: tags as string[],
        request: JSON.parse(String(request)) as Record<string, unknown>,
      };
    });
  return templates;
}

let library: Promise<readonly LibraryEntry[]> | undefined;

export function libraryCatalogue(): Promise<readonly LibraryEntry[]> {
  library ??= import(pathToFileURL(fileURLToPath(LIBRARY_CATALOGUE)).href).then(
    (module: { CATALOGUE: readonly LibraryEntry[] }) => module.CATALOGUE,
  );
  return library;
}

/** Whether every word of the query is in the text (case-insensitive); an empty query matches all. */
export function matchesWords(query: string | undefined, ...texts: (string | readonly string[])[]) {
  const haystack = texts.flat().join(' ').toLowerCase();
  return (query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
