import { and, asc, eq, sql } from "drizzle-orm";
import { builtInDirectory, fallbackMajorCities, fallbackStateNames } from "~/content/built-in-directory";
import type { CityRecord, CityWithState, StateRecord } from "~/lib/location-records";
import { isSlug, slugify } from "~/lib/slug";
import type { Db } from "../db/client";
import { db as processDb } from "../db/index";
import { cities, states } from "../db/schema";
import { TtlCache } from "../http/caching/read-cache";
import { type Logger, log as processLog } from "../log";

/**
 * Location reads of spec §7: states by name, cities of a state by name, major
 * cities with their state, and slug lookups. Results are cached in memory;
 * when a read fails the spec's built-in lists are served and the error is
 * logged, so a database hiccup never empties the directory.
 */
export function createLocationReader(options: { db: () => Db; log?: Logger; ttlMs?: number }) {
  const log = options.log ?? processLog;
  const cache = new TtlCache<unknown>(options.ttlMs ?? 5 * 60_000);

  async function read<T>(key: string, load: () => Promise<T>, fallback: () => T): Promise<T> {
    try {
      return (await cache.get(key, load)) as T;
    } catch (error) {
      log.error({ err: error, read: key }, "location read failed; serving the built-in directory");
      return fallback();
    }
  }

  const stateColumns = { id: states.id, name: states.name, abbreviation: states.abbreviation, slug: states.slug };
  const cityColumns = {
    id: cities.id,
    name: cities.name,
    stateId: cities.stateId,
    slug: cities.slug,
    isMajor: cities.isMajor,
    population: cities.population,
  };

  return {
    /** All states, ordered by name. */
    states: (): Promise<StateRecord[]> =>
      read("states", () => options.db().select(stateColumns).from(states).orderBy(asc(states.name)), fallbackStates),

    /** Cities of one state, ordered by name. */
    citiesOfState: (stateId: number): Promise<CityRecord[]> =>
      read(
        `cities:${stateId}`,
        () => options.db().select(cityColumns).from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.name)),
        () => fallbackCitiesOf(stateId),
      ),

    /** Cities of one state, largest first (places without a population last), for the directory. */
    citiesOfStateBySize: (stateId: number): Promise<CityRecord[]> =>
      read(
        `cities-by-size:${stateId}`,
        () =>
          options
            .db()
            .select(cityColumns)
            .from(cities)
            .where(eq(cities.stateId, stateId))
            .orderBy(sql`${cities.population} desc nulls last`, asc(cities.name)),
        () => fallbackCitiesOf(stateId),
      ),

    /** Major cities with their state joined, ordered by name. */
    majorCities: (): Promise<CityWithState[]> =>
      read(
        "major-cities",
        async () => {
          const rows = await options
            .db()
            .select({ city: cityColumns, state: stateColumns })
            .from(cities)
            .innerJoin(states, eq(states.id, cities.stateId))
            .where(eq(cities.isMajor, true))
            .orderBy(asc(cities.name), asc(states.name));
          return rows.map((row) => ({ ...row.city, state: row.state }));
        },
        fallbackMajor,
      ),

    /** A state by its slug (`new-york`), or null. */
    stateBySlug: (stateSlug: string): Promise<StateRecord | null> => {
      if (!isSlug(stateSlug)) return Promise.resolve(null);
      return read(
        `state:${stateSlug}`,
        async () => (await options.db().select(stateColumns).from(states).where(eq(states.slug, stateSlug)).limit(1))[0] ?? null,
        () => fallbackStates().find((state) => state.slug === stateSlug) ?? null,
      );
    },

    /** A city and its state from the two path segments (`texas`, `san-antonio`), or null. */
    cityBySlugs: (stateSlug: string, citySlug: string): Promise<CityWithState | null> => {
      if (!isSlug(stateSlug) || !isSlug(citySlug)) return Promise.resolve(null);
      return read(
        `city:${stateSlug}/${citySlug}`,
        async () => {
          const rows = await options
            .db()
            .select({ city: cityColumns, state: stateColumns })
            .from(cities)
            .innerJoin(states, eq(states.id, cities.stateId))
            .where(and(eq(states.slug, stateSlug), eq(cities.slug, citySlug)))
            .limit(1);
          const row = rows[0];
          return row ? { ...row.city, state: row.state } : null;
        },
        () => fallbackCities().find((city) => city.state.slug === stateSlug && city.slug === citySlug) ?? null,
      );
    },

    /** The spec's `city-state` slug (`los-angeles-california`), or null. */
    locationBySlug: (slug: string): Promise<CityWithState | null> => {
      const normalized = slug.toLowerCase();
      if (!isSlug(normalized)) return Promise.resolve(null);
      return read(
        `location:${normalized}`,
        async () => {
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
        },
        () => fallbackCities().find((city) => `${city.slug}-${city.state.slug}` === normalized) ?? null,
      );
    },

    /** Forget cached reads, for example after the directory is edited. */
    invalidate: () => cache.clear(),
  };
}

export type LocationReader = ReturnType<typeof createLocationReader>;

/** The reader pages use, on the process-wide database. */
export const locations = createLocationReader({ db: processDb });

// Fallback records carry negative ids so they can never be mistaken for rows.
function fallbackStates(): StateRecord[] {
  return fallbackStateNames
    .map((name, index) => {
      const builtIn = builtInDirectory.find((state) => state.name === name);
      return { id: -(index + 1), name, abbreviation: builtIn?.abbreviation ?? "", slug: slugify(name) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function fallbackCities(): CityWithState[] {
  const byName = new Map(fallbackStates().map((state) => [state.name, state]));
  let nextId = -1;
  return builtInDirectory.flatMap((builtIn) => {
    const state = byName.get(builtIn.name);
    if (!state) return [];
    return builtIn.cities.map((city) => ({
      id: nextId--,
      name: city.name,
      stateId: state.id,
      slug: slugify(city.name),
      isMajor: city.isMajor,
      population: null,
      state,
    }));
  });
}

function fallbackCitiesOf(stateId: number): CityRecord[] {
  return fallbackCities()
    .filter((city) => city.stateId === stateId)
    .map(({ state: _state, ...city }) => city)
    .sort((a, b) => a.name.localeCompare(b.name));
}

function fallbackMajor(): CityWithState[] {
  const all = fallbackCities();
  return fallbackMajorCities
    .map((wanted) => all.find((city) => city.name === wanted.city && city.state.name === wanted.state))
    .filter((city): city is CityWithState => city !== undefined)
    .map((city) => ({ ...city, isMajor: true }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
