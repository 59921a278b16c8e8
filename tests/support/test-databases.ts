import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";

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
