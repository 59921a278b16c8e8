import {
  CITY_COLUMN_ALIASES,
  CITY_COLUMN_LABELS,
  CITY_COLUMNS,
  CITY_IMPORT_MAX_ROWS,
  type CityColumn,
  checkCityName,
  checkCoordinates,
  checkMajor,
  checkPopulation,
  checkTimeZone,
  cityKey,
  FORMULA_START,
  headerKey,
} from "~/lib/seo/location-manager";
import { slugify } from "~/lib/slug";
import { CsvTooLarge, parseCsv } from "../../../csv-parse";

/**
 * A cities CSV planned against the stored directory, as a pure function of
 * the file and one read of the states and cities, so the preview of 10,000
 * rows costs milliseconds and the import plans again inside its transaction
 * with the same rules.
 *
 * - Columns are found by their usual names (CITY_COLUMN_ALIASES) unless chosen.
 * - A row is new, updated (renames included), unchanged, a duplicate of an
 *   earlier row (same state and same normalised name: cityKey), or invalid
 *   (with its line and why).
 * - A row with a rename column (`old_name`, `previous_slug`...) renames the
 *   stored city it names; its URLs change, and the import adds the redirects.
 * - An empty cell leaves the stored value as it is (an import never clears a
 *   population or coordinates by leaving a column blank).
 * - Two names that give one slug in a state: the later city gets `-2`
 *   (`-3`...), and the preview says so; a slug in use is never taken over.
 */
export interface PlanState {
  id: number;
  name: string;
  abbreviation: string;
  slug: string;
}

export interface PlanCity {
  id: number;
  stateId: number;
  name: string;
  slug: string;
  isMajor: boolean;
  population: number | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
}

export type CityValues = Omit<PlanCity, "id">;

export interface PlannedInsert extends CityValues {
  line: number;
}

export interface PlannedUpdate {
  line: number;
  id: number;
  before: PlanCity;
  after: CityValues;
  /** True when the city's slug changes, so its URLs move. */
  renamed: boolean;
}

export type IssueKind = "invalid" | "duplicate" | "slug";
export interface PlanIssue {
  line: number;
  kind: IssueKind;
  message: string;
}

export interface ImportCounts {
  new: number;
  updated: number;
  unchanged: number;
  duplicate: number;
  invalid: number;
  /** Of `updated`, how many rename a city (and move its URLs). */
  renamed: number;
}

export type ColumnMapping = Partial<Record<`${CityColumn}Column`, string>>;

export interface ImportPlan {
  headers: string[];
  /** The header used for each field ("" when none). */
  mapping: Record<CityColumn, string>;
  counts: ImportCounts;
  /** Every invalid and duplicate row and every slug changed to avoid a collision, by line. */
  issues: PlanIssue[];
  inserts: PlannedInsert[];
  updates: PlannedUpdate[];
}

export type PlanResult = { ok: true; plan: ImportPlan } | { ok: false; message: string };

/**
 * The file's bytes as text: UTF-8 (a byte-order mark is fine). UTF-16 and
 * legacy encodings (Windows-1252, Latin-1) are refused with what to do, so a
 * name never arrives with its accents garbled.
 */
export function decodeCsvBytes(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { ok: false, message: 'The file is UTF-16 text; save it as "CSV UTF-8" and import that.' };
  if (bytes.includes(0)) return { ok: false, message: "The file is not a CSV text file (it holds NUL bytes)." };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return {
      ok: false,
      message: 'The file is not UTF-8 text (it may be Windows-1252 or Latin-1); save it as "CSV UTF-8" and import that.',
    };
  }
}

/**
 * `redirected`: `stateId|slug` of city pages that are redirect sources (a
 * former city's address). A new city does not take one (the redirect would
 * hide its page): it gets a suffix, visibly. A rename may, as a rename back
 * does: the redirects store removes a redirect from the address a page moves to.
 */
export function planCityImport(
  csv: string,
  mapping: ColumnMapping,
  states: readonly PlanState[],
  stored: readonly PlanCity[],
  redirected: ReadonlySet<string> = new Set(),
): PlanResult {
  let table: string[][];
  try {
    table = parseCsv(csv, CITY_IMPORT_MAX_ROWS + 1);
  } catch (error) {
    if (error instanceof CsvTooLarge)
      return {
        ok: false,
        message: `The file has more than ${CITY_IMPORT_MAX_ROWS.toLocaleString("en-US")} cities; split it into smaller files.`,
      };
    throw error;
  }
  const [header, ...body] = table;
  if (!header || body.length === 0)
    return { ok: false, message: "The file has no cities: it needs a header line and at least one row." };
  const headers = header.map((cell) => cell.trim());

  const columns = {} as Record<CityColumn, number>;
  for (const column of CITY_COLUMNS) {
    const chosen = mapping[`${column}Column`];
    if (chosen === "") columns[column] = -1;
    else if (chosen !== undefined) {
      columns[column] = headers.indexOf(chosen);
      if (columns[column] < 0) return { ok: false, message: `The file has no column named "${chosen.slice(0, 60)}".` };
    } else {
      const aliases: readonly string[] = CITY_COLUMN_ALIASES[column];
      columns[column] = headers.findIndex((name) => aliases.includes(headerKey(name)));
    }
  }
  if (columns.name < 0 || columns.state < 0)
    return {
      ok: false,
      message: "Choose which columns hold the city name and the state: the header has no city (or name, town) and state column.",
    };

  const stateByName = new Map<string, PlanState>();
  for (const state of states)
    for (const key of [state.name, state.abbreviation, state.slug]) stateByName.set(key.toLowerCase(), state);
  const byKey = new Map<string, PlanCity>();
  const bySlug = new Map<string, PlanCity>();
  const takenSlugs = new Set<string>();
  for (const city of stored) {
    byKey.set(`${city.stateId}|${cityKey(city.name)}`, city);
    bySlug.set(`${city.stateId}|${city.slug}`, city);
    takenSlugs.add(`${city.stateId}|${city.slug}`);
  }

  const counts: ImportCounts = { new: 0, updated: 0, unchanged: 0, duplicate: 0, invalid: 0, renamed: 0 };
  const issues: PlanIssue[] = [];
  const inserts: PlannedInsert[] = [];
  const updates: PlannedUpdate[] = [];
  /** state|key → line of the row that first named that city. */
  const seen = new Map<string, number>();
  /** Stored city id → line of the row that changes it. */
  const touched = new Map<number, number>();
  const invalid = (line: number, message: string) => {
    counts.invalid += 1;
    issues.push({ line, kind: "invalid", message });
  };
  const freeSlug = (stateId: number, base: string, avoidRedirected: boolean) => {
    const taken = (slug: string) =>
      takenSlugs.has(`${stateId}|${slug}`) || (avoidRedirected && redirected.has(`${stateId}|${slug}`));
    let slug = base;
    for (let n = 2; taken(slug); n++) slug = `${base}-${n}`;
    return slug;
  };

  rows: for (const [index, cells] of body.entries()) {
    const line = index + 2;
    const cell = (column: CityColumn) => (columns[column] >= 0 ? (cells[columns[column]] ?? "") : "");

    // Text cells are refused, not neutralised: a formula in a place name is a mistake or an attack, never a name.
    for (const column of ["name", "state", "renameFrom", "timeZone", "major"] as const) {
      const value = cell(column).trim();
      if (FORMULA_START.test(value)) {
        invalid(
          line,
          `The ${headers[columns[column]] ?? CITY_COLUMN_LABELS[column]} cell starts with "${value[0]}": spreadsheet formulas are not imported.`,
        );
        continue rows;
      }
    }
    const name = checkCityName(cell("name"));
    if (!name.ok) {
      invalid(line, name.message);
      continue;
    }
    const stateText = cell("state").trim();
    if (stateText === "") {
      invalid(line, "The state is empty.");
      continue;
    }
    const state = stateByName.get(stateText.toLowerCase());
    if (!state) {
      invalid(line, `"${stateText.slice(0, 40)}" is not a state we list (use its name or two-letter code).`);
      continue;
    }
    const population = checkPopulation(cell("population"));
    if (!population.ok) {
      invalid(line, population.message);
      continue;
    }
    const coordinates = checkCoordinates(cell("latitude"), cell("longitude"));
    if (!coordinates.ok) {
      invalid(line, coordinates.message);
      continue;
    }
    const timeZone = checkTimeZone(cell("timeZone"));
    if (!timeZone.ok) {
      invalid(line, timeZone.message);
      continue;
    }
    const major = checkMajor(cell("major"));
    if (!major.ok) {
      invalid(line, major.message);
      continue;
    }
    const baseSlug = slugify(name.value);
    if (baseSlug === "") {
      invalid(line, `"${name.value}" gives no address: a city name needs Latin letters or digits.`);
      continue;
    }

    const key = `${state.id}|${cityKey(name.value)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      counts.duplicate += 1;
      issues.push({
        line,
        kind: "duplicate",
        message: `The same city as line ${earlier} (${name.value}, ${state.abbreviation}).`,
      });
      continue;
    }

    const renameText = cell("renameFrom").trim();
    let target: PlanCity | undefined;
    let renaming = false;
    if (renameText !== "") {
      const old = byKey.get(`${state.id}|${cityKey(renameText)}`) ?? bySlug.get(`${state.id}|${renameText.toLowerCase()}`);
      if (!old) {
        invalid(line, `There is no city "${renameText.slice(0, 60)}" in ${state.name} to rename.`);
        continue;
      }
      const clash = byKey.get(key);
      if (clash && clash.id !== old.id) {
        invalid(line, `${old.name} cannot be renamed to ${name.value}: ${clash.name} already exists in ${state.name}.`);
        continue;
      }
      target = old;
      renaming = baseSlug !== old.slug;
    } else target = byKey.get(key);

    if (target) {
      const other = touched.get(target.id);
      if (other !== undefined) {
        counts.duplicate += 1;
        issues.push({
          line,
          kind: "duplicate",
          message: `Line ${other} already changes ${target.name} (${state.abbreviation}).`,
        });
        continue;
      }
      touched.set(target.id, line);
    }
    seen.set(key, line);

    if (!target) {
      const slug = freeSlug(state.id, baseSlug, true);
      if (slug !== baseSlug) {
        const holder =
          bySlug.get(`${state.id}|${baseSlug}`)?.name ??
          inserts.find((row) => row.stateId === state.id && row.slug === baseSlug)?.name;
        issues.push({
          line,
          kind: "slug",
          message: `The address /${state.slug}/${baseSlug} is taken${
            holder ? ` by ${holder}` : " by a redirect (a former city's address)"
          }; ${name.value} gets /${state.slug}/${slug}.`,
        });
      }
      takenSlugs.add(`${state.id}|${slug}`);
      counts.new += 1;
      inserts.push({
        line,
        stateId: state.id,
        name: name.value,
        slug,
        isMajor: major.value ?? false,
        population: population.value,
        latitude: coordinates.value.latitude,
        longitude: coordinates.value.longitude,
        timeZone: timeZone.value,
      });
      continue;
    }

    let slug = target.slug;
    if (renaming) {
      slug = freeSlug(state.id, baseSlug, false);
      if (slug !== baseSlug)
        issues.push({
          line,
          kind: "slug",
          message: `The address /${state.slug}/${baseSlug} is taken; ${target.name} is renamed to ${name.value} at /${state.slug}/${slug}.`,
        });
      // The old slug stays taken: its URLs now redirect, so no other city may take them over.
      takenSlugs.add(`${state.id}|${slug}`);
    }
    const after: CityValues = {
      stateId: state.id,
      name: name.value,
      slug,
      isMajor: major.value ?? target.isMajor,
      population: population.value ?? target.population,
      latitude: coordinates.value.latitude ?? target.latitude,
      longitude: coordinates.value.longitude ?? target.longitude,
      timeZone: timeZone.value ?? target.timeZone,
    };
    const same =
      after.name === target.name &&
      after.slug === target.slug &&
      after.isMajor === target.isMajor &&
      after.population === target.population &&
      after.latitude === target.latitude &&
      after.longitude === target.longitude &&
      after.timeZone === target.timeZone;
    if (same) {
      counts.unchanged += 1;
      continue;
    }
    counts.updated += 1;
    if (after.slug !== target.slug) counts.renamed += 1;
    updates.push({ line, id: target.id, before: target, after, renamed: after.slug !== target.slug });
  }

  issues.sort((a, b) => a.line - b.line);
  const usedMapping = Object.fromEntries(
    CITY_COLUMNS.map((column) => [column, columns[column] >= 0 ? (headers[columns[column]] ?? "") : ""]),
  ) as Record<CityColumn, string>;
  return { ok: true, plan: { headers, mapping: usedMapping, counts, issues, inserts, updates } };
}
