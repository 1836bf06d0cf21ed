import type { User } from '@kiln/contract';
import type { RefreshOutcome } from '../api/client';
import { AUTH_STORAGE_KEY, checkStoredAuth, expiresAtFrom, type StoredAuth } from './stored-auth';

/** The access token is refreshed this long before it expires. */
export const REFRESH_LEAD_MS = 5 * 60 * 1000;
/** After a refresh that failed for a reason other than a rejected token, the next try waits this long. */
export const REFRESH_RETRY_MS = 60 * 1000;
export const REFRESH_LOCK_NAME = 'kiln.auth.refresh';
export const OFFLINE_PROFILE_MESSAGE = 'Using offline user data';

export type ProfileResult =
  { ok: true; user: User } | { ok: false; reason: 'unauthorized' | 'unavailable' };
export type RefreshResult =
  | { ok: true; accessToken: string; refreshToken: string; expiresIn?: number }
  | { ok: false; status: number };

/** The three auth calls the session makes; the app backs them with its API client. */
export type SessionTransport = {
  fetchProfile(): Promise<ProfileResult>;
  refresh(refreshToken: string): Promise<RefreshResult>;
  logout(refreshToken: string): Promise<void>;
};

export type SignInAnswer = { user: User; token: string; refreshToken: string; expiresIn?: number };

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

export type SessionDeps = {
  transport: SessionTransport;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  notify: { warning(message: string): void };
  now?: () => number;
  /** Serialises refreshes across tabs (Web Locks); without it, tabs fall back to the storage check. */
  locks?: LockManagerLike | undefined;
  /** Where `storage` events of other tabs arrive (window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
};

export type SessionState = {
  auth: StoredAuth | null;
  /** The server confirmed the user during this visit (or the local profile was accepted offline). */
  verified: boolean;
  /** The start-up restore has finished. */
  ready: boolean;
};

export type SessionStore = {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Restores the stored session and verifies it with the server; safe to call more than once. */
  start(): Promise<void>;
  signIn(answer: SignInAnswer): void;
  refresh(): Promise<RefreshOutcome>;
  /** Loads the profile for a session that holds tokens but no confirmed user. */
  ensureUser(): Promise<User | null>;
  /** Takes a newer view of the signed-in user (after a plan or profile change), so the header updates at once. */
  updateUser(user: User): void;
  /** Clears local state first, then tells the server; a server failure is ignored. */
  logout(): Promise<void>;
  getAccessToken(): string | null;
  hasRefreshToken(): boolean;
  dispose(): void;
};

export function createSessionStore(deps: SessionDeps): SessionStore {
  const { transport, storage, notify, locks, events } = deps;
  const now = deps.now ?? Date.now;
  let state: SessionState = { auth: null, verified: false, ready: false };
  const listeners = new Set<() => void>();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshing: Promise<RefreshOutcome> | null = null;
  let verifying: Promise<User | null> | null = null;
  let starting: Promise<void> | null = null;

  const setState = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const cancelTimer = () => {
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    refreshTimer = undefined;
  };

  const armTimer = (delay: number) => {
    cancelTimer();
    refreshTimer = setTimeout(
      () => {
        refreshTimer = undefined;
        void refresh().then((outcome) => {
          if (!outcome.ok && state.auth && outcome.status !== 401 && outcome.status !== 403) {
            armTimer(REFRESH_RETRY_MS);
          }
        });
      },
      Math.max(0, delay),
    );
  };

  const schedule = (auth: StoredAuth) => armTimer(auth.expiresAt - REFRESH_LEAD_MS - now());

  const persist = (auth: StoredAuth) => {
    try {
      storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
    } catch {
      // Private modes and full quotas refuse writes; the session then lasts for this tab only.
    }
  };

  const adopt = (auth: StoredAuth, verified: boolean) => {
    setState({ auth, verified });
    schedule(auth);
  };

  const clearLocal = () => {
    cancelTimer();
    try {
      storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Nothing stored can outlive a failed removal longer than its own 7-day validity.
    }
    verifying = null;
    setState({ auth: null, verified: false, ready: true });
  };

  async function runRefresh(): Promise<RefreshOutcome> {
    const current = state.auth;
    if (!current) return { ok: false, status: 401 };
    // Another tab may have refreshed while this one waited for the lock: its rotated token wins.
    const stored = checkStoredAuth(storage.getItem(AUTH_STORAGE_KEY), now());
    if (
      stored.kind === 'valid' &&
      stored.auth.refreshToken !== current.refreshToken &&
      stored.auth.expiresAt - now() > REFRESH_LEAD_MS
    ) {
      adopt(stored.auth, state.verified);
      return { ok: true, accessToken: stored.auth.accessToken };
    }
    const result = await transport.refresh(current.refreshToken);
    if (state.auth?.refreshToken !== current.refreshToken) {
      // Signed out or replaced meanwhile: this answer belongs to a session that no longer exists.
      return state.auth
        ? { ok: true, accessToken: state.auth.accessToken }
        : { ok: false, status: 401 };
    }
    if (!result.ok) {
      if (result.status === 401 || result.status === 403) clearLocal();
      return { ok: false, status: result.status };
    }
    const at = now();
    const next: StoredAuth = {
      ...current,
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      expiresAt: expiresAtFrom(result.expiresIn, at),
      storedAt: at,
    };
    persist(next);
    adopt(next, state.verified);
    return { ok: true, accessToken: next.accessToken };
  }

  function refresh(): Promise<RefreshOutcome> {
    refreshing ??= (locks ? locks.request(REFRESH_LOCK_NAME, runRefresh) : runRefresh()).finally(
      () => {
        refreshing = null;
      },
    );
    return refreshing;
  }

  const acceptUser = (user: User) => {
    const auth = state.auth;
    if (!auth) return null;
    const next = { ...auth, user };
    persist(next);
    setState({ auth: next, verified: true });
    return user;
  };

  const acceptOffline = () => {
    notify.warning(OFFLINE_PROFILE_MESSAGE);
    setState({ verified: true });
    return state.auth?.user ?? null;
  };

  async function verify(): Promise<User | null> {
    const first = await transport.fetchProfile();
    if (first.ok) return acceptUser(first.user);
    if (first.reason === 'unavailable') return acceptOffline();
    const refreshed = await refresh();
    if (!refreshed.ok) {
      clearLocal();
      return null;
    }
    const second = await transport.fetchProfile();
    if (second.ok) return acceptUser(second.user);
    if (second.reason === 'unavailable') return acceptOffline();
    clearLocal();
    return null;
  }

  function ensureUser(): Promise<User | null> {
    if (!state.auth) return Promise.resolve(null);
    if (state.verified) return Promise.resolve(state.auth.user);
    verifying ??= verify().finally(() => {
      verifying = null;
    });
    return verifying;
  }

  async function restore() {
    const check = checkStoredAuth(storage.getItem(AUTH_STORAGE_KEY), now());
    if (check.kind === 'invalid') {
      clearLocal();
      return;
    }
    if (check.kind === 'valid') {
      adopt(check.auth, false);
    } else {
      setState({ auth: check.auth, verified: false });
      const refreshed = await refresh();
      if (!state.auth) return;
      // Spec: an expired entry with a refresh token is treated as valid; verification decides.
      if (!refreshed.ok) armTimer(REFRESH_RETRY_MS);
    }
    await ensureUser();
    setState({ ready: true });
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const check = checkStoredAuth(event.newValue, now());
    if (check.kind === 'valid') {
      const sameUser = state.auth?.user.id === check.auth.user.id;
      adopt(check.auth, sameUser && state.verified);
    } else if (event.newValue === null || check.kind === 'invalid') {
      cancelTimer();
      verifying = null;
      setState({ auth: null, verified: false, ready: true });
    }
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (!starting) {
        events?.addEventListener('storage', onStorage);
        starting = restore();
      }
      return starting;
    },
    signIn(answer) {
      const at = now();
      const auth: StoredAuth = {
        user: answer.user,
        accessToken: answer.token,
        refreshToken: answer.refreshToken,
        expiresAt: expiresAtFrom(answer.expiresIn, at),
        storedAt: at,
      };
      persist(auth);
      adopt(auth, true);
      setState({ ready: true });
    },
    refresh,
    ensureUser,
    async logout() {
      const refreshToken = state.auth?.refreshToken;
      clearLocal();
      if (!refreshToken) return;
      try {
        await transport.logout(refreshToken);
      } catch {
        // The local session is already gone; the server's refresh token expires on its own.
      }
    },
    updateUser(user) {
      if (state.auth?.user.id === user.id) acceptUser(user);
    },
    getAccessToken: () => state.auth?.accessToken ?? null,
    hasRefreshToken: () => Boolean(state.auth?.refreshToken),
    dispose() {
      cancelTimer();
      events?.removeEventListener('storage', onStorage);
    },
  };
}
