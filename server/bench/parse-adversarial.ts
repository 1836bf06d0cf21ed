/**
 * `npx tsx bench/parse-adversarial.ts` (in server/): p50/p99 of the model answer parser on 64 KB
 * answers built to make backtracking patterns explode. Target: p99 < 20 ms per answer.
 */
import { cpus, loadavg } from 'node:os';
import { parseAnswer } from '../src/ai/parse';

const BYTES = 64 * 1024;
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const fill = (shape: string) => shape.repeat(Math.ceil(BYTES / shape.length)).slice(0, BYTES);

const answers: [string, string][] = [
  ['untagged selectors and colons', `\`\`\`\n${fill('.a{:')}\n\`\`\``],
  ['colons, braces and spaces', `\`\`\`\n${fill(':{ ')}\n\`\`\``],
  ['a run of opening braces', `\`\`\`\n.card ${fill('{')}\n\`\`\``],
  ['a run of semicolons', `\`\`\`\n.card {${fill(';')}\n\`\`\``],
  ['a run of spaces', `\`\`\`\n.card${fill(' ')}x\n\`\`\``],
  ['declarations without an end', `\`\`\`\n.card {${fill('a:')}\n\`\`\``],
  ['nested braces', `\`\`\`\n${fill('.a { .b { c: d')}\n\`\`\``],
  ['backticks', fill('`')],
  ['fences without ends', fill('```\n')],
  ['fence openings on one line', `${fill('``` \t')}x`],
  ['blank lines, endless heading', `${fill('\n')}Next steps${fill(' ')}x`],
  ['bullet with trailing spaces', `Next steps:\n- a${fill(' ')}b`],
  ['Angular imports', `\`\`\`\n${fill(' import x\n')}\n\`\`\``],
];

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const all: number[] = [];
for (const [label, text] of answers) {
  parseAnswer(text, 'angular');
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    parseAnswer(text, round % 2 ? 'react' : 'angular');
    samples.push(performance.now() - started);
  }
  all.push(...samples);
  console.log(
    `${label.padEnd(32)} p50 ${percentile(samples, 50).toFixed(2).padStart(7)} ms  max ${Math.max(
      ...samples,
    )
      .toFixed(2)
      .padStart(7)} ms`,
  );
}
console.log(
  `${'all 64 KB answers'.padEnd(32)} n=${all.length} p50 ${percentile(all, 50).toFixed(2)} ms  p99 ${percentile(all, 99).toFixed(2)} ms`,
);
