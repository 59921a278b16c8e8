import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { builtInDirectory } from "~/content/built-in-directory";
import { usStates } from "~/content/us-states";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { cities, states } from "../../db/schema";
import { runSeeds } from "../../seed";
import { countDirectory, seedDirectory, seedUsDirectory } from "./seed";
import {
  buildUsDirectory,
  CITIES_PER_STATE_MIN,
  CITY_POPULATION_MIN,
  type DirectoryState,
  type GeoNamesCity,
  loadGeoNamesCities,
  MAJOR_CITY_POPULATION_MIN,
} from "./us-directory";

const place = (name: string, adminCode: string, population: number, featureCode = "PPL"): GeoNamesCity => ({
  name,
  adminCode,
  population,
  featureCode,
  country: "US",
});

describe("building the directory from GeoNames records", () => {
  let directory: DirectoryState[];
  beforeAll(async () => {
    directory = buildUsDirectory(await loadGeoNamesCities());
  });
  const state = (code: string) => directory.find((entry) => entry.abbreviation === code)!;
  const names = (code: string) => state(code).cities.map((city) => city.name);

  it("has every state and DC, the built-in states first in the spec's order, then by name", () => {
    expect(directory).toHaveLength(51);
    expect(new Set(directory.map((entry) => entry.abbreviation))).toEqual(new Set(usStates.map((entry) => entry.abbreviation)));
    expect(directory.slice(0, 6).map((entry) => entry.name)).toEqual([
      "California",
      "New York",
      "Texas",
      "Florida",
      "Illinois",
      "Alabama",
    ]);
    expect(state("DC")).toMatchObject({ name: "District of Columbia", slug: "district-of-columbia" });
  });

  it("keeps places at the threshold, and each state's largest places even below it", () => {
    for (const entry of directory) {
      expect(entry.cities.length, entry.name).toBeGreaterThanOrEqual(CITIES_PER_STATE_MIN);
      entry.cities.forEach((city, index) => {
        if (index >= CITIES_PER_STATE_MIN) expect(city.population, city.name).toBeGreaterThanOrEqual(CITY_POPULATION_MIN);
        expect(city.isMajor, city.name).toBe(city.population >= MAJOR_CITY_POPULATION_MIN);
      });
      const sizes = entry.cities.map((city) => city.population);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
    expect(names("VT")).toContain("Burlington");
    expect(names("WV")).toContain("Charleston");
  });

  it("publishes the names people search for, not GeoNames' variants", () => {
    expect(names("NY")[0]).toBe("New York");
    expect(names("NY")).not.toContain("New York City");
    expect(names("DC")[0]).toBe("Washington");
    expect(names("MO")).toContain("St. Louis");
    expect(names("MO")).toContain("St. Charles");
    expect(names("MN")).toContain("Saint Paul");
    expect(names("KY")).toContain("Lexington");
    expect(names("KY")).not.toContain("Lexington-Fayette");
  });

  it("leaves out boroughs, neighbourhoods and sections of other cities", () => {
    for (const part of ["Brooklyn", "Queens", "Manhattan", "The Bronx", "Harlem", "East Harlem", "Astoria"]) {
      expect(names("NY")).not.toContain(part);
    }
    expect(names("CA")).not.toContain("Hollywood");
    expect(names("CA")).toContain("Los Angeles");
    expect(names("AZ")).not.toContain("Maryvale");
    expect(names("CA")).toContain("Alhambra");
    expect(names("IL")).not.toContain("Lincoln Park");
  });

  it("has one city per slug within a state, keeping the larger place", () => {
    const built = buildUsDirectory([
      place("Saint Joseph", "MO", 76_000),
      place("St. Joseph", "MO", 60_000),
      place("Springfield", "MO", 160_000),
      place("Lincoln Park", "IL", 66_000, "PPLX"),
      place("Toronto", "ON", 2_600_000),
    ]);
    const missouri = built.find((entry) => entry.abbreviation === "MO")!;
    expect(missouri.cities).toEqual([
      { name: "Springfield", slug: "springfield", population: 160_000, isMajor: false },
      { name: "St. Joseph", slug: "st-joseph", population: 76_000, isMajor: false },
    ]);
    expect(built.find((entry) => entry.abbreviation === "IL")!.cities).toEqual([]);
    for (const entry of built) expect(new Set(entry.cities.map((city) => city.slug)).size).toBe(entry.cities.length);
  });
});

describe.each(testDatabaseTargets)("the US directory seed on $name", (target) => {
  const database = migratedDatabase(target);

  const cityOf = async (stateSlug: string, citySlug: string) =>
    (
      await database.db
        .select({ name: cities.name, isMajor: cities.isMajor, population: cities.population })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(and(eq(states.slug, stateSlug), eq(cities.slug, citySlug)))
    )[0];

  it("adds every state and the GeoNames cities beside the built-in ones, which stay as they were", async () => {
    await seedDirectory(database.db);
    await seedUsDirectory(database.db);
    const counts = await countDirectory(database.db);
    expect(counts.states).toBe(51);
    expect(counts.cities).toBeGreaterThan(800);

    for (const builtIn of builtInDirectory) {
      for (const city of builtIn.cities) {
        const stored = await cityOf(builtIn.name.toLowerCase().replace(/ /g, "-"), city.name.toLowerCase().replace(/ /g, "-"));
        expect(stored?.name, city.name).toBe(city.name);
        expect(stored?.isMajor, city.name).toBe(city.isMajor);
      }
    }
    // Built-in names win over GeoNames', and built-in flags are kept (Sacramento has 490,000 people).
    expect(await cityOf("new-york", "new-york-city")).toBeUndefined();
    expect(await cityOf("new-york", "new-york")).toMatchObject({ isMajor: true, population: 8_175_133 });
    expect(await cityOf("california", "sacramento")).toMatchObject({ isMajor: false, population: 490_712 });
    // Built-in places below the threshold get their population; those GeoNames does not list keep none.
    expect(await cityOf("california", "malibu")).toMatchObject({ population: 12_965 });
    expect(await cityOf("california", "orange-county")).toMatchObject({ population: null });
    expect(await cityOf("arizona", "phoenix")).toMatchObject({ isMajor: true });
    expect(await cityOf("district-of-columbia", "washington")).toBeDefined();
  });

  it("is idempotent, and a deleted state or city stays deleted on the next start", async () => {
    await runSeeds(database.db);
    const first = await countDirectory(database.db);
    await seedUsDirectory(database.db);
    expect(await countDirectory(database.db)).toEqual(first);

    await database.db.delete(states).where(eq(states.slug, "vermont"));
    await database.db.delete(cities).where(eq(cities.slug, "tucson"));
    expect(await runSeeds(database.db)).toEqual({
      applied: [],
      skipped: ["directory", "us-directory", "pages", "blog-articles", "city-service-articles"],
    });
    expect(await cityOf("arizona", "tucson")).toBeUndefined();
    expect((await countDirectory(database.db)).states).toBe(50);
  });
});
