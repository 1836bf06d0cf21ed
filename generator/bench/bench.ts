/**
 * `npm run bench -w @kiln/generator`: p50/p95 of interpret+emit and of validate over the corpus.
 * Validation is measured warm (after one pass over the corpus), as the server runs it.
 */
import { printMachine, report } from './stats';
import { generate, validate } from '../src/index';
import { loadCorpus } from '../test/support/corpus';
import { designSystemDeclarations } from '../test/support/design-system';
import { EXTRA_CASES } from '../test/support/extra-cases';

const entries = [...loadCorpus(), ...EXTRA_CASES];

/** Milliseconds of CPU this process spent: on a shared, busy machine wall time also counts waiting. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

printMachine();
console.log(`corpus: ${entries.length} descriptions (shared corpus + our own cases)\n`);

const emitSamples: number[] = [];
const emitCpu = process.cpuUsage();
for (let round = 0; round < 21; round += 1) {
  for (const entry of entries) {
    const started = performance.now();
    generate(entry.prompt, { framework: entry.framework });
    if (round > 0) emitSamples.push(performance.now() - started);
  }
}
report('interpret + emit', emitSamples);
const dsSamples: number[] = [];
for (let round = 0; round < 6; round += 1) {
  for (const entry of entries) {
    const started = performance.now();
    generate(entry.prompt, { framework: 'react-ds' });
    if (round > 0) dsSamples.push(performance.now() - started);
  }
}
report('interpret + emit ds', dsSamples);
console.log(
  `${'interpret + emit (cpu)'.padEnd(22)} mean ${(cpuMs(emitCpu) / (entries.length * 21)).toFixed(2)} ms`,
);

const generations = entries.map((entry) => generate(entry.prompt, { framework: entry.framework }));
const coldStarted = performance.now();
await validate(generations[0]!.files);
console.log(
  `${'validate (first call)'.padEnd(22)} ${(performance.now() - coldStarted).toFixed(0)} ms`,
);
for (const generation of generations) await validate(generation.files);

const repeated: number[] = [];
for (const generation of generations) {
  const started = performance.now();
  await validate(generation.files);
  repeated.push(performance.now() - started);
}
report('validate (same files)', repeated);

const fresh: number[] = [];
const freshCpu: number[] = [];
for (const entry of entries) {
  // A description the workspace has not seen: new files, a new program, no cached verdict.
  const generation = generate(`${entry.prompt}, in dark mode`, { framework: entry.framework });
  const cpu = process.cpuUsage();
  const started = performance.now();
  await validate(generation.files);
  fresh.push(performance.now() - started);
  freshCpu.push(cpuMs(cpu));
}
report('validate (wall)', fresh);
report('validate (cpu)', freshCpu);

// Varied components: each a description no earlier call used (other fields, other order), so the
// TypeScript sources differ and nothing is reused but the declaration files. The dark-mode variants
// above change mostly styles and keep most sources as validated before.
const FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'city',
  'street',
  'postcode',
  'website',
  'age',
  'birthday',
  'password',
  'username',
  'title',
  'notes',
  'budget',
  'country',
];
const KINDS = [
  'a form with',
  'a registration form with',
  'a contact form with',
  'a profile editor with',
  'a checkout form with',
  'a table of people with columns',
  'a settings panel with toggles for',
];
const variedDescription = (index: number) => {
  const pick = (offset: number) => FIELDS[(index * 7 + offset * 5) % FIELDS.length]!;
  const fields = [pick(0), pick(1), pick(2), pick(3)].filter(
    (field, at, all) => all.indexOf(field) === at,
  );
  return `${KINDS[index % KINDS.length]} ${fields.join(', ')} and a "Save ${index}" button`;
};
// react-ds is checked against the design system's built declarations, as the server hands them in.
const declarations = designSystemDeclarations();
for (const framework of ['angular', 'react', 'react-ds'] as const) {
  const options = framework === 'react-ds' ? { declarations } : {};
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < 60; index += 1) {
    const generation = generate(variedDescription(index), { framework });
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    await validate(generation.files, options);
    wall.push(performance.now() - started);
    cpu.push(cpuMs(cpuStart));
  }
  report(`validate varied ${framework}`, wall);
  report(`  (cpu)`, cpu);
}
