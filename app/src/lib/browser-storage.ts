export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memoryStorage = (): KeyValueStorage => {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

/**
 * The browser's local storage, or a store in memory where there is none: while prerendering there
 * is no window, and privacy settings can block storage. What is kept then lasts for this page only.
 */
export const localStorageOrMemory = (): KeyValueStorage => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : memoryStorage();
  } catch {
    return memoryStorage();
  }
};
