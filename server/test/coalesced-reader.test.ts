import { describe, expect, it } from 'vitest';
import { createCoalescedReader } from '../src/lib/coalesced-reader';

/** A loader that records each batch it is asked for and answers `value:<key>` for keys not in `missing`. */
const recordingLoader = (missing: string[] = []) => {
  const batches: string[][] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const load = async (keys: string[]) => {
    batches.push([...keys]);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    return new Map(
      keys.filter((key) => !missing.includes(key)).map((key) => [key, `value:${key}`]),
    );
  };
  return {
    load,
    batches,
    holdNext: () => {
      hold = true;
    },
    releaseHeld: () => {
      hold = false;
      release?.();
    },
  };
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('given keys asked for in the same turn of the event loop', () => {
  it('should read them with one load and answer each caller its own value', async () => {
    const loader = recordingLoader(['c']);
    const read = createCoalescedReader(loader.load);
    const answers = await Promise.all([read('a'), read('b'), read('c'), read('a')]);
    expect(answers).toEqual(['value:a', 'value:b', undefined, 'value:a']);
    expect(loader.batches).toEqual([['a', 'b', 'c']]);
  });

  it('should not load before the turn ends, and start a new batch in the next turn', async () => {
    const loader = recordingLoader();
    const read = createCoalescedReader(loader.load);
    const first = read('a');
    expect(loader.batches).toEqual([]);
    await first;
    await read('b');
    expect(loader.batches).toEqual([['a'], ['b']]);
  });

  it('should send a batch as soon as it holds maxBatch keys', async () => {
    const loader = recordingLoader();
    const read = createCoalescedReader(loader.load, { maxBatch: 2 });
    const answers = Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => read(key)));
    expect(loader.batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    await expect(answers).resolves.toEqual(['value:a', 'value:b', 'value:c', 'value:d', 'value:e']);
    expect(loader.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});

describe('given a batch already in flight', () => {
  it('should read a key asked for meanwhile in a new batch, never from the read in flight', async () => {
    const loader = recordingLoader();
    const read = createCoalescedReader(loader.load);
    loader.holdNext();
    const early = read('a');
    await nextTurn();
    expect(loader.batches).toEqual([['a']]);
    // Asked after the first read began: it must not be answered from that read.
    const late = read('a');
    loader.releaseHeld();
    await expect(early).resolves.toBe('value:a');
    await expect(late).resolves.toBe('value:a');
    expect(loader.batches).toEqual([['a'], ['a']]);
  });
});

describe('given a load that fails', () => {
  it('should reject every caller of that batch and still serve the next batch', async () => {
    let fail = true;
    const read = createCoalescedReader(async (keys) => {
      if (fail) throw new Error('database unreachable');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const results = await Promise.allSettled([read('a'), read('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(read('a')).resolves.toBe('A');
  });

  it('should reject the callers when the loader throws before returning a promise', async () => {
    const read = createCoalescedReader<string>(() => {
      throw new Error('bad statement');
    });
    await expect(read('a')).rejects.toThrow('bad statement');
  });
});
