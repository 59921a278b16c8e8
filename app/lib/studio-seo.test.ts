import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_GOOD_MAX,
  DESCRIPTION_GOOD_MIN,
  descriptionGauge,
  parseKeywords,
  parseStructuredData,
  seoWarnings,
  snippetBreadcrumb,
  titlePreview,
} from "./content/studio-seo";
import { capTitle } from "./meta";

const long = "Rehab Marketing That Fills Beds: SEO, PPC and Admissions Support for Treatment Centers";
const good = "Admissions-focused marketing for addiction treatment centers: SEO, paid search and call tracking.";

describe("titlePreview", () => {
  it("cuts a title exactly as the page's <title> does (capTitle), and says so", () => {
    const preview = titlePreview(long);
    expect(preview.cut).toBe(true);
    expect(preview.shown).toBe(capTitle(long));
    expect(preview.shown.length).toBeLessThanOrEqual(60);
    expect(titlePreview("Rehab SEO")).toEqual({ shown: "Rehab SEO", length: 9, cut: false });
  });
});

describe("descriptionGauge", () => {
  it("rates missing, short, good and long descriptions by the documented range", () => {
    expect(descriptionGauge("  ").level).toBe("missing");
    expect(descriptionGauge("x".repeat(DESCRIPTION_GOOD_MIN - 1)).level).toBe("short");
    expect(descriptionGauge("x".repeat(DESCRIPTION_GOOD_MIN)).level).toBe("good");
    expect(descriptionGauge("x".repeat(DESCRIPTION_GOOD_MAX)).level).toBe("good");
    expect(descriptionGauge("x".repeat(DESCRIPTION_GOOD_MAX + 1)).level).toBe("long");
  });
});

describe("seoWarnings", () => {
  const site = [
    { path: "/rehab/seo", title: "Rehab SEO", description: good },
    { path: "/rehab/ppc", title: "Rehab PPC", description: "Paid search for treatment centers." },
  ];

  it("has nothing to say about a unique, short title with a description", () => {
    expect(
      seoWarnings({ title: "Rehab Web Design", description: "Websites for treatment centers." }, "/rehab/web", site),
    ).toEqual([]);
  });

  it("warns of a cut title and a missing description", () => {
    const warnings = seoWarnings({ title: long, description: "" }, "/new", site);
    expect(warnings.map((warning) => warning.kind)).toEqual(["title-cut", "missing-description"]);
    expect(warnings[0]!.message).toContain(capTitle(long));
  });

  it("warns when another page has the same title or description (ignoring case and spaces), but not the page itself", () => {
    const warnings = seoWarnings({ title: " rehab  SEO ", description: good.toUpperCase() }, "/new", site);
    expect(warnings).toEqual([
      { kind: "duplicate-title", field: "title", message: "/rehab/seo has the same title." },
      { kind: "duplicate-description", field: "description", message: "/rehab/seo has the same description." },
    ]);
    expect(seoWarnings({ title: "Rehab SEO", description: good }, "/rehab/seo", site)).toEqual([]);
  });
});

describe("snippet and structured data helpers", () => {
  it("shows the address as host and path segments", () => {
    expect(snippetBreadcrumb("https://agency.example", "/rehab/seo")).toBe("agency.example › rehab › seo");
    expect(snippetBreadcrumb("https://agency.example/", "/")).toBe("agency.example");
  });

  it("takes one JSON object or nothing, and explains anything else", () => {
    expect(parseStructuredData("")).toEqual({ ok: true, value: undefined });
    expect(parseStructuredData('{"@type":"Service"}')).toEqual({ ok: true, value: { "@type": "Service" } });
    expect(parseStructuredData("[1]")).toMatchObject({ ok: false, error: expect.stringContaining("one JSON object") });
    expect(parseStructuredData("{oops")).toMatchObject({ ok: false, error: expect.stringContaining("Not valid JSON") });
  });

  it("splits keywords on commas without empties or repeats", () => {
    expect(parseKeywords("seo, rehab marketing, ,seo,ppc ")).toEqual(["seo", "rehab marketing", "ppc"]);
  });
});
