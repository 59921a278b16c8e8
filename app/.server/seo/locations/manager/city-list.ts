import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { CITY_PAGE_SIZE, type CityListQuery } from "~/lib/seo/location-manager";
import { cities, cityImportBatches, type Db, states } from "../../../db";
import { baseColumns, listColumns, publishedOf, redirectedOf } from "./city-queries";
import { auditCity, type LocationManagerDeps, type WriteContext } from "./city-writes";
import type { ImportCounts, PlanCity } from "./import-plan";

/** The reads of /location-manager: the list, one city, the export, a state's other cities, the latest imports. */
export interface CityRow extends PlanCity {
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
  updatedAt: Date;
  importBatchId: number | null;
  /** Published city service records that name this city. */
  published: number;
  /** The city page's own URL redirects somewhere (so it is out of the sitemap). */
  redirected: boolean;
}

function listWhere(query: CityListQuery) {
  const where: SQL[] = [];
  if (query.q) where.push(ilike(cities.name, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  if (query.state) where.push(eq(cities.stateId, query.state));
  if (query.major) where.push(eq(cities.isMajor, query.major === "yes"));
  if (query.content) where.push(query.content === "yes" ? sql`${publishedOf} > 0` : sql`${publishedOf} = 0`);
  if (query.indexed) where.push(query.indexed === "yes" ? sql`not ${redirectedOf}` : redirectedOf);
  return where.length ? and(...where) : undefined;
}

const ORDER = {
  name: [asc(cities.name), asc(states.name)],
  state: [asc(states.name), asc(cities.name)],
  population: [sql`${cities.population} desc nulls last`, asc(cities.name)],
  updated: [desc(cities.updatedAt), desc(cities.id)],
};

/** One page of cities, searched, filtered and sorted. */
export async function listCities(db: Db, query: CityListQuery) {
  const condition = listWhere(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(condition);
  const pageCount = Math.max(1, Math.ceil(total / CITY_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pageCount);
  // The page's rows first, then their counts: computed in the select list, they would run for every city before the sort.
  const rows = await db
    .select(baseColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(condition)
    .orderBy(...ORDER[query.sort ?? "name"])
    .limit(CITY_PAGE_SIZE)
    .offset((page - 1) * CITY_PAGE_SIZE);
  const flagsById = await flagsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      published: flagsById.get(row.id)?.published ?? 0,
      redirected: flagsById.get(row.id)?.redirected ?? false,
    })) as CityRow[],
    total,
    page,
    pageCount,
  };
}

/** For the cities shown: how many published records name each, and whether its page redirects. */
async function flagsOf(db: Db, ids: number[]) {
  const flags =
    ids.length === 0
      ? []
      : await db
          .select({ id: cities.id, published: publishedOf, redirected: redirectedOf })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(inArray(cities.id, ids));
  return new Map(flags.map((flag) => [flag.id, flag]));
}

export async function cityRowById(db: Db, id: number): Promise<CityRow | null> {
  const rows = await db
    .select(listColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, id));
  return (rows[0] as CityRow | undefined) ?? null;
}

/** Every city for the CSV export, by state and name; the export is audited. */
export async function exportRows(deps: LocationManagerDeps, ctx: WriteContext): Promise<CityRow[]> {
  const rows = (await deps
    .db()
    .select(listColumns)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(states.name), asc(cities.name))) as CityRow[];
  await auditCity(deps, deps.db(), ctx, { action: "cities.export", after: { rows: rows.length } });
  return rows;
}

/** Other cities of a state, for a delete's redirect target. */
export function citiesOfState(db: Db, stateId: number, exceptId: number) {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.stateId, stateId), sql`${cities.id} <> ${exceptId}`))
    .orderBy(sql`${cities.population} desc nulls last`, asc(cities.name))
    .limit(500);
}

export interface ImportBatchRow {
  id: number;
  fileName: string | null;
  counts: ImportCounts;
  createdBy: string | null;
  createdAt: Date;
  undoneAt: Date | null;
}

/** The latest imports, newest first. */
export function importBatches(db: Db, limit = 10) {
  return db
    .select({
      id: cityImportBatches.id,
      fileName: cityImportBatches.fileName,
      counts: cityImportBatches.counts,
      createdBy: cityImportBatches.createdBy,
      createdAt: cityImportBatches.createdAt,
      undoneAt: cityImportBatches.undoneAt,
    })
    .from(cityImportBatches)
    .orderBy(desc(cityImportBatches.id))
    .limit(limit) as Promise<ImportBatchRow[]>;
}
