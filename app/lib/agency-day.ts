import { SESSION_TIME_ZONE, zonedTimeToUtc } from "./session-slots";

/**
 * The agency's day. Every report that counts by day (the inbox's figures and
 * date filters, the analytics dashboard, its rollups and the visitor salt)
 * uses this one time zone, so an evening's leads and visits fall on the same
 * day everywhere (issue 20 D4: figures counted New York days, analytics UTC).
 */
export const AGENCY_TIME_ZONE = SESSION_TIME_ZONE;

const formatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: AGENCY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The agency's date at `at`, as YYYY-MM-DD. */
export function agencyDay(at: Date): string {
  return formatter.format(at);
}

/** A day label moved by whole calendar days ("2026-03-08", 1 → "2026-03-09"): arithmetic on dates, not instants. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant the agency's day `day` (YYYY-MM-DD) starts; `plusDays` moves by calendar days (DST-aware). */
export function agencyDayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedTimeToUtc({ year, month, day: date + plusDays, hour: 0, minute: 0 }, AGENCY_TIME_ZONE);
}
