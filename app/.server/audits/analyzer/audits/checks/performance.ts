import type { FormFactor, LighthouseRun } from "../../lab/types";
import { median, outcome, percentile, plural, type Site, type SitePage } from "../site";
import type { CheckDefinition, CheckOutcome } from "../types";

/** Spec §9 web-vital thresholds (good / poor); LCP in ms. TBT's are Lighthouse's. */
const LCP = { good: 2500, poor: 4000 };
const CLS = { good: 0.1, poor: 0.25 };
const TBT = { good: 200, poor: 600 };
const TTFB = { good: 800, poor: 1800 };
const HTML_BYTES = { good: 100_000, poor: 500_000 };
/** One page over 2 s is a slow page (the crawler reports from 1 s; 2 s allows for a busy moment). */
const SLOW_PAGE = { good: 2000, poor: 5000 };
/** HTML plus the images the crawl sized: over 2 MB a page is heavy on mobile data (HTTP Archive's median page is about 2 MB). */
const PAGE_WEIGHT = { good: 2_000_000, poor: 6_000_000 };

/** 1 at or under `good`, 0 at or over `poor`, linear between: partial credit for "needs improvement". */
function graded(value: number, limits: { good: number; poor: number }): number {
  if (value <= limits.good) return 1;
  if (value >= limits.poor) return 0;
  return (limits.poor - value) / (limits.poor - limits.good);
}

const measured = (site: Site, factor?: FormFactor) =>
  site.lab.runs.filter((r) => r.error === null && r.performanceScore !== null && (!factor || r.formFactor === factor));

function metricCheck(
  site: Site,
  pick: (run: LighthouseRun) => number | null,
  limits: { good: number; poor: number },
  label: string,
  format: (v: number) => string,
  factor?: FormFactor,
): CheckOutcome | null {
  const runs = measured(site, factor).filter((r) => pick(r) !== null);
  if (runs.length === 0) return null;
  const scores = runs.map((r) => graded(pick(r)!, limits));
  const failing = runs.filter((r) => pick(r)! > limits.good);
  const list = runs.map((r) => `${r.url} (${r.formFactor}) ${format(pick(r)!)}`).join("; ");
  return {
    passed: failing.length === 0,
    score: scores.reduce((a, b) => a + b, 0) / scores.length,
    details: `${label}, good at ${format(limits.good)} or less: ${list}.`,
    urls: [...new Set(failing.map((r) => r.url))],
  };
}

/** The lab's page set (chosen by the analysis flow's lab-pages). */
const LAB_PAGES = "the home page, the slowest and the heaviest pages, one page per template";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The HTML and the distinct images of a page whose size the crawl knows (scripts and styles are not sized). */
function pageWeight(page: SitePage): number {
  const images = new Map(page.meta.images.map((i) => [i.src, i.bytes ?? 0]));
  return (page.row.bytes ?? 0) + [...images.values()].reduce((a, b) => a + b, 0);
}

/**
 * Performance. With Chromium, Lighthouse's lab runs decide most of the score; without, only the
 * HTTP checks are measured; the others are "not measured" with Lighthouse's failure as the reason (`needs`).
 * Weights sum to 100.
 */
export const PERFORMANCE_CHECKS: CheckDefinition<Site>[] = [
  {
    id: "perf-lighthouse-score",
    title: "Lighthouse performance score",
    checks: `Lighthouse 13 performance score of every page the lab measured (${LAB_PAGES}), mobile and desktop (local Chromium). Passes when every run scores 90 or more; credit is the mean of the average and the worst run.`,
    weight: 25,
    why: "Most people searching for treatment do it on a phone, often in a hurry; slow pages lose them to the next result.",
    severity: "high",
    advice:
      "Work through Lighthouse's opportunities: compress and resize images, defer third-party scripts, cut unused JavaScript.",
    needs: "lighthouse",
    impact: 3,
    effort: 3,
    run: (site) => {
      const runs = measured(site);
      if (runs.length === 0) return null;
      const mean = runs.reduce((a, r) => a + r.performanceScore!, 0) / runs.length;
      const worst = Math.min(...runs.map((r) => r.performanceScore!));
      const list = runs.map((r) => `${r.url} (${r.formFactor}) ${r.performanceScore}`).join("; ");
      return {
        passed: worst >= 90,
        score: (mean + worst) / 200,
        details: `Mean score ${Math.round(mean)}, worst ${Math.round(worst)}: ${list}.`,
        urls: runs.filter((r) => r.performanceScore! < 90).map((r) => r.url),
      };
    },
  },
  {
    id: "perf-lcp-mobile",
    title: "Largest contentful paint on mobile",
    checks: `Lab LCP on a throttled mobile profile is 2.5 s or less (poor from 4 s, spec §9) on every page the lab measured (${LAB_PAGES}). Credit is the mean grade of the pages.`,
    weight: 20,
    why: "LCP is when the visitor sees the page's main content; Google uses it in ranking.",
    severity: "high",
    advice: "Serve the hero image in WebP/AVIF at the right size, preload it, and remove render-blocking CSS and scripts.",
    needs: "lighthouse",
    impact: 3,
    effort: 2,
    run: (site) => metricCheck(site, (r) => r.lcpMs, LCP, "Mobile LCP", seconds, "mobile"),
  },
  {
    id: "perf-lcp-desktop",
    title: "Largest contentful paint on desktop",
    checks: `Lab LCP on desktop is 2.5 s or less on every page the lab measured. Credit is the mean grade of the pages.`,
    weight: 10,
    why: "Family members often research on a computer at work; desktop should be fast too.",
    severity: "medium",
    advice: "As for mobile: lighter hero media and fewer render-blocking resources.",
    needs: "lighthouse",
    impact: 2,
    effort: 2,
    run: (site) => metricCheck(site, (r) => r.lcpMs, LCP, "Desktop LCP", seconds, "desktop"),
  },
  {
    id: "perf-cls",
    title: "Layout stays put",
    checks: "Cumulative layout shift is 0.1 or less (poor from 0.25) on every page the lab measured.",
    weight: 10,
    why: "Jumping layouts make people tap the wrong thing, like a call button they did not mean to press.",
    severity: "medium",
    advice: "Give images and embeds width and height, and reserve space for banners and chat widgets.",
    needs: "lighthouse",
    impact: 2,
    effort: 1,
    run: (site) =>
      metricCheck(
        site,
        (r) => r.cls,
        CLS,
        "CLS",
        (v) => v.toFixed(2),
      ),
  },
  {
    id: "perf-tbt",
    title: "Page responds to taps quickly",
    checks: "Total blocking time is 200 ms or less (poor from 600 ms) on every page the lab measured.",
    weight: 10,
    why: 'Long script work freezes the page; a visitor tapping "Call now" gets no response.',
    severity: "medium",
    advice: "Defer or remove heavy third-party scripts (chat, tracking, widgets) and split large bundles.",
    needs: "lighthouse",
    impact: 2,
    effort: 2,
    run: (site) =>
      metricCheck(
        site,
        (r) => r.tbtMs,
        TBT,
        "TBT",
        (v) => `${Math.round(v)} ms`,
      ),
  },
  {
    id: "perf-server-response",
    title: "Every page answers quickly",
    checks: `Over every HTML page the crawl fetched: the median response time is 800 ms or less (poor from 1.8 s, spec §9 TTFB) and no page takes over ${seconds(SLOW_PAGE.good)} (poor from ${seconds(SLOW_PAGE.poor)}). Credit is the median's grade times the slowest page's.`,
    weight: 15,
    why: "Everything else waits for the server's first answer, and a visitor who lands on the one slow page (often a program page with a heavy plugin) waits for it.",
    severity: "medium",
    advice: "Add page caching or a CDN, and check the hosting plan and slow plugins, starting with the slowest pages listed.",
    impact: 2,
    effort: 2,
    run: (site) => {
      const timed = site.pages.filter((p) => typeof p.row.responseMs === "number");
      const times = timed.map((p) => p.row.responseMs!);
      const mid = median(times);
      if (mid === null) return null;
      const slowest = [...timed].sort((a, b) => b.row.responseMs! - a.row.responseMs!);
      const slow = slowest.filter((p) => p.row.responseMs! > SLOW_PAGE.good);
      const worst = slowest[0]!;
      return outcome(
        mid <= TTFB.good && slow.length === 0,
        `Median response ${mid} ms, 90th percentile ${percentile(times, 90)} ms over ${plural(times.length, "page")}; slowest ${worst.url} (${worst.row.responseMs} ms)${
          slow.length
            ? `; ${plural(slow.length, "page")} over ${seconds(SLOW_PAGE.good)}: ${slow
                .slice(0, 5)
                .map((p) => `${p.url} (${p.row.responseMs} ms)`)
                .join(", ")}`
            : ""
        }.`,
        slow.map((p) => p.url),
        graded(mid, TTFB) * graded(worst.row.responseMs!, SLOW_PAGE),
      );
    },
  },
  {
    id: "perf-html-weight",
    title: "Pages are not heavy",
    checks: `Over every HTML page: the median HTML document is 100 KB or less (poor from 500 KB), and no page weighs over ${megabytes(PAGE_WEIGHT.good)} (poor from ${megabytes(PAGE_WEIGHT.poor)}), counting its HTML and the images the crawl sized. Credit is the median's grade times the heaviest page's.`,
    weight: 10,
    why: "Heavy pages are slow on mobile data: usually oversized photos, inlined builders' markup or base64 images.",
    severity: "medium",
    advice: "Resize and compress images (WebP or AVIF at the size shown), remove inlined images and unused builder markup.",
    impact: 2,
    effort: 2,
    run: (site) => {
      const weighed = site.pages.filter((p) => typeof p.row.bytes === "number");
      const mid = median(weighed.map((p) => p.row.bytes!));
      if (mid === null) return null;
      const heaviest = weighed.map((p) => ({ page: p, bytes: pageWeight(p) })).sort((a, b) => b.bytes - a.bytes);
      const heavy = heaviest.filter((h) => h.bytes > PAGE_WEIGHT.good);
      const worst = heaviest[0]!;
      return outcome(
        mid <= HTML_BYTES.good && heavy.length === 0,
        `Median HTML ${kilobytes(mid)}; heaviest ${worst.page.url} (${megabytes(worst.bytes)} with its images)${
          heavy.length
            ? `; ${plural(heavy.length, "page")} over ${megabytes(PAGE_WEIGHT.good)}: ${heavy
                .slice(0, 5)
                .map((h) => `${h.page.url} (${megabytes(h.bytes)})`)
                .join(", ")}`
            : ""
        }.`,
        heavy.map((h) => h.page.url),
        graded(mid, HTML_BYTES) * graded(worst.bytes, PAGE_WEIGHT),
      );
    },
  },
];
