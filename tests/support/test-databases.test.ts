import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema";
import { reusePgliteInThisFile, testDatabaseTargets } from "./test-databases";

/** The test databases themselves: a reused PGlite engine must look exactly like a fresh one to the next test. */
const pglite = testDatabaseTargets.find((target) => target.name === "pglite");

// Reuse is the default (TEST_PGLITE_REUSE=0 turns it off, see test-databases.ts): on here whatever the setting.
reusePgliteInThisFile();
describe.skipIf(!pglite)("a PGlite test database used again", () => {
  it("comes back empty, its sequences restarted, its session and the job schema gone, on the same engine", async () => {
    const first = await pglite!.open();
    await first.migrate();
    const engine = await first.pglite!.query<{ started: string }>("select pg_postmaster_start_time()::text as started");
    await first.db.insert(auditLog).values([{ action: "a" }, { action: "b" }]);
    await first.db.execute(sql`set timezone = 'Asia/Tokyo'`);
    await first.db.execute(sql`create schema pgboss`);
    await first.close();
    await expect(first.db.execute(sql`select 1`), "a closed handle refuses late work").rejects.toThrow();

    const second = await pglite!.open();
    await second.migrate();
    expect((await second.pglite!.query<{ started: string }>("select pg_postmaster_start_time()::text as started")).rows).toEqual(
      engine.rows,
    );
    expect(await second.db.select().from(auditLog)).toEqual([]);
    const [row] = await second.db.insert(auditLog).values({ action: "c" }).returning();
    expect(row?.id).toBe(1);
    expect((await second.pglite!.query<{ tz: string }>("show timezone")).rows[0]?.tz).not.toBe("Asia/Tokyo");
    expect((await second.pglite!.query("select 1 from pg_namespace where nspname = 'pgboss'")).rows).toEqual([]);
    await second.close();
  });

  it("is not used again when a test changed its schema", async () => {
    const first = await pglite!.open();
    await first.db.execute(sql`alter table audit_log add column extra text`);
    await first.close();
    const second = await pglite!.open();
    const columns = await second.pglite!.query("select 1 from information_schema.columns where column_name = 'extra'");
    expect(columns.rows).toEqual([]);
    await second.close();
  });

  it("gives a second engine to a test that opens two at once", async () => {
    const [a, b] = [await pglite!.open(), await pglite!.open()];
    await a.db.insert(auditLog).values({ action: "only in a" });
    expect(await b.db.select().from(auditLog)).toEqual([]);
    await a.close();
    await b.close();
  });
});

/** The same promise on PostgreSQL, where the worker keeps its database from one test file to the next. */
const postgres = testDatabaseTargets.find((target) => target.name === "postgres");
/** The rows of a query (db.execute's answer differs by driver: node-postgres' has them in `rows`). */
async function rowsOf<Row>(handle: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe.skipIf(!postgres || process.env.TEST_POSTGRES_REUSE === "0")("a PostgreSQL test database used again", () => {
  const nameOf = async (handle: DatabaseHandle) =>
    (await rowsOf<{ name: string }>(handle, sql`select current_database() as name`))[0]?.name;

  it("comes back empty, its sequences restarted, the job schema and a left-over connection gone, as the same database", async () => {
    const first = await postgres!.open();
    await first.migrate();
    const name = await nameOf(first);
    await first.db.insert(auditLog).values([{ action: "a" }, { action: "b" }]);
    await first.db.execute(sql`create schema pgboss`);
    // A connection the test forgot (a server it started would hold one), still open when the test ends.
    const leftOver = new pg.Client({ connectionString: first.connectionString });
    leftOver.on("error", () => {});
    await leftOver.connect();
    await first.close();
    await expect(first.db.execute(sql`select 1`), "a closed handle refuses late work").rejects.toThrow();

    const second = await postgres!.open();
    await second.migrate();
    expect(await nameOf(second)).toBe(name);
    expect(await second.db.select().from(auditLog)).toEqual([]);
    const [row] = await second.db.insert(auditLog).values({ action: "c" }).returning();
    expect(row?.id).toBe(1);
    expect(await rowsOf(second, sql`select 1 from pg_namespace where nspname = 'pgboss'`)).toEqual([]);
    await expect(leftOver.query("select 1"), "the forgotten connection was ended").rejects.toThrow();
    await leftOver.end().catch(() => {});
    await second.close();
  });

  it("is copied again when a test changed its schema", async () => {
    const first = await postgres!.open();
    await first.db.execute(sql`alter table audit_log add column extra text`);
    await first.close();
    const second = await postgres!.open();
    const columns = await rowsOf(second, sql`select 1 from information_schema.columns where column_name = 'extra'`);
    expect(columns).toEqual([]);
    await second.close();
  });

  it("gives a second database to a test that opens two at once", async () => {
    const [a, b] = [await postgres!.open(), await postgres!.open()];
    expect(await nameOf(a)).not.toBe(await nameOf(b));
    await a.db.insert(auditLog).values({ action: "only in a" });
    expect(await b.db.select().from(auditLog)).toEqual([]);
    await a.close();
    await b.close();
  });
});
