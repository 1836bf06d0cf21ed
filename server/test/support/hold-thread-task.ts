/**
 * A worker-pool task for tests: holds its thread for `ms` milliseconds (a blocking wait, as a
 * long compile would) and answers which thread ran it.
 */
import { threadId } from 'node:worker_threads';

export default function holdThread({ ms }: { ms: number }): number {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  return threadId;
}
