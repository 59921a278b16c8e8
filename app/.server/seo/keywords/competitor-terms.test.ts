import { describe, expect, it } from "vitest";
import { stemSet } from "~/lib/stem";
import { competitorTerms } from "./competitor-terms";

describe("competitor terms", () => {
  const pages = [
    {
      url: "https://rival.example/detox-marketing",
      title: "Detox marketing that fills beds",
      text: "Detox marketing with admissions tracking and insurance verification for every detox center.",
      headings: ["Admissions call tracking", "Detox marketing pricing"],
    },
    {
      url: "https://rival.example/detox-seo",
      title: "Detox center SEO",
      text: "Our detox marketing team pairs SEO with insurance verification and admissions tracking dashboards.",
      headings: ["Insurance verification funnels"],
    },
    {
      url: "https://rival.example/about",
      title: "About us",
      text: "A family company since 1999.",
      headings: ["Our story"],
    },
  ];

  it("lists terms two competitor pages about the cluster use and our page lacks, with headings it mostly does not cover (Detox marketing pricing is two thirds ours)", () => {
    const result = competitorTerms({
      headStems: stemSet("detox marketing"),
      ourText: "Detox marketing for detox centers, with SEO.",
      ourPath: "/detox-marketing",
      pages,
    });
    expect(result.pagesCompared).toBe(2);
    const terms = result.terms.map((term) => term.term);
    expect(terms).toContain("insurance verification");
    expect(terms).toContain("admissions");
    expect(terms).not.toContain("detox");
    expect(terms).not.toContain("family");
    expect(result.headings.map((heading) => heading.heading)).toEqual([
      "Admissions call tracking",
      "Insurance verification funnels",
    ]);
    // The same input gives the same answer.
    expect(
      competitorTerms({
        headStems: stemSet("detox marketing"),
        ourText: "Detox marketing for detox centers, with SEO.",
        ourPath: "/detox-marketing",
        pages,
      }),
    ).toEqual(result);
  });
});
