import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';

/**
 * Nobody reads the answer to a closed request: an AppError, so the error handler sends it (to
 * nobody) without logging it as a fault of the server. 499 is the status proxies log it with.
 */
const clientClosed = () =>
  new AppError(499, 'CLIENT_CLOSED_REQUEST', 'The client closed the request');

/**
 * Aborts when the client closes the connection before its answer was sent, so work queued for
 * it (a preview build, a validation waiting for a worker thread) can be dropped.
 */
export const requestGone = (reply: FastifyReply): AbortSignal => {
  const controller = new AbortController();
  const raw = reply.raw;
  const onClose = () => {
    if (!raw.writableFinished) controller.abort(clientClosed());
  };
  raw.once('close', onClose);
  return controller.signal;
};
