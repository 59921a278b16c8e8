import type { Server } from "node:http";
import { flushLogs, type Logger } from "../log";
import type { HealthState } from "./health";

/**
 * Graceful shutdown (issue 9 B3: forty requests in flight at SIGTERM, 25
 * reset). First a drain: `/readyz` answers 503 at once so the load balancer
 * stops sending new work, while the listener keeps accepting for
 * `drainMs` and answers everything that arrives (with `Connection: close`)
 * instead of resetting connections still queued. Then the listener closes,
 * requests in flight finish (connections still open after `timeoutMs` are
 * closed), and `stopServices` runs.
 */
export function createShutdown(options: {
  server: Server;
  health: HealthState;
  drainMs: number;
  timeoutMs: number;
  log: Logger;
  stopServices(): Promise<void>;
}): () => Promise<void> {
  const { server, health, log } = options;
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      health.shuttingDown = true;
      if (options.drainMs > 0) {
        log.info({ drainMs: options.drainMs }, "shutting down: draining (readyz answers 503)");
        await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      }
      log.info("shutting down: finishing requests in flight");
      const timer = setTimeout(() => {
        log.warn({ timeoutMs: options.timeoutMs }, "shutdown timeout: closing open connections");
        server.closeAllConnections();
      }, options.timeoutMs);
      timer.unref();
      // close() stops new connections; connections that go idle after a
      // response are closed as they do, instead of waiting for keep-alive.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clearInterval(sweep);
      clearTimeout(timer);
      await options.stopServices();
      log.info("shutdown complete");
    })();
    return closing;
  };
}

/** SIGTERM and SIGINT run `close` once and exit 0 (1 if it failed); the same signal again ends the process at once. */
export function exitOnSignals(close: () => Promise<void>, log: Logger) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      close().then(
        () => flushLogs().then(() => process.exit(0)),
        (error) => {
          log.error({ err: error }, "shutdown failed");
          void flushLogs().then(() => process.exit(1));
        },
      );
    });
  }
}
