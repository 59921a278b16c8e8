/**
 * The built-in location directory of the spec (California 8 cities, New York 6,
 * Texas 6, Florida 6, Illinois 5). It seeds the database and is the fallback
 * the site shows when a location read fails. `isMajor` marks the large metros.
 */
export interface BuiltInState {
  name: string;
  abbreviation: string;
  cities: { name: string; isMajor: boolean }[];
}

export const builtInDirectory: BuiltInState[] = [
  {
    name: "California",
    abbreviation: "CA",
    cities: [
      { name: "Los Angeles", isMajor: true },
      { name: "San Francisco", isMajor: true },
      { name: "San Diego", isMajor: true },
      { name: "San Jose", isMajor: true },
      { name: "Sacramento", isMajor: false },
      { name: "Orange County", isMajor: false },
      { name: "Palm Springs", isMajor: false },
      { name: "Malibu", isMajor: false },
    ],
  },
  {
    name: "New York",
    abbreviation: "NY",
    cities: [
      { name: "New York", isMajor: true },
      { name: "Buffalo", isMajor: false },
      { name: "Rochester", isMajor: false },
      { name: "Albany", isMajor: false },
      { name: "Syracuse", isMajor: false },
      { name: "Long Island", isMajor: false },
    ],
  },
  {
    name: "Texas",
    abbreviation: "TX",
    cities: [
      { name: "Houston", isMajor: true },
      { name: "Dallas", isMajor: true },
      { name: "Austin", isMajor: true },
      { name: "San Antonio", isMajor: true },
      { name: "Fort Worth", isMajor: false },
      { name: "El Paso", isMajor: false },
    ],
  },
  {
    name: "Florida",
    abbreviation: "FL",
    cities: [
      { name: "Miami", isMajor: true },
      { name: "Orlando", isMajor: true },
      { name: "Tampa", isMajor: true },
      { name: "Jacksonville", isMajor: true },
      { name: "Fort Lauderdale", isMajor: false },
      { name: "Delray Beach", isMajor: false },
    ],
  },
  {
    name: "Illinois",
    abbreviation: "IL",
    cities: [
      { name: "Chicago", isMajor: true },
      { name: "Naperville", isMajor: false },
      { name: "Aurora", isMajor: false },
      { name: "Springfield", isMajor: false },
      { name: "Rockford", isMajor: false },
    ],
  },
];

/** The spec's fallback lists when the database cannot be read. */
export const fallbackStateNames = ["California", "New York", "Florida", "Texas", "Illinois"] as const;
export const fallbackMajorCities = [
  { city: "Los Angeles", state: "California" },
  { city: "San Francisco", state: "California" },
  { city: "New York", state: "New York" },
  { city: "Miami", state: "Florida" },
  { city: "Houston", state: "Texas" },
  { city: "Chicago", state: "Illinois" },
] as const;
