/** What the engine's benchmarks share: percentiles, one report line, the machine line. */
import { cpus, loadavg } from 'node:os';

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One line: count, median, the given upper percentile and the slowest sample, in ms. */
export function report(label: string, samples: number[], upper: 95 | 99 = 95) {
  const ms = (value: number, digits: number) => value.toFixed(digits).padStart(7);
  console.log(
    `${label.padEnd(22)} n=${String(samples.length).padStart(4)}  p50 ${ms(percentile(samples, 50), 2)} ms  p${upper} ${ms(percentile(samples, upper), 2)} ms  max ${ms(Math.max(...samples), 1)} ms`,
  );
}

export function printMachine() {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${load}`,
  );
}
