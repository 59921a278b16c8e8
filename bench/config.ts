/**
 * What the benchmarks measure. Override the Lighthouse pages with
 * BENCH_LIGHTHOUSE_PATHS="/,/faq" (comma-separated). "blog-article" stands
 * for the first /blog/<slug> link found on /blog. Issue 10's pages: home, a
 * service page, a city service page, the FAQ, a blog article, a state page
 * and a schema-driven guide.
 */
export const lighthousePaths = (
  process.env.BENCH_LIGHTHOUSE_PATHS?.split(",") ?? [
    "/",
    "/rehab-marketing",
    "/rehab-marketing/california/los-angeles",
    "/faq",
    "blog-article",
    "/locations/california",
    "/how-to-start-rehab",
  ]
)
  .map((item) => item.trim())
  .filter(Boolean);

/** Lighthouse runs per page; each is printed, then the median (by performance). BENCH_LIGHTHOUSE_RUNS overrides. */
export const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);

/**
 * BENCH_BUSY=1: Lighthouse runs while CPU-heavy work competes for every core
 * (a type check of the project in a loop, one per core), to show how much a
 * page's score depends on an idle machine.
 */
export const lighthouseBusy = process.env.BENCH_BUSY === "1";

/** The page the serving benchmark loads. */
export const servingPath = process.env.BENCH_SERVING_PATH ?? "/";

/** Lighthouse targets from issue 10: performance 99 or more (median), the other categories 100. */
export const lighthouseTargets: Record<string, number> = {
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Issue 10: total blocking time of the median run, at most. */
export const lighthouseMaxTbtMs = 50;

/**
 * The public templates the weight benchmark loads, one page each, and the
 * most gzipped script each may run (issue 10): content pages 20 KB, the
 * pages with forms (which hydrate React) 120 KB.
 */
export const weightTemplates: { name: string; path: string; targetKb: number | null }[] = [
  { name: "home", path: "/", targetKb: 20 },
  { name: "about", path: "/about", targetKb: 20 },
  { name: "case studies", path: "/case-studies", targetKb: 20 },
  { name: "faq", path: "/faq", targetKb: 20 },
  { name: "legal", path: "/privacy-policy", targetKb: 20 },
  { name: "services index", path: "/services", targetKb: 20 },
  { name: "service (schema)", path: "/rehab-marketing", targetKb: 20 },
  { name: "guide (schema)", path: "/how-to-start-rehab", targetKb: 20 },
  { name: "blog list", path: "/blog", targetKb: 20 },
  { name: "blog article", path: "blog-article", targetKb: 20 },
  { name: "locations", path: "/locations", targetKb: 20 },
  { name: "state", path: "/locations/california", targetKb: 20 },
  { name: "city", path: "/locations/california/los-angeles", targetKb: 20 },
  { name: "city service", path: "/rehab-marketing/california/los-angeles", targetKb: 20 },
  { name: "404", path: "/no-such-page", targetKb: 20 },
  { name: "contact (form)", path: "/contact", targetKb: 120 },
  { name: "schedule (form)", path: "/schedule-session", targetKb: 120 },
  // No target: a hydrated page with almost no code of its own, so the framework's share of the form pages shows.
  { name: "hydrated floor (debug)", path: "/debug", targetKb: null },
];

/** Chromium flags for headless runs on these machines: the one list (DESIGN.md §1). */
export { CHROMIUM_FLAGS as chromiumFlags } from "../app/.server/audits/analyzer/lab/chromium";
