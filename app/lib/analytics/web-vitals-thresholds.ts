/**
 * Web-vital thresholds (spec §9, DESIGN.md §4.6: INP replaces the retired FID),
 * as [good up to, poor above]. They equal the web-vitals library's own, so the
 * beacon sends the library's rating; the server rates again from these.
 */
export const WEB_VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
} as const;

export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;
export const WEB_VITAL_NAMES = Object.keys(WEB_VITAL_THRESHOLDS) as WebVitalName[];
export type WebVitalRating = "good" | "needs-improvement" | "poor";

export function rateWebVital(metric: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Spec §9: a task over 50 ms is a long task; the beacon counts them per page view. */
export const LONG_TASK_MS = 50;
