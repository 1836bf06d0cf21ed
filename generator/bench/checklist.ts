/**
 * `npm run bench:checklist -w @kiln/generator`: the share of each description's requirements
 * checklist that the generated files meet, on descriptions never used to tune the engine.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '../src/index';

const file = new URL('./checklist-descriptions.json', import.meta.url);
const { descriptions } = JSON.parse(readFileSync(fileURLToPath(file), 'utf8')) as {
  descriptions: string[];
};
let met = 0;
let total = 0;
for (const description of descriptions) {
  const generation = generate(description);
  const items = generation.checklist;
  met += items.filter((i) => i.met).length;
  total += items.length;
  const misses = items.filter((i) => !i.met).map((i) => `${i.label} (${i.reason})`);
  console.log(
    `${generation.model.archetype.padEnd(16)} ${items.filter((i) => i.met).length}/${items.length}  ${description}${misses.length ? `\n    misses: ${misses.join('; ')}` : ''}`,
  );
}
console.log(
  `\nchecklist bench: ${met}/${total} requirements met (${((met / total) * 100).toFixed(1)} %) over ${descriptions.length} descriptions`,
);
