/**
 * `npm run bench:react-ds -w @kiln/generator`: the shared corpus and both held-out sets emitted as
 * react-ds. Template and count expectations are checked on the markup each component renders
 * (react-dom/server, with the design system's bundle), text on that markup and the code, and the
 * TypeScript expectations of React entries on the .tsx; the TypeScript expectations of Angular
 * entries describe Angular code and are counted apart as not applicable. Every output is also
 * validated against the design system's built declarations.
 */
import { generate, validate } from '../src/index';
import { CORPUS_COPY, readCorpusFile } from '../test/support/corpus';
import type { Check, CorpusEntry } from '../test/support/corpus';
import { designSystemDeclarations } from '../test/support/design-system';
import { renderReactDs } from '../test/support/render-ds';
import { queryTemplate } from '../test/support/template-query';

const declarations = designSystemDeclarations();
const sets: [string, URL][] = [
  ['shared corpus', CORPUS_COPY],
  ['own held-out set', new URL('../test/held-out/own-set.json', import.meta.url)],
  ['fresh held-out set', new URL('../test/held-out/fresh-set.json', import.meta.url)],
];

function checks(entry: CorpusEntry, html: string, code: string): Check[] {
  const query = queryTemplate(html);
  const haystack = `${query.text} ${html} ${code}`.toLowerCase();
  const out: Check[] = [];
  for (const selector of entry.expect.template ?? [])
    out.push({ kind: 'template', expectation: selector, passed: query.count(selector) > 0 });
  for (const { selector, min } of entry.expect.counts ?? [])
    out.push({
      kind: 'count',
      expectation: `${selector} ≥ ${min}`,
      passed: query.count(selector) >= min,
    });
  for (const text of entry.expect.text ?? [])
    out.push({ kind: 'text', expectation: text, passed: haystack.includes(text.toLowerCase()) });
  if (entry.framework === 'react')
    for (const pattern of entry.expect.typescript ?? []) {
      // The corpus states these as regex source; they are test data, never request text.
      // eslint-disable-next-line no-restricted-syntax
      const passed = new RegExp(pattern).test(code);
      out.push({ kind: 'typescript', expectation: pattern, passed });
    }
  return out;
}

for (const [label, file] of sets) {
  const { entries } = readCorpusFile(file);
  const generations = entries.map((entry) => generate(entry.prompt, { framework: 'react-ds' }));
  const html = await renderReactDs(
    generations.map((g, i) => ({ id: entries[i]!.id, files: g.files })),
  );
  let met = 0;
  let total = 0;
  let invalid = 0;
  let notApplicable = 0;
  const lines: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const generation = generations[index]!;
    const code = generation.files.find((f) => f.type === 'component')!.content;
    const result = checks(entry, html[index]!, code);
    if (entry.framework !== 'react') notApplicable += entry.expect.typescript?.length ?? 0;
    const diagnostics = await validate(generation.files, { declarations });
    if (diagnostics.length || html[index]!.startsWith('RENDER ERROR')) invalid += 1;
    const passed = result.filter((c) => c.passed).length;
    met += passed;
    total += result.length;
    const misses = result.filter((c) => !c.passed).map((c) => `${c.kind} ${c.expectation}`);
    if (misses.length || diagnostics.length)
      lines.push(
        `${entry.id.padEnd(22)} ${String(Math.round((passed / Math.max(1, result.length)) * 100)).padStart(3)} %  ${generation.model.archetype.padEnd(16)}${misses.length ? ` misses: ${misses.join('; ')}` : ''}${diagnostics.length ? ` INVALID: ${diagnostics.map((d) => d.message).join(' | ')}` : ''}`,
      );
  }
  console.log(
    `\n${label}, react-ds: ${met}/${total} expectations (${((met / total) * 100).toFixed(1)} %), ${entries.length - invalid}/${entries.length} outputs validate and render; ${notApplicable} Angular-code expectations not applicable`,
  );
  console.log(lines.join('\n'));
}
