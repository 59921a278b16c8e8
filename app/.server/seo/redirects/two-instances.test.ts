import { afterEach, describe, expect, it } from "vitest";
import { openFreshPostgres } from "../../../../tests/support/test-databases";
import { createContentBus } from "../../content-bus";
import { createLogger } from "../../log";
import { shareContentBus } from "../../shared-content-bus";
import { createRedirects } from "./";

/**
 * A redirect written on one instance is answered by another at once: the
 * `redirects` topic crosses instances through the shared bus's LISTEN/NOTIFY
 * relay, and the other instance reloads its in-memory table. Needs PostgreSQL.
 */
const databaseUrl = process.env.DATABASE_URL;
const log = createLogger("silent");

describe.skipIf(!databaseUrl)("redirects across two instances on PostgreSQL", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("a redirect added on one instance is answered by the other within a moment", async () => {
    const database = await openFreshPostgres(databaseUrl ?? "");
    cleanups.push(() => database.close());
    await database.migrate();
    const instance = async () => {
      const bus = createContentBus(log);
      const shared = shareContentBus(bus, { connectionString: database.url, log });
      cleanups.push(() => shared.close());
      await shared.ready;
      const redirects = await createRedirects({ db: () => database.db, bus, log, flushMs: 60_000 });
      cleanups.push(() => redirects.table.close());
      return redirects;
    };
    const [one, two] = [await instance(), await instance()];
    expect(two.table.match("/old")).toBeUndefined();
    const started = Date.now();
    await one.store.create({ actor: null }, { from: "/old", to: "/new" });
    while (!two.table.match("/old")) {
      if (Date.now() - started > 5_000) throw new Error("the other instance never loaded the redirect");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(two.table.match("/old")).toMatchObject({ location: "/new", status: 301 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
