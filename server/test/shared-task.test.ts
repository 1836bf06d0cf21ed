import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSharedTasks } from '../src/lib/shared-task';

/** A run that waits until its signal aborts, then fails as a queued worker task does. */
const cancellable = (starts: AbortSignal[]) => (signal: AbortSignal) => {
  starts.push(signal);
  return new Promise<string>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error('validation was cancelled')), {
      once: true,
    }),
  );
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('given runs shared by the requests that wait for them', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('should start nothing for a request that closed before it asked', async () => {
    const tasks = createSharedTasks<string>();
    const starts: AbortSignal[] = [];
    const closed = new AbortController();
    closed.abort(new Error('the request closed'));
    await expect(tasks.join('a', cancellable(starts), closed.signal)).rejects.toThrow(
      'the request closed',
    );
    await nextTurn();
    expect(starts).toEqual([]);
    expect(tasks.size()).toBe(0);
    expect(unhandled).toEqual([]);
  });

  it('should cancel the run once every request has gone, with no unhandled failure', async () => {
    const tasks = createSharedTasks<string>();
    const starts: AbortSignal[] = [];
    const first = new AbortController();
    const second = new AbortController();
    const waiting = [
      tasks.join('a', cancellable(starts), first.signal),
      tasks.join('a', cancellable(starts), second.signal),
    ];
    expect(starts).toHaveLength(1);
    first.abort(new Error('first gone'));
    await expect(waiting[0]).rejects.toThrow('first gone');
    expect(starts[0]!.aborted).toBe(false);
    second.abort(new Error('second gone'));
    await expect(waiting[1]).rejects.toThrow('second gone');
    expect(starts[0]!.aborted).toBe(true);
    await nextTurn();
    expect(tasks.size()).toBe(0);
    expect(unhandled).toEqual([]);
  });

  it('should give a later request a run of its own, and the same answer to those who wait', async () => {
    const tasks = createSharedTasks<string>();
    let runs = 0;
    const start = async () => {
      runs += 1;
      await nextTurn();
      return `answer ${runs}`;
    };
    const [a, b] = await Promise.all([tasks.join('k', start), tasks.join('k', start)]);
    expect([a, b]).toEqual(['answer 1', 'answer 1']);
    expect(await tasks.join('k', start)).toBe('answer 2');
  });
});
