import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
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
  /** A fresh database; on PGlite it starts already migrated (see migratedPgliteSnapshot), so `migrate()` is quick. */
  open(): Promise<DatabaseHandle>;
  /** A fresh database with no tables: for tests of the migrations themselves. */
  openEmpty(): Promise<DatabaseHandle>;
}

export const testDatabaseTargets: TestDatabaseTarget[] = [
  {
    name: "pglite",
    open: async () => openDatabase({ loadDataDir: await migratedPgliteSnapshot() }),
    openEmpty: () => openDatabase(),
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: () => openFreshPostgres(process.env.DATABASE_URL ?? ""),
          openEmpty: () => openFreshPostgres(process.env.DATABASE_URL ?? ""),
        },
      ]
    : []),
];

/**
 * A new in-memory PGlite costs about 1.5 s of initdb and 0.5 s of migrations;
 * loading a dump of a migrated one costs about 0.3 s. The dump is made once
 * per set of migrations and kept under node_modules/.cache (its name carries
 * a hash of drizzle/, so a new migration makes a new one), and read once per
 * test file.
 */
let snapshot: Promise<Blob> | undefined;
function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const migrations = path.resolve("drizzle");
    const hash = createHash("sha256");
    for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
      if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(path.join(migrations, file)));
    }
    const cacheDir = path.resolve("node_modules", ".cache", "agency-tests");
    const file = path.join(cacheDir, `pglite-migrated-${hash.digest("hex").slice(0, 16)}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const database = await openDatabase();
      await database.migrate();
      const dump = await (database.pglite as NonNullable<typeof database.pglite>).dumpDataDir("none");
      await database.close();
      // Test files run in parallel workers: write aside, then rename, so no worker reads half a file.
      mkdirSync(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    }
  })();
  return snapshot;
}

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
