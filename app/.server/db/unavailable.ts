/**
 * Whether an error means the database could not be reached (down, restarting,
 * refusing connections, or the connection dropped mid-query), as opposed to a
 * query the database refused. Callers answer the first with 503 and a
 * Retry-After: nothing was stored, and the same request will work once
 * PostgreSQL is back. Drizzle wraps driver errors, so the cause chain is read.
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the server is starting
  "08000", // connection_exception and its kinds
  "08001",
  "08003",
  "08004",
  "08006",
]);

const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "the database system is starting up",
  "the database system is shutting down",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client should wait before trying again: a PostgreSQL restart or failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
