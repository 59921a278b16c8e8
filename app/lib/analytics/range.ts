import { z } from "zod";
import { dayRangeQuery } from "../day-range";

/** The dashboard's tables (each one a CSV); its range is the one day-range query (app/lib/day-range.ts). */
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

/** /admin/analytics and its CSV: the last 7 days by default, at most three years; `table` names the CSV's table. */
export const ANALYTICS_RANGE = { defaultDays: 7, maxDays: 3 * 366 } as const;
export const analyticsQuery = (today: string) =>
  dayRangeQuery(
    { today, ...ANALYTICS_RANGE },
    {
      table: z.preprocess((value) => (value === "" ? undefined : value), z.enum(ANALYTICS_TABLES, "Unknown table.").optional()),
    },
  );
