import type { FastifyReply, FastifyRequest } from 'fastify';

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
  raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
  });
  return {
    signal: controller.signal,
    send: (event, data) => {
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => {
      if (!raw.writableEnded) raw.end();
    },
  };
};
