import type { FastifyReply, FastifyRequest } from 'fastify';
import { hijackReply } from '../lib/hijacked-reply';

/** Proxies close connections that stay silent (nginx after 60 s); a comment line keeps a slow answer's stream open. */
const KEEP_ALIVE_MS = 15_000;

/**
 * An open event stream. A client that goes away does not stop the work behind it: the answer is
 * still stored and shown when the conversation reopens; only an explicit stop ends it.
 */
export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Takes the reply over as a text/event-stream. The reply is hijacked so compression and the JSON
 * serializer stay out of the way (a compressed stream would hold events back).
 */
export const openEventStream = (request: FastifyRequest, reply: FastifyReply): EventStream => {
  const raw = hijackReply(request, reply);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  const keepAlive = setInterval(() => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  raw.on('close', () => clearInterval(keepAlive));
  return {
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
