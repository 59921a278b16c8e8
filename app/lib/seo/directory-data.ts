/** What the city directory shows (spec public-site §2 and §9), built on the server by `loadCityDirectory`. */
export const DIRECTORY_FEATURED_STATES = 3;
export const DIRECTORY_CITIES_PER_STATE = 5;

export interface DirectoryLink {
  name: string;
  href: string;
}

export interface CityDirectoryData {
  /** The first three states, each with up to five cities (largest first). */
  featured: {
    state: DirectoryLink;
    cities: DirectoryLink[];
    /** `/locations/{state}` when the state has more cities than are shown. */
    seeAllHref: string | null;
  }[];
  /** Every other state, linking to its page. */
  others: DirectoryLink[];
}
