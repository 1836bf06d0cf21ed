import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORPUS_COPY, readCorpusFile } from './support/corpus';
import type { CorpusEntry } from './support/corpus';

/** The Kiln team's shared product corpus, where a checkout has it beside the repository. */
const SHARED_CORPUS = new URL('../../../shared/generator-corpus.json', import.meta.url);
const sharedPresent = existsSync(fileURLToPath(SHARED_CORPUS));

function differences(copy: CorpusEntry[], shared: CorpusEntry[]): string[] {
  const byId = (entries: CorpusEntry[]) =>
    new Map(entries.map((entry) => [entry.id, JSON.stringify(entry)]));
  const ours = byId(copy);
  const theirs = byId(shared);
  return [
    ...[...theirs.keys()]
      .filter((id) => !ours.has(id))
      .map((id) => `${id}: only in the shared corpus`),
    ...[...ours.keys()].filter((id) => !theirs.has(id)).map((id) => `${id}: only in the copy`),
    ...[...ours.keys()]
      .filter((id) => theirs.has(id) && theirs.get(id) !== ours.get(id))
      .map((id) => `${id}: differs`),
  ];
}

// The repository tests against its own copy, so a clone alone passes; a drift from the shared
// corpus is worth knowing about but is not this repository's failure, so it warns.
describe.skipIf(!sharedPresent)('given the shared corpus beside the repository', () => {
  it('should warn when the repository copy differs from it', () => {
    const copy = readCorpusFile(CORPUS_COPY).entries;
    const found = differences(copy, readCorpusFile(SHARED_CORPUS).entries);
    if (found.length)
      console.warn(
        `test/fixtures/generator-corpus.json differs from the shared corpus; copy it again:\n  ${found.join('\n  ')}`,
      );
    expect(copy.length).toBeGreaterThan(0);
  });
});
