import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { createContentBus } from "../../../content-bus";
import type { DatabaseHandle } from "../../../db/client";
import { cities, states } from "../../../db/schema";
import type { Logger } from "../../../log";
import { type ContentServices, createContentServices } from "../../../services";
import { createRedirectStore } from "../../redirects/store";
import { createLocationManager } from "./store";

const log = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger;
const ctx = { actor: { id: "u1", email: "admin@agency.example" } };

/**
 * A city write reaches every public read at once, with their caches warm:
 * the home directory, the state's city list, the city lookup behind city
 * and city service pages, the Other locations lists and the sitemap.
 */
describe.each(testDatabaseTargets)("a location manager write reaches the public reads on $name", (target) => {
  let database: DatabaseHandle;
  let content: ContentServices;
  let manager: ReturnType<typeof createLocationManager>;
  let california: number;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    const bus = createContentBus(log());
    // A long read TTL: only the bus can make the reads see the change.
    content = createContentServices({ database, log: log(), bus, readTtlMs: 3_600_000 });
    manager = createLocationManager({
      db: () => database.db,
      bus,
      redirects: createRedirectStore({ db: () => database.db, bus }),
    });
    await database.db.delete(cities);
    await database.db.delete(states);
    const [row] = await database.db
      .insert(states)
      .values({ name: "California", abbreviation: "CA", slug: "california" })
      .returning({ id: states.id });
    california = row?.id ?? 0;
    await database.db.insert(cities).values([
      { name: "Los Angeles", slug: "los-angeles", stateId: california, population: 3_900_000, isMajor: true },
      { name: "San Francisco", slug: "san-francisco", stateId: california, population: 870_000 },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  const directoryCities = async () => (await content.cityDirectory.load()).featured[0]?.cities.map((city) => city.name);
  const sitemapPaths = async () =>
    (await content.sitemap.children()).flatMap((child) => child.entries.map((entry) => entry.path));
  const otherLocations = async () => {
    const place = await content.locations.cityBySlugs("california", "los-angeles");
    if (!place) throw new Error("Los Angeles is missing");
    return (await content.otherLocations(place)).flatMap((group) => group.cities.map((city) => city.name));
  };

  it("adds, renames and deletes a city everywhere at once", async () => {
    // Warm every cache first.
    expect(await directoryCities()).toEqual(["Los Angeles", "San Francisco"]);
    expect(await otherLocations()).toEqual(["San Francisco"]);
    expect(await content.locations.cityBySlugs("california", "oakland")).toBeNull();
    expect(await sitemapPaths()).not.toContain("/locations/california/oakland");

    const created = await manager.create(ctx, { name: "Oakland", stateId: california, population: "440000" });
    expect(created.ok).toBe(true);
    expect(await directoryCities()).toEqual(["Los Angeles", "San Francisco", "Oakland"]);
    expect(await otherLocations()).toEqual(["San Francisco", "Oakland"]);
    expect((await content.locations.citiesOfState(california)).map((city) => city.name)).toContain("Oakland");
    expect(await content.locations.cityBySlugs("california", "oakland")).toMatchObject({ name: "Oakland" });
    expect(await sitemapPaths()).toContain("/locations/california/oakland");

    const id = created.ok ? (created.id ?? 0) : 0;
    expect(await manager.update(ctx, id, { name: "Oakland Hills", stateId: california, population: "440000" })).toMatchObject({
      ok: true,
    });
    expect(await directoryCities()).toEqual(["Los Angeles", "San Francisco", "Oakland Hills"]);
    expect(await content.locations.cityBySlugs("california", "oakland")).toBeNull();
    const paths = await sitemapPaths();
    expect(paths).toContain("/locations/california/oakland-hills");
    expect(paths).not.toContain("/locations/california/oakland");

    expect(await manager.remove(ctx, id)).toMatchObject({ ok: true });
    expect(await otherLocations()).toEqual(["San Francisco"]);
    expect(await sitemapPaths()).not.toContain("/locations/california/oakland-hills");
  });
});
