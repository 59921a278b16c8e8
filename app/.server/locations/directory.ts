import { builtInDirectory } from "~/content/built-in-directory";
import { cityServicePath, serviceSlugForTreatment, statePath } from "~/lib/city-services";
import { type CityDirectoryData, DIRECTORY_CITIES_PER_STATE, DIRECTORY_FEATURED_STATES } from "~/lib/directory-data";
import type { StateRecord } from "~/lib/location-records";
import { type LocationReader, locations } from "./reader";

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
export async function loadCityDirectory(
  options: { treatmentType?: string | null; reader?: LocationReader } = {},
): Promise<CityDirectoryData> {
  const reader = options.reader ?? locations;
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
