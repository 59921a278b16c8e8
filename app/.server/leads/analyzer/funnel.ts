import { sql } from "drizzle-orm";
import { shiftDay } from "~/lib/agency-day";
import {
  type DayRange,
  ENGAGED_MIN_SECONDS,
  ENGAGED_MIN_VIEWS,
  FUNNEL_STAGES,
  type FunnelDimension,
  type FunnelStage,
  previousRange,
} from "~/lib/leads/analyzer";
import { channelOf, UNKNOWN_CHANNEL, VISIT_GAP_MINUTES } from "~/lib/leads/journeys";
import { analyticsEvents, type Db } from "../../db";
import { loadJourneys } from "../journeys/journey";
import { loadRangeLeads, rangeBounds } from "./range-leads";

export type FunnelCounts = Record<FunnelStage, number>;
export type FunnelRow = { key: string } & FunnelCounts;

export interface FunnelReport {
  range: DayRange;
  previous: DayRange;
  dimension: FunnelDimension;
  totals: FunnelCounts;
  previousTotals: FunnelCounts;
  rows: FunnelRow[];
  previousRows: FunnelRow[];
}

const zero = (): FunnelCounts => ({ visits: 0, engaged: 0, leads: 0, contacted: 0, qualified: 0, proposal: 0, won: 0 });

interface VisitGroup {
  landing: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  visits: number | string;
  engaged: number | string;
}

/**
 * Visits of a range counted by the database: a visitor key's events (of any
 * kind, so a page left open and measured on leaving counts its time) cut at
 * 30-minute gaps, kept when they hold a page view; a visit is engaged with
 * 2+ page views or 60 s+ from its first to its last event. Its channel and
 * landing page are those of its first page view, as in a journey.
 *
 * Day by day: the visitor key changes at the agency's midnight, so no visit
 * spans two days, and each day's few thousand events sort in memory where a
 * year's million would spill to disk (a LATERAL per day; `offset 0` keeps it one).
 */
async function visitGroups(db: Db, range: DayRange, timeZone: string): Promise<VisitGroup[]> {
  const days: { start: string; end: string }[] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) {
    const { start, end } = rangeBounds({ from: day, to: day }, timeZone);
    days.push({ start: start.toISOString(), end: end.toISOString() });
  }
  const result = await db.execute(sql`
    select first_view->>0 as landing, first_view->>1 as referrer_host, first_view->>2 as utm_source,
           first_view->>3 as utm_medium, count(*)::int as visits,
           (count(*) filter (where views >= ${ENGAGED_MIN_VIEWS} or seconds >= ${ENGAGED_MIN_SECONDS}))::int as engaged
    from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as d(start timestamptz, "end" timestamptz)
    cross join lateral (
      with ev as (
        select id, visitor_hash, occurred_at, name, path, referrer_host, utm_source, utm_medium,
               case when lag(occurred_at) over w is null
                      or occurred_at - lag(occurred_at) over w > make_interval(mins => ${VISIT_GAP_MINUTES}) then 1 else 0 end as opens
        from ${analyticsEvents}
        where occurred_at >= d.start and occurred_at < d."end"
        window w as (partition by visitor_hash order by occurred_at, id)
      ), numbered as (
        select *, sum(opens) over (partition by visitor_hash order by occurred_at, id rows unbounded preceding) as visit_no from ev
      )
      select count(*) filter (where name = 'pageview') as views,
             extract(epoch from max(occurred_at) - min(occurred_at))::float8 as seconds,
             -- One ordered aggregate for the four fields of the first page view: four would sort each visit four times.
             (array_agg(json_build_array(path, referrer_host, utm_source, utm_medium) order by occurred_at, id)
               filter (where name = 'pageview'))[1] as first_view
      from numbered group by visitor_hash, visit_no
      offset 0
    ) v
    where views > 0
    group by 1, 2, 3, 4`);
  return (result as unknown as { rows: VisitGroup[] }).rows;
}

/** One range's funnel by channel or landing page. */
async function funnelOf(db: Db, range: DayRange, timeZone: string, dimension: FunnelDimension) {
  const rows = new Map<string, FunnelRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) {
      found = { key, ...zero() };
      rows.set(key, found);
    }
    return found;
  };
  for (const group of await visitGroups(db, range, timeZone)) {
    const key =
      dimension === "channel"
        ? channelOf({ referrerHost: group.referrer_host, utmSource: group.utm_source, utmMedium: group.utm_medium })
        : group.landing;
    const target = row(key);
    target.visits += Number(group.visits);
    target.engaged += Number(group.engaged);
  }
  // A lead is counted where it converted: the channel and landing page of its journey's last visit.
  const leads = await loadRangeLeads(db, range, timeZone);
  const journeys = await loadJourneys(db, leads, timeZone);
  for (const lead of leads) {
    const last = journeys.get(lead.id)?.visits.at(-1);
    const target = row(last ? (dimension === "channel" ? last.channel : last.landingPath) : UNKNOWN_CHANNEL);
    target.leads++;
    if (lead.reached >= 1) target.contacted++;
    if (lead.reached >= 2) target.qualified++;
    if (lead.reached >= 3) target.proposal++;
    if (lead.reached >= 4) target.won++;
  }
  const totals = zero();
  for (const counts of rows.values()) for (const stage of FUNNEL_STAGES) totals[stage] += counts[stage];
  const sorted = [...rows.values()].sort((a, b) => b.visits - a.visits || b.leads - a.leads || a.key.localeCompare(b.key));
  return { totals, rows: sorted };
}

/**
 * visit → engaged visit → lead → contacted → qualified → proposal → won for a
 * range and for the range of equal length before it. The lead steps count
 * leads that reached the step or a later one (a won lead was also contacted),
 * from the same history the attribution reads.
 */
export async function funnelReport(db: Db, range: DayRange, timeZone: string, dimension: FunnelDimension): Promise<FunnelReport> {
  const previous = previousRange(range);
  const now = await funnelOf(db, range, timeZone, dimension);
  const before = await funnelOf(db, previous, timeZone, dimension);
  return {
    range,
    previous,
    dimension,
    totals: now.totals,
    previousTotals: before.totals,
    rows: now.rows,
    previousRows: before.rows,
  };
}
