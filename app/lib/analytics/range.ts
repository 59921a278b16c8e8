import { z } from "zod";
import { agencyDay } from "../agency-day";

/** The dashboard's date range (the agency's days, AGENCY_TIME_ZONE): `?from=YYYY-MM-DD&to=YYYY-MM-DD`, by default the last 7 days. */
export const ANALYTICS_TABLES = [
  "pages",
  "routes",
  "referrers",
  "sources",
  "campaigns",
  "devices",
  "ctas",
  "vitals",
  "notFound",
  "funnel",
  "cityFunnel",
  "forms",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-01-31.")
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Not a real date.",
  );
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const MAX_RANGE_DAYS = 3 * 366;

export const analyticsQuerySchema = z.object({
  from: optional(day),
  to: optional(day),
  table: optional(z.enum(ANALYTICS_TABLES, "Unknown table.")),
});

/** The range asked for, with defaults; an error message when it cannot be used. */
export function resolveRange(
  query: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): { from: string; to: string } | { error: string } {
  const today = agencyDay(now, timeZone);
  const to = query.to ?? today;
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  if (from > to) return { error: "The start date is after the end date." };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) return { error: `A range can be at most ${MAX_RANGE_DAYS} days.` };
  return { from, to };
}
