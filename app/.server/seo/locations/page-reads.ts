import type { RouterContextProvider } from "react-router";
import type { CityWithState } from "~/lib/seo/location-records";
import { readContent, withFallbacks } from "../../read-policy";
import { builtInLocations } from "./built-in";
import { type CityDirectoryReader, loadCityDirectory } from "./directory";
import { loadOtherLocations, type OtherLocationGroup } from "./other-locations";
import type { LocationReader } from "./reader";

/**
 * Location reads as loaders make them: through the read policy, with the
 * spec's built-in lists as the fallback of every read (spec §7: a failed
 * location read never empties the directory).
 */
export interface LocationSources {
  locations: LocationReader;
  cityDirectory: CityDirectoryReader;
  otherLocations(place: CityWithState): Promise<OtherLocationGroup[]>;
}

/** `sources` are the assembly's readers (`services(context)`); the domain does not reach into the context for them. */
export function locationReads(context: Readonly<RouterContextProvider>, services: LocationSources) {
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
