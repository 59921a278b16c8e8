import "./zod-setup";
import { z } from "zod";
import { shiftDay } from "./agency-day";

/**
 * The one reading of a range of the agency's days from an address
 * (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), for every page that shows figures over
 * a range (analytics, its CSV, key figures): both ends optional, an empty
 * field meaning "not given"; by default the last `defaultDays` days up to the
 * agency's today; the start on or before the end; at most `maxDays` days. The
 * loader reads it with `listQuery`, so a refusal names its field ("from:
 * is not a real date", "to: The start date must be on or before the end
 * date.").
 */
export interface DayRangeOptions {
  /** The agency's today (agencyDay(now, AGENCY_TIME_ZONE)): the default end. */
  today: string;
  /** Days in the default range, today included. */
  defaultDays: number;
  /** The longest range taken. */
  maxDays: number;
}

export interface DayRange {
  from: string;
  to: string;
}

export const DAY_RANGE_TEXT = {
  format: "must be a date like 2026-03-31",
  notReal: "is not a real date",
  outOfRange: "must be a date from 2000-01-01 to 2100-12-31",
  reversed: "The start date must be on or before the end date.",
  tooLong: (maxDays: number) => `Choose a range of at most ${maxDays} days.`,
} as const;

const EARLIEST_DAY = "2000-01-01";
const LATEST_DAY = "2100-12-31";

/** Whether a YYYY-MM-DD day is within the years any date filter of ours takes (DAY_RANGE_TEXT.outOfRange). */
export const isSupportedDay = (value: string) => value >= EARLIEST_DAY && value <= LATEST_DAY;

/** One day, YYYY-MM-DD, that exists, from EARLIEST_DAY to LATEST_DAY. */
export const isoDay = z
  .string(DAY_RANGE_TEXT.format)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_RANGE_TEXT.format)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, DAY_RANGE_TEXT.notReal)
  // Nothing of ours is dated outside these years, and the database's time-zone arithmetic fails far outside them
  // (issue 35 B5: ?from=0001-01-01 answered 500, "time zone displacement out of range").
  .refine(isSupportedDay, DAY_RANGE_TEXT.outOfRange);

/** An empty field in a GET form means "not given". */
const optionalDay = z.preprocess((value) => (value === "" || value === null ? undefined : value), isoDay.optional());

/** Days in a range, both ends included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/** The range with its defaults filled in, or why it cannot be used. */
export function resolveDayRange(query: { from?: string; to?: string }, options: DayRangeOptions): DayRange | { error: string } {
  const to = query.to ?? options.today;
  const from = query.from ?? shiftDay(to, -(options.defaultDays - 1));
  if (from > to) return { error: DAY_RANGE_TEXT.reversed };
  if (daysBetween(from, to) > options.maxDays) return { error: DAY_RANGE_TEXT.tooLong(options.maxDays) };
  return { from, to };
}

/** The query schema: `from` and `to` (defaults filled in) beside the page's own fields (`extra`). */
export function dayRangeQuery<Shape extends z.ZodRawShape = Record<never, never>>(options: DayRangeOptions, extra?: Shape) {
  return z.object({ from: optionalDay, to: optionalDay, ...(extra ?? ({} as Shape)) }).transform((query, context) => {
    const range = resolveDayRange(query as { from?: string; to?: string }, options);
    if ("error" in range) {
      // A reversed range is the end date's fault; an overlong one, the whole range's.
      const path = range.error === DAY_RANGE_TEXT.reversed ? ["to"] : [];
      context.addIssue({ code: "custom", message: range.error, path });
      return z.NEVER;
    }
    return { ...query, ...range };
  });
}
