import type { AddressInfo } from 'node:net';
import type { KilnApp } from '../../src/app';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json(): unknown;
}

export interface HttpClient {
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; rawBody?: string },
  ): Promise<HttpAnswer>;
  get(path: string, token?: string): Promise<HttpAnswer>;
  post(path: string, body: unknown, token?: string): Promise<HttpAnswer>;
  patch(path: string, body: unknown, token?: string): Promise<HttpAnswer>;
}

/** Listens on a free loopback port and talks to the app over real HTTP (sockets, parsers, headers). */
export const listenHttp = async (app: KilnApp): Promise<HttpClient> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const request: HttpClient['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = options.rawBody ?? JSON.stringify(options.body);
    }
    const response = await fetch(base + path, { method, headers, body: payload });
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: () => JSON.parse(body) as unknown,
    };
  };
  return {
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token) => request('POST', path, { token, body }),
    patch: (path, body, token) => request('PATCH', path, { token, body }),
  };
};
