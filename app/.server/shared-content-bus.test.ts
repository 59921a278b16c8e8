import { afterEach, describe, expect, it } from "vitest";
import { openFreshPostgres } from "../../tests/support/test-databases";
import { CONTENT_TOPICS, type ContentChange, createContentBus } from "./content-bus";
import { createLogger } from "./log";
import { type SharedContentBus, shareContentBus } from "./shared-content-bus";

/**
 * The content bus across instances (issue 20 B1): two buses, as two web
 * instances would have, on one PostgreSQL database. A publish on one reaches
 * the other's caches at once, is delivered once on its own, and a dropped
 * listening connection comes back and drops every cache. Needs PostgreSQL.
 */
const databaseUrl = process.env.DATABASE_URL;
const log = createLogger("silent");

describe.skipIf(!databaseUrl)("the shared content bus on PostgreSQL", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function instance(url: string) {
    const bus = createContentBus(log);
    const heard: ContentChange[] = [];
    bus.subscribe("all", (change) => heard.push(change));
    const shared: SharedContentBus = shareContentBus(bus, { connectionString: url, log });
    cleanups.push(() => shared.close());
    await shared.ready;
    return { bus, heard, shared };
  }

  async function until(check: () => boolean, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("a publish on one instance reaches the other at once, and each hears it once", async () => {
    const database = await openFreshPostgres(databaseUrl ?? "");
    cleanups.push(() => database.close());
    const [one, two] = [await instance(database.url), await instance(database.url)];
    one.bus.publish({ topic: "pages", paths: ["/services/detox"] });
    await until(() => two.heard.length === 1);
    expect(two.heard).toEqual([{ topic: "pages", paths: ["/services/detox"] }]);
    // Give a duplicate the time to arrive, then check there was none.
    two.bus.publish({ topic: "locations" });
    await until(() => one.heard.length === 2);
    expect(one.heard).toEqual([{ topic: "pages", paths: ["/services/detox"] }, { topic: "locations" }]);
    expect(two.heard).toEqual([{ topic: "pages", paths: ["/services/detox"] }, { topic: "locations" }]);
  });

  it("tells a listener which changes its own instance published and which the other did", async () => {
    const database = await openFreshPostgres(databaseUrl ?? "");
    cleanups.push(() => database.close());
    const [one, two] = [await instance(database.url), await instance(database.url)];
    const ownOnly: ContentChange[] = [];
    two.bus.subscribe(["pages"], (change, here) => {
      if (here) ownOnly.push(change);
    });
    one.bus.publish({ topic: "pages", paths: ["/from-one"] });
    await until(() => two.heard.length === 1);
    two.bus.publish({ topic: "pages", paths: ["/from-two"] });
    await until(() => one.heard.length === 2);
    expect(two.heard.map((change) => change.paths)).toEqual([["/from-one"], ["/from-two"]]);
    expect(ownOnly).toEqual([{ topic: "pages", paths: ["/from-two"] }]);
  });

  it("comes back after its connection is killed, and drops every cache since it may have missed a change", async () => {
    const database = await openFreshPostgres(databaseUrl ?? "");
    cleanups.push(() => database.close());
    const one = await instance(database.url);
    const two = await instance(database.url);
    const name = new URL(database.url).pathname.slice(1);
    // Kill every listening connection of this database, as a PostgreSQL restart would.
    await database.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query ilike 'listen%'` as never,
    );
    // Every topic, redirects included: a change it may have missed could be any of them.
    await until(() => two.heard.filter((change) => change.paths === undefined).length >= CONTENT_TOPICS.length, 10_000);
    expect(new Set(two.heard.map((change) => change.topic))).toEqual(new Set(CONTENT_TOPICS));
    expect(CONTENT_TOPICS).toEqual(expect.arrayContaining(["pages", "locations", "content-research", "redirects"]));
    await until(() => one.heard.filter((change) => change.paths === undefined).length >= CONTENT_TOPICS.length, 10_000);
    two.heard.length = 0;
    one.bus.publish({ topic: "content-research", contentType: "blog_article" });
    await until(() => two.heard.length === 1, 10_000);
    expect(two.heard).toEqual([{ topic: "content-research", contentType: "blog_article" }]);
  });

  it("holds a change published while it is not listening, and sends it once it listens again", async () => {
    const database = await openFreshPostgres(databaseUrl ?? "");
    cleanups.push(() => database.close());
    const one = await instance(database.url);
    const two = await instance(database.url);
    // Kill only one's listening connection: two keeps listening and would never drop its caches.
    const pid = await database.db.execute(
      `select pid from pg_stat_activity where datname = '${new URL(database.url).pathname.slice(1)}' and query ilike 'listen%' order by backend_start limit 1` as never,
    );
    const rows = (pid as unknown as { rows: { pid: number }[] }).rows;
    await database.db.execute(`select pg_terminate_backend(${Number(rows[0]?.pid)})` as never);
    // Published at once, before one has listened again.
    one.bus.publish({ topic: "pages", paths: ["/about"] });
    await until(() => two.heard.some((change) => change.paths?.[0] === "/about"), 10_000);
    expect(two.heard.filter((change) => change.paths?.[0] === "/about")).toHaveLength(1);
  });
});
