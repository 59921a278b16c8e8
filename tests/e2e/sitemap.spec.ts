import { expect, test } from "@playwright/test";
import { BASE } from "./support/port";

/**
 * The sitemap index and its children parse as XML, and listed URLs answer
 * 200 with a canonical equal to themselves. Every URL of small kinds is
 * checked; large kinds (city pages) are sampled.
 */

const SAMPLE_PER_KIND = 15;

async function parseXml(page: import("@playwright/test").Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror");
    return {
      error: error?.textContent ?? null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName("loc")].map((node) => node.textContent ?? ""),
      lastmods: [...doc.getElementsByTagName("lastmod")].map((node) => node.textContent ?? ""),
    };
  }, xml);
}

/** Which kind of page a URL is, so the sample covers every kind. */
function kindOf(url: string): string {
  const path = new URL(url).pathname;
  if (path.startsWith("/locations/")) return path.split("/").length === 3 ? "state" : "city";
  if (path.startsWith("/blog/")) return "article";
  if (path.split("/").length === 4) return "city-service";
  return "page";
}

test("the sitemap index and every child parse, and listed URLs answer 200 with a self canonical", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto("about:blank");
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  expect(index.headers()["cache-control"]).toContain("public");
  const parsedIndex = await parseXml(page, await index.text());
  expect(parsedIndex.error).toBeNull();
  expect(parsedIndex.root).toBe("sitemapindex");
  expect(parsedIndex.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(parsedIndex.locs.length).toBeGreaterThanOrEqual(2);

  const urls: string[] = [];
  for (const loc of parsedIndex.locs) {
    expect(loc.startsWith(`${BASE}/sitemaps/`)).toBe(true);
    const child = await request.get(loc);
    expect(child.status(), loc).toBe(200);
    expect(child.headers()["content-type"]).toContain("application/xml");
    const parsed = await parseXml(page, await child.text());
    expect(parsed.error, loc).toBeNull();
    expect(parsed.root).toBe("urlset");
    expect(parsed.locs.length).toBeLessThanOrEqual(45_000);
    expect(parsed.lastmods).toHaveLength(parsed.locs.length);
    for (const lastmod of parsed.lastmods) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    urls.push(...parsed.locs);
  }
  expect(new Set(urls).size).toBe(urls.length);

  const byKind = new Map<string, string[]>();
  for (const url of urls) byKind.set(kindOf(url), [...(byKind.get(kindOf(url)) ?? []), url]);
  for (const kind of ["page", "state", "city"]) expect(byKind.get(kind)?.length ?? 0, kind).toBeGreaterThan(0);
  expect(urls).not.toContain(`${BASE}/seo/texas/austin`); // default-text pages are noindex and stay out

  for (const [kind, list] of byKind) {
    const step = Math.max(1, Math.floor(list.length / SAMPLE_PER_KIND));
    const sample = list.filter((_, index) => index % step === 0).slice(0, SAMPLE_PER_KIND);
    for (const url of sample) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), `${kind} ${url}`).toBe(200);
      const html = await response.text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, url).toBe(url);
      expect(html, url).not.toMatch(/<meta name="robots" content="noindex/);
    }
  }
});

test("an unknown child sitemap answers 404", async ({ request }) => {
  expect((await request.get("/sitemaps/locations-99.xml")).status()).toBe(404);
});
