import { and, asc, count, eq, like, sql } from "drizzle-orm";
import { cityPath, cityServicePath, cityServiceSlugs } from "~/lib/content/city-services";
import { cityKey } from "~/lib/seo/location-manager";
import { CITY_SERVICE_CONTENT_TYPE } from "../../../content";
import { cities, contentResearch, type Db, redirects, states } from "../../../db";
import type { PlanCity, PlanState } from "./import-plan";

/** The reads every city write and the list share: states, cities, their published records and redirected pages. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Every URL a city has: its page, then each city service page. */
export function cityUrls(stateSlug: string, citySlug: string): string[] {
  return [cityPath(stateSlug, citySlug), ...cityServiceSlugs.map((service) => cityServicePath(service, stateSlug, citySlug))];
}

/** Each URL of a city at its old place paired with the same URL at its new one. */
export function movePairs(fromState: string, fromCity: string, toState: string, toCity: string) {
  const to = cityUrls(toState, toCity);
  return cityUrls(fromState, fromCity).map((from, i) => ({ from, to: to[i] as string }));
}

export const planColumns = {
  id: cities.id,
  stateId: cities.stateId,
  name: cities.name,
  slug: cities.slug,
  isMajor: cities.isMajor,
  population: cities.population,
  latitude: cities.latitude,
  longitude: cities.longitude,
  timeZone: cities.timeZone,
};

export const publishedOf = sql<number>`(select count(*) from ${contentResearch} cr where cr.content_type = ${CITY_SERVICE_CONTENT_TYPE}
  and cr.status = 'published' and lower(cr.city) = lower(${cities.name})
  and lower(cr.state) in (lower(${states.name}), lower(${states.abbreviation})))::int`;
export const redirectedOf = sql<boolean>`exists (select 1 from ${redirects} r where r.from_path = '/locations/' || ${states.slug} || '/' || ${cities.slug})`;

export const baseColumns = {
  ...planColumns,
  updatedAt: cities.updatedAt,
  importBatchId: cities.importBatchId,
  stateName: states.name,
  stateSlug: states.slug,
  stateAbbreviation: states.abbreviation,
};
export const listColumns = { ...baseColumns, published: publishedOf, redirected: redirectedOf };

export async function allStates(tx: Tx | Db): Promise<PlanState[]> {
  return tx
    .select({ id: states.id, name: states.name, abbreviation: states.abbreviation, slug: states.slug })
    .from(states)
    .orderBy(asc(states.name));
}

export async function stateOf(tx: Tx | Db, stateId: number) {
  const [state] = await tx
    .select({ id: states.id, name: states.name, abbreviation: states.abbreviation, slug: states.slug })
    .from(states)
    .where(eq(states.id, stateId));
  return state ?? null;
}

export async function cityById(tx: Tx | Db, id: number): Promise<PlanCity | null> {
  const [row] = await tx.select(planColumns).from(cities).where(eq(cities.id, id));
  return row ?? null;
}

/** Published city service records that name the city (they are matched by name and state). */
export async function publishedCount(tx: Tx | Db, name: string, state: PlanState) {
  const [row] = await tx
    .select({ n: count() })
    .from(contentResearch)
    .where(
      and(
        eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
        eq(contentResearch.status, "published"),
        sql`lower(${contentResearch.city}) = lower(${name})`,
        sql`lower(${contentResearch.state}) in (lower(${state.name}), lower(${state.abbreviation}))`,
      ),
    );
  return row?.n ?? 0;
}

/** The city service records follow the city's name (and state), or they would stop showing on its pages. */
export async function renameRecords(
  tx: Tx,
  before: { name: string; state: PlanState },
  after: { name: string; state: PlanState },
) {
  if (before.name === after.name && before.state.id === after.state.id) return 0;
  const moved = await tx
    .update(contentResearch)
    .set({
      city: after.name,
      ...(before.state.id !== after.state.id ? { state: after.state.name } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
        sql`lower(${contentResearch.city}) = lower(${before.name})`,
        sql`lower(${contentResearch.state}) in (lower(${before.state.name}), lower(${before.state.abbreviation}))`,
      ),
    )
    .returning({ id: contentResearch.id });
  return moved.length;
}

/**
 * The first free slug from `base` in a state: not another city's, and for a
 * new city not a redirected city address either (the redirect would hide it;
 * a moved city takes its address back, and `pathChanged` drops the redirect).
 */
export async function freeSlug(tx: Tx, state: PlanState, base: string, exceptId?: number) {
  const rows = await tx
    .select({ id: cities.id, slug: cities.slug })
    .from(cities)
    .where(and(eq(cities.stateId, state.id), sql`(${cities.slug} = ${base} or ${cities.slug} like ${`${base}-%`})`));
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (exceptId === undefined) {
    const prefix = cityPath(state.slug, base);
    const redirected = await tx
      .select({ fromPath: redirects.fromPath })
      .from(redirects)
      .where(sql`(${redirects.fromPath} = ${prefix} or ${redirects.fromPath} like ${`${prefix}-%`})`);
    for (const row of redirected) taken.add(row.fromPath.slice(`/locations/${state.slug}/`.length));
  }
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Another city of the state with the same name as `name` reads (St. Louis and Saint Louis are one). */
export async function sameNameIn(tx: Tx, stateId: number, name: string, exceptId?: number) {
  const rows = await tx.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.stateId, stateId));
  const key = cityKey(name);
  return rows.find((row) => row.id !== exceptId && cityKey(row.name) === key) ?? null;
}

/** `stateId|slug` of the city pages that are redirect sources. */
export async function redirectedCityPages(tx: Tx | Db, stateRows: PlanState[]) {
  const idBySlug = new Map(stateRows.map((state) => [state.slug, state.id]));
  const rows = await tx
    .select({ fromPath: redirects.fromPath })
    .from(redirects)
    .where(like(redirects.fromPath, "/locations/%/%"));
  const found = new Set<string>();
  for (const row of rows) {
    const [, , stateSlug, citySlug, extra] = row.fromPath.split("/");
    const stateId = stateSlug ? idBySlug.get(stateSlug) : undefined;
    if (stateId !== undefined && citySlug && extra === undefined) found.add(`${stateId}|${citySlug}`);
  }
  return found;
}
