import type { FormFactor, LighthouseRun } from "../../lab/types";
import { median, outcome, percentile, plural, type Site } from "../site";
import type { CheckDefinition, CheckOutcome } from "../types";

/** Spec §9 web-vital thresholds (good / poor); LCP in ms. TBT's are Lighthouse's. */
const LCP = { good: 2500, poor: 4000 };
const CLS = { good: 0.1, poor: 0.25 };
const TBT = { good: 200, poor: 600 };
const TTFB = { good: 800, poor: 1800 };
const HTML_BYTES = { good: 100_000, poor: 500_000 };

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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function httpTimes(site: Site): number[] {
  return site.pages.map((p) => p.row.responseMs).filter((v): v is number => typeof v === "number");
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
    checks:
      "Mean Lighthouse 13 performance score of the home page and key pages, mobile and desktop (lab, local Chromium). Passes at 90.",
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
      const list = runs.map((r) => `${r.url} (${r.formFactor}) ${r.performanceScore}`).join("; ");
      return {
        passed: mean >= 90,
        score: mean / 100,
        details: `Mean score ${Math.round(mean)}: ${list}.`,
        urls: runs.filter((r) => r.performanceScore! < 90).map((r) => r.url),
      };
    },
  },
  {
    id: "perf-lcp-mobile",
    title: "Largest contentful paint on mobile",
    checks: "Lab LCP on a throttled mobile profile is 2.5 s or less (poor from 4 s, spec §9).",
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
    checks: "Lab LCP on desktop is 2.5 s or less.",
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
    checks: "Cumulative layout shift is 0.1 or less (poor from 0.25).",
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
    checks: "Total blocking time is 200 ms or less (poor from 600 ms).",
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
    title: "Server answers quickly",
    checks: "Median HTML response time measured by the crawl is 800 ms or less (poor from 1.8 s, spec §9 TTFB).",
    weight: 15,
    why: "Everything else waits for the server's first answer.",
    severity: "medium",
    advice: "Add page caching or a CDN, and check the hosting plan and slow plugins.",
    impact: 2,
    effort: 2,
    run: (site) => {
      const times = httpTimes(site);
      const mid = median(times);
      if (mid === null) return null;
      const slow = site.pages.filter((p) => (p.row.responseMs ?? 0) > TTFB.poor).map((p) => p.url);
      return outcome(
        mid <= TTFB.good,
        `Median response ${mid} ms, 90th percentile ${percentile(times, 90)} ms over ${plural(times.length, "page")}${slow.length ? `; ${slow.length} over 1.8 s` : ""}.`,
        slow,
        graded(mid, TTFB),
      );
    },
  },
  {
    id: "perf-html-weight",
    title: "Pages are not oversized",
    checks: "Median HTML document is 100 KB or less (poor from 500 KB), and no page is over 500 KB.",
    weight: 10,
    why: "Heavy documents are slow on mobile data, and usually mean inlined builders' markup or base64 images.",
    severity: "low",
    advice: "Remove inlined images and unused builder markup; move large inline scripts and styles to cached files.",
    impact: 1,
    effort: 2,
    run: (site) => {
      const sizes = site.pages.map((p) => p.row.bytes).filter((v): v is number => typeof v === "number");
      const mid = median(sizes);
      if (mid === null) return null;
      const big = site.pages.filter((p) => (p.row.bytes ?? 0) > HTML_BYTES.poor).map((p) => p.url);
      return outcome(
        mid <= HTML_BYTES.good && big.length === 0,
        `Median HTML ${Math.round(mid / 1024)} KB; ${plural(big.length, "page")} over 500 KB.`,
        big,
        graded(mid, HTML_BYTES) * (1 - big.length / sizes.length),
      );
    },
  },
];
