import { and, eq, gte, lt, sql } from "drizzle-orm";
import { agencyDayBounds, shiftDay } from "~/lib/agency-day";
import { daysBetween } from "~/lib/day-range";
import { type Db, leads, zonedDaySql } from "../../db";
import { leadSource } from "./lead-source";

/**
 * Key figures for a range of the agency's days (AGENCY_TIME_ZONE), over genuine leads (spam left
 * out): leads per day by source, the share qualified (qualified, proposal or
 * won: a lead at `lost` may have been qualified once, but the pipeline keeps
 * only where it stands now), and the median time from arrival to the first
 * move out of `new`.
 */
export interface KeyFigures {
  from: string;
  to: string;
  total: number;
  qualified: number;
  /** 0..1; null without leads. */
  qualifiedShare: number | null;
  contacted: number;
  /** Seconds; null when no lead in the range has been contacted. */
  medianSecondsToFirstContact: number | null;
  sources: string[];
  /** One entry per day of the range, zeros included: { day: "2026-03-02", google: 3, direct: 1 }. */
  days: ({ day: string } & Record<string, number | string>)[];
}

/** `timeZone`: the agency's (config.agencyTimeZone), whose days the range names and the chart counts. */
export async function keyFigures(db: Db, range: { from: string; to: string }, timeZone: string): Promise<KeyFigures> {
  const { start, end } = agencyDayBounds(timeZone, range.from, range.to);
  const where = and(eq(leads.isSpam, false), gte(leads.createdAt, start as Date), lt(leads.createdAt, end as Date));
  const day = zonedDaySql(leads.createdAt, timeZone);

  const [perDay, [summary]] = await Promise.all([
    db
      .select({ day, source: leadSource, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(where)
      .groupBy(day, leadSource)
      .orderBy(day),
    db
      .select({
        total: sql<number>`count(*)::int`,
        qualified: sql<number>`(count(*) filter (where ${leads.status} in ('qualified', 'proposal', 'won')))::int`,
        contacted: sql<number>`(count(*) filter (where ${leads.firstContactedAt} is not null))::int`,
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${leads.firstContactedAt} - ${leads.createdAt}))::float8) filter (where ${leads.firstContactedAt} is not null)`,
      })
      .from(leads)
      .where(where),
  ]);

  const totals = new Map<string, number>();
  for (const row of perDay) totals.set(row.source, (totals.get(row.source) ?? 0) + Number(row.n));
  const sources = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b));

  const byDay = new Map<string, Record<string, number>>();
  for (const row of perDay) {
    const counts = byDay.get(row.day) ?? {};
    counts[row.source] = Number(row.n);
    byDay.set(row.day, counts);
  }
  const days: KeyFigures["days"] = [];
  const length = daysBetween(range.from, range.to);
  for (let index = 0; index < length; index++) {
    const key = shiftDay(range.from, index);
    const counts = byDay.get(key) ?? {};
    days.push({ day: key, ...Object.fromEntries(sources.map((source) => [source, counts[source] ?? 0])) });
  }

  const total = Number(summary?.total ?? 0);
  const qualified = Number(summary?.qualified ?? 0);
  const median = summary?.median;
  return {
    ...range,
    total,
    qualified,
    qualifiedShare: total > 0 ? qualified / total : null,
    contacted: Number(summary?.contacted ?? 0),
    medianSecondsToFirstContact: median === null || median === undefined ? null : Number(median),
    sources,
    days,
  };
}
