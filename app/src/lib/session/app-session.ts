import { toast } from '@kiln/design-system';
import { connectAuth } from '../api/app-api-client';
import { fetchProfileForSession } from './api/get-profile';
import { postLogout } from './api/post-logout';
import { postRefresh } from './api/post-refresh';
import { createSessionStore, type SessionStore } from './session-store';

const memoryStorage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

const browser = typeof window !== 'undefined';

const localStorageOrMemory = () => {
  try {
    return browser ? window.localStorage : memoryStorage();
  } catch {
    // Storage can be blocked by the browser's privacy settings; the session then lives in memory.
    return memoryStorage();
  }
};

/** The app's one session. While prerendering there is no window, so it stays signed out. */
export const session: SessionStore = createSessionStore({
  transport: { fetchProfile: fetchProfileForSession, refresh: postRefresh, logout: postLogout },
  storage: localStorageOrMemory(),
  notify: { warning: (message) => toast.warning(message) },
  locks: browser && 'locks' in navigator ? navigator.locks : undefined,
  events: browser ? window : undefined,
});

connectAuth(session);
