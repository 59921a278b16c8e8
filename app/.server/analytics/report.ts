import { and, eq, gte, lte, sql } from "drizzle-orm";
import { shiftDay } from "~/lib/agency-day";
import { analyticsDaily, type Db } from "../db";
import { daysBetween, refreshRollups } from "./rollup";

/**
 * The dashboard's figures for a range of the agency's days and the range of the same
 * length just before it, read from the daily rollups only (rollup.ts). Each
 * section is one grouped query over analytics_daily.
 */
export interface DateRange {
  from: string;
  to: string;
}

export interface Totals {
  visitors: number;
  pageviews: number;
  visits: number;
  viewsPerVisit: number;
  bounceRate: number;
}

export interface KeyCount {
  key: string;
  views: number;
  visitors: number;
}

export interface CtaRow {
  text: string;
  section: string;
  path: string;
  link: string;
  source: string;
  clicks: number;
  visitors: number;
  /** Clicks per page view of the page the call to action sits on. */
  ctr: number;
}

export interface VitalRow {
  route: string;
  metric: string;
  samples: number;
  /** 75th percentile; over several days, the sample-weighted mean of the daily ones. */
  p75: number;
  good: number;
  ni: number;
  poor: number;
}

export interface FunnelRow {
  landing: string;
  route: string | null;
  visits: number;
  cta: number;
  leads: number;
  conversion: number;
}

export interface AnalyticsReport {
  range: DateRange;
  previous: DateRange;
  totals: Totals;
  previousTotals: Totals;
  series: { day: string; pageviews: number; visitors: number }[];
  pages: KeyCount[];
  routes: KeyCount[];
  referrers: KeyCount[];
  sources: KeyCount[];
  campaigns: KeyCount[];
  devices: KeyCount[];
  ctas: CtaRow[];
  ctaSections: { section: string; clicks: number }[];
  vitals: VitalRow[];
  longTasks: { route: string; pageviews: number; tasks: number }[];
  notFound: { path: string; referrer: string; title: string; count: number }[];
  forms: { form: string; starts: number; submits: number }[];
  funnel: FunnelRow[];
  cityFunnel: FunnelRow[];
}

export const CITY_SERVICE_TEMPLATE = "/{service}/{state}/{city}";
const TOP = 50;

export function previousRange(range: DateRange): DateRange {
  const length = daysBetween(range.from, range.to).length;
  return { from: shiftDay(range.from, -length), to: shiftDay(range.from, -1) };
}

const num = (value: unknown) => Number(value ?? 0);
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const inRange = (range: DateRange) => and(gte(analyticsDaily.day, range.from), lte(analyticsDaily.day, range.to));
const d = analyticsDaily;

async function totalsOf(db: Db, range: DateRange): Promise<Totals> {
  const [row] = await db
    .select({
      pageviews: sql<number>`coalesce(sum(${d.count}), 0)`,
      visitors: sql<number>`coalesce(sum(${d.visitors}), 0)`,
      bounces: sql<number>`coalesce(sum((${d.values}->>'bounces')::int), 0)`,
    })
    .from(d)
    .where(and(inRange(range), eq(d.metric, "pageviews"), eq(d.dimension, "all")));
  const pageviews = num(row?.pageviews);
  // A visit is a visitor's day (the key rotates daily), so visits equal the sum of daily visitors.
  const visits = num(row?.visitors);
  return {
    visitors: visits,
    pageviews,
    visits,
    viewsPerVisit: ratio(pageviews, visits),
    bounceRate: ratio(num(row?.bounces), visits),
  };
}

export async function analyticsReport(
  db: Db,
  range: DateRange,
  /** `timeZone`: the agency's (config.agencyTimeZone), whose days the range names and the rollups count. */
  options: { now?: Date; retentionDays: number; timeZone: string },
): Promise<AnalyticsReport> {
  const now = options.now ?? new Date();
  const previous = previousRange(range);
  await refreshRollups(db, previous.from, range.to, { now, retentionDays: options.retentionDays, timeZone: options.timeZone });

  const keyed = await db
    .select({
      dimension: d.dimension,
      key: d.key,
      views: sql<number>`sum(${d.count})`,
      visitors: sql<number>`sum(${d.visitors})`,
    })
    .from(d)
    .where(and(inRange(range), eq(d.metric, "pageviews")))
    .groupBy(d.dimension, d.key)
    .orderBy(sql`3 desc`, d.key);
  const byDimension = (dimension: string) =>
    keyed
      .filter((row) => row.dimension === dimension)
      .slice(0, TOP)
      .map((row) => ({ key: row.key, views: num(row.views), visitors: num(row.visitors) }));
  const viewsOfPath = new Map(keyed.filter((row) => row.dimension === "path").map((row) => [row.key, num(row.views)]));

  const series = await db
    .select({ day: d.day, pageviews: d.count, visitors: d.visitors })
    .from(d)
    .where(and(inRange(range), eq(d.metric, "pageviews"), eq(d.dimension, "all")))
    .orderBy(d.day);
  const seriesByDay = new Map(series.map((row) => [row.day, row]));

  const ctaRows = await db
    .select({
      key: d.key,
      clicks: sql<number>`sum(${d.count})`,
      visitors: sql<number>`sum(${d.visitors})`,
      link: sql<string>`max(${d.values}->>'link')`,
      source: sql<string>`max(${d.values}->>'source')`,
    })
    .from(d)
    .where(and(inRange(range), eq(d.metric, "cta")))
    .groupBy(d.key)
    .orderBy(sql`2 desc`, d.key);
  const ctas: CtaRow[] = ctaRows.map((row) => {
    const [text = "", section = "", path = ""] = JSON.parse(row.key) as string[];
    const clicks = num(row.clicks);
    return {
      text,
      section,
      path,
      link: row.link ?? "",
      source: row.source ?? "",
      clicks,
      visitors: num(row.visitors),
      ctr: ratio(clicks, viewsOfPath.get(path) ?? 0),
    };
  });
  const sections = new Map<string, number>();
  for (const cta of ctas) sections.set(cta.section, (sections.get(cta.section) ?? 0) + cta.clicks);

  const vitalRows = await db
    .select({
      route: sql<string>`${d.values}->>'route'`,
      metric: sql<string>`${d.values}->>'metric'`,
      samples: sql<number>`sum(${d.count})`,
      p75: sql<number>`sum(${d.count} * coalesce((${d.values}->>'p75')::float8, 0)) / nullif(sum(${d.count}), 0)`,
      good: sql<number>`sum(coalesce((${d.values}->>'good')::int, 0))`,
      ni: sql<number>`sum(coalesce((${d.values}->>'ni')::int, 0))`,
      poor: sql<number>`sum(coalesce((${d.values}->>'poor')::int, 0))`,
      tasks: sql<number>`sum(coalesce((${d.values}->>'tasks')::float8, 0))`,
    })
    .from(d)
    .where(and(inRange(range), eq(d.metric, "vitals")))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  const vitals = vitalRows
    .filter((row) => row.metric !== "LONG_TASKS")
    .map((row) => ({
      route: row.route,
      metric: row.metric,
      samples: num(row.samples),
      p75: num(row.p75),
      good: num(row.good),
      ni: num(row.ni),
      poor: num(row.poor),
    }));
  const longTasks = vitalRows
    .filter((row) => row.metric === "LONG_TASKS")
    .map((row) => ({ route: row.route, pageviews: num(row.samples), tasks: num(row.tasks) }));

  const notFound = (
    await db
      .select({
        path: sql<string>`${d.values}->>'path'`,
        referrer: sql<string>`${d.values}->>'referrer'`,
        title: sql<string>`max(${d.values}->>'title')`,
        count: sql<number>`sum(${d.count})`,
      })
      .from(d)
      .where(and(inRange(range), eq(d.metric, "404")))
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`4 desc`, sql`1`)
      .limit(200)
  ).map((row) => ({ path: row.path, referrer: row.referrer ?? "", title: row.title ?? "", count: num(row.count) }));

  const formRows = await db
    .select({ name: d.dimension, form: d.key, count: sql<number>`sum(${d.count})` })
    .from(d)
    .where(and(inRange(range), eq(d.metric, "forms")))
    .groupBy(d.dimension, d.key);
  const forms = [...new Set(formRows.map((row) => row.form))].sort().map((form) => ({
    form,
    starts: num(formRows.find((row) => row.form === form && row.name === "form_start")?.count),
    submits: num(formRows.find((row) => row.form === form && row.name === "form_submit")?.count),
  }));

  const funnel: FunnelRow[] = (
    await db
      .select({
        landing: d.key,
        route: sql<string | null>`max(${d.values}->>'route')`,
        visits: sql<number>`sum(${d.count})`,
        cta: sql<number>`sum((${d.values}->>'cta')::int)`,
        leads: sql<number>`sum((${d.values}->>'leads')::int)`,
      })
      .from(d)
      .where(and(inRange(range), eq(d.metric, "funnel")))
      .groupBy(d.key)
      .orderBy(sql`3 desc`, d.key)
  ).map((row) => ({
    landing: row.landing,
    route: row.route,
    visits: num(row.visits),
    cta: num(row.cta),
    leads: num(row.leads),
    conversion: ratio(num(row.leads), num(row.visits)),
  }));

  return {
    range,
    previous,
    totals: await totalsOf(db, range),
    previousTotals: await totalsOf(db, previous),
    series: daysBetween(range.from, range.to).map((day) => ({
      day,
      pageviews: num(seriesByDay.get(day)?.pageviews),
      visitors: num(seriesByDay.get(day)?.visitors),
    })),
    pages: byDimension("path"),
    routes: byDimension("route"),
    referrers: byDimension("referrer"),
    sources: byDimension("source"),
    campaigns: byDimension("campaign"),
    devices: byDimension("width"),
    ctas: ctas.slice(0, 100),
    ctaSections: [...sections].map(([section, clicks]) => ({ section, clicks })).sort((a, b) => b.clicks - a.clicks),
    vitals,
    longTasks,
    notFound,
    forms,
    funnel: funnel.slice(0, TOP),
    cityFunnel: funnel.filter((row) => row.route === CITY_SERVICE_TEMPLATE).slice(0, TOP),
  };
}
