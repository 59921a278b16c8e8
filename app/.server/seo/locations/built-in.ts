import { builtInDirectory, fallbackMajorCities, fallbackStateNames } from "~/content/built-in-directory";
import type { CityRecord, CityWithState, StateRecord } from "~/lib/seo/location-records";
import { isSlug, slugify } from "~/lib/slug";
import type { LocationReader } from "./reader";

/**
 * The spec's built-in location lists, answering the same reads as the
 * database reader: what pages show when a location read fails (see
 * `withFallbacks` in read-policy.ts).
 */
export const builtInLocations: Omit<LocationReader, "invalidate"> = {
  states: async () => fallbackStates(),
  citiesOfState: async (stateId) => fallbackCitiesOf(stateId),
  citiesOfStateBySize: async (stateId) => fallbackCitiesOf(stateId),
  majorCities: async () => fallbackMajor(),
  stateBySlug: async (stateSlug) =>
    isSlug(stateSlug) ? (fallbackStates().find((state) => state.slug === stateSlug) ?? null) : null,
  cityBySlugs: async (stateSlug, citySlug) =>
    isSlug(stateSlug) && isSlug(citySlug)
      ? (fallbackCities().find((city) => city.state.slug === stateSlug && city.slug === citySlug) ?? null)
      : null,
  locationBySlug: async (slug) => {
    const normalized = slug.toLowerCase();
    if (!isSlug(normalized)) return null;
    return fallbackCities().find((city) => `${city.slug}-${city.state.slug}` === normalized) ?? null;
  },
};

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
