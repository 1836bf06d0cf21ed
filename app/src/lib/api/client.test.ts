import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type AuthBridge, type RefreshOutcome } from './client';
import { createLoadingCounter } from './loading-counter';
import { apiMessages } from './messages';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Setup = {
  responses: Array<Response | Error | ((init: RequestInit) => Response | Promise<Response>)>;
  refresh?: () => Promise<RefreshOutcome>;
  token?: string | null;
  hasRefreshToken?: boolean;
};

function setup({ responses, refresh, token = 'access-1', hasRefreshToken = true }: Setup) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (next === undefined) throw new Error(`unexpected request ${url}`);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(init) : next;
  });
  const auth: AuthBridge = {
    getAccessToken: () => token,
    hasRefreshToken: () => hasRefreshToken,
    refresh: vi.fn(refresh ?? (async () => ({ ok: true as const, accessToken: 'access-2' }))),
  };
  const notify = { error: vi.fn(), warning: vi.fn() };
  const loading = createLoadingCounter();
  const client = createApiClient({
    baseUrl: '/api',
    auth,
    loading,
    notify,
    fetch: fetchMock as unknown as typeof fetch,
  });
  const header = (index: number) => new Headers(calls[index]?.init.headers).get('Authorization');
  return { client, calls, auth, notify, loading, header };
}

describe('given a signed-in client', () => {
  it('should send the bearer token on ordinary requests', async () => {
    const { client, header } = setup({ responses: [json(200, { success: true, data: {} })] });
    await client.get('/users/profile');
    expect(header(0)).toBe('Bearer access-1');
  });

  it.each(['/auth/login', '/auth/signup', '/auth/reset-password'])(
    'should not send the bearer token to %s',
    async (url) => {
      const { client, header } = setup({ responses: [json(200, {})] });
      await client.post(url, {});
      expect(header(0)).toBeNull();
    },
  );

  it('should prefix the API base to every URL', async () => {
    const { client, calls } = setup({ responses: [json(200, {})] });
    await client.get('/health');
    expect(calls[0]?.url).toBe('/api/health');
  });
});

describe('given a download', () => {
  it('should resolve the answer as bytes after a refresh and retry', async () => {
    const zip = new Response(new Uint8Array([80, 75, 3, 4]), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="login-form-v1.zip"; filename*=UTF-8''Login%20form%20v1.zip`,
      },
    });
    const { client, header } = setup({
      responses: [json(401, { success: false, error: { code: 'TOKEN_EXPIRED' } }), zip],
    });
    const { blob, fileName } = await client.download('/components/1/versions/1/archive');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(fileName).toBe('Login form v1.zip');
    expect(header(1)).toBe('Bearer access-2');
  });

  it('should still reject a refused download with the server message', async () => {
    const { client } = setup({
      responses: [json(404, { success: false, error: { code: 'NOT_FOUND', message: 'Gone' } })],
    });
    await expect(client.download('/x/archive')).rejects.toMatchObject({
      status: 404,
      message: 'Gone',
    });
  });
});

describe('given a 401 on a non-auth URL', () => {
  it('should refresh once and retry the request once with the new token', async () => {
    const { client, auth, header, notify } = setup({
      responses: [
        json(401, { success: false, error: { code: 'TOKEN_EXPIRED', message: 'expired' } }),
        json(200, { success: true, data: 1 }),
      ],
    });
    await expect(client.get('/users/analytics')).resolves.toEqual({ success: true, data: 1 });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(header(1)).toBe('Bearer access-2');
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('should show "Session expired" when the refresh is rejected with 401', async () => {
    const { client, notify } = setup({
      responses: [json(401, {})],
      refresh: async () => ({ ok: false, status: 401 }),
    });
    await expect(client.get('/users/analytics')).rejects.toMatchObject({ status: 401 });
    expect(notify.error).toHaveBeenCalledWith(apiMessages.sessionExpired);
  });

  it('should not show "Session expired" for the profile URL', async () => {
    const { client, notify } = setup({
      responses: [json(401, {})],
      refresh: async () => ({ ok: false, status: 403 }),
    });
    await expect(client.get('/users/profile')).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('should warn without logging out when the retried request is also refused', async () => {
    const { client, notify, auth } = setup({ responses: [json(401, {}), json(401, {})] });
    await expect(client.get('/users/analytics')).rejects.toMatchObject({ status: 401 });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(notify.warning).toHaveBeenCalledWith(apiMessages.sessionMayHaveExpired);
  });

  it('should warn with the auth wording for a profile URL refused twice', async () => {
    const { client, notify } = setup({ responses: [json(401, {}), json(401, {})] });
    await expect(client.get('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(notify.warning).toHaveBeenCalledWith(apiMessages.authIssue);
  });
});

describe('given a 401 on an /auth/ URL', () => {
  it('should pass a login 401 through silently, without refreshing', async () => {
    const { client, notify, auth } = setup({
      responses: [
        json(401, {
          success: false,
          error: { code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' },
        }),
      ],
    });
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({
      status: 401,
      message: 'Wrong e-mail or password',
    });
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('should pass the profile 401 through with the authentication warning', async () => {
    const { client, notify, auth } = setup({ responses: [json(401, {})] });
    await expect(client.get('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(notify.warning).toHaveBeenCalledWith(apiMessages.authIssue);
  });
});

describe('given error statuses', () => {
  it.each([
    [403, 'error', apiMessages.forbidden],
    [429, 'warning', apiMessages.tooManyRequests],
    [500, 'error', apiMessages.serverError],
    [503, 'error', apiMessages.serverError],
  ] as const)('should show the catalogue message for %i', async (status, kind, message) => {
    const { client, notify } = setup({
      responses: [json(status, { success: false, error: { code: 'X', message: 'server words' } })],
    });
    await expect(client.post('/contact', {})).rejects.toMatchObject({
      status,
      message: 'server words',
    });
    expect(notify[kind]).toHaveBeenCalledWith(message);
  });
});

describe('given retries and timeouts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should retry an idempotent request 3 times, 1000 ms apart, after network failures', async () => {
    const { client, calls } = setup({
      responses: [
        new TypeError('offline'),
        new TypeError('offline'),
        new TypeError('offline'),
        json(200, { ok: 1 }),
      ],
    });
    const result = client.get('/users/analytics');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(4);
  });

  it('should give up after the third retry', async () => {
    const { client, calls } = setup({
      responses: Array.from({ length: 4 }, () => new TypeError('offline')),
    });
    const result = client.get('/users/analytics');
    const assertion = expect(result).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(3000);
    await assertion;
    expect(calls).toHaveLength(4);
  });

  it('should never retry a POST', async () => {
    const { client, calls } = setup({ responses: [json(500, {})] });
    await expect(client.post('/contact', {})).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('should abort an attempt after 30000 ms', async () => {
    const hanging = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const { client } = setup({ responses: [hanging] });
    const result = client.post('/contact', {});
    const assertion = expect(result).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(30_000);
    await assertion;
  });
});

describe('given the global loading counter', () => {
  it('should rise while a request is in flight and fall when it ends', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client, loading } = setup({
      responses: [() => new Promise<Response>((resolve) => (release = resolve))],
    });
    const request = client.get('/users/analytics');
    expect(loading.getSnapshot()).toBe(1);
    release(json(200, {}));
    await request;
    expect(loading.getSnapshot()).toBe(0);
  });

  it('should fall back to zero when a request fails', async () => {
    const { client, loading } = setup({ responses: [json(400, {})] });
    await expect(client.post('/contact', {})).rejects.toBeInstanceOf(ApiError);
    expect(loading.getSnapshot()).toBe(0);
  });

  it.each(['/health', '/ai/prompt/health', '/ai/copilot/chat', '/ping', '/prompt/send'])(
    'should ignore %s',
    async (url) => {
      let release: (response: Response) => void = () => undefined;
      const { client, loading } = setup({
        responses: [() => new Promise<Response>((resolve) => (release = resolve))],
      });
      const request = client.post(url, {});
      expect(loading.getSnapshot()).toBe(0);
      release(json(200, {}));
      await request;
    },
  );
});

describe('given an event stream call', () => {
  it('should hand back the open stream once the server accepted the message', async () => {
    const stream = new Response('event: delta\ndata: {"text":"Hi"}\n\n', {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    });
    const { client, calls } = setup({ responses: [stream] });
    const response = await client.stream('/ai/copilot/chat/stream', { message: 'a card' });
    expect(await response.text()).toContain('event: delta');
    expect(new Headers(calls[0]?.init.headers).get('Accept')).toBe('text/event-stream');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ message: 'a card' }));
  });

  it('should throw the server’s refusal as an ApiError', async () => {
    const { client } = setup({
      responses: [
        json(400, {
          success: false,
          error: { code: 'EMPTY_MESSAGE', message: 'Message cannot be empty' },
        }),
      ],
    });
    await expect(client.stream('/ai/copilot/chat/stream', { message: '' })).rejects.toMatchObject({
      status: 400,
      code: 'EMPTY_MESSAGE',
      message: 'Message cannot be empty',
    });
  });

  it('should refresh the token and open the stream again after a 401', async () => {
    const stream = new Response('', { status: 200 });
    const { client, header } = setup({ responses: [json(401, {}), stream] });
    await client.stream('/ai/copilot/chat/stream', { message: 'a card' });
    expect(header(1)).toBe('Bearer access-2');
  });
});

describe('given a file download', () => {
  it('should return the file with the name the server suggested', async () => {
    const zip = new Response(new Uint8Array([80, 75, 3, 4]), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="login-form.zip"; filename*=UTF-8''login%20form.zip`,
      },
    });
    const { client } = setup({ responses: [zip] });
    const file = await client.download('/ai/copilot/messages/1/archive');
    expect(file.fileName).toBe('login form.zip');
    expect(file.blob.size).toBe(4);
  });
});
