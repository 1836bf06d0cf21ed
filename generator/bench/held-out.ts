/**
 * `npm run bench:held-out -w @kiln/generator [-- --fresh]`: the share of expectations met on a
 * held-out set of descriptions the engine was never tuned on (test/held-out/), per entry, with
 * its misses, and whether every output validates with zero diagnostics.
 */
import { generate, validate } from '../src/index';
import { checkEntry, readCorpusFile } from '../test/support/corpus';

const fresh = process.argv.includes('--fresh');
const file = new URL(`../test/held-out/${fresh ? 'fresh-set' : 'own-set'}.json`, import.meta.url);
const { entries } = readCorpusFile(file);

let met = 0;
let total = 0;
let invalid = 0;
const lines: string[] = [];
for (const entry of entries) {
  const generation = generate(entry.prompt, { framework: entry.framework });
  const checks = checkEntry(entry, generation);
  const diagnostics = await validate(generation.files);
  const passed = checks.filter((c) => c.passed).length;
  met += passed;
  total += checks.length;
  if (diagnostics.length) invalid += 1;
  const misses = checks.filter((c) => !c.passed).map((c) => `${c.kind} ${c.expectation}`);
  lines.push(
    `${entry.id.padEnd(22)} ${String(Math.round((passed / checks.length) * 100)).padStart(3)} %  ${generation.model.archetype.padEnd(16)}${misses.length ? ` misses: ${misses.join('; ')}` : ''}${diagnostics.length ? ` INVALID: ${diagnostics.map((d) => d.message).join(' | ')}` : ''}`,
  );
}
console.log(lines.join('\n'));
console.log(
  `\n${fresh ? 'fresh' : 'own'} held-out set: ${met}/${total} expectations (${((met / total) * 100).toFixed(1)} %), ${entries.length - invalid}/${entries.length} outputs validate`,
);
