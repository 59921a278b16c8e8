/**
 * What the benchmarks measure. Override the Lighthouse pages with
 * BENCH_LIGHTHOUSE_PATHS="/,/faq" (comma-separated). "blog-article" stands
 * for the first /blog/<slug> link found on /blog.
 */
export const lighthousePaths = (
  process.env.BENCH_LIGHTHOUSE_PATHS?.split(",") ?? [
    "/",
    "/rehab-marketing",
    "/rehab-marketing/california/los-angeles",
    "/faq",
    "blog-article",
  ]
)
  .map((item) => item.trim())
  .filter(Boolean);

/** Lighthouse runs per page; the median (by performance) is printed. BENCH_LIGHTHOUSE_RUNS overrides. */
export const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

/** The page the serving benchmark loads. */
export const servingPath = process.env.BENCH_SERVING_PATH ?? "/";

/** Lighthouse targets from issue 3: performance 95 or more, the other categories 100. */
export const lighthouseTargets: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Chromium flags for headless runs on these machines (see HELPERS.md). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
