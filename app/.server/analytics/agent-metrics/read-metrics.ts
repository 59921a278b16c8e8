import { and, count, desc, gte, lte, sql } from "drizzle-orm";
import { agencyDay, agencyDayStart, shiftDay } from "~/lib/agency-day";
import type { DailyMetric } from "~/lib/auth/super-admin-views";
import { agentMetrics, type Db, zonedDaySql } from "../../db";
import type { MetricRow } from "./record-metric";

/**
 * Reading agent_metrics by date range, for GET /api/agent-metrics and the
 * explorer. Both ends are bounded: a range of at most MAX_RANGE_DAYS and at
 * most `limit` rows (newest first), so one request cannot read the table whole.
 */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 7;
export const MAX_ROWS = 1000;

export interface MetricsRange {
  from: Date;
  to: Date;
}

export type RangeResult = { ok: true; range: MetricsRange; limit: number } | { ok: false; message: string };

const DAY_MS = 86_400_000;
// ISO 8601 as Date.parse reads it reliably: a date, optionally with a time and zone.
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function parseIso(value: string, name: string): Date | string {
  if (!ISO.test(value)) return `${name} must be an ISO 8601 date or time, such as 2026-01-31 or 2026-01-31T12:00:00Z.`;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return `${name} is not a real date.`;
  return new Date(time);
}

/** `from` and `to` (ISO; default: the last 7 days up to now) and `limit` (1..1000, default 1000). */
export function parseMetricsQuery(params: URLSearchParams, now = new Date()): RangeResult {
  const rawTo = params.get("to");
  const rawFrom = params.get("from");
  const to = rawTo ? parseIso(rawTo, "to") : now;
  if (typeof to === "string") return { ok: false, message: to };
  const from = rawFrom ? parseIso(rawFrom, "from") : new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
  if (typeof from === "string") return { ok: false, message: from };
  if (from > to) return { ok: false, message: "from must not be after to." };
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    return { ok: false, message: `The range can be at most ${MAX_RANGE_DAYS} days; ask for several smaller ranges.` };
  }
  const rawLimit = params.get("limit");
  let limit = MAX_ROWS;
  if (rawLimit !== null) {
    if (!/^\d{1,5}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_ROWS) {
      return { ok: false, message: `limit must be a whole number from 1 to ${MAX_ROWS}.` };
    }
    limit = Number(rawLimit);
  }
  return { ok: true, range: { from, to }, limit };
}

const inRange = (range: MetricsRange) => and(gte(agentMetrics.createdAt, range.from), lte(agentMetrics.createdAt, range.to));

/** Rows in the range, newest first, at most `limit`; `truncated` says more exist. */
export async function readMetrics(
  db: Db,
  range: MetricsRange,
  limit = MAX_ROWS,
): Promise<{ rows: MetricRow[]; truncated: boolean }> {
  const rows = await db
    .select()
    .from(agentMetrics)
    .where(inRange(range))
    .orderBy(desc(agentMetrics.createdAt), desc(agentMetrics.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), truncated: rows.length > limit };
}

/**
 * Per metric type and day of the agency (`timeZone`, config.agencyTimeZone, as
 * every report counts days): how many and their average value (the explorer's charts).
 */
export async function metricsByDay(db: Db, range: MetricsRange, timeZone: string): Promise<DailyMetric[]> {
  const day = zonedDaySql(agentMetrics.createdAt, timeZone);
  const rows = await db
    .select({
      metricType: agentMetrics.metricType,
      day,
      count: count(),
      average: sql<number | null>`avg(${agentMetrics.value})::float8`,
    })
    .from(agentMetrics)
    .where(inRange(range))
    .groupBy(agentMetrics.metricType, day)
    .orderBy(agentMetrics.metricType, day);
  return rows.map((row) => ({ ...row, count: Number(row.count), average: row.average === null ? null : Number(row.average) }));
}

/**
 * The explorer's range from its date fields (YYYY-MM-DD, days of the agency's
 * `timeZone`, both days included; default the last 30 days). A bad value falls
 * back to the default and says why.
 */
export function explorerRange(
  params: URLSearchParams,
  now: Date,
  timeZone: string,
): { range: MetricsRange; fromDay: string; toDay: string; problem?: string } {
  const today = agencyDay(now, timeZone);
  const fallback = () => ({ fromDay: shiftDay(today, -29), toDay: today });
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const rawFrom = params.get("from") ?? "";
  const rawTo = params.get("to") ?? "";
  let { fromDay, toDay } = fallback();
  let problem: string | undefined;
  if (rawFrom || rawTo) {
    const query = new URLSearchParams({ from: rawFrom || fromDay, to: rawTo || toDay });
    const valid = day.test(query.get("from") ?? "") && day.test(query.get("to") ?? "");
    const checked = valid ? parseMetricsQuery(query, now) : { ok: false as const, message: "Dates must look like 2026-01-31." };
    if (checked.ok) {
      fromDay = query.get("from") ?? fromDay;
      toDay = query.get("to") ?? toDay;
    } else problem = checked.message;
  }
  return {
    // From the agency's midnight starting `fromDay` to the last millisecond before the one ending `toDay`.
    range: { from: agencyDayStart(fromDay, timeZone), to: new Date(agencyDayStart(toDay, timeZone, 1).getTime() - 1) },
    fromDay,
    toDay,
    problem,
  };
}
