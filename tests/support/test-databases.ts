import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { type DatabaseHandle, type Db, openDatabase } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { reusedDatabasePrefix } from "./vitest-global-setup";

/**
 * Databases for integration tests: an in-memory PGlite always, and a fresh
 * database on the real PostgreSQL server when DATABASE_URL is set (created
 * for the test and dropped when it closes).
 */
export interface TestDatabaseTarget {
  name: "pglite" | "postgres";
  /**
   * A fresh database that starts already migrated, so `migrate()` is quick: on PGlite an engine loaded from a dump of
   * a migrated one (migratedPgliteSnapshot), or one of this file's reset to that state (openReusedPglite); on
   * PostgreSQL this worker's database reset to that state, or a copy of a migrated template database
   * (openReusedPostgres, migratedTemplate).
   */
  open(): Promise<DatabaseHandle>;
  /** A fresh database with no tables: for tests of the migrations themselves. */
  openEmpty(): Promise<DatabaseHandle>;
}

export const testDatabaseTargets: TestDatabaseTarget[] = [
  {
    name: "pglite",
    open: () => openReusedPglite(),
    openEmpty: () => openDatabase(),
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: () => openReusedPostgres(process.env.DATABASE_URL ?? ""),
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
    const cacheDir = path.resolve("node_modules", ".cache", "agency-tests");
    const file = path.join(cacheDir, `pglite-migrated-${migrationsHash()}.tar`);
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

/** A hash of drizzle/: a new or changed migration names a new migrated snapshot or template. */
let hashOfMigrations: string | undefined;
export function migrationsHash(): string {
  if (hashOfMigrations) return hashOfMigrations;
  const migrations = path.resolve("drizzle");
  const hash = createHash("sha256");
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  hashOfMigrations = hash.digest("hex").slice(0, 16);
  return hashOfMigrations;
}

/**
 * Opening PGlite from the dump costs the engine's start each time (measured at load average 27-28: open, migrate and
 * close 3.6-4.7 s; the reset below 0.9-2.1 s). So a closed test database is kept in this worker and the next `open()`
 * gets it back reset to the migrated state: every table emptied and its sequences restarted, the job system's schema
 * dropped, the session's settings, locks, listeners and prepared statements cleared. A database whose schema a test
 * changed (a fingerprint of the catalogue differs from a fresh one's), or that was closed for real, is dropped
 * instead and a fresh one opened. Each test gets its own handle, and a handle refuses every call once closed, so
 * late work of an earlier test (a timer, a job poller) fails as it did on a closed database instead of writing into
 * the next test's. On by default: measured with nothing else running, a fresh engine costs 1.1-1.6 s to open and
 * migrate, a reset one 50-170 ms, and the whole Vitest suite (2,216 tests, both engines, 2 workers) passed with it in
 * 10.7 min. (The "Not spam" failure seen with it earlier, at load average 23-26, did not come back in the full runs.)
 * TEST_PGLITE_REUSE=0 gives every test a fresh engine again, to rule reuse out when a test fails oddly.
 */
interface ReusablePglite {
  handle: DatabaseHandle;
  engine: PGlite;
}
const idlePglite: ReusablePglite[] = [];
let reuseInThisFile = false;
/** Turns reuse on for the calling test file even under TEST_PGLITE_REUSE=0 (its own module instance): for the reuse's own test. */
export function reusePgliteInThisFile() {
  reuseInThisFile = true;
}
let freshFingerprint: Promise<string> | undefined;

async function openReusedPglite(): Promise<DatabaseHandle> {
  if (process.env.TEST_PGLITE_REUSE === "0" && !reuseInThisFile)
    return openDatabase({ loadDataDir: await migratedPgliteSnapshot() });
  let reused = idlePglite.pop();
  if (reused && !(await resetPglite(reused.engine).catch(() => false))) {
    await reused.handle.close().catch(() => {});
    reused = undefined;
  }
  if (!reused) {
    const handle = await openDatabase({ loadDataDir: await migratedPgliteSnapshot() });
    const engine = handle.pglite as PGlite;
    freshFingerprint ??= catalogueFingerprint(engine);
    await freshFingerprint;
    reused = { handle, engine };
  }
  return lease(reused);
}

/** A handle of its own over a kept engine: every call through it fails once it is closed. */
function lease(reused: ReusablePglite): DatabaseHandle {
  let closed = false;
  const unsubscribes: (() => Promise<void>)[] = [];
  const engine = new Proxy(reused.engine, {
    get(target, property) {
      if (closed) throw new Error("PGlite is closed (this test database was closed)");
      if (property === "close") {
        // Closing the engine itself (as a handle would) ends the lease; the engine is checked at the next open.
        return async () => {
          await closeLease();
        };
      }
      const value = Reflect.get(target, property, target);
      if (property === "listen" && typeof value === "function") {
        return async (...args: unknown[]) => {
          const unsubscribe = (await value.apply(target, args)) as () => Promise<void>;
          unsubscribes.push(unsubscribe);
          return unsubscribe;
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const closeLease = async () => {
    if (closed) return;
    closed = true;
    for (const unsubscribe of unsubscribes) await unsubscribe().catch(() => {});
    idlePglite.push(reused);
  };
  const db = drizzlePglite({ client: engine, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    location: "memory",
    pglite: engine,
    migrate: async () => {
      if (closed) throw new Error("PGlite is closed (this test database was closed)");
      await reused.handle.migrate();
    },
    ping: async () => {
      await engine.query("select 1");
    },
    close: closeLease,
  };
}

/** Back to the migrated state; false when that cannot be promised (the caller opens a fresh one). */
async function resetPglite(engine: PGlite): Promise<boolean> {
  if (engine.closed) return false;
  // Outside a transaction `rollback` only warns.
  await engine.exec("rollback; reset all; deallocate all; unlisten *; select pg_advisory_unlock_all();");
  await emptyToMigratedState({ query: (text) => engine.query(text), run: (text) => engine.exec(text) });
  return (await catalogueFingerprint(engine)) === (await freshFingerprint);
}

/**
 * Every table of `public` emptied and every sequence restarted, the job system's schema dropped: what a test wrote
 * goes, the migrations (in their own schema) stay.
 */
async function emptyToMigratedState(engine: Queryable & { run(text: string): Promise<unknown> }) {
  await engine.run("drop schema if exists pgboss cascade;");
  const tables = (
    await engine.query<{ name: string }>(
      "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename",
    )
  ).rows.map((row) => row.name);
  if (tables.length > 0) {
    const used = (
      await engine.query<{ name: string }>(
        tables
          .map((table) => `select '${table.replaceAll("'", "''")}' as name where exists (select 1 from ${table})`)
          .join(" union all "),
      )
    ).rows.map((row) => row.name);
    // Triggers off for the truncate: the audit log refuses it otherwise (append-only).
    if (used.length > 0)
      await engine.run(
        `set session_replication_role = replica; truncate ${used.join(", ")} restart identity cascade; reset session_replication_role;`,
      );
  }
  const sequences = (
    await engine.query<{ name: string }>(
      "select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences where last_value is not null",
    )
  ).rows.map((row) => row.name);
  if (sequences.length > 0) await engine.run(sequences.map((name) => `alter sequence ${name} restart;`).join(" "));
}

/** What the fingerprint and the resets need of a connection: PGlite and a pg client both have it. */
interface Queryable {
  query<Row>(text: string): Promise<{ rows: Row[] }>;
}

/** A digest of the schema outside PostgreSQL's own: relations, columns, constraints, triggers, functions, types. */
async function catalogueFingerprint(engine: Queryable): Promise<string> {
  const { rows } = await engine.query<{ digest: string }>(`
    with own as (select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%')
    select md5(concat_ws('|',
      (select string_agg(nspname, ',' order by nspname) from pg_namespace where oid in (select oid from own)),
      (select string_agg(c.relname || ':' || c.relkind::text || ':' || c.relnatts::text, ',' order by c.relname) from pg_class c where c.relnamespace in (select oid from own)),
      (select string_agg(c.relname || '.' || a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text || ':' || a.atthasdef::text, ',' order by c.relname, a.attnum) from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace in (select oid from own) and a.attnum > 0 and not a.attisdropped),
      (select string_agg(conname || ':' || contype::text || ':' || convalidated::text, ',' order by conname) from pg_constraint where connamespace in (select oid from own)),
      (select string_agg(t.tgname || ':' || t.tgenabled::text, ',' order by t.tgname) from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace in (select oid from own)),
      (select string_agg(p.proname || ':' || md5(p.prosrc), ',' order by p.proname) from pg_proc p where p.pronamespace in (select oid from own)),
      (select string_agg(typname, ',' order by typname) from pg_type where typnamespace in (select oid from own)),
      (select string_agg(d.adrelid::regclass::text || ':' || pg_get_expr(d.adbin, d.adrelid), ',' order by d.adrelid, d.adnum) from pg_attrdef d)
    )) as digest`);
  return rows[0]?.digest ?? "";
}

async function adminQuery(databaseUrl: string, sql: string) {
  await withClient(databaseUrl, (client) => client.query(sql));
}

/**
 * PostgreSQL test databases kept from one test to the next, and from one test file to the next, by each worker.
 * Copying the migrated template and dropping the copy cost 1.3 s a test with the suite running (`create database …
 * template` writes the whole copy through the WAL), and the 420 PostgreSQL tests took 426 s of worker time against
 * 226 s for the same tests on PGlite. So, as on PGlite, a closed database is reset to the migrated state for the next
 * `open()`: the other connections to it ended (a server a test started, a pool it left), then emptied as
 * emptyToMigratedState says. Its name says whose it is, `agency_test_r<run>_w<worker>_<n>` (the n-th database this
 * worker's current file has open at once), so the next file on the worker finds it; the run's global setup
 * (vitest-global-setup.ts) drops them all at the end. A database whose schema a test changed (its fingerprint no
 * longer the one recorded in its comment when it was copied) is dropped and copied again. TEST_POSTGRES_REUSE=0 gives
 * every test a fresh copy again.
 */
const leasedPostgres = new Set<number>();
async function openReusedPostgres(databaseUrl: string): Promise<DatabaseHandle & { url: string }> {
  const runId = inject("testRunId");
  if (process.env.TEST_POSTGRES_REUSE === "0" || !runId) return openMigratedPostgres(databaseUrl);
  let slot = 0;
  while (leasedPostgres.has(slot)) slot++;
  leasedPostgres.add(slot);
  try {
    const name = `${reusedDatabasePrefix(runId)}w${process.env.VITEST_POOL_ID ?? "0"}_${slot}`;
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    if (!(await resetPostgres(url.toString()))) {
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
      await createDatabase(databaseUrl, name, await migratedTemplate(databaseUrl));
      await withClient(url.toString(), async (client) => {
        const fingerprint = await catalogueFingerprint(queryable(client));
        await client.query(`comment on database ${name} is '${FRESH_MARK}${fingerprint}'`);
      });
    }
    const handle = await openDatabase({ databaseUrl: url.toString() });
    let closed = false;
    return {
      ...handle,
      url: url.toString(),
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
        leasedPostgres.delete(slot);
      },
    };
  } catch (error) {
    leasedPostgres.delete(slot);
    throw error;
  }
}

/** The comment of a reused database: the fingerprint of its schema as copied from the template. */
const FRESH_MARK = "agency-test-fresh:";

/** Back to the migrated state; false when the database is missing or its schema changed (the caller copies it again). */
async function resetPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch {
    // Not made yet by this worker (3D000), or gone.
    return false;
  }
  try {
    const { rows } = await client.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()",
    );
    const recorded = rows[0]?.comment?.startsWith(FRESH_MARK) ? rows[0].comment.slice(FRESH_MARK.length) : undefined;
    if (!recorded) return false;
    // Whatever the last test left connected (its pool, a server it started) goes first, with its locks.
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await emptyToMigratedState({ ...queryable(client), run: (text) => client.query(text) });
    return (await catalogueFingerprint(queryable(client))) === recorded;
  } finally {
    await client.end().catch(() => {});
  }
}

function queryable(client: pg.Client): Queryable {
  return { query: async <Row>(text: string) => (await client.query(text)) as unknown as { rows: Row[] } };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A database of its own on the PostgreSQL server of `databaseUrl`, empty, dropped on close. */
export function openFreshPostgres(databaseUrl: string): Promise<DatabaseHandle & { url: string }> {
  return openPostgresCopy(databaseUrl);
}

/**
 * A database of its own on the PostgreSQL server of `databaseUrl`, already migrated, dropped on close: a copy of
 * the migrated template (`create database … template`), which costs a file copy instead of every migration.
 */
export async function openMigratedPostgres(databaseUrl: string): Promise<DatabaseHandle & { url: string }> {
  return openPostgresCopy(databaseUrl, await migratedTemplate(databaseUrl));
}

async function openPostgresCopy(databaseUrl: string, template?: string): Promise<DatabaseHandle & { url: string }> {
  const name = `agency_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await createDatabase(databaseUrl, name, template);
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
 * `create database name [template …]`. PostgreSQL refuses to copy a template someone is connected to ("source
 * database is being accessed by other users"); nobody can connect to ours (allow_connections false), but a
 * moment's retry also covers a tool that looked in as a superuser.
 */
async function createDatabase(databaseUrl: string, name: string, template?: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(databaseUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/**
 * The migrated template database of this set of migrations, `agency_tmpl_<hash of drizzle/>`, made once per
 * server by whichever test worker gets there first: under an advisory lock, it is built under a name of its own,
 * migrated, closed, closed to connections and only then renamed into place, so no worker ever copies a half-migrated
 * one, and nobody connects to it afterwards (a connection would make every copy fail). Templates are kept across
 * runs, one per set of migrations (other checkouts on the same server may use theirs).
 */
const TEMPLATE_LOCK_ID = 792_451_002;
const templates = new Map<string, Promise<string>>();
function migratedTemplate(databaseUrl: string): Promise<string> {
  const name = `agency_tmpl_${migrationsHash()}`;
  const key = `${databaseUrl} ${name}`;
  let made = templates.get(key);
  if (!made) {
    made = buildTemplate(databaseUrl, name).then(() => name);
    made.catch(() => templates.delete(key));
    templates.set(key, made);
  }
  return made;
}

async function buildTemplate(databaseUrl: string, name: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const exists = async () => (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  try {
    if (await exists()) return;
    await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    try {
      if (await exists()) return;
      const building = `agency_tmpl_building_${process.pid}_${randomBytes(4).toString("hex")}`;
      await client.query(`create database ${building}`);
      try {
        const url = new URL(databaseUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ databaseUrl: url.toString() });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await client.query(`alter database ${building} with allow_connections false is_template true`);
        await client.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        await client.query(`drop database if exists ${building} with (force)`).catch(() => {});
        // Another run on this server (a different lock database) may have renamed its own into place first.
        if (!(await exists())) throw error;
      }
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]).catch(() => {});
    }
  } finally {
    await client.end();
  }
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
