import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageTypes } from "~/lib/content/page-schema";
import { CONTENT_STATUSES } from "~/lib/content/status";
import {
  BOOKING_STATUSES,
  LEAD_DELIVERY_STATUSES,
  LEAD_EMAIL_KINDS,
  LEAD_EMAIL_STATUSES,
  LEAD_FORM_TYPES,
  leadEmailStatusSchema,
} from "~/lib/leads/lead-enums";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { DatabaseHandle } from "../../db/client";

/**
 * The status and type columns hold only the values of the const arrays the
 * code's zod enums are made from: the database itself refuses anything else
 * (CHECK constraints from migration 0003), whatever wrote the row.
 */
const columns: { table: string; column: string; values: readonly string[] }[] = [
  { table: "leads", column: "form_type", values: LEAD_FORM_TYPES },
  { table: "leads", column: "delivery_status", values: LEAD_DELIVERY_STATUSES },
  { table: "lead_emails", column: "kind", values: LEAD_EMAIL_KINDS },
  { table: "lead_emails", column: "status", values: LEAD_EMAIL_STATUSES },
  { table: "bookings", column: "status", values: BOOKING_STATUSES },
  { table: "content_research", column: "status", values: CONTENT_STATUSES },
  { table: "page_schemas", column: "type", values: pageTypes },
  { table: "page_schemas", column: "status", values: CONTENT_STATUSES },
];

function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (typeof current.code === "string") return current.code;
  }
  return undefined;
}

describe.each(testDatabaseTargets)("status and type columns on $name", (target) => {
  let database: DatabaseHandle;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    const lead = "00000000-0000-4000-8000-000000000001";
    await database.db.execute(
      sql`insert into leads (id, form_type, name, email, message) values (${lead}, 'contact', 'Dana', 'dana@clinic.example', 'We need more admissions.')`,
    );
    await database.db.execute(
      sql`insert into lead_emails (lead_id, kind, recipient) values (${lead}, 'agency', 'a@agency.example')`,
    );
    await database.db.execute(
      sql`insert into bookings (lead_id, slot_start, slot_end) values (${lead}, '2026-03-09T13:00:00Z', '2026-03-09T13:30:00Z')`,
    );
    await database.db.execute(sql`insert into content_research (content_type, title, content) values ('blog_article', 'T', 'C')`);
    await database.db.execute(sql`insert into page_schemas (path, type, schema) values ('/x', 'service', '{}'::jsonb)`);
  });
  afterEach(async () => {
    await database.close();
  });

  it.each(columns.map((entry) => [`${entry.table}.${entry.column}`, entry] as const))(
    "%s accepts its values and refuses any other",
    async (_, { table, column, values }) => {
      const set = (value: string) =>
        database.db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value}`);
      for (const value of values) await expect(set(value)).resolves.toBeDefined();
      const refused = await set("bogus").then(
        () => undefined,
        (error: unknown) => error,
      );
      // 23514: check_violation.
      expect(sqlStateOf(refused), `${table}.${column} = 'bogus'`).toBe("23514");
    },
  );

  it("refuses a bad value on insert too, and zod knows the same values", async () => {
    const insert = database.db.execute(
      sql`insert into leads (form_type, name, email, message) values ('newsletter', 'Eve', 'eve@example.com', 'Hello there, hello.')`,
    );
    expect(
      sqlStateOf(
        await insert.then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    ).toBe("23514");
    expect(leadEmailStatusSchema.options).toEqual([...LEAD_EMAIL_STATUSES]);
  });
});
