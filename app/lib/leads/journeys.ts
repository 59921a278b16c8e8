/**
 * The shared vocabulary of issue 25 (lead analyzer, lead scores, dashboards):
 * what a lead's journey is and how a visit is put in a channel. Browser-safe;
 * the server reads journeys in app/.server/leads/journeys/journey.ts.
 *
 * A journey is what our own analytics saw of the visitor key that sent the
 * lead. The key is an HMAC with a salt that turns over at the agency's
 * midnight (app/.server/analytics/visitor.ts, DESIGN.md §1), so it joins a
 * lead only to the visits of its own day, before the lead was sent. Nothing
 * new is stored about the visitor to stretch that further: a lead whose key
 * saw no page view (tracking refused, GPC, no JavaScript, a visit on an
 * earlier day only) has no journey and counts as "unknown", never guessed.
 */

/** A new visit starts after this long without a page view (the usual web-analytics session rule). */
export const VISIT_GAP_MINUTES = 30;

/** The channel of a lead analytics did not see. */
export const UNKNOWN_CHANNEL = "unknown";

/** One page view of a journey. */
export interface JourneyView {
  at: Date;
  path: string;
}

/** One visit: page views without a 30-minute gap, with where the first came from. */
export interface JourneyVisit {
  startedAt: Date;
  landingPath: string;
  /** Host of the referring site, `null` when none or our own. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** `source / medium`, from channelOf. */
  channel: string;
  views: JourneyView[];
}

export interface LeadJourney {
  leadId: string;
  leadAt: Date;
  /** Oldest first; empty when analytics did not see the visitor. */
  visits: JourneyVisit[];
}

const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|search\.brave)\.[a-z.]+$/i;
const SOCIAL = /(^|\.)(facebook|instagram|linkedin|lnkd|t\.co|twitter|x|youtube|reddit|pinterest|tiktok)\.[a-z.]+$|^t\.co$/i;

/**
 * `source / medium` of a visit, the way Google Analytics and HubSpot name
 * channels: UTM tags win (lower-cased, trimmed); then the referrer (a search
 * engine is organic, a social network social, any other site a referral);
 * neither is `(direct) / (none)`.
 */
export function channelOf(visit: { referrerHost: string | null; utmSource: string | null; utmMedium: string | null }): string {
  const source = visit.utmSource?.trim().toLowerCase();
  const medium = visit.utmMedium?.trim().toLowerCase();
  if (source || medium) return `${source || "(not set)"} / ${medium || "(not set)"}`;
  const host = visit.referrerHost
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, "");
  if (!host) return "(direct) / (none)";
  if (SEARCH_ENGINES.test(host))
    return `${host.split(".").at(-2) === "search" ? "brave" : (host.match(SEARCH_ENGINES)?.[2] ?? host)} / organic`;
  if (SOCIAL.test(host)) return `${host} / social`;
  return `${host} / referral`;
}

/** A visit as kept in lead_journeys (JSON): the times as ISO strings. */
export type StoredJourneyVisit = Omit<JourneyVisit, "startedAt" | "views"> & {
  startedAt: string;
  views: { at: string; path: string }[];
};

export function storeVisits(visits: JourneyVisit[]): StoredJourneyVisit[] {
  return visits.map((visit) => ({
    ...visit,
    startedAt: visit.startedAt.toISOString(),
    views: visit.views.map((view) => ({ at: view.at.toISOString(), path: view.path })),
  }));
}

export function readStoredVisits(visits: StoredJourneyVisit[]): JourneyVisit[] {
  return visits.map((visit) => ({
    ...visit,
    startedAt: new Date(visit.startedAt),
    views: visit.views.map((view) => ({ at: new Date(view.at), path: view.path })),
  }));
}
