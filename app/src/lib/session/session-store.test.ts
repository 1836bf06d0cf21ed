import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kiln/contract';
import {
  createSessionStore,
  OFFLINE_PROFILE_MESSAGE,
  REFRESH_LEAD_MS,
  REFRESH_RETRY_MS,
  type ProfileResult,
  type RefreshResult,
  type SessionTransport,
} from './session-store';
import { AUTH_STORAGE_KEY, STORED_AUTH_MAX_AGE_MS, type StoredAuth } from './stored-auth';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const MINUTE = 60_000;

const user = {
  id: 'b4c8a3a0-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  role: 'user',
} as User;

const stored = (overrides: Partial<StoredAuth> = {}): StoredAuth => ({
  user,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: NOW + 60 * MINUTE,
  storedAt: NOW - MINUTE,
  ...overrides,
});

function memoryStorage(initial?: unknown) {
  const entries = new Map<string, string>();
  if (initial !== undefined) entries.set(AUTH_STORAGE_KEY, JSON.stringify(initial));
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

function setup(
  options: { storage?: unknown; profile?: ProfileResult[]; refresh?: RefreshResult[] } = {},
) {
  const storage = memoryStorage(options.storage);
  const profiles = [...(options.profile ?? [{ ok: true, user }])];
  const refreshes = [...(options.refresh ?? [])];
  const transport: SessionTransport = {
    fetchProfile: vi.fn(async () => profiles.shift() ?? { ok: true as const, user }),
    refresh: vi.fn(
      async () =>
        refreshes.shift() ?? {
          ok: true as const,
          accessToken: 'access-2',
          refreshToken: 'refresh-2',
          expiresIn: 3600,
        },
    ),
    logout: vi.fn(async () => undefined),
  };
  const notify = { warning: vi.fn() };
  const events = new EventTarget();
  const store = createSessionStore({
    transport,
    storage,
    notify,
    events: events as unknown as Window,
  });
  const storedAuth = () => {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as StoredAuth);
  };
  return { store, storage, transport, notify, events, storedAuth };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('given stored auth at start', () => {
  it('should restore a valid entry and verify it with the profile', async () => {
    const { store, transport } = setup({ storage: stored() });
    await store.start();
    expect(transport.fetchProfile).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ verified: true, ready: true });
    expect(store.getAccessToken()).toBe('access-1');
  });

  it.each([
    ['no e-mail', { user: { ...user, email: '' } }],
    ['no access token', { accessToken: '' }],
    ['no refresh token', { refreshToken: '' }],
    ['7 days old', { storedAt: NOW - STORED_AUTH_MAX_AGE_MS }],
  ])('should clear an entry with %s without calling the server', async (_label, overrides) => {
    const { store, transport, storedAuth } = setup({
      storage: stored(overrides as Partial<StoredAuth>),
    });
    await store.start();
    expect(store.getSnapshot().auth).toBeNull();
    expect(storedAuth()).toBeNull();
    expect(transport.fetchProfile).not.toHaveBeenCalled();
  });

  it('should refresh an expired entry first and treat it as valid', async () => {
    const { store, transport, storedAuth } = setup({
      storage: stored({ expiresAt: NOW - MINUTE }),
    });
    await store.start();
    expect(transport.refresh).toHaveBeenCalledWith('refresh-1');
    expect(transport.fetchProfile).toHaveBeenCalledTimes(1);
    expect(storedAuth()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresAt: NOW + 3600 * 1000,
    });
  });

  it('should assume a 15-minute token when the entry has no expiry', async () => {
    const entry: Partial<StoredAuth> = stored({ storedAt: NOW - 16 * MINUTE });
    delete entry.expiresAt;
    const { store, transport } = setup({ storage: entry });
    await store.start();
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it('should refresh when verification is refused, then keep the session', async () => {
    const { store, transport } = setup({
      storage: stored(),
      profile: [
        { ok: false, reason: 'unauthorized' },
        { ok: true, user },
      ],
    });
    await store.start();
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ verified: true });
    expect(store.getAccessToken()).toBe('access-2');
  });

  it('should clear the session when verification and the refresh both fail', async () => {
    const { store, storedAuth } = setup({
      storage: stored(),
      profile: [{ ok: false, reason: 'unauthorized' }],
      refresh: [{ ok: false, status: 0 }],
    });
    await store.start();
    expect(store.getSnapshot().auth).toBeNull();
    expect(storedAuth()).toBeNull();
  });

  it('should keep the local profile with a warning when the server cannot be reached', async () => {
    const { store, notify } = setup({
      storage: stored(),
      profile: [{ ok: false, reason: 'unavailable' }],
    });
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ verified: true, auth: { user } });
    expect(notify.warning).toHaveBeenCalledWith(OFFLINE_PROFILE_MESSAGE);
  });
});

describe('given a signed-in session and its refresh timer', () => {
  it('should refresh 5 minutes before the token expires', async () => {
    const { store, transport } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    await vi.advanceTimersByTimeAsync(3600 * 1000 - REFRESH_LEAD_MS - 1);
    expect(transport.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.refresh).toHaveBeenCalledWith('refresh-1');
  });

  it('should re-arm the timer after each refresh', async () => {
    const { store, transport } = setup({
      refresh: [
        { ok: true, accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 3600 },
        { ok: true, accessToken: 'access-3', refreshToken: 'refresh-3', expiresIn: 3600 },
      ],
    });
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    await vi.advanceTimersByTimeAsync(3600 * 1000 - REFRESH_LEAD_MS);
    await vi.advanceTimersByTimeAsync(3600 * 1000 - REFRESH_LEAD_MS);
    expect(transport.refresh).toHaveBeenNthCalledWith(2, 'refresh-2');
    expect(store.getAccessToken()).toBe('access-3');
  });

  it('should default to 86400 seconds when the server gives no expiry', async () => {
    const { store, storedAuth } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1' });
    expect(storedAuth()?.expiresAt).toBe(NOW + 86_400 * 1000);
  });

  it('should arm the timer from the stored expiry after a reload', async () => {
    const { store, transport } = setup({ storage: stored({ expiresAt: NOW + 20 * MINUTE }) });
    await store.start();
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(transport.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])(
    'should clear the session when the refresh is rejected with %i',
    async (status) => {
      const { store, storedAuth } = setup({ refresh: [{ ok: false, status }] });
      store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 600 });
      await vi.advanceTimersByTimeAsync(5 * MINUTE);
      expect(store.getSnapshot().auth).toBeNull();
      expect(storedAuth()).toBeNull();
    },
  );

  it('should keep the session after another failure and try again later', async () => {
    const { store, transport } = setup({ refresh: [{ ok: false, status: 500 }] });
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 600 });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(store.getSnapshot().auth).not.toBeNull();
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(transport.refresh).toHaveBeenCalledTimes(2);
    expect(store.getAccessToken()).toBe('access-2');
  });

  it('should make one refresh call for concurrent refresh requests', async () => {
    const { store, transport } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('given several tabs', () => {
  it('should adopt a token another tab refreshed instead of refreshing again', async () => {
    const { store, storage, transport } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    storage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify(
        stored({
          accessToken: 'access-9',
          refreshToken: 'refresh-9',
          expiresAt: NOW + 3600 * 1000,
          storedAt: NOW,
        }),
      ),
    );
    const outcome = await store.refresh();
    expect(outcome).toEqual({ ok: true, accessToken: 'access-9' });
    expect(transport.refresh).not.toHaveBeenCalled();
  });

  it('should follow a sign-out in another tab through the storage event', async () => {
    const { store, events, transport } = setup({ storage: stored() });
    await store.start();
    const event = new Event('storage') as Event & { key: string; newValue: null };
    Object.assign(event, { key: AUTH_STORAGE_KEY, newValue: null });
    events.dispatchEvent(event);
    expect(store.getSnapshot().auth).toBeNull();
    expect(transport.logout).not.toHaveBeenCalled();
  });

  it('should serialise refreshes through the lock manager when one exists', async () => {
    const names: string[] = [];
    const locks = {
      request<T>(name: string, callback: () => Promise<T>) {
        names.push(name);
        return callback();
      },
    };
    const storage = memoryStorage();
    const transport: SessionTransport = {
      fetchProfile: vi.fn(async () => ({ ok: true as const, user })),
      refresh: vi.fn(async () => ({
        ok: true as const,
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
      })),
      logout: vi.fn(async () => undefined),
    };
    const store = createSessionStore({ transport, storage, notify: { warning: vi.fn() }, locks });
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    await store.refresh();
    expect(names).toEqual(['kiln.auth.refresh']);
  });
});

describe('given a logout', () => {
  it('should clear local state before telling the server', async () => {
    const { store, transport, storedAuth } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    let stateWhenServerCalled: unknown = 'not called';
    vi.mocked(transport.logout).mockImplementation(async () => {
      stateWhenServerCalled = store.getSnapshot().auth;
    });
    await store.logout();
    expect(stateWhenServerCalled).toBeNull();
    expect(transport.logout).toHaveBeenCalledWith('refresh-1');
    expect(storedAuth()).toBeNull();
  });

  it('should ignore a server failure', async () => {
    const { store, transport } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    vi.mocked(transport.logout).mockRejectedValue(new Error('offline'));
    await expect(store.logout()).resolves.toBeUndefined();
    expect(store.getSnapshot().auth).toBeNull();
  });

  it('should stop the refresh timer', async () => {
    const { store, transport } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 600 });
    await store.logout();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(transport.refresh).not.toHaveBeenCalled();
  });
});

describe('given a change to the signed-in user reported by another answer', () => {
  it('should show and keep the changed user', () => {
    const { store, storedAuth } = setup();
    store.signIn({ user, token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600 });
    store.updateUser((current) => ({ ...current, firstName: 'Changed' }));
    expect(store.getSnapshot().auth?.user.firstName).toBe('Changed');
    expect(storedAuth()?.user.firstName).toBe('Changed');
  });

  it('should do nothing when nobody is signed in', () => {
    const { store } = setup();
    store.updateUser((current) => ({ ...current, firstName: 'Changed' }));
    expect(store.getSnapshot().auth).toBeNull();
  });
});
