import pg from "pg";
import { describe, expect, it } from "vitest";
import { openFreshPostgres } from "../../../tests/support/test-databases";

/**
 * A PostgreSQL restart kills every connection, also one lent out in the
 * middle of a transaction. That client had no 'error' listener (pg-pool takes
 * its own off while a client is lent), so the error event threw and the web
 * process died: the cluster test's lead burst came back 502. Needs PostgreSQL.
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("a connection killed while lent out", () => {
  it("fails what used it and leaves the process and the pool standing", async () => {
    const database = await openFreshPostgres(databaseUrl ?? "");
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      await client.query("begin");
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      const closed = new Promise((resolve) => client.once("end", resolve));
      // Between two statements, with no query running on it: as a restart would.
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await closed;
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(true);
      const after = await pool.query<{ one: number }>("select 1 as one");
      expect(after.rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
