import type { FastifyRequest } from 'fastify';

/** Where a request came from, as kept on sessions and audit rows. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});
