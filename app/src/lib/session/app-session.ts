import { toast } from '@kiln/design-system';
import { connectAuth } from '../api/app-api-client';
import { localStorageOrMemory } from '../browser-storage';
import { fetchProfileForSession } from './api/get-profile';
import { postLogout } from './api/post-logout';
import { postRefresh } from './api/post-refresh';
import { createSessionStore, type SessionStore } from './session-store';

const browser = typeof window !== 'undefined';

/** The app's one session. While prerendering there is no window, so it stays signed out. */
export const session: SessionStore = createSessionStore({
  transport: { fetchProfile: fetchProfileForSession, refresh: postRefresh, logout: postLogout },
  storage: localStorageOrMemory(),
  notify: { warning: (message) => toast.warning(message) },
  locks: browser && 'locks' in navigator ? navigator.locks : undefined,
  events: browser ? window : undefined,
});

connectAuth(session);
