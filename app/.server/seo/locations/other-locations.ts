import { cityServicePath } from "~/lib/content/city-services";
import type { CityWithState } from "~/lib/seo/location-records";
import { directoryOrder } from "./directory";
import type { LocationReader } from "./reader";

/** Spec public-site §9: at most three cities per state in a city service page's Other locations list. */
export const OTHER_LOCATIONS_PER_STATE = 3;
/** States listed: the page's own state, then the directory's first states. */
const OTHER_LOCATION_STATES = 5;

export interface OtherLocationGroup {
  state: string;
  cities: { name: string; href: string }[];
}

/**
 * Other locations of a city service page: rehab marketing links to the
 * largest cities of the page's state and of the directory's leading states,
 * never the page's own city.
 */
export async function loadOtherLocations(
  place: CityWithState,
  reader: Pick<LocationReader, "states" | "citiesOfStateBySize">,
): Promise<OtherLocationGroup[]> {
  const ordered = directoryOrder(await reader.states());
  const states = [place.state, ...ordered.filter((state) => state.id !== place.state.id).slice(0, OTHER_LOCATION_STATES)];
  const groups = await Promise.all(
    states.map(async (state) => {
      const cities = (await reader.citiesOfStateBySize(state.id))
        .filter((city) => city.id !== place.id)
        .slice(0, OTHER_LOCATIONS_PER_STATE)
        .map((city) => ({ name: city.name, href: cityServicePath("rehab-marketing", state.slug, city.slug) }));
      return { state: state.name, cities };
    }),
  );
  return groups.filter((group) => group.cities.length > 0);
}
