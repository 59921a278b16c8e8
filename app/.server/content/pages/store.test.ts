import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SeedPage } from "~/lib/content/page-schema";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { type ContentBus, createContentBus } from "../../content-bus";
import type { DatabaseHandle } from "../../db/client";
import { pageSchemas, pageSchemaVersions, seedRuns } from "../../db/schema";
import type { Logger } from "../../log";
import { runSeeds } from "../../seed";
import { seedPageSchemas } from "./seed";
import { createPageStore } from "./store";

function quietLogger() {
  return { error: vi.fn() } as unknown as Logger & { error: ReturnType<typeof vi.fn> };
}

const withTitle = (title: string) => ({
  ...fixturePage.schema,
  seo: { ...fixturePage.schema.seo, title },
});

describe.each(testDatabaseTargets)("page store on $name", (target) => {
  let database: DatabaseHandle;
  let log: ReturnType<typeof quietLogger>;
  let store: ReturnType<typeof createPageStore>;
  let bus: ContentBus;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    log = quietLogger();
    bus = createContentBus(log);
    store = createPageStore({ db: () => database.db, log, bus });
  });
  afterEach(async () => {
    await database.close();
  });

  const publish = (schema: unknown = fixturePage.schema, path = fixturePage.path) =>
    store.publishPage({ path, type: "service", schema, publishedBy: "test" });

  it("publishes version 1, then version n+1, with a version row for each", async () => {
    const first = await publish();
    expect(first).toMatchObject({ path: "/e2e-fixture/seo", type: "service", version: 1 });
    const second = await publish(withTitle("Second title"));
    expect(second).toMatchObject({ id: first.id, version: 2 });
    expect(second.schema.seo.title).toBe("Second title");

    const versions = await database.db
      .select()
      .from(pageSchemaVersions)
      .where(eq(pageSchemaVersions.pageSchemaId, first.id))
      .orderBy(pageSchemaVersions.version);
    expect(versions.map((row) => [row.version, row.publishedBy])).toEqual([
      [1, "test"],
      [2, "test"],
    ]);
    expect((versions[0]!.schema as typeof fixturePage.schema).seo.title).toBe(fixturePage.schema.seo.title);
    expect((await store.versions(first.id)).map((version) => version.version)).toEqual([2, 1]);
  });

  it("reads by path with or without a trailing slash, whatever the case", async () => {
    await publish();
    expect((await store.byPath("/e2e-fixture/seo/"))?.schema.breadcrumb).toBe("Fixture SEO");
    expect((await store.byPath("/E2E-Fixture/SEO"))?.path).toBe("/e2e-fixture/seo");
    expect(await store.byPath("/e2e-fixture")).toBeNull();
    expect(await store.byPath("/../etc/passwd")).toBeNull();
  });

  it("serves cached reads until a publish drops them, and announces the change", async () => {
    const page = await publish();
    expect((await store.byPath(page.path))?.schema.seo.title).toBe(fixturePage.schema.seo.title);
    // A write behind the store's back is not seen: the read is cached.
    await database.db
      .update(pageSchemas)
      .set({ schema: withTitle("Edited directly") })
      .where(eq(pageSchemas.id, page.id));
    expect((await store.byPath(page.path))?.schema.seo.title).toBe(fixturePage.schema.seo.title);
    expect(await store.list()).toHaveLength(1);

    const changes: (string[] | undefined)[] = [];
    const unsubscribe = bus.subscribe(["pages"], (change) => changes.push(change.paths));
    try {
      await publish(withTitle("Published again"));
      await publish(fixturePage.schema, "/another/page");
    } finally {
      unsubscribe();
    }
    expect(changes).toEqual([["/e2e-fixture/seo"], ["/another/page"]]);
    expect((await store.byPath(page.path))?.schema.seo.title).toBe("Published again");
    expect((await store.list()).map((listed) => listed.path)).toEqual(["/another/page", "/e2e-fixture/seo"]);
  });

  it("caches a missing path as missing until something is published there", async () => {
    expect(await store.byPath("/not-yet")).toBeNull();
    await publish(fixturePage.schema, "/not-yet");
    expect((await store.byPath("/not-yet"))?.version).toBe(1);
  });

  it("rolls back by publishing the old schema as a new version", async () => {
    const first = await publish();
    await publish(withTitle("A mistake"));
    expect((await store.byPath(first.path))?.schema.seo.title).toBe("A mistake");

    const restored = await store.rollbackPage(first.id, 1, "admin-7");
    expect(restored).toMatchObject({ id: first.id, version: 3 });
    expect(restored.schema.seo.title).toBe(fixturePage.schema.seo.title);
    expect((await store.byPath(first.path))?.schema.seo.title).toBe(fixturePage.schema.seo.title);
    const versions = await store.versions(first.id);
    expect(versions.map((version) => [version.version, version.publishedBy])).toEqual([
      [3, "admin-7"],
      [2, "test"],
      [1, "test"],
    ]);

    await expect(store.rollbackPage(first.id, 99)).rejects.toThrow(
      `Failed to save page schema: page ${first.id} has no version 99`,
    );
  });

  it("rejects an invalid schema or path with a clear error and writes nothing", async () => {
    await expect(publish({ seo: { title: "No description" }, sections: [] })).rejects.toThrow(
      /^Failed to save page schema: seo\.description: .+; sections: /,
    );
    await expect(publish("not json at all")).rejects.toThrow(/^Failed to save page schema: /);
    await expect(publish(fixturePage.schema, "/Bad Path!")).rejects.toThrow(
      'Failed to save page schema: path must look like /rehab/seo (lowercase letters, digits and hyphens), got "/Bad Path!"',
    );
    expect(await database.db.select().from(pageSchemas)).toEqual([]);
    expect(await database.db.select().from(pageSchemaVersions)).toEqual([]);
  });

  it("treats a stored row that no longer fits the contract as not found, and logs it", async () => {
    await database.db.insert(pageSchemas).values({ path: "/broken", type: "service", schema: { seo: {} } });
    await publish();
    expect(await store.byPath("/broken")).toBeNull();
    expect((await store.list()).map((page) => page.path)).toEqual(["/e2e-fixture/seo"]);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ path: "/broken" }), expect.stringContaining("invalid"));
  });

  it("is refused by the database when a row's type is not a known page type", async () => {
    await expect(
      database.db.insert(pageSchemas).values({ path: "/odd-type", type: "brochure", schema: fixturePage.schema }),
    ).rejects.toThrow();
    expect(await database.db.select().from(pageSchemas)).toEqual([]);
  });

  it("lists by type and reads by id; drafts are never served by path", async () => {
    const service = await publish();
    const guide = await store.publishPage({ path: "/a-guide", type: "blog", schema: fixturePage.schema, publishedBy: "test" });
    expect((await store.listByType("blog")).map((page) => page.path)).toEqual(["/a-guide"]);
    expect((await store.listByType("service")).map((page) => page.path)).toEqual(["/e2e-fixture/seo"]);
    expect((await store.byId(guide.id))?.path).toBe("/a-guide");
    expect(await store.byId(999_999)).toBeNull();

    await database.db.update(pageSchemas).set({ status: "draft" }).where(eq(pageSchemas.id, service.id));
    store.invalidate();
    expect(await store.byPath(service.path)).toBeNull();
  });

  it("seeds built-in pages as version 1 once, leaving stored paths untouched", async () => {
    const seeds: SeedPage[] = [fixturePage, { ...fixturePage, path: "/second-seeded" }];
    await publish(withTitle("Edited by an admin"));
    expect(await seedPageSchemas(database.db, seeds)).toBe(1);
    expect(await seedPageSchemas(database.db, seeds)).toBe(0);
    expect((await store.byPath(fixturePage.path))?.schema.seo.title).toBe("Edited by an admin");
    const seeded = await store.byPath("/second-seeded");
    expect(seeded?.version).toBe(1);
    expect(await store.versions(seeded?.id ?? 0)).toEqual([expect.objectContaining({ version: 1, publishedBy: "seed" })]);
  });

  it("records the page and blog seeds so a restart does not run them again", async () => {
    await runSeeds(database.db);
    const runs = await database.db.select({ name: seedRuns.name }).from(seedRuns);
    expect(runs.map((run) => run.name).sort()).toEqual([
      "blog-articles",
      "city-service-articles",
      "directory",
      "pages",
      "us-directory",
    ]);
    expect((await runSeeds(database.db)).applied).toEqual([]);
  });
});
