import type { RouterContextProvider } from "react-router";
import type { CityWithState } from "~/lib/seo/location-records";
import { readContent, withFallbacks } from "../../read-policy";
import { servicesContext } from "../../services-context";
import { builtInLocations } from "./built-in";
import { loadCityDirectory } from "./directory";
import { loadOtherLocations } from "./other-locations";

/**
 * Location reads as loaders make them: through the read policy, with the
 * spec's built-in lists as the fallback of every read (spec §7: a failed
 * location read never empties the directory).
 */
export function locationReads(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  return {
    ...withFallbacks(context, "locations", services.locations, builtInLocations),
    directory: (treatmentType?: string | null) =>
      readContent(context, "city directory", () => services.cityDirectory.load(treatmentType), {
        fallback: () => loadCityDirectory({ treatmentType, reader: builtInLocations }),
      }),
    otherLocations: (place: CityWithState) =>
      readContent(context, "other locations", () => services.otherLocations(place), {
        fallback: () => loadOtherLocations(place, builtInLocations),
      }),
  };
}
