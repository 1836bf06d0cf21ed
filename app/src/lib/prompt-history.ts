/**
 * The prompts a person sent, kept in local storage for the composer's ↑ / ↓ recall (spec §9: the
 * last 50 entries). Oldest first; a prompt sent twice in a row is kept once.
 */
export const PROMPT_HISTORY_LIMIT = 50;
export const PROMPT_HISTORY_STORAGE_KEY = 'kiln.promptHistory';

export type PromptHistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PromptHistoryDeps = {
  storage: PromptHistoryStorage;
  key?: string;
  limit?: number;
};

export type PromptHistory = {
  /** The kept prompts, oldest first. */
  entries(): readonly string[];
  /** Records a sent prompt and ends any recall in progress. */
  push(prompt: string): void;
  /**
   * ↑: the prompt before the one shown. The first step remembers `draft` (what the composer held)
   * so ↓ past the newest entry gives it back. Undefined when nothing is kept.
   */
  older(draft: string): string | undefined;
  /** ↓: the prompt after the one shown, then the remembered draft; undefined when not recalling. */
  newer(): string | undefined;
  /** Ends a recall: the next ↑ starts again from the newest prompt. */
  reset(): void;
  clear(): void;
};

export function createPromptHistory({
  storage,
  key = PROMPT_HISTORY_STORAGE_KEY,
  limit = PROMPT_HISTORY_LIMIT,
}: PromptHistoryDeps): PromptHistory {
  /** Where a recall stands: an index into the entries, or null when not recalling. */
  let cursor: number | null = null;
  let draft = '';

  // Read on every use, so a prompt sent in another tab is there too.
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter((entry): entry is string => typeof entry === 'string').slice(-limit)
        : [];
    } catch {
      // Malformed or unreadable storage holds no history rather than breaking the composer.
      return [];
    }
  };

  const write = (entries: string[]) => {
    try {
      storage.setItem(key, JSON.stringify(entries));
    } catch {
      // A full or blocked storage keeps the composer working, only without recall.
    }
  };

  return {
    entries: read,
    push(prompt) {
      cursor = null;
      draft = '';
      const text = prompt.trim();
      if (text.length === 0) return;
      const entries = read();
      if (entries.at(-1) === text) return;
      write([...entries, text].slice(-limit));
    },
    older(current) {
      const entries = read();
      if (entries.length === 0) return undefined;
      if (cursor === null || cursor > entries.length) {
        draft = current;
        cursor = entries.length;
      }
      cursor = Math.max(0, cursor - 1);
      return entries[cursor];
    },
    newer() {
      if (cursor === null) return undefined;
      const entries = read();
      cursor += 1;
      if (cursor >= entries.length) {
        cursor = null;
        return draft;
      }
      return entries[cursor];
    },
    reset() {
      cursor = null;
      draft = '';
    },
    clear() {
      cursor = null;
      draft = '';
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to do: an unreadable storage already holds no history.
      }
    },
  };
}
