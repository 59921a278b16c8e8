import { describe, expect, it } from "vitest";
import { chunkSitemaps, escapeXml, renderSitemapIndex, renderUrlset, SITEMAP_MAX_URLS, type SitemapEntry } from "./xml";

const entries = (count: number, day = "2026-01-01"): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({ path: `/p/${index}`, lastmod: new Date(`${day}T00:00:00Z`) }));

describe("child sitemaps", () => {
  it("holds at most 45,000 URLs per file", () => {
    expect(SITEMAP_MAX_URLS).toBe(45_000);
    expect(chunkSitemaps([{ name: "locations", entries: entries(45_000) }]).map((child) => child.entries.length)).toEqual([
      45_000,
    ]);
    const split = chunkSitemaps([{ name: "locations", entries: entries(45_001) }]);
    expect(split.map((child) => [child.file, child.entries.length])).toEqual([
      ["locations-1.xml", 45_000],
      ["locations-2.xml", 1],
    ]);
    expect(split[1]!.entries[0]!.path).toBe("/p/45000");
  });

  it("names files per group, skips empty groups, and dates each file by its newest entry", () => {
    const children = chunkSitemaps(
      [
        { name: "pages", entries: [...entries(2), { path: "/new", lastmod: new Date("2026-05-05T10:00:00Z") }] },
        { name: "city-services", entries: [] },
        { name: "locations", entries: entries(5) },
      ],
      4,
    );
    expect(children.map((child) => child.file)).toEqual(["pages-1.xml", "locations-1.xml", "locations-2.xml"]);
    expect(children[0]!.lastmod.toISOString()).toBe("2026-05-05T10:00:00.000Z");
  });
});

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
  });

  it("renders a urlset with absolute, escaped locations and W3C dates", () => {
    const xml = renderUrlset(
      [
        { path: "/", lastmod: new Date("2026-01-02T03:04:05Z") },
        { path: "/blog/cost-&-<value>", lastmod: new Date("2026-01-01T00:00:00Z") },
      ],
      "https://agency.example/",
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://agency.example</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>\n" +
        "<url><loc>https://agency.example/blog/cost-&amp;-&lt;value&gt;</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>\n" +
        "</urlset>\n",
    );
  });

  it("renders an index of the child files", () => {
    const xml = renderSitemapIndex(chunkSitemaps([{ name: "pages", entries: entries(1) }]), "https://agency.example");
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<sitemap><loc>https://agency.example/sitemaps/pages-1.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>",
    );
  });
});
