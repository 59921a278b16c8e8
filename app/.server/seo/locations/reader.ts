import { and, asc, eq, sql } from "drizzle-orm";
import type { CityRecord, CityWithState, StateRecord } from "~/lib/seo/location-records";
import { isSlug } from "~/lib/slug";
import { cities, type Db, states } from "../../db";
import { READ_CACHE_TTL_MS, ReadCache } from "../../http";

/** The columns of a state and a city record, as reads (and the writer) return them. */
export const stateColumns = { id: states.id, name: states.name, abbreviation: states.abbreviation, slug: states.slug };
export const cityColumns = {
  id: cities.id,
  name: cities.name,
  stateId: cities.stateId,
  slug: cities.slug,
  isMajor: cities.isMajor,
  population: cities.population,
};

/**
 * Location reads of spec §7: states by name, cities of a state by name, major
 * cities with their state, and slug lookups. Results are cached in memory.
 * A failed read throws; loaders read through `withFallbacks` (read-policy.ts)
 * with `builtInLocations` (built-in.ts), so a database hiccup is logged once
 * and the spec's built-in lists are served: it never empties the directory.
 */
export function createLocationReader(options: { db: () => Db; ttlMs?: number }) {
  const cache = new ReadCache<unknown>(options.ttlMs ?? READ_CACHE_TTL_MS);

  const read = async <T>(key: string, load: () => Promise<T>): Promise<T> => (await cache.get(key, load)) as T;

  return {
    /** All states, ordered by name. */
    states: (): Promise<StateRecord[]> =>
      read("states", () => options.db().select(stateColumns).from(states).orderBy(asc(states.name))),

    /** Cities of one state, ordered by name. */
    citiesOfState: (stateId: number): Promise<CityRecord[]> =>
      read(`cities:${stateId}`, () =>
        options.db().select(cityColumns).from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.name)),
      ),

    /** Cities of one state, largest first (places without a population last), for the directory. */
    citiesOfStateBySize: (stateId: number): Promise<CityRecord[]> =>
      read(`cities-by-size:${stateId}`, () =>
        options
          .db()
          .select(cityColumns)
          .from(cities)
          .where(eq(cities.stateId, stateId))
          .orderBy(sql`${cities.population} desc nulls last`, asc(cities.name)),
      ),

    /** Major cities with their state joined, ordered by name. */
    majorCities: (): Promise<CityWithState[]> =>
      read("major-cities", async () => {
        const rows = await options
          .db()
          .select({ city: cityColumns, state: stateColumns })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(eq(cities.isMajor, true))
          .orderBy(asc(cities.name), asc(states.name));
        return rows.map((row) => ({ ...row.city, state: row.state }));
      }),

    /** A state by its slug (`new-york`), or null. */
    stateBySlug: (stateSlug: string): Promise<StateRecord | null> => {
      if (!isSlug(stateSlug)) return Promise.resolve(null);
      return read(
        `state:${stateSlug}`,
        async () => (await options.db().select(stateColumns).from(states).where(eq(states.slug, stateSlug)).limit(1))[0] ?? null,
      );
    },

    /** A city and its state from the two path segments (`texas`, `san-antonio`), or null. */
    cityBySlugs: (stateSlug: string, citySlug: string): Promise<CityWithState | null> => {
      if (!isSlug(stateSlug) || !isSlug(citySlug)) return Promise.resolve(null);
      return read(`city:${stateSlug}/${citySlug}`, async () => {
        const rows = await options
          .db()
          .select({ city: cityColumns, state: stateColumns })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(and(eq(states.slug, stateSlug), eq(cities.slug, citySlug)))
          .limit(1);
        const row = rows[0];
        return row ? { ...row.city, state: row.state } : null;
      });
    },

    /** The spec's `city-state` slug (`los-angeles-california`), or null. */
    locationBySlug: (slug: string): Promise<CityWithState | null> => {
      const normalized = slug.toLowerCase();
      if (!isSlug(normalized)) return Promise.resolve(null);
      return read(`location:${normalized}`, async () => {
        const rows = await options
          .db()
          .select({ city: cityColumns, state: stateColumns })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(sql`${cities.slug} || '-' || ${states.slug} = ${normalized}`)
          .orderBy(asc(cities.id))
          .limit(1);
        const row = rows[0];
        return row ? { ...row.city, state: row.state } : null;
      });
    },

    /** Forget cached reads, for example after the directory is edited. */
    invalidate: () => cache.clear(),
  };
}

export type LocationReader = ReturnType<typeof createLocationReader>;
