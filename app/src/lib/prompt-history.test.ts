import { describe, expect, it } from 'vitest';
import {
  createPromptHistory,
  PROMPT_HISTORY_LIMIT,
  PROMPT_HISTORY_STORAGE_KEY,
} from './prompt-history';

function memoryStorage(initial?: string) {
  const entries = new Map<string, string>();
  if (initial !== undefined) entries.set(PROMPT_HISTORY_STORAGE_KEY, initial);
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

describe('given an empty prompt history', () => {
  it('should keep sent prompts oldest first, trimmed, without empty ones', () => {
    const storage = memoryStorage();
    const history = createPromptHistory({ storage });
    history.push('  a login form ');
    history.push('   ');
    history.push('a pricing table');
    expect(history.entries()).toEqual(['a login form', 'a pricing table']);
    expect(JSON.parse(storage.entries.get(PROMPT_HISTORY_STORAGE_KEY) ?? '')).toEqual([
      'a login form',
      'a pricing table',
    ]);
  });

  it('should recall nothing', () => {
    const history = createPromptHistory({ storage: memoryStorage() });
    expect(history.older('draft')).toBeUndefined();
    expect(history.newer()).toBeUndefined();
  });
});

describe('given a prompt sent twice in a row', () => {
  it('should keep it once, but keep a repeat that is not adjacent', () => {
    const history = createPromptHistory({ storage: memoryStorage() });
    history.push('a card');
    history.push('a card');
    history.push('a modal');
    history.push('a card');
    expect(history.entries()).toEqual(['a card', 'a modal', 'a card']);
  });
});

describe('given more prompts than the limit', () => {
  it('should keep only the last 50', () => {
    const history = createPromptHistory({ storage: memoryStorage() });
    for (let index = 1; index <= PROMPT_HISTORY_LIMIT + 5; index += 1)
      history.push(`prompt ${index}`);
    const entries = history.entries();
    expect(entries).toHaveLength(50);
    expect(entries[0]).toBe('prompt 6');
    expect(entries.at(-1)).toBe('prompt 55');
  });
});

describe('given three kept prompts', () => {
  const make = () => {
    const history = createPromptHistory({ storage: memoryStorage() });
    for (const prompt of ['first', 'second', 'third']) history.push(prompt);
    return history;
  };

  it('should walk older with ↑ and stop at the oldest', () => {
    const history = make();
    expect(history.older('my draft')).toBe('third');
    expect(history.older('third')).toBe('second');
    expect(history.older('second')).toBe('first');
    expect(history.older('first')).toBe('first');
  });

  it('should walk newer with ↓ and give the draft back past the newest', () => {
    const history = make();
    history.older('my draft');
    history.older('third');
    expect(history.newer()).toBe('third');
    expect(history.newer()).toBe('my draft');
    expect(history.newer()).toBeUndefined();
  });

  it('should start again from the newest after a push or a reset', () => {
    const history = make();
    history.older('');
    history.older('');
    history.push('fourth');
    expect(history.older('')).toBe('fourth');
    history.reset();
    expect(history.older('')).toBe('fourth');
  });

  it('should forget everything on clear', () => {
    const history = make();
    history.clear();
    expect(history.entries()).toEqual([]);
  });
});

describe('given storage that is malformed or refuses writes', () => {
  it('should hold no history instead of throwing', () => {
    expect(createPromptHistory({ storage: memoryStorage('{not json') }).entries()).toEqual([]);
    expect(createPromptHistory({ storage: memoryStorage('{"a":1}') }).entries()).toEqual([]);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const history = createPromptHistory({ storage: refusing });
    expect(() => history.push('a form')).not.toThrow();
    expect(history.entries()).toEqual([]);
  });

  it('should see prompts another tab kept', () => {
    const storage = memoryStorage();
    const one = createPromptHistory({ storage });
    const other = createPromptHistory({ storage });
    one.push('from the first tab');
    expect(other.older('')).toBe('from the first tab');
  });
});
