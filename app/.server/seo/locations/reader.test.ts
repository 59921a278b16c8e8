import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { DatabaseHandle } from "../../db/client";
import { cities } from "../../db/schema";
import type { Logger } from "../../log";
import { withFallbacks } from "../../read-policy";
import { requestContext } from "../../request-context";
import { builtInLocations } from "./built-in";
import { createLocationReader } from "./reader";
import { seedDirectory } from "./seed";

function quietLogger() {
  return { error: vi.fn() } as unknown as Logger & { error: ReturnType<typeof vi.fn> };
}

describe.each(testDatabaseTargets)("location reads on $name", (target) => {
  let database: DatabaseHandle;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    await seedDirectory(database.db);
  });
  afterEach(async () => {
    await database.close();
  });

  const reader = () => createLocationReader({ db: () => database.db });

  it("lists states by name and the cities of a state by name", async () => {
    const locations = reader();
    const states = await locations.states();
    expect(states.map((state) => state.name)).toEqual(["California", "Florida", "Illinois", "New York", "Texas"]);
    expect(states[3]).toMatchObject({ name: "New York", abbreviation: "NY", slug: "new-york" });

    const california = states.find((state) => state.abbreviation === "CA")!;
    const names = (await locations.citiesOfState(california.id)).map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(8);
    expect(await locations.citiesOfState(999_999)).toEqual([]);
  });

  it("lists major cities by name with their state joined", async () => {
    const major = await reader().majorCities();
    expect(major).toHaveLength(14);
    expect(major.every((city) => city.isMajor)).toBe(true);
    expect(major.map((city) => city.name)).toEqual([...major.map((city) => city.name)].sort((a, b) => a.localeCompare(b)));
    expect(major.find((city) => city.name === "Houston")?.state).toMatchObject({ name: "Texas", abbreviation: "TX" });
  });

  it("finds a location by its city-state slug and by its path segments", async () => {
    const locations = reader();
    expect(await locations.locationBySlug("los-angeles-california")).toMatchObject({
      name: "Los Angeles",
      state: { name: "California", abbreviation: "CA" },
    });
    expect(await locations.locationBySlug("New-York-New-York")).toMatchObject({ name: "New York", state: { name: "New York" } });
    expect(await locations.cityBySlugs("texas", "san-antonio")).toMatchObject({ name: "San Antonio", slug: "san-antonio" });
    expect(await locations.stateBySlug("florida")).toMatchObject({ name: "Florida", abbreviation: "FL" });
  });

  it("answers null for unknown or malformed locations", async () => {
    const locations = reader();
    expect(await locations.locationBySlug("atlantis-california")).toBeNull();
    expect(await locations.locationBySlug("los angeles-california")).toBeNull();
    expect(await locations.cityBySlugs("texas", "los-angeles")).toBeNull();
    expect(await locations.cityBySlugs("texas", "x' or '1'='1")).toBeNull();
    expect(await locations.stateBySlug("ontario")).toBeNull();
  });

  it("serves cached lists until invalidated", async () => {
    const locations = reader();
    const [california] = (await locations.states()).filter((state) => state.slug === "california");
    expect(await locations.citiesOfState(california!.id)).toHaveLength(8);
    await database.db.delete(cities).where(eq(cities.slug, "malibu"));
    expect(await locations.citiesOfState(california!.id)).toHaveLength(8);
    locations.invalidate();
    expect(await locations.citiesOfState(california!.id)).toHaveLength(7);
  });

  it("falls back to the built-in lists and logs when the database cannot be read", async () => {
    const log = quietLogger();
    const context = new RouterContextProvider();
    context.set(requestContext, { requestId: "test", nonce: "n", clientIp: "127.0.0.1", log });
    const reader = createLocationReader({ db: () => database.db });
    const locations = withFallbacks(context, "locations", reader, builtInLocations);
    await database.close();
    await expect(reader.states()).rejects.toThrow();

    const states = await locations.states();
    expect(states.map((state) => state.name)).toEqual(["California", "Florida", "Illinois", "New York", "Texas"]);
    const major = await locations.majorCities();
    expect(major.map((city) => city.name)).toEqual(["Chicago", "Houston", "Los Angeles", "Miami", "New York", "San Francisco"]);
    const texas = states.find((state) => state.name === "Texas")!;
    expect((await locations.citiesOfState(texas.id)).map((city) => city.name)).toContain("Austin");
    expect(await locations.locationBySlug("miami-florida")).toMatchObject({ name: "Miami", state: { abbreviation: "FL" } });
    expect(log.error).toHaveBeenCalled();
    // Once per failed read, with what was read and that the fallback was served.
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ read: "locations.states", fallback: true });
    expect(log.error).toHaveBeenCalledTimes(4);

    // The handle is closed already: reopen one so afterEach can close it.
    database = await target.open();
  });
});
