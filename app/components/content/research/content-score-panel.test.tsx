import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContentBrief } from "~/lib/content/brief";
import { ContentScorePanel } from "./content-score-panel";

const brief: ContentBrief & { id: number; version: number } = {
  id: 7,
  version: 2,
  format: 1,
  target: { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" },
  sources: [],
  terms: [{ term: "intensive outpatient", importance: 1, competitorShare: 1, averageUses: 2 }],
  questions: [{ question: "How much does IOP cost?", sources: 3 }],
  outline: [],
  wordRange: { min: 800, max: 1200, median: 1000, outliers: [] },
  localFacts: [{ kind: "city", text: "Austin, Texas", needles: ["austin"] }],
  builtAt: new Date(0).toISOString(),
};

function render(props: Parameters<typeof ContentScorePanel>[0]) {
  const router = createMemoryRouter([{ path: "/", element: <ContentScorePanel {...props} /> }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("ContentScorePanel", () => {
  it("without a brief offers New research for the record's place", () => {
    const html = render({
      brief: null,
      title: "",
      html: "",
      newResearchHref: "/content-research/new?kind=city-service&state=texas",
    });
    expect(html).toContain("No brief yet:");
    expect(html).toContain('href="/content-research/new?kind=city-service&amp;state=texas"');
  });

  it("with a brief shows the score, its parts, the missing terms and questions, and links the brief", () => {
    const html = render({ brief, title: "IOP in Austin", html: "<p>Short.</p>", newResearchHref: "/content-research/new" });
    expect(html).toMatch(/data-testid="content-score-value"[^>]*>\d+</);
    for (const label of ["Term coverage", "Structure", "Questions answered", "Local facts used", "Readability"])
      expect(html).toContain(label);
    expect(html).toContain("intensive outpatient");
    expect(html).toContain("How much does IOP cost?");
    expect(html).toContain('href="/content-research/briefs/7"');
  });
});
