import { z } from "zod";
import { csvFileField } from "./csv-upload";

/**
 * The location manager (issue 23 item 1): the rules every city write goes
 * through (the form, the CSV import), the list's query, and the page's texts.
 */
export const CITY_PAGE_SIZE = 50;
/** An import larger than this is refused whole: split it. */
export const CITY_IMPORT_MAX_ROWS = 10_000;
/** 10,000 rows of name, state, population, coordinates, time zone and a rename column fit in well under 2 MB. */
export const CITY_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const CITY_NAME_MAX = 100;
export const CITY_POPULATION_MAX = 50_000_000;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The key two names of one place share: accents, case and punctuation
 * dropped, "St."/"Ste." read as Saint(e), "Ft." as Fort, "Mt." as Mount, so
 * `St. Louis`, `Saint Louis` and `saint-louis` are one city. Letters outside
 * Latin stay letters (the slug drops them), so `Łódź` and `Odz` are two.
 */
export function cityKey(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((word) => ABBREVIATIONS[word] ?? word).join(" ");
}
const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;
/** What a spreadsheet runs as a formula when it starts a text cell (OWASP's CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r|]/;

/** A city name: trimmed, inner spaces collapsed; refused when empty, too long, a formula or without a letter or digit. */
export function checkCityName(raw: string, label = "name"): Checked<string> {
  const name = raw.trim().replace(/\s+/g, " ");
  if (name === "") return { ok: false, message: `The city ${label} is empty.` };
  if (FORMULA_START.test(name))
    return { ok: false, message: `The city ${label} starts with =, +, -, @ or |: spreadsheet formulas are not imported.` };
  if (name.length > CITY_NAME_MAX) return { ok: false, message: `The city ${label} is longer than ${CITY_NAME_MAX} characters.` };
  if (CONTROL.test(name)) return { ok: false, message: `The city ${label} holds control characters.` };
  if (!/[\p{L}\p{N}]/u.test(name)) return { ok: false, message: `The city ${label} has no letters or digits.` };
  return { ok: true, value: name };
}

const timeZoneCache = new Map<string, string | null>();
/** An IANA time zone as Intl knows it (`america/chicago` → `America/Chicago`), or null. */
export function canonicalTimeZone(raw: string): string | null {
  const cached = timeZoneCache.get(raw);
  if (cached !== undefined) return cached;
  let zone: string | null = null;
  // Only Area/Location names (and UTC): Intl also takes offsets such as +05:00, which are not time zones.
  if (/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$|^UTC$/.test(raw)) {
    try {
      zone = new Intl.DateTimeFormat("en-US", { timeZone: raw }).resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
  }
  if (timeZoneCache.size < 10_000) timeZoneCache.set(raw, zone);
  return zone;
}

export function checkTimeZone(raw: string | undefined): Checked<string | null> {
  const value = (raw ?? "").trim();
  if (value === "") return { ok: true, value: null };
  const zone = canonicalTimeZone(value);
  return zone
    ? { ok: true, value: zone }
    : { ok: false, message: `"${value.slice(0, 40)}" is not an IANA time zone (such as America/Chicago).` };
}

/** A number cell: empty is null; anything but a plain decimal number is refused (so a formula never passes). */
function plainNumber(raw: string | undefined): number | null | undefined {
  const value = (raw ?? "").trim().replaceAll(",", "");
  if (value === "") return null;
  if (!/^-?\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

export function checkPopulation(raw: string | undefined): Checked<number | null> {
  const value = plainNumber(raw);
  if (value === undefined || (value !== null && (!Number.isInteger(value) || value < 0 || value > CITY_POPULATION_MAX)))
    return {
      ok: false,
      message: `The population must be a whole number from 0 to ${CITY_POPULATION_MAX.toLocaleString("en-US")}, not "${(raw ?? "").trim().slice(0, 20)}".`,
    };
  return { ok: true, value };
}

export function checkCoordinates(
  rawLat: string | undefined,
  rawLng: string | undefined,
): Checked<{ latitude: number | null; longitude: number | null }> {
  const latitude = plainNumber(rawLat);
  const longitude = plainNumber(rawLng);
  if (latitude === undefined || (latitude !== null && Math.abs(latitude) > 90))
    return { ok: false, message: `The latitude must be a number from -90 to 90, not "${(rawLat ?? "").trim().slice(0, 20)}".` };
  if (longitude === undefined || (longitude !== null && Math.abs(longitude) > 180))
    return {
      ok: false,
      message: `The longitude must be a number from -180 to 180, not "${(rawLng ?? "").trim().slice(0, 20)}".`,
    };
  if ((latitude === null) !== (longitude === null))
    return { ok: false, message: "Give both the latitude and the longitude, or neither." };
  return { ok: true, value: { latitude, longitude } };
}

/** A yes/no cell: empty is "not given" (null). */
export function checkMajor(raw: string | undefined): Checked<boolean | null> {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "") return { ok: true, value: null };
  if (["1", "true", "yes", "y", "x", "major", "capital"].includes(value)) return { ok: true, value: true };
  if (["0", "false", "no", "n"].includes(value)) return { ok: true, value: false };
  return { ok: false, message: `"Major" must be yes or no (true/false, 1/0), not "${value.slice(0, 20)}".` };
}

/**
 * CSV header aliases, compared after lowercasing and dropping spaces, dots,
 * hyphens and underscores. The first column that matches a field is used.
 */
export const CITY_COLUMN_ALIASES = {
  name: ["city", "name", "town", "cityname", "place", "locality"],
  state: ["state", "statecode", "st", "statename", "stateabbreviation", "stateabbr", "region", "province"],
  population: ["population", "pop", "inhabitants"],
  latitude: ["lat", "latitude"],
  longitude: ["lng", "lon", "long", "longitude"],
  timeZone: ["timezone", "tz", "zone", "ianatimezone"],
  major: ["major", "ismajor", "capital", "majorcity"],
  renameFrom: ["oldname", "previousname", "formername", "renamefrom", "oldcity", "previousslug", "oldslug", "formerslug"],
} as const;
export type CityColumn = keyof typeof CITY_COLUMN_ALIASES;
export const CITY_COLUMNS = Object.keys(CITY_COLUMN_ALIASES) as CityColumn[];
export const CITY_COLUMN_LABELS: Record<CityColumn, string> = {
  name: "City name",
  state: "State",
  population: "Population",
  latitude: "Latitude",
  longitude: "Longitude",
  timeZone: "Time zone",
  major: "Major city",
  renameFrom: "Renames (old name or slug)",
};
export const headerKey = (header: string) => header.toLowerCase().replace(/[\s._-]+/g, "");

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const field = (max: number, message: string) => z.string({ error: message }).max(max, message);
const optionalField = (max: number, message: string) => field(max, message).optional();

const cityFields = {
  name: field(CITY_NAME_MAX * 2, `The city name is longer than ${CITY_NAME_MAX} characters.`),
  stateId: id("Choose the city's state."),
  population: optionalField(20, "The population is too long."),
  latitude: optionalField(30, "The latitude is too long."),
  longitude: optionalField(30, "The longitude is too long."),
  timeZone: optionalField(64, "The time zone is too long."),
  isMajor: z.enum(["on", "true", "1"], { error: "Major must be a checkbox." }).optional(),
};

const mappingFields = Object.fromEntries(
  CITY_COLUMNS.map((column) => [`${column}Column`, z.string().max(200, "A column name is too long.").optional()]),
) as Record<`${CityColumn}Column`, z.ZodOptional<z.ZodString>>;

/** A field sent twice is refused by name, before the rules of its intent. */
function fieldsOnce<S extends z.ZodType>(schema: S) {
  return z.preprocess((value, ctx) => {
    if (value && typeof value === "object")
      for (const [key, each] of Object.entries(value))
        if (Array.isArray(each) && key !== "file")
          ctx.issues.push({ code: "custom", message: `${key}: send this field once.`, input: each, path: [key] });
    return value;
  }, schema);
}

/** The page's form posts, one schema per intent. */
export const locationActionSchema = fieldsOnce(
  z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("create"), ...cityFields }),
      z.object({ intent: z.literal("update"), id: id("Which city? The id is missing."), ...cityFields }),
      z.object({
        intent: z.literal("delete"),
        id: id("Which city? The id is missing."),
        /** `state`, a city id of the same state, or empty. */
        redirectTo: optionalField(20, "Choose where the city's addresses should lead."),
      }),
      z.object({
        intent: z.enum(["preview", "import"]),
        /** The file chosen (preview), or the CSV the preview sent back (import, a new preview). */
        file: csvFileField,
        csv: z
          .string({ error: "Choose a CSV file to import." })
          .min(1, "Choose a CSV file to import.")
          .max(CITY_IMPORT_MAX_BYTES, "The CSV file is larger than 4 MB.")
          .optional(),
        fileName: optionalField(200, "The file name is too long."),
        ...mappingFields,
      }),
      z.object({ intent: z.literal("undo"), batchId: id("Which import? The id is missing.") }),
    ],
    { error: "intent: that is not an action of this page." },
  ),
);
export type LocationAction = z.infer<typeof locationActionSchema>;
/** A form with a CSV file may be as large as the import allows, plus the other fields. */
export const CITY_FORM_MAX_BYTES = CITY_IMPORT_MAX_BYTES + 64 * 1024;

export const CITY_SORTS = ["name", "state", "population", "updated"] as const;
const yesNo = z.enum(["yes", "no"]).optional().catch(undefined);
export const cityListSchema = z.object({
  q: z.string().max(100).optional().catch(undefined),
  state: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  major: yesNo,
  content: yesNo,
  indexed: yesNo,
  sort: z.enum(CITY_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type CityListQuery = z.infer<typeof cityListSchema>;
const rowId = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);
/** The page's query: the list's, and the city being edited or deleted. */
export const cityPageSchema = cityListSchema.extend({ edit: rowId, delete: rowId });

export const LOCATION_TEXTS = {
  missing: "This city no longer exists; it may have been removed by someone else.",
  unknownState: "Choose one of the listed states.",
  exists: (name: string, state: string) => `${name} already exists in ${state}; edit that city instead.`,
  needsTarget: (name: string, count: number) =>
    `${name} has ${count} published page${count === 1 ? "" : "s"}: choose where its addresses should lead before deleting it.`,
  badTarget: "Send the addresses to the state page or to another city of the same state.",
  batchMissing: "This import no longer exists.",
  batchUndone: "This import has already been undone.",
};
