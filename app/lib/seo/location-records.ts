/** Location records as pages receive them (server reads in app/.server/seo/locations.ts). */
export interface StateRecord {
  id: number;
  name: string;
  abbreviation: string;
  slug: string;
}

export interface CityRecord {
  id: number;
  name: string;
  stateId: number;
  slug: string;
  isMajor: boolean;
  /** From GeoNames; null for built-in places it does not list (Orange County, Long Island). */
  population: number | null;
}

export interface CityWithState extends CityRecord {
  state: StateRecord;
}
