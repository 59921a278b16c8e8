import { and, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { agencyDay, agencyDayStart } from "~/lib/agency-day";
import {
  channelOf,
  type JourneyVisit,
  type LeadJourney,
  readStoredVisits,
  storeVisits,
  VISIT_GAP_MINUTES,
} from "~/lib/leads/journeys";
import { analyticsEvents, type Db, leadJourneys, leads as leadsTable } from "../../db";

export interface JourneyLead {
  id: string;
  visitorHash: string | null;
  createdAt: Date;
}

/**
 * The journeys of many leads in one query (see app/lib/leads/journeys.ts for
 * what a journey can and cannot be): the page views of each lead's visitor
 * key on the lead's agency day, up to the moment the lead was sent, cut into
 * visits at 30-minute gaps. Leads without a key get an empty journey.
 *
 * The leads go to the database as one JSON array joined to analytics_events
 * on (visitor_hash, occurred_at), the index's own order: a year of events and
 * 10,000 leads is one index probe per lead, not a query per day.
 */
export async function loadJourneys(db: Db, leads: JourneyLead[], timeZone: string): Promise<Map<string, LeadJourney>> {
  const journeys = new Map<string, LeadJourney>();
  // Journeys kept when their day ended (captureLeadJourneys) come from lead_journeys; only the rest from raw events.
  const stored = await readStoredJourneys(db, leads);
  for (const lead of leads) {
    const visits = stored.get(lead.id);
    if (visits) journeys.set(lead.id, { leadId: lead.id, leadAt: lead.createdAt, visits });
  }
  const live = await loadLiveJourneys(
    db,
    leads.filter((lead) => !stored.has(lead.id)),
    timeZone,
  );
  for (const [id, journey] of live) journeys.set(id, journey);
  return journeys;
}

async function readStoredJourneys(db: Db, leads: JourneyLead[]): Promise<Map<string, JourneyVisit[]>> {
  const found = new Map<string, JourneyVisit[]>();
  const ids = leads.filter((lead) => lead.visitorHash).map((lead) => lead.id);
  // Bounded lists: a year's report asks for 10,000 leads, and a statement has at most 65,535 parameters.
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ leadId: leadJourneys.leadId, visits: leadJourneys.visits })
      .from(leadJourneys)
      .where(inArray(leadJourneys.leadId, ids.slice(i, i + 5000)));
    for (const row of rows) found.set(row.leadId, readStoredVisits(row.visits));
  }
  return found;
}

/**
 * Keeps the journeys of leads whose agency day is over (the visitor key has
 * turned over, so their journeys are final), before the nightly job deletes
 * raw events past the retention. Run by the analytics rollup job; each lead
 * is kept once (a lead whose page views were already gone when this first
 * ran is kept with no visits: "unknown", as it would be read live). Returns
 * how many were kept.
 */
export async function captureLeadJourneys(db: Db, options: { now: Date; timeZone: string }): Promise<number> {
  const todayStart = agencyDayStart(agencyDay(options.now, options.timeZone), options.timeZone);
  let kept = 0;
  for (;;) {
    const batch = await db
      .select({ id: leadsTable.id, visitorHash: leadsTable.visitorHash, createdAt: leadsTable.createdAt })
      .from(leadsTable)
      .leftJoin(leadJourneys, sql`${leadJourneys.leadId} = ${leadsTable.id}`)
      .where(and(isNull(leadJourneys.leadId), isNotNull(leadsTable.visitorHash), lt(leadsTable.createdAt, todayStart)))
      .limit(1000);
    if (batch.length === 0) return kept;
    const journeys = await loadLiveJourneys(db, batch, options.timeZone);
    await db
      .insert(leadJourneys)
      .values(batch.map((lead) => ({ leadId: lead.id, visits: storeVisits(journeys.get(lead.id)?.visits ?? []) })))
      .onConflictDoNothing();
    kept += batch.length;
  }
}

/** The journeys of `leads` read from raw page views (what the retention has not yet deleted). */
async function loadLiveJourneys(db: Db, leads: JourneyLead[], timeZone: string): Promise<Map<string, LeadJourney>> {
  const journeys = new Map<string, LeadJourney>();
  const keyed: { id: string; hash: string; start: string; at: string }[] = [];
  const dayStarts = new Map<string, string>();
  for (const lead of leads) {
    journeys.set(lead.id, { leadId: lead.id, leadAt: lead.createdAt, visits: [] });
    if (!lead.visitorHash) continue;
    // A day's start computed once per day: the zone arithmetic costs far more than the lookup (10,000 leads).
    const day = agencyDay(lead.createdAt, timeZone);
    let start = dayStarts.get(day);
    if (!start) {
      start = agencyDayStart(day, timeZone).toISOString();
      dayStarts.set(day, start);
    }
    keyed.push({ id: lead.id, hash: lead.visitorHash, start, at: lead.createdAt.toISOString() });
  }
  if (keyed.length === 0) return journeys;
  // One probe of the (visitor_hash, occurred_at) index per lead. `offset 0` keeps the LATERAL subquery a
  // subquery: pulled up, the planner hash-joins every page view of the year against the leads (4x slower on a year).
  const result = await db.execute(sql`
    select l.id, (extract(epoch from e.occurred_at) * 1000)::float8 as at_ms, e.path, e.referrer_host,
           e.utm_source, e.utm_medium, e.utm_campaign
    from jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb) as l(id text, hash text, start timestamptz, at timestamptz)
    cross join lateral (
      select occurred_at, id, path, referrer_host, utm_source, utm_medium, utm_campaign
      from ${analyticsEvents}
      where visitor_hash = l.hash and occurred_at >= l.start and occurred_at <= l.at and name = 'pageview'
      offset 0
    ) e
    order by l.id, e.occurred_at, e.id`);
  const rows = (result as unknown as { rows: JourneyRow[] }).rows;
  const viewsByLead = new Map<string, Parameters<typeof toVisits>[0]>();
  for (const row of rows) {
    const views = viewsByLead.get(row.id) ?? [];
    if (views.length === 0) viewsByLead.set(row.id, views);
    views.push({
      at: new Date(Number(row.at_ms)),
      path: row.path,
      referrerHost: row.referrer_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
    });
  }
  for (const [id, views] of viewsByLead) (journeys.get(id) as LeadJourney).visits = toVisits(views);
  return journeys;
}

interface JourneyRow {
  id: string;
  at_ms: number | string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** Page views (oldest first) cut into visits wherever VISIT_GAP_MINUTES pass without one. */
export function toVisits(
  views: {
    at: Date;
    path: string;
    referrerHost: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
  }[],
): JourneyVisit[] {
  const visits: JourneyVisit[] = [];
  let last: Date | null = null;
  for (const view of views) {
    if (!last || view.at.getTime() - last.getTime() > VISIT_GAP_MINUTES * 60_000) {
      visits.push({
        startedAt: view.at,
        landingPath: view.path,
        referrerHost: view.referrerHost,
        utmSource: view.utmSource,
        utmMedium: view.utmMedium,
        utmCampaign: view.utmCampaign,
        channel: channelOf(view),
        views: [],
      });
    }
    visits.at(-1)?.views.push({ at: view.at, path: view.path });
    last = view.at;
  }
  return visits;
}
