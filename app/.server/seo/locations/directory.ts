import { builtInDirectory } from "~/content/built-in-directory";
import { cityServicePath, serviceSlugForTreatment, statePath } from "~/lib/content/city-services";
import { type CityDirectoryData, DIRECTORY_CITIES_PER_STATE, DIRECTORY_FEATURED_STATES } from "~/lib/seo/directory-data";
import type { StateRecord } from "~/lib/seo/location-records";
import { READ_CACHE_TTL_MS, ReadCache } from "../../http";
import type { LocationReader } from "./reader";

/**
 * States in the directory's order: the spec's built-in states first, in the
 * spec's order (California, New York, Texas, Florida, Illinois), then the
 * others by name.
 */
export function directoryOrder(states: readonly StateRecord[]): StateRecord[] {
  const builtIn = builtInDirectory.map((state) => state.name);
  const rank = (state: StateRecord) => {
    const index = builtIn.indexOf(state.name);
    return index === -1 ? builtIn.length : index;
  };
  return [...states].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * The city directory: the first three states with up to five of their
 * largest cities, each linking to its city service page for the treatment
 * type (rehab by default), and every other state under Other Locations.
 */
export async function loadCityDirectory(options: {
  treatmentType?: string | null;
  reader: Pick<LocationReader, "states" | "citiesOfStateBySize">;
}): Promise<CityDirectoryData> {
  const { reader } = options;
  const serviceSlug = serviceSlugForTreatment(options.treatmentType);
  const ordered = directoryOrder(await reader.states());
  const featuredStates = ordered.slice(0, DIRECTORY_FEATURED_STATES);
  const featured = await Promise.all(
    featuredStates.map(async (state) => {
      const cities = await reader.citiesOfStateBySize(state.id);
      return {
        state: { name: state.name, href: statePath(state.slug) },
        cities: cities.slice(0, DIRECTORY_CITIES_PER_STATE).map((city) => ({
          name: city.name,
          href: cityServicePath(serviceSlug, state.slug, city.slug),
        })),
        seeAllHref: cities.length > DIRECTORY_CITIES_PER_STATE ? statePath(state.slug) : null,
      };
    }),
  );
  const others = ordered.slice(DIRECTORY_FEATURED_STATES).map((state) => ({ name: state.name, href: statePath(state.slug) }));
  return { featured, others };
}

/**
 * The directory as pages read it: built from the location reader and kept
 * per service for five minutes (the home page and /locations show it on
 * every view). A location change drops it (see services.ts).
 */
export function createCityDirectoryReader(options: { locations: LocationReader; ttlMs?: number }) {
  const cache = new ReadCache<CityDirectoryData>(options.ttlMs ?? READ_CACHE_TTL_MS);
  return {
    load: (treatmentType?: string | null): Promise<CityDirectoryData> =>
      cache.get(serviceSlugForTreatment(treatmentType), () => loadCityDirectory({ treatmentType, reader: options.locations })),
    invalidate: () => cache.clear(),
  };
}

export type CityDirectoryReader = ReturnType<typeof createCityDirectoryReader>;
