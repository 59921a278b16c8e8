import { describe, expect, it } from "vitest";
import { parseSitemap, SitemapSyntaxError } from "./sitemap-xml";

describe("parseSitemap", () => {
  it("reads a urlset's locs, decoding entities and CDATA, and skipping image locs", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- generated -->
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc> https://a.example/?x=1&amp;y=2 </loc><lastmod>2026-01-01</lastmod>
    <image:image><image:loc>https://a.example/photo.jpg</image:loc></image:image>
  </url>
  <url><loc><![CDATA[https://a.example/b?q=<1>]]></loc></url>
  <url><loc>https://a.example/&#233;t&#xE9;</loc></url>
</urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: "urlset",
      locs: ["https://a.example/?x=1&y=2", "https://a.example/b?q=<1>", "https://a.example/été"],
    });
  });

  it("reads a sitemap index, with a namespace prefix", () => {
    const xml = `<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:sitemap><sm:loc>https://a.example/s1.xml</sm:loc></sm:sitemap></sm:sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({ kind: "sitemapindex", locs: ["https://a.example/s1.xml"] });
  });

  it("reads a text sitemap", () => {
    expect(parseSitemap("https://a.example/\nhttps://a.example/b\n\n")).toEqual({
      kind: "text",
      locs: ["https://a.example/", "https://a.example/b"],
    });
  });

  it.each([
    ["<urlset><url><loc>https://a.example/</loc></url>", /never closed/],
    ["<urlset><url><loc>https://a.example/</url></loc></urlset>", /<\/url> closes <loc>/],
    ["<urlset><url><loc>https://a.example/?a=1&b=2</loc></url></urlset>", /bare "&"/],
    ["<urlset><url><loc>&nbsp;</loc></url></urlset>", /unknown entity/],
    ["<urlset attr=unquoted></urlset>", /malformed attribute/],
    ["<urlset></urlset><urlset></urlset>", /second root/],
    ["<html><body>Not found</body></html>", /root element is <html>/],
    ['<!DOCTYPE lolz [<!ENTITY lol "lol">]><urlset>&lol;</urlset>', /DOCTYPE with declarations/],
    ["<urlset><!-- never closed", /unclosed comment/],
    ["not xml at all", /not XML/],
    ["", /empty/],
    ["<urlset>", /never closed/],
    ["<urlset></urlset> trailing text", /outside the root/],
    ["<urlset><1url/></urlset>", /malformed tag/],
  ])("reports %s as malformed", (xml, message) => {
    expect(() => parseSitemap(xml)).toThrow(SitemapSyntaxError);
    expect(() => parseSitemap(xml)).toThrow(message);
  });

  it("reads a large urlset in linear time", () => {
    const entries = Array.from({ length: 50_000 }, (_, n) => `<url><loc>https://a.example/p/${n}</loc></url>`);
    const started = performance.now();
    const parsed = parseSitemap(`<urlset>${entries.join("\n")}</urlset>`);
    expect(parsed.locs).toHaveLength(50_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
