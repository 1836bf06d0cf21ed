import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client closes the connection before its answer was sent, so work queued for
 * it (a preview build, a validation waiting for a worker thread) can be dropped.
 */
export const requestGone = (reply: FastifyReply): AbortSignal => {
  const controller = new AbortController();
  const raw = reply.raw;
  const onClose = () => {
    if (!raw.writableFinished) controller.abort(new Error('The client closed the request'));
  };
  raw.once('close', onClose);
  return controller.signal;
};
