/**
 * The design system where developers work: `/r/registry.json` and `/r/<name>.json` for the shadcn
 * CLI (`npx shadcn add <origin>/r/button.json`), and `/llms.txt` for coding assistants. Public and
 * read-only. Items name the items they build on by bare name; each answer turns those names into
 * this server's URLs, so the CLI fetches them from here rather than from shadcn's own registry.
 * `/r/colors/<name>.json` answers the base colour the CLI asks its REGISTRY_URL for.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound, validationError } from '../errors';
import { registryFiles } from './files';

const HOST = /^(?:[\w-]+(?:\.[\w-]+)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;
const ITEM_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const CACHE = 'public, max-age=300';

/** The origin the client used, for the URLs of the items an item depends on. */
const originOf = (request: FastifyRequest): string => {
  if (!HOST.test(request.host)) throw validationError('The Host header is not a host name');
  return `${request.protocol}://${request.host}`;
};

const withUrls = (names: unknown, origin: string) =>
  Array.isArray(names)
    ? names.map((name: string) => (ITEM_NAME.test(name) ? `${origin}/r/${name}.json` : name))
    : names;

const registryRoutes: FastifyPluginAsync = async (app) => {
  const files = registryFiles();

  app.get('/r/registry.json', { schema: { hide: true } }, async (request, reply) => {
    const { registry } = await files();
    const origin = originOf(request);
    reply.header('cache-control', CACHE);
    return {
      ...registry,
      items: registry.items.map((item) => ({
        ...item,
        registryDependencies: withUrls(item.registryDependencies, origin),
      })),
    };
  });

  app.get<{ Params: { file: string } }>(
    '/r/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = /^(.+)\.json$/.exec(request.params.file)?.[1] ?? '';
      const item = ITEM_NAME.test(name) ? await (await files()).item(name) : undefined;
      if (!item) throw notFound(`The registry item "${request.params.file.slice(0, 80)}"`);
      reply.header('cache-control', CACHE);
      return {
        ...item,
        registryDependencies: withUrls(item.registryDependencies, originOf(request)),
      };
    },
  );

  // The CLI fetches `<REGISTRY_URL>/colors/<baseColor>.json` while it writes files; with
  // REGISTRY_URL=<this server>/r it finds Kiln's instead of reaching shadcn's own site.
  app.get<{ Params: { file: string } }>(
    '/r/colors/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!/^[a-z][a-z0-9-]{0,31}\.json$/.test(request.params.file))
        throw notFound(`The base colour "${request.params.file.slice(0, 40)}"`);
      const colour = await (await files()).baseColor();
      reply.header('cache-control', CACHE);
      return colour;
    },
  );

  app.get('/llms.txt', { schema: { hide: true } }, async (_request, reply) => {
    const text = await (await files()).llmsText();
    return reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(text);
  });
};

export default registryRoutes;
