import { eq, inArray, isNull, sql } from "drizzle-orm";
import { builtInDirectory } from "~/content/built-in-directory";
import { slugify } from "~/lib/slug";
import { cities, type Db, states } from "../../db";

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
 * GeoNames so a state's directory can list its largest cities first.
 */
export async function seedUsDirectory(db: Db) {
  // Generated ahead (scripts/generate-us-directory.ts) and loaded only here: a start that does not seed never reads it.
  const { usDirectory: directory, builtInCityPopulation } = await import("./us-directory-data");
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
