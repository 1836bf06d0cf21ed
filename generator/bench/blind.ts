/**
 * `npm run bench:blind -w @kiln/generator -- <set.json> [--misses]`: a blind held-out set (written
 * from the descriptions' words alone by people who never read the engine) scored in Angular and in
 * React, whatever framework an entry names. Every expectation is checked on what the component
 * renders in Chromium (test/support/rendered-markup.ts): selectors and counts with the DOM's own
 * `querySelectorAll`, text case-insensitively on the rendered markup (text and attributes). Every
 * output is also validated (Angular strict templates, strict TypeScript). Per entry it prints the
 * share met in each framework; `--misses` adds what was missed, which those tuning the engine do
 * not read while they work. Entries with a `script` also have it run on the mounted component
 * (test/support/behaviour.ts): "behaviour scripts passed: x/y" beside the structural share.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { generate, validate } from '../src/index';
import type { Generation } from '../src/index';
import { readCorpusFile } from '../test/support/corpus';
import type { Check, CorpusEntry } from '../test/support/corpus';
import { runScripts } from '../test/support/behaviour';
import { renderedMarkup } from '../test/support/rendered-markup';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const path = args.find((a) => !a.startsWith('--'));
if (!path) throw new Error('usage: bench:blind -- <set.json> [--misses]');
const { entries } = readCorpusFile(pathToFileURL(resolve(process.cwd(), path)));

function renderedChecks(entry: CorpusEntry, markup: string): Check[] {
  const { document } = new JSDOM(`<!doctype html><body>${markup}</body>`).window;
  const count = (selector: string) => {
    try {
      return document.body.querySelectorAll(selector).length;
    } catch {
      return 0;
    }
  };
  const haystack = `${document.body.textContent ?? ''} ${markup}`.toLowerCase();
  const out: Check[] = [];
  for (const selector of entry.expect.template ?? [])
    out.push({ kind: 'template', expectation: selector, passed: count(selector) > 0 });
  for (const { selector, min } of entry.expect.counts ?? [])
    out.push({
      kind: 'count',
      expectation: `${selector} ≥ ${min}`,
      passed: count(selector) >= min,
    });
  for (const text of entry.expect.text ?? [])
    out.push({ kind: 'text', expectation: text, passed: haystack.includes(text.toLowerCase()) });
  return out;
}

const frameworks = ['angular', 'react'] as const;
const lines = entries.map((entry) => entry.id.padEnd(28));
const missed = entries.map(() => new Set<string>());

for (const framework of frameworks) {
  const generations: Generation[] = entries.map((entry) => generate(entry.prompt, { framework }));
  // An answer that asks a clarifying question has no files: nothing renders, every expectation is missed.
  const withFiles = generations.flatMap((g, i) =>
    g.files.length ? [{ id: entries[i]!.id, files: g.files, index: i }] : [],
  );
  const renderedByIndex = await renderedMarkup(framework, withFiles);
  const markup = generations.map(() => 'NO COMPONENT');
  withFiles.forEach((item, n) => (markup[item.index] = renderedByIndex[n]!));
  let met = 0;
  let total = 0;
  let invalid = 0;
  for (const [index, entry] of entries.entries()) {
    const checks = renderedChecks(entry, markup[index]!);
    const diagnostics = await validate(generations[index]!.files);
    const broken = diagnostics.length > 0 || markup[index]!.startsWith('MOUNT ERROR');
    if (!generations[index]!.files.length) lines[index] += ' (clarifying question)';
    if (broken) invalid += 1;
    const passed = checks.filter((c) => c.passed).length;
    met += passed;
    total += checks.length;
    for (const c of checks) if (!c.passed) missed[index]!.add(`${c.kind} ${c.expectation}`);
    const share = checks.length ? `${Math.round((passed / checks.length) * 100)} %` : '—';
    lines[index] += ` ${framework} ${share.padStart(5)}${broken ? ' INVALID' : ''}`;
  }
  const scripted = entries.flatMap((entry, index) =>
    entry.script?.length && generations[index]!.files.length
      ? [
          {
            id: entry.id,
            files: generations[index]!.files,
            script: entry.script,
            clock: entry.clock,
            index,
          },
        ]
      : [],
  );
  const results = scripted.length ? await runScripts(framework, scripted) : [];
  for (const [n, result] of results.entries()) {
    const index = scripted[n]!.index;
    lines[index] += result.passed ? ' script ok  ' : ' script FAIL';
    if (result.failure)
      missed[index]!.add(
        `${framework} script step ${result.failure.step}: ${result.failure.reason}`,
      );
  }
  const scriptsPassed = results.filter((r) => r.passed).length;
  console.log(
    `${framework}: ${met}/${total} expectations met (${((met / total) * 100).toFixed(1)} %), ${entries.length - invalid}/${entries.length} outputs validate and mount${scripted.length ? `, behaviour scripts passed: ${scriptsPassed}/${scripted.length}` : ''}`,
  );
}
for (const [index, line] of lines.entries())
  console.log(
    showMisses && missed[index]!.size ? `${line}  misses: ${[...missed[index]!].join('; ')}` : line,
  );
