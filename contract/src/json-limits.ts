/**
 * Size and depth limits for JSON taken from requests. The depth walks are iterative: a value nested
 * thousands of levels deep is measured without exhausting the call stack, as the recursive walks
 * that would otherwise meet it first (JSON.stringify, schema validation, database drivers) do.
 */

export interface JsonLimits {
  /** UTF-8 bytes of the value written as compact JSON. */
  maxBytes: number;
  /** Levels of objects and arrays, as `jsonDepth` counts them. */
  maxDepth: number;
}

/** A `context` sent with a chat session, a message or a prompt: stored, and counted as storage. */
export const CONTEXT_LIMITS: JsonLimits = { maxBytes: 16 * 1024, maxDepth: 8 };

/**
 * Any request body: far deeper than a form or a context needs, far shallower than what overflows a
 * recursive walk.
 */
export const MAX_BODY_DEPTH = 64;

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/**
 * How deeply objects and arrays nest: 0 for a scalar, 1 for `{}` or `[1, 2]`, 2 for `{ a: [] }`.
 * Counting stops as soon as the depth passes `stopAbove`, so a hostile value costs no more than the
 * limit it is checked against.
 */
export const jsonDepth = (value: unknown, stopAbove = Number.POSITIVE_INFINITY): number => {
  if (!isContainer(value)) return 0;
  let deepest = 0;
  const pending: Array<{ container: object; depth: number }> = [{ container: value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { container, depth } = next;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > stopAbove) return deepest;
    }
    const members: unknown[] = Array.isArray(container) ? container : Object.values(container);
    for (const member of members) {
      if (isContainer(member)) pending.push({ container: member, depth: depth + 1 });
    }
  }
  return deepest;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The nesting depth of JSON text, as `jsonDepth` counts it for the parsed value, read without
 * parsing: a body can be refused before JSON.parse spends time on it (a megabyte of `[` costs
 * JSON.parse hundreds of milliseconds; this scan stops at the limit). Brackets inside strings do
 * not count. For text that is not valid JSON the figure means nothing; parsing it fails anyway.
 */
export const jsonTextDepth = (text: string, stopAbove = Number.POSITIVE_INFINITY): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return deepest;
};

const encoder = new TextEncoder();

/**
 * UTF-8 bytes of the value written as compact JSON (0 for a value JSON cannot write). Check the
 * depth first: writing a value nested too deeply overflows the stack.
 */
export const jsonByteLength = (value: unknown): number => {
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? 0 : encoder.encode(text).length;
};

/**
 * Why the value breaks the limits, worded to follow the field's name ("context: must …"), or
 * undefined when it keeps them.
 */
export const jsonLimitProblem = (value: unknown, limits: JsonLimits): string | undefined => {
  if (jsonDepth(value, limits.maxDepth) > limits.maxDepth)
    return `must not nest objects and arrays more than ${limits.maxDepth} levels deep`;
  const bytes = jsonByteLength(value);
  if (bytes > limits.maxBytes)
    return `must be at most ${limits.maxBytes} bytes as JSON, got ${bytes}`;
  return undefined;
};
