import { describe, expect, it } from "vitest";
import { detoxPage as page } from "../../../../../tests/support/crawler/parse-fixtures";
import { findIssues } from "./find-issues";
import { parsePage } from "./parse-page";

describe("parsePage", () => {
  const parsed = parsePage(page, "https://centre.example/detox", new Headers({ "x-robots-tag": "noarchive" }), "centre.example");
  const m = parsed.metadata;
  it("reads the head", () => {
    expect(parsed.title).toBe("Detox | Centre");
    expect(m.description).toBe("Medical detox.");
    expect(m.canonical).toBe("https://centre.example/detox");
    expect(m.hreflang).toEqual([{ lang: "es", href: "https://centre.example/es/detox" }]);
    expect(m.metaRobots).toBe("noindex");
    expect(m.xRobotsTag).toBe("noarchive");
    expect(m.lang).toBe("en");
    expect(m.published).toBe("2025-01-02");
    expect(m.author).toBe("Dr. Lee");
    expect(m.structuredDataTypes).toEqual(["MedicalClinic", "Article"]);
  });
  it("reads links, images, scripts, forms and phones", () => {
    expect(m.headings).toEqual([
      { level: 1, text: "Detox" },
      { level: 2, text: "How it works" },
    ]);
    expect(m.links).toEqual([
      { href: "https://centre.example/about", text: "About", internal: true, nofollow: false },
      { href: "https://other.example/x", text: "Other", internal: false, nofollow: true },
    ]);
    expect(m.images).toEqual([
      { src: "http://cdn.example.com/a.png", alt: null, width: null, height: null },
      { src: "https://centre.example/b.png", alt: "B", width: 10, height: 20 },
    ]);
    expect(m.scripts).toEqual(["http://cdn.example.com/app.js"]);
    expect(m.inlineScriptSignatures).toEqual(["ttq."]);
    expect(m.forms).toBe(1);
    expect(m.hasPersonalDataForm).toBe(true);
    expect(m.telLinks).toEqual(["+18005550100"]);
    expect(m.unlinkedPhoneNumbers).toEqual(["555-201-3344"]);
    expect(m.reviewedBy).toBe("Dr. Ann Ray, MD");
    expect(m.bodyText).toContain("Clinically reviewed");
    expect(m.bodyText).not.toContain("ttq.load");
  });
  it("finds mixed content on an https page, and the issue for it", () => {
    expect(m.mixedContent.sort()).toEqual(
      ["http://cdn.example.com/a.png", "http://cdn.example.com/app.css", "http://cdn.example.com/app.js"].sort(),
    );
    const row = {
      id: 1,
      crawlId: "c",
      seq: 1,
      url: "https://centre.example/detox",
      finalUrl: "https://centre.example/detox",
      redirectChain: [],
      statusCode: 200,
      contentType: "text/html",
      bytes: 1000,
      responseMs: 10,
      crawledAt: new Date(),
      depth: 0,
      title: parsed.title,
      content: parsed.content,
      metadata: m as unknown as Record<string, unknown>,
      contentHash: parsed.contentHash,
      fingerprint: parsed.fingerprint,
      error: null,
    };
    const issues = findIssues({ pages: [row], frontier: [], linkChecks: [], capped: false });
    expect(issues.find((issue) => issue.type === "mixed_content")).toMatchObject({ severity: "high", url: row.url });
    expect(parsePage(page, "http://centre.example/detox", new Headers(), "centre.example").metadata.mixedContent).toEqual([]);
  });
});

describe("parsePage's bounds", () => {
  it("reads at most 10,000 anchors in its search for 1,000 distinct links", () => {
    // A page of 100,000 links that repeat (a calendar, a tag cloud) must not be read to its end.
    const repeated = Array.from({ length: 10_000 }, () => '<a href="/same">Same</a>').join("");
    const others = Array.from({ length: 500 }, (_, i) => `<a href="/other/${i}">Other</a>`).join("");
    const parsed = parsePage(`<body>${repeated}${others}</body>`, "https://centre.example/", new Headers(), "centre.example");
    expect(parsed.metadata.links.map((link) => link.href)).toEqual(["https://centre.example/same"]);
  });
});
