import type { DatabaseHandle, Db } from "./client";

/**
 * The process-wide database, opened once by the server at start
 * (`app/.server/http/server.ts`) or by a script, and read by loaders.
 */
let current: DatabaseHandle | undefined;

export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle;
}

export function getDatabase(): DatabaseHandle {
  if (!current) throw new Error("The database is not open yet: the server opens it at start.");
  return current;
}

export function db(): Db {
  return getDatabase().db;
}
