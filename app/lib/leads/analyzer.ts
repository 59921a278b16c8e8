import { z } from "zod";
import { agencyDay, shiftDay } from "../agency-day";
import { DAY_RANGE_TEXT, isSupportedDay } from "../day-range";

/**
 * The lead analyzer (/lead-analyzer, issue 25 items 2-4): which channels,
 * campaigns, landing pages and content bring leads that become clients, the
 * funnel from visit to won, and how fast staff answer. Browser-safe: the
 * range and query schema, the model names and the texts; the server reads in
 * app/.server/leads/analyzer/. Rules a user must understand: docs/lead-analyzer.md.
 */

export const ATTRIBUTION_MODELS = ["first", "last", "linear", "uShaped", "timeDecay"] as const;
export type AttributionModel = (typeof ATTRIBUTION_MODELS)[number];
export const MODEL_LABELS: Record<AttributionModel, string> = {
  first: "First touch",
  last: "Last touch",
  linear: "Linear",
  uShaped: "U-shaped (40/20/40)",
  timeDecay: "Time decay (7-day half-life)",
};

/** What a touch is credited to. `content`: the pages viewed in the visit (see docs/lead-analyzer.md). */
export const ATTRIBUTION_DIMENSIONS = ["channel", "campaign", "landingPage", "content"] as const;
export type AttributionDimension = (typeof ATTRIBUTION_DIMENSIONS)[number];
export const DIMENSION_LABELS: Record<AttributionDimension, string> = {
  channel: "Channel (source / medium)",
  campaign: "Campaign",
  landingPage: "Landing page",
  content: "Content (pages viewed)",
};

/** Which leads a report credits: every lead, those that reached qualified (or later), those won. */
export const ATTRIBUTION_AUDIENCES = ["leads", "qualified", "won"] as const;
export type AttributionAudience = (typeof ATTRIBUTION_AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<AttributionAudience, string> = {
  leads: "Leads",
  qualified: "Qualified leads",
  won: "Won leads",
};

/** The funnel's breakdowns. */
export const FUNNEL_DIMENSIONS = ["channel", "landingPage"] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/** The funnel's steps, in order. */
export const FUNNEL_STAGES = ["visits", "engaged", "leads", "contacted", "qualified", "proposal", "won"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const STAGE_LABELS: Record<FunnelStage, string> = {
  visits: "Visits",
  engaged: "Engaged visits",
  leads: "Leads",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
};

/** An engaged visit: at least this many page views, or at least this long from its first to its last event. */
export const ENGAGED_MIN_VIEWS = 2;
export const ENGAGED_MIN_SECONDS = 60;
/** Time decay: a touch this old at the lead's time counts half as much as one at the lead's time. */
export const TIME_DECAY_HALF_LIFE_DAYS = 7;
/** The campaign of a visit without a UTM campaign. */
export const NO_CAMPAIGN = "(none)";

/** A range can be at most this many of the agency's days. */
export const MAX_RANGE_DAYS = 366;
/** Without `from`/`to`: the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MESSAGE = "Use a date such as 2026-01-31.";
const day = z
  .string()
  .max(10, DAY_MESSAGE)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Not a real date.",
  )
  .refine(isSupportedDay, `The date ${DAY_RANGE_TEXT.outOfRange}.`);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** The page's and the CSV's query: `?from&to&dimension&audience&funnelBy`. */
export const leadAnalyzerQuerySchema = z.object({
  from: optional(day),
  to: optional(day),
  dimension: optional(z.enum(ATTRIBUTION_DIMENSIONS, "Unknown dimension: use channel, campaign, landingPage or content.")),
  audience: optional(z.enum(ATTRIBUTION_AUDIENCES, "Unknown audience: use leads, qualified or won.")),
  funnelBy: optional(z.enum(FUNNEL_DIMENSIONS, "Unknown funnel breakdown: use channel or landingPage.")),
});
export type LeadAnalyzerQuery = z.infer<typeof leadAnalyzerQuerySchema>;

/** The CSV export names one report. */
export const LEAD_ANALYZER_EXPORTS = ["attribution", "funnel", "speed"] as const;
export const leadAnalyzerCsvQuerySchema = leadAnalyzerQuerySchema.extend({
  report: optional(z.enum(LEAD_ANALYZER_EXPORTS, "Unknown report: use attribution, funnel or speed.")),
  model: optional(z.enum(ATTRIBUTION_MODELS, "Unknown model: use first, last, linear, uShaped or timeDecay.")),
});

export interface DayRange {
  from: string;
  to: string;
}

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** Days in a range, both ends included. */
export const rangeDays = (range: DayRange): number => dayNumber(range.to) - dayNumber(range.from) + 1;

/** The range of equal length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) };
}

/** The range asked for, with defaults (the last 30 days to today), or why it cannot be used. */
export function resolveLeadRange(
  query: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): DayRange | { error: string } {
  const to = query.to ?? agencyDay(now, timeZone);
  const from = query.from ?? shiftDay(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return { error: `The start date (${from}) is after the end date (${to}).` };
  const days = rangeDays({ from, to });
  if (days > MAX_RANGE_DAYS) return { error: `A range can be at most ${MAX_RANGE_DAYS} days; this one has ${days}.` };
  return { from, to };
}

/** The page's help text on what is never computed, and why. */
export const EKRA_NOTE =
  "No figure per admission or per patient is computed or exported here. Fees tied to patient referrals are unlawful " +
  "under the Eliminating Kickbacks in Recovery Act (EKRA, 18 U.S.C. § 220) in addiction treatment, so the analyzer " +
  "counts leads and pipeline steps, never admissions, patients or money per admission.";

/**
 * Said above the funnel when its ranges reach back past the analytics
 * retention: the raw page views the visit steps are counted from are gone
 * before `keptFrom`, while the lead steps (from the leads and their kept
 * journeys) are complete.
 */
export const visitsNotKeptNote = (keptFrom: string, retentionDays: number) =>
  `Visits before ${keptFrom} are no longer kept (analytics keeps raw visits for ${retentionDays} days), so the visit and ` +
  "engaged-visit steps count only from that day; the lead steps are complete.";

export const UNKNOWN_NOTE =
  'A lead whose visitor our analytics did not see (tracking refused, Global Privacy Control, no JavaScript, or visits on an earlier day only: the visitor key changes at midnight) counts as "unknown", never guessed.';

/** A duration in seconds as people read it: "45 s", "12 min", "3.5 h", "2.1 d". */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400 * 2) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} d`;
}
