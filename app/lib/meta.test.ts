import { describe, expect, it } from "vitest";
import { testSite as site } from "../../tests/fixtures/site-config";
import { absoluteUrl, buildMeta, capTitle } from "./meta";

function find(tags: ReturnType<typeof buildMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("capTitle", () => {
  it("keeps titles of up to 60 characters as they are", () => {
    const sixty = "a".repeat(60);
    expect(capTitle(sixty)).toBe(sixty);
    expect(capTitle("Short title")).toBe("Short title");
  });

  it("cuts a title over 60 characters to 57 plus an ellipsis", () => {
    const long = "Addiction Treatment Marketing for Detox and Residential Programs";
    const capped = capTitle(long);
    expect(capped).toBe(`${long.slice(0, 57)}...`);
    expect(capped).toHaveLength(60);
    expect(capTitle("b".repeat(61))).toBe(`${"b".repeat(57)}...`);
  });
});

describe("absoluteUrl", () => {
  it("builds canonical URLs without query, fragment or trailing slash", () => {
    expect(absoluteUrl("https://agency.example", "/")).toBe("https://agency.example");
    expect(absoluteUrl("https://agency.example/", "/rehab/seo/")).toBe("https://agency.example/rehab/seo");
    expect(absoluteUrl("https://agency.example", "/faq?q=seo#top")).toBe("https://agency.example/faq");
    expect(absoluteUrl("https://agency.example", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
});

describe("buildMeta", () => {
  it("gives every page the spec's defaults", () => {
    const tags = buildMeta({ title: "Rehab SEO", description: "SEO for rehabs.", path: "/rehab/seo" }, site);
    expect(tags).toContainEqual({ title: "Rehab SEO" });
    expect(tags).toContainEqual({ name: "description", content: "SEO for rehabs." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://agency.example/rehab/seo" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://agency.example/og-image.png" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({ name: "theme-color", content: "#0079bf" });
    const jsonLd = tags.filter((tag) => "script:ld+json" in tag);
    expect(jsonLd[0]).toMatchObject({ "script:ld+json": { "@type": "Organization", name: "Test Agency" } });
  });

  it("caps the title in every tag that carries it", () => {
    const tags = buildMeta({ title: "x".repeat(70), description: "d", path: "/" }, site);
    const expected = `${"x".repeat(57)}...`;
    expect(tags).toContainEqual({ title: expected });
    expect(find(tags, "property", "og:title")?.content).toBe(expected);
    expect(find(tags, "name", "twitter:title")?.content).toBe(expected);
  });

  it("joins keyword lists and adds geo, article and extra tags", () => {
    const tags = buildMeta(
      {
        title: "Rehab Marketing in Austin",
        description: "d",
        path: "/rehab-marketing/texas/austin",
        keywords: ["rehab marketing", "austin"],
        cityName: "Austin",
        stateName: "Texas",
        stateCode: "tx",
        article: { publishedTime: "2026-01-02T00:00:00Z", author: "Jane Doe" },
        additionalMetaTags: [{ name: "author", content: "Jane Doe" }],
        structuredData: { "@type": "Service", name: "Rehab Marketing" },
      },
      site,
    );
    expect(tags).toContainEqual({ name: "keywords", content: "rehab marketing, austin" });
    expect(tags).toContainEqual({ name: "geo.region", content: "US-TX" });
    expect(tags).toContainEqual({ name: "geo.placename", content: "Austin, Texas" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "article:published_time", content: "2026-01-02T00:00:00Z" });
    expect(tags).toContainEqual({ property: "article:author", content: "Jane Doe" });
    expect(tags).toContainEqual({ name: "author", content: "Jane Doe" });
    expect(tags.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
  });

  it("never marks a private page indexable (the layout adds its no-index tags)", () => {
    const tags = buildMeta({ title: "Leads", description: "d", path: "/admin/leads" }, site);
    expect(tags.some((tag) => (tag as Record<string, string>).name === "robots")).toBe(false);
  });

  it("lets a page ask for noindex", () => {
    const tags = buildMeta({ title: "Thin", description: "d", path: "/x", robots: "noindex, follow" }, site);
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
