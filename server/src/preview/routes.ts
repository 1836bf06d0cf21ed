import {
  errorEnvelopeSchema,
  frameworkSchema,
  PREVIEW_SHELL_PATH,
  previewBuildAnswerSchema,
  previewBuildBodySchema,
  previewBuildIdSchema,
} from '@kiln/contract';
import type { AiFramework, PreviewTheme } from '@kiln/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationError } from '../errors';
import { requestGone } from '../lib/request-gone';
import type { TaskTiming } from '../workers/pool';
import { BUILDS_PATH, FRAME_PATH, frameDocument, RUNTIME_PATH } from './frame-document';
import { loadRuntimeAssets, type RuntimeAssets } from './runtime-assets';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const HOST = /^(?:[\w-]+(?:\.[\w-]+)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Builds are named by their content; a day is long enough for every reload of an open preview. */
const BUILD_CACHE = 'public, max-age=86400';

export interface PreviewRoutesOptions {
  /** The runtime to serve instead of the built one in dist/ (tests). */
  assets?: RuntimeAssets;
}

/** The origin the browser used, as the frame's CSP and messages name it. */
const originOf = (request: FastifyRequest): string => {
  if (!HOST.test(request.host)) throw validationError('The Host header is not a host name');
  return `${request.protocol}://${request.host}`;
};

const preferredEncoding = (request: FastifyRequest): 'br' | 'gzip' | 'identity' => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
};

/**
 * Scripts the sandboxed (opaque-origin) frame loads are cross-origin requests to this server. They
 * are public (the runtime) or hold only the code they were built from (a build), and the frame
 * loads them in CORS mode: the browser then hands the frame its errors' messages and stacks
 * instead of "Script error.", so a runtime error can name the component's file and line.
 */
const allowSandboxedFrame = (reply: FastifyReply) =>
  reply
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*');

/**
 * How long the compile waited for a worker thread and ran, as the Server-Timing header standard
 * names durations (browsers' developer tools and the preview benchmark read it). A build answered
 * from what is kept says so.
 */
export const serverTiming = (reply: FastifyReply, timing: TaskTiming | null) =>
  reply.header(
    'server-timing',
    timing
      ? `queue;dur=${timing.queuedMs.toFixed(1)}, compile;dur=${timing.runMs.toFixed(1)}`
      : 'cache;desc="kept build"',
  );

/**
 * The live preview: `POST /api/preview/builds` compiles a component (signed-in users); the frame's
 * document, the runtime and the compiled builds are served outside /api, to the sandboxed iframe,
 * which carries no credentials. A build holds only the code it was made from — no user data — so
 * any holder of its id may load it.
 */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (app, options) => {
  const service = app.ctx.preview;
  const assets = options.assets ?? loadRuntimeAssets();
  if (!assets)
    app.log.warn(
      'the preview runtime is missing or from an older Kiln: npm run build -w @kiln/server',
    );

  app.post(
    '/api/preview/builds',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['preview'],
        security: [{ bearerAuth: [] }],
        summary: 'Compile a component for the sandboxed live preview',
        description:
          'Answers the build id and the frame to load, or, when the code does not compile, the problems with file and line (frameUrl is then null).',
        body: previewBuildBodySchema,
        response: { 200: previewBuildAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { build, timing } = await service.build(request.body, {
        signal: requestGone(reply),
      });
      serverTiming(reply, timing);
      return { success: true as const, data: build };
    },
  );

  const themeQuery = z.object({ theme: z.enum(['light', 'dark']).default('light') });
  const sendFrame = (
    request: FastifyRequest,
    reply: FastifyReply,
    options: { id: string | null; framework: AiFramework; theme: PreviewTheme },
  ) => {
    if (!assets)
      return reply.status(503).type('text/plain').send('The preview runtime is not built');
    const { html, csp } = frameDocument(assets, { ...options, origin: originOf(request) });
    reply.raw.removeHeader('x-frame-options');
    return reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get(
    `${FRAME_PATH}:id`,
    {
      schema: {
        hide: true,
        params: z.object({ id: previewBuildIdSchema }),
        querystring: themeQuery,
      },
    },
    async (request, reply) => {
      const build = await service.store.get(request.params.id);
      if (!build) throw notFound('The preview build');
      return sendFrame(request, reply, {
        id: request.params.id,
        framework: build.framework,
        theme: request.query.theme,
      });
    },
  );

  // A shell: the framework's runtime, loaded before the build is known (the app keeps one warm)
  // and mounting the builds the app sends it. It holds no code of anyone's.
  app.get(
    `${PREVIEW_SHELL_PATH}:framework`,
    {
      schema: {
        hide: true,
        params: z.object({ framework: frameworkSchema }),
        querystring: themeQuery,
      },
    },
    async (request, reply) =>
      sendFrame(request, reply, {
        id: null,
        framework: request.params.framework,
        theme: request.query.theme,
      }),
  );

  app.get(
    `${BUILDS_PATH}:file`,
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-f0-9]{64}\.js$/) }) } },
    async (request, reply) => {
      const build = await service.store.get(request.params.file.slice(0, -'.js'.length));
      if (!build) throw notFound('The preview build');
      allowSandboxedFrame(reply);
      return reply
        .header('cache-control', BUILD_CACHE)
        .type('text/javascript; charset=utf-8')
        .send(build.code);
    },
  );

  app.get(
    `${RUNTIME_PATH}:file`,
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const encoding = preferredEncoding(request);
      const body = assets?.read(request.params.file, encoding);
      if (!body) throw notFound('The preview runtime file');
      allowSandboxedFrame(reply);
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', IMMUTABLE)
        .header('vary', 'accept-encoding')
        .type(request.params.file.endsWith('.css') ? 'text/css' : 'text/javascript; charset=utf-8')
        .send(body);
    },
  );
};
