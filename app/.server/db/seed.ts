import { eq, inArray, isNull, sql } from "drizzle-orm";
import { blogArticles } from "~/content/blog-articles";
import { cityServiceArticles } from "~/content/city-service-articles";
import { builtInDirectory } from "~/content/directory";
import { seedPages } from "~/content/pages";
import { slugify } from "~/lib/slug";
import { seedBlogArticles } from "../blog/seed";
import { seedCityServiceArticles } from "../city-service-seed";
import { seedPageSchemas } from "../pages/seed";
import type { Db } from "./client";
import { cities, seedRuns, states } from "./schema";

/**
 * Built-in data sets. Each has a version: start-up loads a set when the
 * database has an older version (or none), so new seed content arrives once
 * and rows an admin later deletes are not brought back on the next start.
 * `npm run db:seed` loads every set again; each is idempotent.
 */
interface Seed {
  name: string;
  version: number;
  run(db: Db): Promise<void>;
}

export const seeds: Seed[] = [
  { name: "directory", version: 1, run: seedDirectory },
  { name: "us-directory", version: 1, run: seedUsDirectory },
  // These sets only ever add rows (stored pages and articles are never overwritten, so admin
  // edits win), so their version is their size: a release that adds a page or an article
  // loads it once, and a start with nothing new skips them.
  { name: "pages", version: seedPages.length, run: (db) => seedPageSchemas(db).then(() => {}) },
  { name: "blog-articles", version: blogArticles.length, run: (db) => seedBlogArticles(db).then(() => {}) },
  {
    name: "city-service-articles",
    version: cityServiceArticles.length,
    run: (db) => seedCityServiceArticles(db).then(() => {}),
  },
];

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

export async function runSeeds(db: Db, options: { force?: boolean } = {}): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  const done = await db.select().from(seedRuns);
  for (const seed of seeds) {
    const previous = done.find((row) => row.name === seed.name);
    if (!options.force && previous && previous.version >= seed.version) {
      report.skipped.push(seed.name);
      continue;
    }
    await db.transaction(async (tx) => {
      await seed.run(tx as unknown as Db);
      await tx
        .insert(seedRuns)
        .values({ name: seed.name, version: seed.version })
        .onConflictDoUpdate({ target: seedRuns.name, set: { version: seed.version, appliedAt: sql`now()` } });
    });
    report.applied.push(seed.name);
  }
  return report;
}

/** States and cities of the spec's built-in directory. Existing rows are left as they are. */
export async function seedDirectory(db: Db) {
  await db
    .insert(states)
    .values(builtInDirectory.map((state) => ({ name: state.name, abbreviation: state.abbreviation, slug: slugify(state.name) })))
    .onConflictDoNothing();
  const slugs = builtInDirectory.map((state) => slugify(state.name));
  const stored = await db.select({ id: states.id, slug: states.slug }).from(states).where(inArray(states.slug, slugs));
  const idBySlug = new Map(stored.map((row) => [row.slug, row.id]));
  const cityRows = builtInDirectory.flatMap((state) => {
    const stateId = idBySlug.get(slugify(state.name));
    if (stateId === undefined) return [];
    return state.cities.map((city) => ({ name: city.name, stateId, slug: slugify(city.name), isMajor: city.isMajor }));
  });
  if (cityRows.length > 0) await db.insert(cities).values(cityRows).onConflictDoNothing();
}

/**
 * Every US state and DC, and the US cities of GeoNames above the population
 * threshold (see us-directory.ts). Rows that exist are kept as they are,
 * built-in cities included; built-in cities without a population get it from
 * GeoNames so a state's directory can list its largest cities first. The data
 * is generated ahead (scripts/generate-us-directory.ts) and loaded only here.
 */
export async function seedUsDirectory(db: Db) {
  const { usDirectory: directory, builtInCityPopulation } = await import("../locations/us-directory-data");
  await db
    .insert(states)
    .values(directory.map((state) => ({ name: state.name, abbreviation: state.abbreviation, slug: state.slug })))
    .onConflictDoNothing();
  const stored = await db.select({ id: states.id, abbreviation: states.abbreviation }).from(states);
  const idByCode = new Map(stored.map((row) => [row.abbreviation, row.id]));
  const cityRows = directory.flatMap((state) => {
    const stateId = idByCode.get(state.abbreviation);
    if (stateId === undefined) return [];
    return state.cities.map((city) => ({ ...city, stateId }));
  });
  if (cityRows.length > 0) await db.insert(cities).values(cityRows).onConflictDoNothing();

  const population = new Map(Object.entries(builtInCityPopulation));
  const codeById = new Map(stored.map((row) => [row.id, row.abbreviation]));
  const unsized = await db
    .select({ id: cities.id, slug: cities.slug, stateId: cities.stateId })
    .from(cities)
    .where(isNull(cities.population));
  const updates = unsized.flatMap((city) => {
    const size = population.get(`${codeById.get(city.stateId)}:${city.slug}`);
    return size === undefined ? [] : [sql`(${city.id}::int, ${size}::int)`];
  });
  if (updates.length > 0) {
    await db.execute(
      sql`update ${cities} set population = sized.population from (values ${sql.join(updates, sql`, `)}) as sized(id, population) where ${cities.id} = sized.id and ${cities.population} is null`,
    );
  }
}

/** For tests and the seed script: how many rows the directory holds. */
export async function countDirectory(db: Db) {
  const [stateCount] = await db.select({ n: sql<number>`count(*)::int` }).from(states);
  const [cityCount] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  const [majorCount] = await db.select({ n: sql<number>`count(*)::int` }).from(cities).where(eq(cities.isMajor, true));
  return { states: stateCount?.n ?? 0, cities: cityCount?.n ?? 0, majorCities: majorCount?.n ?? 0 };
}
