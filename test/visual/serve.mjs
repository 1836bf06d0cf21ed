#!/usr/bin/env node
// Serves the built Storybook (storybook-static/, or STORYBOOK_STATIC_DIR) for the visual-regression run.
// Usage: node test/visual/serve.mjs [port]   (PORT env also works; default 6007)
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(
  process.env.STORYBOOK_STATIC_DIR
    ? resolve(process.env.STORYBOOK_STATIC_DIR)
    : fileURLToPath(new URL('../../storybook-static/', import.meta.url)),
  sep,
);
const port = Number(process.argv[2] ?? process.env.PORT ?? 6007);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Maps a URL path onto a file under root, refusing anything that would climb out of it. */
function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const file = join(
    root,
    relative.endsWith(sep) || relative === '' ? join(relative, 'index.html') : relative,
  );
  return file.startsWith(root) ? file : null;
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let file;
  try {
    file = resolveFile(request.url ?? '/');
  } catch {
    file = null;
  }
  if (!file) {
    response.writeHead(400).end('Bad request');
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-store',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`${root} on http://127.0.0.1:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
