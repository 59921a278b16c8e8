import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { embeddedEngineOptions, prepareDataDir } from "./pglite-options";
import * as schema from "./schema";

/** The one query interface the app uses, whichever engine sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for logs: a directory, `memory`, or the server's host. */
  location: string;
  /** The embedded engine itself, for pg-boss's `fromPglite` backend. */
  pglite?: PGlite;
  /** The PostgreSQL connection URL, for pg-boss's own pool. */
  connectionString?: string;
  /** Applies every pending SQL migration from /drizzle. Safe to run concurrently on PostgreSQL. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL. When unset, the embedded PGlite engine is used. */
  databaseUrl?: string;
  /** Directory for PGlite's files; unset keeps the database in memory (tests). */
  dataDir?: string;
  /** In-memory only: start from this dump of a data directory (tests start from a migrated one). */
  loadDataDir?: Blob;
  migrationsFolder?: string;
}

const defaultMigrationsFolder = path.resolve("drizzle");

/** Any number to name our migration lock; instances starting together wait on it. */
const MIGRATION_LOCK_ID = 792_451_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder);
  return openPglite(options.dataDir, migrationsFolder, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let location = "memory";
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (dataDir) {
    // PGlite creates only the last folder of its path, so make the parent first.
    await mkdir(dataDir, { recursive: true });
    // One process per data directory (see data-dir-lock.ts): a second one would lose writes.
    lock = await lockDataDir(dataDir);
    location = path.join(dataDir, "pglite");
    const opening = async () => {
      await prepareDataDir(location);
      return PGlite.create(location, embeddedEngineOptions());
    };
    client = await opening().catch(async (error) => {
      await lock?.release();
      throw error;
    });
  } else {
    client = await PGlite.create({ ...embeddedEngineOptions(), ...(loadDataDir ? { loadDataDir } : {}) });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    location,
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
      await lock?.release();
    },
  };
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not take the process down.
  pool.on("error", () => {});
  // Nor a checked-out one: pg-pool takes its idle listener off while a client is lent, so a connection killed between
  // two statements of a transaction (a PostgreSQL restart) emitted 'error' with nobody listening, and the web process
  // died (the cluster test caught it). The statement that next uses the client fails instead, and is answered 503.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const host = safeHost(databaseUrl);
  return {
    db,
    kind: "postgres",
    location: host,
    connectionString: databaseUrl,
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

function safeHost(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return "postgres";
  }
}
