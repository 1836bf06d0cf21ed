import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

const start = async () => {
  const config = loadConfig();
  const app = await buildApp({ config });

  const purge = () =>
    app.ctx.auth
      .purgeExpiredSessions()
      .catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
  void purge();
  const purgeTimer = setInterval(purge, SESSION_PURGE_INTERVAL_MS);
  purgeTimer.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // close() first stops the lifecycle: provider calls are aborted, streams end with a retryable
    // SHUTTING_DOWN event, session leases are released; then in-flight requests drain.
    app.log.info({ signal }, 'shutting down: no new requests, ending open answers, draining');
    clearInterval(purgeTimer);
    // A request that never ends must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The library is built from the engine after the server answers; its reads wait for it.
  app.ctx.library.start().catch(() => undefined);
  // The validator's threads load in the background: the server answers meanwhile, and a check that
  // arrives first waits for its thread.
  app.ctx.workers
    .warm()
    .catch((error: unknown) => app.log.error({ err: error }, 'worker threads failed to start'));
};

start().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Kiln server failed to start. ${message}\n`);
  process.exit(1);
});
