import { affectsLoading, type LoadingCounter } from './loading-counter';
import { apiMessages } from './messages';

export const API_TIMEOUT_MS = 30_000;
export const API_RETRIES = 3;
export const API_RETRY_DELAY_MS = 1000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE']);

/** Outcome of the session's token refresh, as the client needs it. */
export type RefreshOutcome = { ok: true; accessToken: string } | { ok: false; status: number };

export type AuthBridge = {
  getAccessToken(): string | null;
  hasRefreshToken(): boolean;
  refresh(): Promise<RefreshOutcome>;
};

export type Notifier = {
  error(message: string): void;
  warning(message: string): void;
};

export type ApiClientOptions = {
  baseUrl: string;
  auth: AuthBridge;
  loading: LoadingCounter;
  notify: Notifier;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
};

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Sends cookies along (login and signup, as the spec asks). */
  withCredentials?: boolean;
  /** This call's own time limit for the answer to start, instead of the client's default. */
  timeoutMs?: number;
  /** What the call accepts instead of JSON (an event stream, a file). */
  accept?: string;
};

/** A file the server sent, with the name it suggested. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** A failed request: `status` 0 means no answer arrived (network failure or timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const NO_BEARER = ['/auth/login', '/auth/signup', '/auth/reset-password'];
/** The session handles failures of these itself, so their 401s pass through without a warning. */
const SILENT_401 = ['/auth/login', '/auth/signup', '/auth/refresh', '/auth/logout'];

const isAuthUrl = (url: string) => url.includes('/auth/');
const isProfileUrl = (url: string) => url.includes('/profile');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { response: Response } | { failure: ApiError };

export type ApiClient = {
  request<T>(method: HttpMethod, url: string, options?: RequestOptions): Promise<T>;
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
  /**
   * POSTs `body` and hands back the open answer (an event stream) once the server accepted it; a
   * refusal is thrown as an ApiError, like any other call's.
   */
  stream(url: string, body: unknown, options?: RequestOptions): Promise<Response>;
  /** A file the server sends (a zip, an export); with a `body`, asked for by POST (an export built from choices). */
  download(url: string, options?: RequestOptions): Promise<DownloadedFile>;
};

/** The file name a Content-Disposition header suggests, or `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name falls back to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * The one HTTP client of the app: bearer tokens, one refresh-and-retry on a 401,
 * the catalogue's toasts, a 30 s timeout, retries for idempotent calls and the loading counter.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseUrl,
    auth,
    loading,
    notify,
    timeoutMs = API_TIMEOUT_MS,
    retries = API_RETRIES,
    retryDelayMs = API_RETRY_DELAY_MS,
  } = options;
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? fetch)(input, init);

  async function attempt(
    method: HttpMethod,
    url: string,
    request: RequestOptions,
    token: string | null,
  ): Promise<Attempt> {
    const headers: Record<string, string> = { Accept: request.accept ?? 'application/json' };
    // A file (an avatar upload) goes as its own bytes with its own type, a form (an archive to
    // import) as multipart with the browser's boundary; anything else as JSON.
    const binary = typeof Blob !== 'undefined' && request.body instanceof Blob;
    const form = typeof FormData !== 'undefined' && request.body instanceof FormData;
    if (request.body !== undefined && !form)
      headers['Content-Type'] = binary ? (request.body as Blob).type : 'application/json';
    if (token && !NO_BEARER.some((part) => url.includes(part)))
      headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? timeoutMs);
    const abortFromCaller = () => controller.abort();
    request.signal?.addEventListener('abort', abortFromCaller);
    try {
      const response = await doFetch(`${baseUrl}${url}`, {
        method,
        headers,
        body:
          request.body === undefined
            ? undefined
            : binary || form
              ? (request.body as Blob | FormData)
              : JSON.stringify(request.body),
        signal: controller.signal,
        credentials: request.withCredentials ? 'include' : 'same-origin',
      });
      return { response };
    } catch (error) {
      if (request.signal?.aborted) throw error;
      return timedOut
        ? { failure: new ApiError(0, 'TIMEOUT', 'The server took too long to answer') }
        : { failure: new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server') };
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  /** Retries idempotent calls that got no answer or a 5xx, so a blip never repeats a write. */
  async function send(
    method: HttpMethod,
    url: string,
    request: RequestOptions,
    token: string | null,
  ) {
    const attempts = IDEMPOTENT.has(method) ? retries + 1 : 1;
    let last: Attempt = { failure: new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server') };
    for (let index = 0; index < attempts; index += 1) {
      if (index > 0) await wait(retryDelayMs);
      last = await attempt(method, url, request, token);
      const retryable = 'failure' in last || last.response.status >= 500;
      if (!retryable) break;
    }
    if ('failure' in last) throw last.failure;
    return last.response;
  }

  const warnAbout401 = (url: string) => {
    notify.warning(
      isAuthUrl(url) || isProfileUrl(url)
        ? apiMessages.authIssue
        : apiMessages.sessionMayHaveExpired,
    );
  };

  async function handle401(
    method: HttpMethod,
    url: string,
    request: RequestOptions,
    response: Response,
  ) {
    if (SILENT_401.some((part) => url.includes(part))) return response;
    if (isAuthUrl(url) || !auth.hasRefreshToken()) {
      warnAbout401(url);
      return response;
    }
    const outcome = await auth.refresh();
    if (!outcome.ok) {
      if (outcome.status === 401 || outcome.status === 403) {
        if (!isProfileUrl(url)) notify.error(apiMessages.sessionExpired);
      } else {
        warnAbout401(url);
      }
      return response;
    }
    const retried = await send(method, url, request, outcome.accessToken);
    if (retried.status === 401) warnAbout401(url);
    return retried;
  }

  async function toResult<T>(response: Response): Promise<T> {
    const text = await response.text();
    let body: unknown = undefined;
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (response.ok) return body as T;

    if (response.status === 403) notify.error(apiMessages.forbidden);
    else if (response.status === 429) notify.warning(apiMessages.tooManyRequests);
    else if (response.status >= 500) notify.error(apiMessages.serverError);

    const error = (
      body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined
    )?.error;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`,
      typeof error?.message === 'string'
        ? error.message
        : `Request failed with status ${response.status}`,
      error?.details,
    );
  }

  /** One call through the rules every call shares; `read` takes the answer while the loading count holds. */
  async function exchange<T>(
    method: HttpMethod,
    url: string,
    requestOptions: RequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const tracked = affectsLoading(url);
    if (tracked) loading.increment();
    try {
      let response = await send(method, url, requestOptions, auth.getAccessToken());
      if (response.status === 401)
        response = await handle401(method, url, requestOptions, response);
      return await read(response);
    } finally {
      if (tracked) loading.decrement();
    }
  }

  const request = <T>(method: HttpMethod, url: string, requestOptions: RequestOptions = {}) =>
    exchange(method, url, requestOptions, (response) => toResult<T>(response));

  return {
    request,
    stream: (url, body, requestOptions = {}) =>
      exchange(
        'POST',
        url,
        { accept: 'text/event-stream', ...requestOptions, body },
        async (response) => (response.ok ? response : toResult<Response>(response)),
      ),
    download: (url, requestOptions = {}) =>
      exchange(
        requestOptions.body === undefined ? 'GET' : 'POST',
        url,
        { accept: '*/*', ...requestOptions },
        async (response) => {
          if (!response.ok) return toResult<DownloadedFile>(response);
          const fallback = url.split('/').filter(Boolean).at(-1) ?? 'download';
          return {
            blob: await response.blob(),
            fileName: fileNameFrom(response.headers.get('content-disposition'), fallback),
          };
        },
      ),
    get: (url, requestOptions) => request('GET', url, requestOptions),
    post: (url, body, requestOptions) => request('POST', url, { ...requestOptions, body }),
    put: (url, body, requestOptions) => request('PUT', url, { ...requestOptions, body }),
    delete: (url, requestOptions) => request('DELETE', url, requestOptions),
  };
}
