import { describe, expect, it } from "vitest";
import { renderSitemapIndex, renderUrlItems } from "../xml";
import { validateSitemapXml } from "./validate";

const HOST = "agency.example";
const urlset = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
const codes = (xml: string) =>
  validateSitemapXml(xml, { host: HOST, now: new Date("2026-11-27T00:00:00Z") }).findings.map((f) => `${f.severity}:${f.code}`);

describe("validateSitemapXml", () => {
  it("passes a well-formed sitemap with images, and an index", () => {
    const xml = renderUrlItems([
      { loc: "https://agency.example/", lastmod: new Date("2026-11-21T00:00:00Z") },
      { loc: "https://agency.example/a?x=1&y=2", lastmod: null, images: ["https://cdn.example/i.png"] },
    ]);
    const result = validateSitemapXml(xml, { host: HOST });
    expect(result).toMatchObject({ ok: true, kind: "urlset", count: 2, findings: [] });
    const index = renderSitemapIndex(
      [{ file: "pages-1.xml", entries: [], lastmod: new Date("2026-11-21T00:00:00Z") }],
      "https://agency.example",
    );
    expect(validateSitemapXml(index, { host: HOST })).toMatchObject({ ok: true, kind: "sitemapindex", count: 1 });
  });

  it("fails 50,001 URLs with its own finding, and passes 50,000", () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: `https://agency.example/p/${i}` }));
    const over = validateSitemapXml(renderUrlItems(items(50_001)), { host: HOST });
    expect(over.ok).toBe(false);
    expect(over.count).toBe(50_001);
    expect(over.findings.map((f) => f.code)).toEqual(["too-many-urls"]);
    expect(over.findings[0]?.message).toContain("50,001 URLs");
    expect(validateSitemapXml(renderUrlItems(items(50_000)), { host: HOST }).ok).toBe(true);
  });

  it("fails a URL on a foreign host with its own finding and names the URL", () => {
    const result = validateSitemapXml(urlset("<url><loc>https://elsewhere.example/page</loc></url>"), { host: HOST });
    expect(result.ok).toBe(false);
    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: "error",
        code: "foreign-host",
        count: 1,
        examples: ["https://elsewhere.example/page"],
      }),
    ]);
  });

  it("fails an unescaped ampersand with its own finding, and accepts every entity", () => {
    expect(codes(urlset("<url><loc>https://agency.example/a?x=1&y=2</loc></url>"))).toEqual(["error:unescaped-ampersand"]);
    expect(codes(urlset("<url><loc>https://agency.example/a?x=1&amp;y=2&#38;z&#x26;w</loc></url>"))).toEqual([]);
  });

  it("fails a relative loc, raw quotes, a bad lastmod, a missing namespace, an oversized file; warns of duplicates", () => {
    expect(codes(urlset("<url><loc>/relative</loc></url>"))).toEqual(["error:relative-loc"]);
    expect(codes(urlset("<url><loc>https://agency.example/it's</loc></url>"))).toEqual(["error:unescaped-character"]);
    expect(codes(urlset("<url><loc>https://agency.example/</loc><lastmod>27/11/2026</lastmod></url>"))).toEqual([
      "error:bad-lastmod",
    ]);
    expect(codes(urlset("<url><loc>https://agency.example/</loc><lastmod>2026-11-27T08:00Z</lastmod></url>"))).toEqual([]);
    expect(codes(urlset("<url><loc>https://agency.example/</loc><lastmod>2031-01-01</lastmod></url>"))).toEqual([
      "warning:future-lastmod",
    ]);
    expect(codes("<urlset><url><loc>https://agency.example/</loc></url></urlset>")).toEqual(["error:namespace"]);
    expect(codes("<html></html>")).toEqual(["error:not-a-sitemap"]);
    expect(codes(urlset("<url><loc>https://agency.example/</loc></url><url><loc>https://agency.example/</loc></url>"))).toEqual([
      "warning:duplicate-loc",
    ]);
    const padded = urlset(`<url><loc>https://agency.example/</loc></url><!--${"x".repeat(50 * 1024 * 1024)}-->`);
    expect(codes(padded)).toEqual(["error:too-large"]);
  });

  it("reports every planted fault of one file, each with its own finding", () => {
    const items = Array.from({ length: 50_001 }, (_, i) => `<url><loc>https://agency.example/p/${i}</loc></url>`);
    items.push("<url><loc>https://foreign.example/x</loc></url>", "<url><loc>https://agency.example/a?b=1&c=2</loc></url>");
    const result = validateSitemapXml(urlset(items.join("\n")), { host: HOST });
    expect(result.ok).toBe(false);
    expect(result.findings.map((f) => f.code).sort()).toEqual(["foreign-host", "too-many-urls", "unescaped-ampersand"]);
  });
});
