import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type DatabaseHandle, type Db, openDatabase } from "~/.server/db/client";

/**
 * Databases for integration tests: an in-memory PGlite always, and a fresh
 * database on the real PostgreSQL server when DATABASE_URL is set (created
 * for the test and dropped when it closes).
 */
export interface TestDatabaseTarget {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

export const testDatabaseTargets: TestDatabaseTarget[] = [
  { name: "pglite", open: () => openDatabase() },
  ...(process.env.DATABASE_URL
    ? [{ name: "postgres" as const, open: () => openFreshPostgres(process.env.DATABASE_URL ?? "") }]
    : []),
];

async function adminQuery(databaseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own on the PostgreSQL server of `databaseUrl`, dropped on close. */
export async function openFreshPostgres(databaseUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `agency_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh, migrated database of `target` for each test (or once for the
 * describe block, with `per: "file"`), prepared by `prepare` (a seed), closed
 * afterwards. Call it inside the describe block; read `.db` inside tests.
 */
export function migratedDatabase(
  target: TestDatabaseTarget,
  options: { per?: "test" | "file"; prepare?: (db: Db) => Promise<unknown> } = {},
): { readonly db: Db } {
  let database: DatabaseHandle | undefined;
  const [before, after] = options.per === "file" ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    database = await target.open();
    await database.migrate();
    await options.prepare?.(database.db);
  });
  after(async () => {
    await database?.close();
    database = undefined;
  });
  return {
    get db() {
      if (!database) throw new Error("The test database is open only inside a test.");
      return database.db;
    },
  };
}
