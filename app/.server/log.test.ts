import { sql } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabaseTargets } from "../../tests/support/test-databases";
import { createLogger, errorReason, withoutQueryText } from "./log";

/** A failed query's error, as the log writes it, holds neither its SQL nor what a visitor typed (issue 35 B1). */
describe.each(testDatabaseTargets)("a failed query in the log ($name)", (target) => {
  const database = migratedDatabase(target);

  it("keeps the database's reason and drops the SQL and its parameters, in the message, the stack and the cause", async () => {
    const typed = "a secret a visitor typed";
    const error = await database.db
      .execute(sql`select ${typed}::int as n`)
      .then(() => null)
      .catch((caught: Error) => caught);
    expect(error?.message).toContain("Failed query");
    const logger = createLogger("silent") as unknown as Record<symbol, { err: (error: unknown) => unknown }>;
    const logged = JSON.stringify(logger[pino.symbols.serializersSym]?.err(error));
    expect(logged).toContain("Failed query (its SQL and parameters are not logged)");
    expect(logged).toMatch(/invalid input syntax for type integer/);
    expect(logged).toContain('"code":"22P02"');
    expect(logged).not.toContain(typed);
    expect(logged).not.toMatch(/select \$1/);
    // What an answer may say of it (the studio's "Failed to save page schema: {message}").
    expect(errorReason(error)).toBe('the database refused the query: invalid input syntax for type integer: "…"');
  });

  it("leaves other errors as they are", () => {
    const plain = pino.stdSerializers.err(new Error("the mail server refused the message"));
    expect(withoutQueryText(plain)).toEqual(plain);
  });
});
