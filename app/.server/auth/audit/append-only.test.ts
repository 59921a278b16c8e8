import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { auditLog } from "../../db/schema";
import { recordAudit } from "./record";

/** Nobody can edit or empty the audit log, not even with SQL (issue 20 C12: TRUNCATE emptied it). */
describe.each(testDatabaseTargets)("the audit log on $name", (target) => {
  const database = migratedDatabase(target);

  it("refuses UPDATE, DELETE and TRUNCATE, and keeps its rows", async () => {
    const db = database.db;
    await recordAudit(db, { actor: null, action: "test.entry", subjectType: "test", subjectId: 1 });
    for (const statement of [
      sql`update audit_log set action = 'changed'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
      sql`truncate table audit_log restart identity cascade`,
    ]) {
      const error = await db.execute(statement).then(
        () => null,
        (caught: Error) => caught,
      );
      // Drizzle wraps the database's error; the trigger's message is its cause.
      expect(String((error?.cause as Error | undefined)?.message ?? error?.message)).toMatch(/append-only/);
    }
    const rows = await db.select().from(auditLog);
    expect(rows.map((row) => row.action)).toEqual(["test.entry"]);
  });
});
