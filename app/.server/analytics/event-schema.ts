import { z } from "zod";
import { isUntrackedPath } from "~/lib/analytics/paths";
import { WEB_VITAL_NAMES } from "~/lib/analytics/web-vitals-thresholds";

/**
 * What the beacon (app/islands/analytics.ts) may send to POST /api/events.
 * Every field is bounded and every object strict: an unknown name, an extra
 * field, a wrong type or an oversized value makes the whole batch a 400 and
 * nothing of it is stored (Umami's collection endpoint works the same way).
 */
export const MAX_EVENTS_PER_BATCH = 25;
export const MAX_BATCH_BYTES = 16 * 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
const noControl = /^[^\u0000-\u001F\u007F]*$/;
const text = (max: number) => z.string().max(max).regex(noControl);

/** A path as the browser's location.pathname gives it: no query, no fragment, never a private area. */
const pagePath = text(300)
  .regex(/^\/[^?#\s]*$/)
  .refine((path) => !isUntrackedPath(path), "untracked path");

const common = {
  path: pagePath,
  route: text(200)
    .regex(/^(\/[^?#\s]*|404)$/)
    .optional(),
  /** document.referrer; only its host is kept (and the path, for 404s). */
  referrer: text(500).optional(),
  width: z.enum(["mobile", "tablet", "desktop"]).optional(),
  utm: z.strictObject({ source: text(100).optional(), medium: text(100).optional(), campaign: text(100).optional() }).optional(),
};

const pageview = z.strictObject({ ...common, name: z.literal("pageview") });
const ctaClick = z.strictObject({
  ...common,
  name: z.literal("CTA Click"),
  props: z.strictObject({ ctaText: text(200), ctaLink: text(500), source: text(50), section: text(100) }),
});
const webVitals = z.strictObject({
  ...common,
  name: z.literal("web_vitals"),
  props: z.union([
    z.strictObject({
      metric: z.enum(WEB_VITAL_NAMES as [string, ...string[]]),
      value: z.number().finite().min(0).max(600_000),
      rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
    }),
    // Long tasks over 50 ms during the page view: how many, and their total time.
    z.strictObject({
      metric: z.literal("LONG_TASKS"),
      value: z.number().int().min(0).max(100_000),
      totalMs: z.number().finite().min(0).max(3_600_000),
    }),
  ]),
});
const notFound = z.strictObject({ ...common, name: z.literal("404_error"), props: z.strictObject({ title: text(300) }) });
const formEvent = z.strictObject({
  ...common,
  name: z.enum(["form_start", "form_submit"]),
  props: z.strictObject({ form: text(50) }),
});

export const analyticsEventSchema = z.discriminatedUnion("name", [pageview, ctaClick, webVitals, notFound, formEvent]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});
export const ANALYTICS_EVENT_NAMES = ["pageview", "CTA Click", "web_vitals", "404_error", "form_start", "form_submit"] as const;
