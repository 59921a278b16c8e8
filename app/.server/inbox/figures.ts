import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { leads } from "../db/schema";
import { type InboxResult, refuse } from "./deps";
import { AGENCY_TIME_ZONE, agencyToday, dayBounds, leadSource } from "./lead-source";

/**
 * Key figures for a range of New York days, over genuine leads (spam left
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

export const DEFAULT_RANGE_DAYS = 30;

export const MAX_RANGE_DAYS = 366;

/** The range asked for, or the last 30 days up to today (New York); at most MAX_RANGE_DAYS, so the chart stays readable. */
export function figuresRange(range: { from?: string; to?: string }, now: Date): InboxResult<{ from: string; to: string }> {
  const to = range.to ?? agencyToday(now);
  const from = range.from ?? shiftDay(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return refuse(400, "The start date must be on or before the end date.");
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return refuse(400, `Choose a range of at most ${MAX_RANGE_DAYS} days.`);
  return { ok: true, from, to };
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

export async function keyFigures(db: Db, range: { from: string; to: string }): Promise<KeyFigures> {
  const { start, end } = dayBounds(range.from, range.to);
  const where = and(eq(leads.isSpam, false), gte(leads.createdAt, start as Date), lt(leads.createdAt, end as Date));
  const day = sql<string>`to_char(${leads.createdAt} at time zone ${sql.raw(`'${AGENCY_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

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
