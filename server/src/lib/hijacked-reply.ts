import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Takes the reply over from Fastify for a handler that writes the raw response itself (an event
 * stream, the MCP transport). Fastify's onSend hooks no longer run, so the headers set so far
 * (CORS, the plugins') and the request id are carried over to the raw response.
 */
export const hijackReply = (request: FastifyRequest, reply: FastifyReply) => {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
  reply.raw.setHeader('x-request-id', request.id);
  return reply.raw;
};
