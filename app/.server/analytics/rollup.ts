import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { agencyDay, agencyDayStart, shiftDay } from "~/lib/agency-day";
import { analyticsDaily, analyticsEvents, type Db } from "../db";

/**
 * Daily rollups (analytics_daily): one row per (day, metric, dimension, key)
 * with its count and unique visitors, and the few extra figures a report
 * needs in `values`. The dashboard reads only these, so a range of years is
 * a sum over a few thousand rows per day, not a scan of raw events.
 *
 * A finished day carries a `rolled` marker row, with the time zone its day
 * was counted in (AGENCY_TIME_ZONE, app/lib/agency-day.ts), and is not
 * computed again in that zone; the current day (and any past day not yet
 * rolled up) is recomputed whenever the dashboard asks for it. After a change
 * of zone, a day marked with another zone (or none: counted before the zone
 * was recorded) is counted again while its raw events are all kept.
 *
 * Visitors are counted per day: the visitor key changes with the daily salt,
 * so one person on two days is two daily visitors, by design.
 */
export type DailyRow = typeof analyticsDaily.$inferInsert & { count: number; visitors: number; values: Record<string, unknown> };

/** The agency's day in `timeZone` (app/lib/agency-day.ts): a DST day has 23 or 25 hours. */
function dayBounds(day: string, timeZone: string): [Date, Date] {
  return [agencyDayStart(day, timeZone), agencyDayStart(day, timeZone, 1)];
}

function inDay(day: string, timeZone: string, name: string) {
  const [start, end] = dayBounds(day, timeZone);
  return and(eq(analyticsEvents.name, name), gte(analyticsEvents.occurredAt, start), lt(analyticsEvents.occurredAt, end));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const num = (value: unknown) => Number(value ?? 0);

/** Page views counted by one column: every key with its views and visitors. */
async function pageviewsBy(
  db: Db,
  day: string,
  timeZone: string,
  dimension: string,
  column: ReturnType<typeof sql> | null,
): Promise<DailyRow[]> {
  const key = column ?? sql`'all'`;
  const rows = await db
    .select({
      key: sql<string>`${key}`,
      count: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${analyticsEvents.visitorHash})::int`,
    })
    .from(analyticsEvents)
    .where(and(inDay(day, timeZone, "pageview"), column ? sql`${column} is not null` : undefined))
    .groupBy(sql`1`);
  return rows.map((row) => ({
    day,
    metric: "pageviews",
    dimension,
    key: row.key,
    count: num(row.count),
    visitors: num(row.visitors),
    values: {},
  }));
}

/** Every rollup row of one agency day in `timeZone` (app/lib/agency-day.ts), computed from the raw events (and leads, for the funnel). */
export async function computeDay(db: Db, day: string, timeZone: string): Promise<DailyRow[]> {
  const e = analyticsEvents;
  const [start, end] = dayBounds(day, timeZone);
  const out: DailyRow[] = [];

  out.push(...(await pageviewsBy(db, day, timeZone, "all", null)));
  out.push(...(await pageviewsBy(db, day, timeZone, "path", sql`${e.path}`)));
  out.push(...(await pageviewsBy(db, day, timeZone, "route", sql`${e.routeTemplate}`)));
  out.push(...(await pageviewsBy(db, day, timeZone, "referrer", sql`${e.referrerHost}`)));
  out.push(...(await pageviewsBy(db, day, timeZone, "source", sql`${e.utmSource}`)));
  out.push(...(await pageviewsBy(db, day, timeZone, "campaign", sql`${e.utmCampaign}`)));
  out.push(...(await pageviewsBy(db, day, timeZone, "width", sql`${e.widthClass}`)));

  // Visits (a visitor's day) with one page view only: the bounces.
  const bounceRows = rowsOf<{ bounces: number }>(
    await db.execute(sql`select count(*) filter (where views = 1)::int as bounces from (
      select ${e.visitorHash}, count(*) as views from ${e} where ${inDay(day, timeZone, "pageview")} group by 1) as visits`),
  );
  const all = out.find((row) => row.dimension === "all");
  if (all) all.values = { bounces: num(bounceRows[0]?.bounces) };

  const ctas = await db
    .select({
      text: sql<string>`${e.props}->>'ctaText'`,
      section: sql<string>`${e.props}->>'section'`,
      path: e.path,
      link: sql<string>`max(${e.props}->>'ctaLink')`,
      source: sql<string>`max(${e.props}->>'source')`,
      count: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${e.visitorHash})::int`,
    })
    .from(e)
    .where(inDay(day, timeZone, "CTA Click"))
    .groupBy(sql`1`, sql`2`, sql`3`);
  for (const row of ctas) {
    const { count, visitors, ...values } = row;
    out.push({
      day,
      metric: "cta",
      dimension: "cta",
      key: JSON.stringify([row.text, row.section, row.path]),
      count: num(count),
      visitors: num(visitors),
      values,
    });
  }

  const vitals = await db
    .select({
      route: sql<string>`coalesce(${e.routeTemplate}, ${e.path})`,
      metric: sql<string>`${e.props}->>'metric'`,
      count: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${e.visitorHash})::int`,
      p75: sql<number>`percentile_cont(0.75) within group (order by (${e.props}->>'value')::float8)`,
      good: sql<number>`count(*) filter (where ${e.props}->>'rating' = 'good')::int`,
      ni: sql<number>`count(*) filter (where ${e.props}->>'rating' = 'needs-improvement')::int`,
      poor: sql<number>`count(*) filter (where ${e.props}->>'rating' = 'poor')::int`,
      tasks: sql<number>`coalesce(sum((${e.props}->>'value')::float8) filter (where ${e.props}->>'metric' = 'LONG_TASKS'), 0)`,
    })
    .from(e)
    .where(inDay(day, timeZone, "web_vitals"))
    .groupBy(sql`1`, sql`2`);
  for (const row of vitals) {
    const values =
      row.metric === "LONG_TASKS"
        ? { tasks: num(row.tasks) }
        : { p75: num(row.p75), good: num(row.good), ni: num(row.ni), poor: num(row.poor) };
    out.push({
      day,
      metric: "vitals",
      dimension: "route",
      key: `${row.route}\n${row.metric}`,
      count: num(row.count),
      visitors: num(row.visitors),
      values: { route: row.route, metric: row.metric, ...values },
    });
  }

  const missing = await db
    .select({
      path: e.path,
      referrer: sql<string>`coalesce(${e.props}->>'referrer', '')`,
      title: sql<string>`max(${e.props}->>'title')`,
      count: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${e.visitorHash})::int`,
    })
    .from(e)
    .where(inDay(day, timeZone, "404_error"))
    .groupBy(sql`1`, sql`2`);
  for (const row of missing) {
    out.push({
      day,
      metric: "404",
      dimension: "path",
      key: `${row.path}\n${row.referrer}`,
      count: num(row.count),
      visitors: num(row.visitors),
      values: { path: row.path, referrer: row.referrer, title: row.title },
    });
  }

  const forms = await db
    .select({
      name: e.name,
      form: sql<string>`${e.props}->>'form'`,
      count: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${e.visitorHash})::int`,
    })
    .from(e)
    .where(and(inArray(e.name, ["form_start", "form_submit"]), gte(e.occurredAt, start), lt(e.occurredAt, end)))
    .groupBy(sql`1`, sql`2`);
  for (const row of forms) {
    out.push({
      day,
      metric: "forms",
      dimension: row.name,
      key: row.form,
      count: num(row.count),
      visitors: num(row.visitors),
      values: {},
    });
  }

  // The funnel: each visit's landing page (its first page view), whether it clicked a call to action, whether it became a lead.
  const funnel = rowsOf<{ landing: string; route: string | null; visits: number; cta: number; leads: number }>(
    await db.execute(sql`
      with visits as (
        select visitor_hash,
               (array_agg(path order by occurred_at, id))[1] as landing,
               (array_agg(route_template order by occurred_at, id))[1] as route
        from analytics_events
        where name = 'pageview' and occurred_at >= ${start.toISOString()} and occurred_at < ${end.toISOString()}
        group by visitor_hash
      ), clicked as (
        select distinct visitor_hash from analytics_events
        where name = 'CTA Click' and occurred_at >= ${start.toISOString()} and occurred_at < ${end.toISOString()}
      ), converted as (
        select distinct visitor_hash from leads
        where visitor_hash is not null and not is_spam and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}
      )
      select v.landing, max(v.route) as route, count(*)::int as visits,
             count(c.visitor_hash)::int as cta, count(l.visitor_hash)::int as leads
      from visits v
      left join clicked c on c.visitor_hash = v.visitor_hash
      left join converted l on l.visitor_hash = v.visitor_hash
      group by v.landing`),
  );
  for (const row of funnel) {
    out.push({
      day,
      metric: "funnel",
      dimension: "landing",
      key: row.landing,
      count: num(row.visits),
      visitors: num(row.visits),
      values: { route: row.route, cta: num(row.cta), leads: num(row.leads) },
    });
  }
  return out;
}

/** Replaces a day's rollup rows; `final` adds the marker (with the zone) that stops the job from computing it again. */
export async function storeDay(db: Db, day: string, final: boolean, timeZone: string): Promise<void> {
  const rows = await computeDay(db, day, timeZone);
  if (final) rows.push({ day, metric: "rolled", dimension: "all", key: "all", count: 1, visitors: 0, values: { timeZone } });
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
    // Bounded chunks: a busy day has thousands of keys, and a statement has at most 65535 parameters.
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(analyticsDaily)
        .values(rows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [analyticsDaily.day, analyticsDaily.metric, analyticsDaily.dimension, analyticsDaily.key],
          set: { count: sql`excluded.count`, visitors: sql`excluded.visitors`, values: sql`excluded.values` },
        });
    }
  });
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/**
 * Days in [from, to] not rolled up in `timeZone`: without a `rolled` marker,
 * or (`stale`) with the marker of another zone or of none.
 */
export async function unrolledDays(
  db: Db,
  from: string,
  to: string,
  timeZone: string,
): Promise<{ day: string; stale: boolean }[]> {
  const marked = await db
    .select({ day: analyticsDaily.day, timeZone: sql<string | null>`${analyticsDaily.values}->>'timeZone'` })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.metric, "rolled"), gte(analyticsDaily.day, from), sql`${analyticsDaily.day} <= ${to}`));
  const zoneOf = new Map(marked.map((row) => [row.day, row.timeZone]));
  return daysBetween(from, to).flatMap((day): { day: string; stale: boolean }[] =>
    !zoneOf.has(day) ? [{ day, stale: false }] : zoneOf.get(day) === timeZone ? [] : [{ day, stale: true }],
  );
}

export interface RollupOptions {
  now: Date;
  retentionDays: number;
  /** The agency's (config.agencyTimeZone): whose days are counted. */
  timeZone: string;
}

/**
 * Brings the rollups of [from, to] up to date: finished days without a marker
 * are rolled up for good, the current day is recomputed. Days older than the
 * raw events' retention cannot be recomputed and are left as they are; a day
 * counted in another zone is counted again only from the third kept day on,
 * since the retention cut (by the hour, nightlyRollup) may have taken the
 * first hours of the two before.
 */
export async function refreshRollups(db: Db, from: string, to: string, options: RollupOptions): Promise<void> {
  const { now, retentionDays, timeZone } = options;
  const today = agencyDay(now, timeZone);
  const oldest = shiftDay(today, -retentionDays);
  const recountFrom = shiftDay(oldest, 2);
  const start = from < oldest ? oldest : from;
  const end = to > today ? today : to;
  if (start > end) return;
  for (const { day, stale } of await unrolledDays(db, start, end, timeZone)) {
    if (stale && day < recountFrom) continue;
    await storeDay(db, day, day < today, timeZone);
  }
}

/** The nightly job: roll up every finished day within retention, then drop raw events past retention. */
export async function nightlyRollup(db: Db, options: RollupOptions): Promise<{ deleted: number }> {
  const { now, retentionDays } = options;
  const yesterday = shiftDay(agencyDay(now, options.timeZone), -1);
  await refreshRollups(db, "1970-01-01", yesterday, options);
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const gone = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, cutoff))
    .returning({ id: analyticsEvents.id });
  return { deleted: gone.length };
}
