import { describe, expect, it } from 'vitest';
import { generate, validate } from '../src/index';
import type { Diagnostic } from '../src/index';
import { checkEntry, loadCorpus } from './support/corpus';
import type { Check, CorpusEntry } from './support/corpus';
import { EXTRA_CASES } from './support/extra-cases';

async function run(entries: CorpusEntry[]) {
  const results: { entry: CorpusEntry; checks: Check[]; diagnostics: Diagnostic[] }[] = [];
  for (const entry of entries) {
    const generation = generate(entry.prompt, { framework: entry.framework });
    results.push({
      entry,
      checks: checkEntry(entry, generation),
      diagnostics: await validate(generation.files),
    });
  }
  const checks = results.flatMap((r) => r.checks);
  const passed = checks.filter((c) => c.passed).length;
  const misses = results
    .filter((r) => r.checks.some((c) => !c.passed))
    .map(
      (r) =>
        `${r.entry.id}: ${r.checks
          .filter((c) => !c.passed)
          .map((c) => `${c.kind} ${c.expectation}`)
          .join(', ')}`,
    );
  const invalid = results
    .filter((r) => r.diagnostics.length)
    .map(
      (r) =>
        `${r.entry.id}: ${r.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join(' | ')}`,
    );
  console.log(
    `${passed}/${checks.length} expectations (${((passed / checks.length) * 100).toFixed(1)} %), ${results.length - invalid.length}/${results.length} outputs valid`,
  );
  if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);
  return { ratio: passed / checks.length, invalid, entries: results.length };
}

describe('given the shared generator corpus', () => {
  it('should produce outputs that all validate and meet at least 95 % of the expectations', async () => {
    const corpus = loadCorpus();
    const { ratio, invalid, entries } = await run(corpus);
    expect(entries).toBe(corpus.length);
    expect(invalid).toEqual([]);
    expect(ratio).toBeGreaterThanOrEqual(0.95);
  });
});

describe('given our own additional cases', () => {
  it('should validate every output and meet at least 95 % of the expectations', async () => {
    const { ratio, invalid } = await run(EXTRA_CASES);
    expect(invalid).toEqual([]);
    expect(ratio).toBeGreaterThanOrEqual(0.95);
  });
});
