import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { agencyDay, agencyDayStart } from "~/lib/agency-day";
import { channelOf, type JourneyVisit, type LeadJourney, VISIT_GAP_MINUTES } from "~/lib/lead-analytics";
import type { Db } from "../db/client";
import { analyticsEvents } from "../db/schema";

export interface JourneyLead {
  id: string;
  visitorHash: string | null;
  createdAt: Date;
}

/**
 * The journeys of many leads in one query per day (see app/lib/lead-analytics.ts
 * for what a journey can and cannot be): the page views of each lead's visitor
 * key on the lead's agency day, up to the moment the lead was sent, cut into
 * visits at 30-minute gaps. Leads without a key get an empty journey.
 */
export async function loadJourneys(db: Db, leads: JourneyLead[], timeZone: string): Promise<Map<string, LeadJourney>> {
  const journeys = new Map<string, LeadJourney>();
  const byDay = new Map<string, JourneyLead[]>();
  for (const lead of leads) {
    journeys.set(lead.id, { leadId: lead.id, leadAt: lead.createdAt, visits: [] });
    if (!lead.visitorHash) continue;
    const day = agencyDay(lead.createdAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), lead]);
  }
  for (const [day, dayLeads] of byDay) {
    const start = agencyDayStart(day, timeZone);
    const end = agencyDayStart(day, timeZone, 1);
    const keys = [...new Set(dayLeads.map((lead) => lead.visitorHash as string))];
    const rows = await db
      .select({
        visitorHash: analyticsEvents.visitorHash,
        at: analyticsEvents.occurredAt,
        path: analyticsEvents.path,
        referrerHost: analyticsEvents.referrerHost,
        utmSource: analyticsEvents.utmSource,
        utmMedium: analyticsEvents.utmMedium,
        utmCampaign: analyticsEvents.utmCampaign,
      })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.name, "pageview"),
          inArray(analyticsEvents.visitorHash, keys),
          gte(analyticsEvents.occurredAt, start),
          lt(analyticsEvents.occurredAt, end),
        ),
      )
      .orderBy(asc(analyticsEvents.visitorHash), asc(analyticsEvents.occurredAt));
    const viewsByKey = new Map<string, typeof rows>();
    for (const row of rows) viewsByKey.set(row.visitorHash, [...(viewsByKey.get(row.visitorHash) ?? []), row]);
    for (const lead of dayLeads) {
      const views = (viewsByKey.get(lead.visitorHash as string) ?? []).filter((view) => view.at <= lead.createdAt);
      (journeys.get(lead.id) as LeadJourney).visits = toVisits(views);
    }
  }
  return journeys;
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
