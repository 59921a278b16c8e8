import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { auditSite } from "~/.server/audits/analyzer/audits";
import { badSite } from "../../../../tests/support/audit-rows";
import { AnalysisResults } from "./analysis-results";
import type { AnalysisResultsView } from "./results-types";

/** The results page of an analysis whose lab did not run: axe's and Lighthouse's checks not measured. */
function view(): AnalysisResultsView {
  const result = auditSite(badSite(), new Date("2026-11-22T12:00:00Z"));
  return {
    id: "6f1c1b9e-8a59-4c0e-9a57-1f4b8e0e2a11",
    url: "http://sunrise-rehab.example/",
    status: "complete",
    progress: 100,
    currentStep: "Finalizing analysis report",
    completedSteps: [],
    error: null,
    queuePosition: null,
    labQueuePosition: null,
    scores: result.scores,
    createdAt: "2026-11-22T12:00:00.000Z",
    finishedAt: "2026-11-22T12:01:00.000Z",
    summary: null,
    summarySource: null,
    measurements: result.measurements,
    findings: result.findings.map((finding, id) => ({ ...finding, id })),
    clientData: null,
    schedule: null,
    history: [],
    changes: null,
  };
}

const card = (html: string, key: string) => {
  const start = html.indexOf(`data-score="${key}"`);
  return html.slice(start, html.indexOf("</div>", start));
};

describe("analysis results: scores that could not be measured", () => {
  it("shows Not measured with the reason instead of a number, never a score of 0", () => {
    const results = view();
    expect(results.scores.accessibility).toBeNull();
    // Without React's text separators, as a reader sees the text.
    const html = renderToString(<AnalysisResults results={results} />).replace(/<!-- -->/g, "");
    const accessibility = card(html, "accessibility");
    expect(accessibility).toContain("Not measured");
    expect(accessibility).toContain("Our lab could not run the browser accessibility test (axe-core)");
    expect(accessibility).toContain("Only 3 of 6 checks (30 of 100 points) could run");
    expect(accessibility).not.toContain("/100");
    // A measured category keeps its number.
    expect(card(html, "seo")).toContain(`${results.scores.seo}`);
    expect(card(html, "seo")).toContain("/100");
    // The page-speed notice gives the reason and the remedy, not advice to install a browser.
    expect(html).toContain("Page speed was not measured. Our lab could not run Lighthouse");
    expect(html).not.toMatch(/install|CHROME_PATH/i);
  });
});
