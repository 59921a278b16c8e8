import { describe, expect, it } from "vitest";
import { type Lhr, opportunitiesOf } from "./lighthouse";

/** A Lighthouse 13 result cut down to the audits that matter here, shaped as the CLI writes them. */
const lhr: Lhr = {
  categories: {
    performance: {
      score: 0.62,
      auditRefs: [
        { id: "largest-contentful-paint", group: "metrics" },
        { id: "render-blocking-insight", group: "insights" },
        { id: "image-delivery-insight", group: "insights" },
        { id: "document-latency-insight", group: "insights" },
        { id: "lcp-breakdown-insight", group: "insights" },
        { id: "viewport-insight", group: "insights" },
        { id: "unused-javascript", group: "diagnostics" },
        { id: "network-requests", group: "hidden" },
      ],
    },
  },
  audits: {
    "largest-contentful-paint": { score: 0.2, numericValue: 5200, scoreDisplayMode: "numeric" },
    "render-blocking-insight": {
      title: "Render-blocking requests",
      score: 0,
      scoreDisplayMode: "metricSavings",
      displayValue: "Est savings of 1,350 ms",
      metricSavings: { FCP: 1350, LCP: 1200 },
    },
    "image-delivery-insight": {
      title: "Improve image delivery",
      score: 0.5,
      scoreDisplayMode: "metricSavings",
      displayValue: "Est savings of 2,870 KiB",
      metricSavings: { FCP: 0, LCP: 450 },
      details: { overallSavingsBytes: 2_938_880 },
    },
    "document-latency-insight": {
      title: "Document request latency",
      score: 1,
      scoreDisplayMode: "metricSavings",
      metricSavings: { FCP: 0, LCP: 0 },
    },
    "lcp-breakdown-insight": { title: "LCP breakdown", score: 1, scoreDisplayMode: "informative" },
    "viewport-insight": { title: "Optimize viewport for mobile", score: null, scoreDisplayMode: "notApplicable" },
    "unused-javascript": {
      title: "Reduce unused JavaScript",
      score: 0.5,
      scoreDisplayMode: "metricSavings",
      displayValue: "Est savings of 210 KiB",
      metricSavings: { FCP: 0, LCP: 0 },
      details: { overallSavingsBytes: 215_040 },
    },
    "network-requests": { title: "Network Requests", score: null, scoreDisplayMode: "informative" },
  },
};

describe("Lighthouse opportunities", () => {
  it("lists the failed insights and diagnostics with their estimated savings, largest time saving first", () => {
    expect(opportunitiesOf(lhr)).toEqual([
      {
        id: "render-blocking-insight",
        title: "Render-blocking requests",
        displayValue: "Est savings of 1,350 ms",
        savingsMs: 1350,
        savingsBytes: null,
      },
      {
        id: "image-delivery-insight",
        title: "Improve image delivery",
        displayValue: "Est savings of 2,870 KiB",
        savingsMs: 450,
        savingsBytes: 2_938_880,
      },
      {
        id: "unused-javascript",
        title: "Reduce unused JavaScript",
        displayValue: "Est savings of 210 KiB",
        savingsMs: null,
        savingsBytes: 215_040,
      },
    ]);
  });

  it("finds nothing to fix on a page that passes every audit", () => {
    const passing: Lhr = {
      ...lhr,
      audits: Object.fromEntries(Object.entries(lhr.audits).map(([id, audit]) => [id, { ...audit, score: 1 }])),
    };
    expect(opportunitiesOf(passing)).toEqual([]);
  });
});
