import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How much less CPU priority a worker thread gets than the event loop (a nice increment). */
const WORKER_NICENESS = 10;

/**
 * Lowers the calling thread's CPU priority, so on a busy machine the event loop answering
 * requests runs first and code checks take the cycles left over. On Linux a thread is a task with
 * its own nice value, set through its task id (read from /proc/thread-self); elsewhere, or where
 * that is not allowed, the thread keeps the normal priority.
 */
export const lowerThreadPriority = (): boolean => {
  try {
    const taskId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(taskId) || taskId <= 0) return false;
    setPriority(taskId, WORKER_NICENESS);
    return true;
  } catch {
    return false;
  }
};
