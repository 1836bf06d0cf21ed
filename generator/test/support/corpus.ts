import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '../../src/index';
import type { Framework, Generation } from '../../src/index';
import type { Step } from './behaviour';
import { queryTemplate } from './template-query';

export interface CorpusEntry {
  id: string;
  prompt: string;
  framework: Framework;
  expect: {
    template?: string[];
    counts?: { selector: string; min: number }[];
    text?: string[];
    typescript?: string[];
  };
  /** What the component does, as steps run in Chromium (test/support/behaviour.ts). */
  script?: Step[];
  /** The local date and time the page's clock starts at ("2026-11-28T10:00"); else the real now. */
  clock?: string;
}

/** The repository's copy of the shared corpus (see test/fixtures/README.md for where it comes from). */
export const CORPUS_COPY = new URL('../fixtures/generator-corpus.json', import.meta.url);

export function readCorpusFile(location: URL): { entries: CorpusEntry[] } {
  return JSON.parse(readFileSync(fileURLToPath(location), 'utf8')) as { entries: CorpusEntry[] };
}

export function loadCorpus(): CorpusEntry[] {
  return readCorpusFile(CORPUS_COPY).entries;
}

/** Our held-out descriptions (test/held-out/), never tuned on; see bench/held-out.ts. */
export const HELD_OUT_SETS = ['own-set', 'fresh-set'] as const;

export function loadHeldOut(): CorpusEntry[] {
  return HELD_OUT_SETS.flatMap(
    (name) => readCorpusFile(new URL(`../held-out/${name}.json`, import.meta.url)).entries,
  );
}

/** Descriptions of components that do something, each with the script that shows it does. */
export const BEHAVIOUR_CASES = new URL('../fixtures/behaviour-cases.json', import.meta.url);

export function loadBehaviourCases(): CorpusEntry[] {
  return readCorpusFile(BEHAVIOUR_CASES).entries;
}

export interface Check {
  kind: 'template' | 'count' | 'text' | 'typescript';
  expectation: string;
  passed: boolean;
}

export function checkEntry(
  entry: CorpusEntry,
  generation: Generation = generate(entry.prompt, { framework: entry.framework }),
): Check[] {
  const template = generation.files.find((f) => f.type === 'template')?.content ?? '';
  const code = generation.files.find((f) => f.type === 'component')?.content ?? '';
  const query = template ? queryTemplate(template) : undefined;
  const haystack = (query ? `${query.text} ${template}` : code).toLowerCase();
  const checks: Check[] = [];
  for (const selector of entry.expect.template ?? [])
    checks.push({
      kind: 'template',
      expectation: selector,
      passed: (query?.count(selector) ?? 0) > 0,
    });
  for (const { selector, min } of entry.expect.counts ?? [])
    checks.push({
      kind: 'count',
      expectation: `${selector} ≥ ${min}`,
      passed: (query?.count(selector) ?? 0) >= min,
    });
  for (const text of entry.expect.text ?? [])
    checks.push({ kind: 'text', expectation: text, passed: haystack.includes(text.toLowerCase()) });
  for (const pattern of entry.expect.typescript ?? []) {
    // The shared corpus states these expectations as regex source; they are test data, never request text.
    // eslint-disable-next-line no-restricted-syntax
    const passed = new RegExp(pattern).test(code);
    checks.push({ kind: 'typescript', expectation: pattern, passed });
  }
  return checks;
}
