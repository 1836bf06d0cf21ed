import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proxies close connections that stay silent (nginx after 60 s); a comment line keeps a slow answer's stream open. */
const KEEP_ALIVE_MS = 15_000;

export interface EventStream {
  /** Aborted when the client goes away before the stream ends. */
  signal: AbortSignal;
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Takes the reply over as a text/event-stream. The reply is hijacked so compression and the JSON
 * serializer stay out of the way (a compressed stream would hold events back); the headers set so
 * far (security headers, CORS) are carried over.
 */
export const openEventStream = (request: FastifyRequest, reply: FastifyReply): EventStream => {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  const carried = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
  raw.writeHead(200, {
    ...carried,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.flushHeaders();
  const keepAlive = setInterval(() => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  raw.on('close', () => {
    clearInterval(keepAlive);
    if (!raw.writableEnded) controller.abort();
  });
  // A client that left while its message was being admitted has closed its socket already: no 'close' event is coming.
  if (raw.destroyed || request.raw.socket.destroyed) controller.abort();
  return {
    signal: controller.signal,
    send: (event, data) => {
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => {
      clearInterval(keepAlive);
      if (!raw.writableEnded) raw.end();
    },
  };
};
