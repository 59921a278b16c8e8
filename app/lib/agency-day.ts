import { zonedTimeToUtc } from "./leads/session-slots";

/**
 * The agency's day. Every report that counts by day (the inbox's figures and
 * date filters, the analytics dashboard, its rollups and the visitor salt,
 * the assistant's figures, the super-admin metrics explorer) takes the one
 * time zone configured as AGENCY_TIME_ZONE (app/.server/config.ts), so an
 * evening's leads and visits fall on the same day everywhere (issue 20 D4:
 * figures counted New York days, analytics UTC). No report keeps a zone of
 * its own: the zone is passed in, from the configuration on the server and
 * from the back-office layout's loader data in the browser.
 */
export const DEFAULT_AGENCY_TIME_ZONE = "America/New_York";

/**
 * An IANA zone name ("America/Los_Angeles", "Europe/Berlin", "UTC"): letters
 * first, then letters, digits, `_`, `+`, `-` and `/`. Offsets such as "+01:00"
 * are refused although Intl takes them: PostgreSQL reads a bare offset with
 * the POSIX sign (east of Greenwich negative), so the SQL and the page would
 * put one evening on different days. The name also goes into SQL as a
 * literal (zonedDaySql), which this pattern keeps quote-free.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether `timeZone` is an IANA zone name that Intl knows. */
export function isZoneName(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone) || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat for a locale and options, made once: making one
 * costs far more than formatting with it, and every report row formats.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The agency's date at `at` in `timeZone`, as YYYY-MM-DD. */
export function agencyDay(at: Date, timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** A day label moved by whole calendar days ("2026-03-08", 1 → "2026-03-09"): arithmetic on dates, not instants. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant the day `day` (YYYY-MM-DD) starts in `timeZone`; `plusDays` moves by calendar days (DST-aware). */
export function agencyDayStart(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedTimeToUtc({ year, month, day: date + plusDays, hour: 0, minute: 0 }, timeZone);
}

/** The instants a range of the agency's days covers: from the start of `from` to the start of the day after `to`. */
export function agencyDayBounds(timeZone: string, from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    start: from ? agencyDayStart(from, timeZone) : undefined,
    end: to ? agencyDayStart(to, timeZone, 1) : undefined,
  };
}
