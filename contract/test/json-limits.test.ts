import { describe, expect, it } from 'vitest';
import {
  CONTEXT_LIMITS,
  chatBodySchema,
  jsonByteLength,
  jsonDepth,
  jsonLimitProblem,
  jsonTextDepth,
  promptRecordBodySchema,
  startSessionBodySchema,
} from '../src/index';

/** An object nested `levels` deep: `{ a: { a: … 1 } }`, whose depth is `levels`. */
const nestedObject = (levels: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
};

/** An array nested `levels` deep: `[[…[]…]]`. */
const nestedArray = (levels: number): unknown => {
  let value: unknown = [];
  for (let level = 1; level < levels; level += 1) value = [value];
  return value;
};

/** A one-key record whose compact JSON is exactly `bytes` long. */
const contextOfBytes = (bytes: number) => {
  const overhead = JSON.stringify({ notes: '' }).length;
  return { notes: 'x'.repeat(bytes - overhead) };
};

describe('given jsonDepth', () => {
  it('should count scalars as 0 and each level of objects and arrays as 1', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth([1, 2])).toBe(1);
    expect(jsonDepth({ a: [] })).toBe(2);
    expect(jsonDepth({ a: 1, b: { c: [{ d: 1 }] }, e: [] })).toBe(4);
  });

  it('should measure a value nested 100,000 levels deep without overflowing the stack', () => {
    expect(jsonDepth(nestedObject(100_000))).toBe(100_000);
    expect(jsonDepth(nestedArray(100_000))).toBe(100_000);
  });

  it('should stop counting once the depth passes the limit it is checked against', () => {
    expect(jsonDepth(nestedObject(10_000), 8)).toBe(9);
  });
});

describe('given jsonTextDepth', () => {
  it('should read from the text the depth jsonDepth gives the parsed value', () => {
    const values: unknown[] = [
      7,
      'text',
      {},
      [[], [[1]]],
      { a: 1, b: { c: [{ d: 1 }] }, e: [] },
      { '[{': '}]', quoted: 'say \\"[[[\\" twice', path: 'C:\\[x]\\', nested: [{ x: '\\' }] },
      nestedObject(70),
      nestedArray(70),
    ];
    for (const value of values) {
      expect(jsonTextDepth(JSON.stringify(value))).toBe(jsonDepth(value));
    }
  });

  it('should stop reading once the depth passes the limit', () => {
    expect(jsonTextDepth('['.repeat(500_000) + ']'.repeat(500_000), 64)).toBe(65);
  });
});

describe('given jsonByteLength', () => {
  it('should count the UTF-8 bytes of the compact JSON', () => {
    expect(jsonByteLength({ a: 1 })).toBe(7);
    expect(jsonByteLength({ a: 'é' })).toBe(10);
    expect(jsonByteLength(undefined)).toBe(0);
  });
});

describe('given jsonLimitProblem with the context limits', () => {
  it('should accept a context of exactly 16 KB nested 8 levels deep', () => {
    expect(jsonLimitProblem(contextOfBytes(CONTEXT_LIMITS.maxBytes), CONTEXT_LIMITS)).toBe(
      undefined,
    );
    expect(jsonLimitProblem(nestedObject(8), CONTEXT_LIMITS)).toBe(undefined);
  });

  it('should name the size of a context one byte over 16 KB', () => {
    expect(jsonLimitProblem(contextOfBytes(16_385), CONTEXT_LIMITS)).toBe(
      'must be at most 16384 bytes as JSON, got 16385',
    );
  });

  it('should refuse a context nested 9 levels deep', () => {
    expect(jsonLimitProblem(nestedObject(9), CONTEXT_LIMITS)).toBe(
      'must not nest objects and arrays more than 8 levels deep',
    );
  });

  it('should refuse a context nested 10,000 levels deep without overflowing the stack', () => {
    expect(jsonLimitProblem(nestedObject(10_000), CONTEXT_LIMITS)).toMatch(/8 levels/);
  });
});

describe('given a context in a request body', () => {
  const sessionId = '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b';

  it('should refuse an oversized session, chat or prompt context with an issue on the context field', () => {
    const context = contextOfBytes(16_385);
    const results = [
      startSessionBodySchema.safeParse({ context }),
      chatBodySchema.safeParse({ sessionId, message: 'Hi', context }),
      promptRecordBodySchema.safeParse({ content: 'A card', context }),
    ];
    for (const result of results) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['context']]);
    }
  });

  it('should accept a context within the limits', () => {
    const context = { framework: 'react', nested: nestedObject(7) };
    expect(startSessionBodySchema.safeParse({ context }).success).toBe(true);
    expect(promptRecordBodySchema.safeParse({ content: 'A card', context }).success).toBe(true);
  });
});
