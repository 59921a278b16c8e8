import { sql } from "drizzle-orm";
import { SESSION_TIME_ZONE, zonedTimeToUtc } from "~/lib/session-slots";
import { leads } from "../db/schema";

/**
 * Where a lead came from, the same way in the list's filter, its column, the
 * CSV and the figures: the UTM source when the landing page carried one, else
 * the referring site's host, else `direct`. Lower case, so "Google" and
 * "google" count together.
 */
export const leadSource = sql<string>`coalesce(
  nullif(lower(trim(${leads.utmSource})), ''),
  nullif(lower(substring(${leads.referrer} from '^https?://(?:www\\.)?([^/:?#]+)')), ''),
  'direct')`;

/** The agency works New York hours: days in filters and figures are New York days. */
export const AGENCY_TIME_ZONE = SESSION_TIME_ZONE;

/** The instants a range of New York days covers: from the start of `from` to the start of the day after `to`. */
export function dayBounds(from?: string, to?: string): { start?: Date; end?: Date } {
  const at = (day: string, plusDays = 0) => {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    return zonedTimeToUtc({ year, month, day: date + plusDays, hour: 0, minute: 0 }, AGENCY_TIME_ZONE);
  };
  return { start: from ? at(from) : undefined, end: to ? at(to, 1) : undefined };
}

/** Today's date in New York, as YYYY-MM-DD. */
export function agencyToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: AGENCY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
