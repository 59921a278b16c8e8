import { eq, like } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cityServiceSlugs } from "~/lib/content/city-services";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { type ContentBus, createContentBus } from "../../../content-bus";
import type { DatabaseHandle } from "../../../db/client";
import { auditLog, cities, cityImportBatches, contentResearch, redirects, states } from "../../../db/schema";
import type { Logger } from "../../../log";
import { createRedirectStore, type RedirectStore } from "../../redirects/store";
import { collectSitemapGroups } from "../../sitemaps/reader";
import { createLocationManager } from "./store";

const log = () => ({ error: vi.fn(), warn: vi.fn() }) as unknown as Logger;
const ctx = { actor: { id: "u1", email: "admin@agency.example" } };
/** A city's page and each of its city service pages. */
const URLS_PER_CITY = 1 + cityServiceSlugs.length;

describe.each(testDatabaseTargets)("location manager on $name", (target) => {
  let database: DatabaseHandle;
  let bus: ContentBus;
  let redirectStore: RedirectStore;
  let vermont: number;
  let texas: number;
  let burlington: number;

  const manager = (redirectsDep: Pick<RedirectStore, "pathChanged"> = redirectStore) =>
    createLocationManager({ db: () => database.db, bus, redirects: redirectsDep });

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    bus = createContentBus(log());
    redirectStore = createRedirectStore({ db: () => database.db, bus });
    const db = database.db;
    // A fresh database may hold the seeded directory: start from two states of our own.
    await db.delete(cities);
    await db.delete(states);
    const [vt, tx] = await db
      .insert(states)
      .values([
        { name: "Vermont", abbreviation: "VT", slug: "vermont" },
        { name: "Texas", abbreviation: "TX", slug: "texas" },
      ])
      .returning({ id: states.id });
    vermont = vt?.id ?? 0;
    texas = tx?.id ?? 0;
    const [row] = await db
      .insert(cities)
      .values([
        { name: "Burlington", slug: "burlington", stateId: vermont, population: 42_452 },
        { name: "Colchester", slug: "colchester", stateId: vermont },
        { name: "Austin", slug: "austin", stateId: texas, isMajor: true },
      ])
      .returning({ id: cities.id });
    burlington = row?.id ?? 0;
    await db.insert(contentResearch).values({
      contentType: "service_type_location",
      city: "Burlington",
      state: "VT",
      serviceType: "seo",
      status: "published",
      title: "SEO in Burlington",
      content: "<p>Local SEO.</p>",
    });
  });
  afterEach(async () => {
    await database.close();
  });

  const redirectTable = async () =>
    Object.fromEntries((await database.db.select().from(redirects)).map((row) => [row.fromPath, row.toTarget]));
  const sitemapPaths = async () => (await collectSitemapGroups(database.db)).flatMap((group) => group.entries.map((e) => e.path));
  const cityNames = async () =>
    (await database.db.select({ name: cities.name }).from(cities).orderBy(cities.name)).map((r) => r.name);
  const audits = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("adds a city with coordinates and a time zone, audits it and announces it", async () => {
    const heard = vi.fn();
    bus.subscribe(["locations"], heard);
    const result = await manager().create(ctx, {
      name: "  Montpelier ",
      stateId: vermont,
      population: "8,074",
      latitude: "44.26",
      longitude: "-72.58",
      timeZone: "america/new_york",
      isMajor: true,
    });
    expect(result).toMatchObject({ ok: true, message: expect.stringContaining("/locations/vermont/montpelier") });
    const [row] = await database.db.select().from(cities).where(eq(cities.name, "Montpelier"));
    expect(row).toMatchObject({
      population: 8074,
      latitude: 44.26,
      longitude: -72.58,
      timeZone: "America/New_York",
      isMajor: true,
    });
    expect(heard).toHaveBeenCalledWith({ topic: "locations", paths: ["/locations/vermont/montpelier"] }, true);
    expect(await audits("city.create")).toHaveLength(1);
    expect(await sitemapPaths()).toContain("/locations/vermont/montpelier");
  });

  it("refuses a second city of the same normalised name, a bad time zone and an unknown state, changing nothing", async () => {
    const store = manager();
    expect(await store.create(ctx, { name: "burlington", stateId: vermont })).toEqual({
      ok: false,
      status: 409,
      message: "Burlington already exists in Vermont; edit that city instead.",
    });
    expect(await store.create(ctx, { name: "Barre", stateId: vermont, timeZone: "Mars/Base" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await store.create(ctx, { name: "Barre", stateId: 999_999 })).toMatchObject({ ok: false, status: 400 });
    expect(await store.update(ctx, 999_999, { name: "Barre", stateId: vermont })).toMatchObject({ ok: false, status: 404 });
    expect(await cityNames()).toEqual(["Austin", "Burlington", "Colchester"]);
    expect(await audits("city.create")).toHaveLength(0);
  });

  it("a rename moves the city's URLs: 301s from every old URL, its published record follows, the sitemap changes", async () => {
    const heard = vi.fn();
    bus.subscribe("all", heard);
    const result = await manager().update(ctx, burlington, { name: "Burlington City", stateId: vermont, population: "42452" });
    expect(result).toMatchObject({ ok: true, message: expect.stringContaining(`its ${URLS_PER_CITY} old addresses redirect`) });
    const table = await redirectTable();
    expect(table["/locations/vermont/burlington"]).toBe("/locations/vermont/burlington-city");
    expect(table["/seo/vermont/burlington"]).toBe("/seo/vermont/burlington-city");
    expect(Object.keys(table)).toHaveLength(URLS_PER_CITY);
    const [record] = await database.db.select().from(contentResearch);
    expect(record?.city).toBe("Burlington City");
    const paths = await sitemapPaths();
    expect(paths).toContain("/locations/vermont/burlington-city");
    expect(paths).toContain("/seo/vermont/burlington-city");
    expect(paths).not.toContain("/locations/vermont/burlington");
    expect(heard.mock.calls.map(([change]) => change.topic)).toEqual(["locations", "content-research", "redirects"]);
    // Renamed back: the URLs return, and the redirects now lead the other way (no loop, no chain).
    await manager().update(ctx, burlington, { name: "Burlington", stateId: vermont });
    const back = await redirectTable();
    expect(back["/locations/vermont/burlington-city"]).toBe("/locations/vermont/burlington");
    expect(back["/locations/vermont/burlington"]).toBeUndefined();
  });

  it("deleting a city with published content asks where its URLs go, then redirects them there", async () => {
    const store = manager();
    expect(await store.remove(ctx, burlington)).toEqual({
      ok: false,
      status: 409,
      message: "Burlington has 1 published page: choose where its addresses should lead before deleting it.",
    });
    const [austin] = await database.db.select().from(cities).where(eq(cities.name, "Austin"));
    expect(await store.remove(ctx, burlington, String(austin?.id))).toMatchObject({ ok: false, status: 400 });
    expect(await store.remove(ctx, burlington, "'; drop table cities; --")).toMatchObject({ ok: false, status: 400 });
    expect(await cityNames()).toContain("Burlington");
    expect(await redirectTable()).toEqual({});

    const [colchester] = await database.db.select().from(cities).where(eq(cities.name, "Colchester"));
    expect(await store.remove(ctx, burlington, String(colchester?.id))).toMatchObject({ ok: true });
    const table = await redirectTable();
    expect(table["/locations/vermont/burlington"]).toBe("/locations/vermont/colchester");
    expect(table["/seo/vermont/burlington"]).toBe("/seo/vermont/colchester");
    expect(await cityNames()).toEqual(["Austin", "Colchester"]);
    expect(await audits("city.delete")).toHaveLength(1);
  });

  it("deletes a city without published content directly, or sends it to the state page", async () => {
    const [colchester] = await database.db.select().from(cities).where(eq(cities.name, "Colchester"));
    const [austin] = await database.db.select().from(cities).where(eq(cities.name, "Austin"));
    expect(await manager().remove(ctx, colchester?.id ?? 0)).toMatchObject({ ok: true });
    expect(await redirectTable()).toEqual({});
    expect(await manager().remove(ctx, austin?.id ?? 0, "state")).toMatchObject({ ok: true });
    expect((await redirectTable())["/rehab-marketing/texas/austin"]).toBe("/locations/texas");
    expect(await manager().remove(ctx, austin?.id ?? 0)).toMatchObject({ ok: false, status: 404 });
  });

  const importCsv = [
    "city,state,population,old_name",
    "Barre,VT,8000,",
    "Rutland,Vermont,15000,",
    "rutland,vt,,",
    "Burlington Town,VT,,Burlington",
    "Nowhere,ZZ,,",
    "Austin,TX,,",
  ].join("\n");

  it("previews and imports in one transaction, then undoes the whole import", async () => {
    const store = manager();
    const previewed = await store.previewImport(importCsv, {});
    expect(previewed).toMatchObject({
      ok: true,
      preview: { counts: { new: 2, updated: 1, renamed: 1, unchanged: 1, duplicate: 1, invalid: 1 } },
    });
    expect(await cityNames()).toEqual(["Austin", "Burlington", "Colchester"]);

    const imported = await store.importCsv(ctx, importCsv, {}, "cities.csv");
    expect(imported).toMatchObject({ ok: true, message: expect.stringContaining("2 new, 1 updated (1 renamed)") });
    expect(await cityNames()).toEqual(["Austin", "Barre", "Burlington Town", "Colchester", "Rutland"]);
    expect((await redirectTable())["/locations/vermont/burlington"]).toBe("/locations/vermont/burlington-town");
    const [record] = await database.db.select().from(contentResearch);
    expect(record?.city).toBe("Burlington Town");
    const paths = await sitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(["/locations/vermont/barre", "/locations/vermont/rutland"]));
    const [audit] = await audits("cities.import");
    expect(audit?.after).toMatchObject({ created: 2, fileName: "cities.csv" });

    const batchId = (imported as { batchId?: number }).batchId ?? 0;
    const undone = await store.undoImport(ctx, batchId);
    expect(undone).toMatchObject({ ok: true, message: expect.stringContaining("2 cities removed, 1 restored") });
    expect(await cityNames()).toEqual(["Austin", "Burlington", "Colchester"]);
    const table = await redirectTable();
    expect(table["/locations/vermont/burlington"]).toBeUndefined();
    expect(table["/locations/vermont/burlington-town"]).toBe("/locations/vermont/burlington");
    const [restored] = await database.db.select().from(contentResearch);
    expect(restored?.city).toBe("Burlington");
    const after = await sitemapPaths();
    expect(after).not.toContain("/locations/vermont/barre");
    expect(after).toContain("/locations/vermont/burlington");
    expect(await store.undoImport(ctx, batchId)).toEqual({
      ok: false,
      status: 409,
      message: "This import has already been undone.",
    });
    expect(await store.undoImport(ctx, 999_999)).toMatchObject({ ok: false, status: 404 });
    expect(await audits("cities.import-undo")).toHaveLength(1);
  });

  it("rolls the whole import back when one of its redirects is refused", async () => {
    let calls = 0;
    const failing: Pick<RedirectStore, "pathChanged"> = {
      pathChanged: async (...args) => {
        calls += 1;
        return calls === 3
          ? { ok: false, status: 409, message: "This redirect would loop." }
          : redirectStore.pathChanged(...args);
      },
    };
    const result = await manager(failing).importCsv(ctx, importCsv, {});
    expect(result).toMatchObject({ ok: false, status: 409, message: "This redirect would loop." });
    expect(await cityNames()).toEqual(["Austin", "Burlington", "Colchester"]);
    expect(await redirectTable()).toEqual({});
    expect(await database.db.select().from(cityImportBatches)).toEqual([]);
    expect(await database.db.select().from(auditLog).where(like(auditLog.action, "cities.%"))).toEqual([]);
  });

  it("refuses an import that changes nothing", async () => {
    expect(await manager().importCsv(ctx, "city,state\nAustin,TX\n", {})).toMatchObject({ ok: false, status: 409 });
    expect(await manager().importCsv(ctx, "city,state\n=cmd(),TX\n", {})).toMatchObject({ ok: false, status: 422 });
    expect(await database.db.select().from(cityImportBatches)).toEqual([]);
  });

  it("a new city does not take an address that redirects (the redirect would hide its page)", async () => {
    await redirectStore.create(ctx, { from: "/locations/vermont/barre", to: "/locations/vermont" });
    expect(await manager().create(ctx, { name: "Barre", stateId: vermont })).toMatchObject({
      ok: true,
      message: expect.stringContaining("/locations/vermont/barre-2"),
    });
    const previewed = await manager().previewImport("city,state\nBarre Town,VT\nBarre,VT\n", {});
    expect(previewed.ok && previewed.preview.counts).toMatchObject({ new: 1, unchanged: 1 });
    const withImport = await manager().previewImport("city,state\nNew Haven,VT\n", {});
    expect(withImport.ok && withImport.preview.issues).toEqual([]);
  });

  it("lists with search, filters (state, major, published content, in the sitemap), sort and pages", async () => {
    const store = manager();
    expect((await store.list({ q: "burl" })).rows.map((row) => row.name)).toEqual(["Burlington"]);
    expect((await store.list({ state: texas })).rows.map((row) => row.name)).toEqual(["Austin"]);
    expect((await store.list({ major: "yes" })).rows.map((row) => row.name)).toEqual(["Austin"]);
    expect((await store.list({ content: "yes" })).rows.map((row) => [row.name, row.published])).toEqual([["Burlington", 1]]);
    expect((await store.list({ content: "no" })).total).toBe(2);
    await store.update(ctx, burlington, { name: "Burlington Town", stateId: vermont });
    // A redirect from a city's page keeps it out of the sitemap: here, a redirect made by hand.
    await redirectStore.create(ctx, { from: "/locations/vermont/colchester", to: "/locations/vermont" });
    expect((await store.list({ indexed: "no" })).rows.map((row) => row.name)).toEqual(["Colchester"]);
    expect((await store.list({ indexed: "yes" })).total).toBe(2);
    expect((await store.list({ sort: "updated" })).rows[0]?.name).toBe("Burlington Town");
    expect((await store.list({ sort: "state" })).rows.map((row) => row.stateName)).toEqual(["Texas", "Vermont", "Vermont"]);
    expect((await store.list({ q: "100%_\\" })).total).toBe(0);
  });
});
