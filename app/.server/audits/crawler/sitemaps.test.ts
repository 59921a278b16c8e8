import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackHttp, startLoopbackHttp } from "../../../../tests/support/loopback-http";
import type { FetchPolicy } from "../../net/policy";
import { readSitemaps } from "./sitemaps";

const policy: FetchPolicy = {
  allowPrivate: true,
  allowedPorts: [80, 443],
  userAgent: "RecoveryGrowthBot/1.0 (+https://agency.example/website-crawler)",
  timeoutMs: 2000,
  maxBytes: 256 * 1024,
  maxRedirects: 5,
};

const urlset = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>${path}</loc></url>`)
    .join("")}</urlset>`;
const index = (paths: string[]) =>
  `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<sitemap><loc>${path}</loc></sitemap>`)
    .join("")}</sitemapindex>`;

let site: LoopbackHttp;
const at = (path: string) => `${site.origin}${path}`;
beforeAll(async () => {
  site = await startLoopbackHttp((request, response) => {
    const o = site.origin;
    const files: Record<string, () => [number, Record<string, string>, string | Buffer]> = {
      "/sitemap_index.xml": () => [
        200,
        { "content-type": "application/xml" },
        index([`${o}/pages.xml`, `${o}/posts.xml.gz`, `${o}/encoded.xml`, `${o}/nested-index.xml`, `${o}/sitemap_index.xml`]),
      ],
      "/pages.xml": () => [200, {}, urlset([`${o}/`, `${o}/about`, `${o}/contact#form`, `${o}/about`])],
      // A .gz file served as is: the body is the gzip file itself.
      "/posts.xml.gz": () => [
        200,
        { "content-type": "application/gzip" },
        zlib.gzipSync(urlset([`${o}/blog/one`, `${o}/blog/two?ref=a&amp;x=1`])),
      ],
      // Compressed in transit: the server says so with Content-Encoding.
      "/encoded.xml": () => [200, { "content-encoding": "gzip" }, zlib.gzipSync(urlset([`${o}/services`]))],
      "/nested-index.xml": () => [200, {}, index([`${o}/deep.xml`, "/relative.xml"])],
      "/deep.xml": () => [200, {}, urlset([`${o}/deep/page`])],
      "/relative.xml": () => [200, {}, urlset(["/from-relative"])],
      "/broken.xml": () => [200, {}, `<urlset><url><loc>${o}/lost</loc></url>`],
      "/html.xml": () => [200, { "content-type": "text/html" }, "<html><body>Soft 404</body></html>"],
      "/big.xml": () => [200, {}, urlset(Array.from({ length: 1000 }, (_, n) => `${o}/p/${n}`))],
      "/bomb.xml.gz": () => [200, {}, zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, " "))],
      "/text.txt": () => [200, { "content-type": "text/plain" }, `${o}/t1\n${o}/t2\n`],
      "/moved.xml": () => [301, { location: "/pages.xml" }, ""],
      "/level0.xml": () => [200, {}, index([`${o}/level1.xml`])],
      "/level1.xml": () => [200, {}, index([`${o}/level2.xml`])],
      "/level2.xml": () => [200, {}, index([`${o}/level3.xml`])],
      "/level3.xml": () => [200, {}, urlset([`${o}/bottom`])],
      "/junk-urls.xml": () => [200, {}, urlset(["javascript:alert(1)", "ftp://x.example/a", `${o}/good`])],
    };
    const file = files[request.url ?? ""];
    const [status, headers, body] = file ? file() : [404, {}, "not found"];
    response.writeHead(status, headers);
    response.end(body);
  });
});
afterAll(() => site.close());

describe("readSitemaps", () => {
  it("reads an index, its urlsets (gzipped as a file and in transit) and a nested index, each once", async () => {
    const result = await readSitemaps([at("/sitemap_index.xml")], policy, { maxUrls: 100 });
    expect(result.errors).toEqual([]);
    expect(result.urls).toEqual([
      at("/"),
      at("/about"),
      at("/contact"),
      at("/blog/one"),
      at("/blog/two?ref=a&x=1"),
      at("/services"),
      at("/deep/page"),
      at("/from-relative"),
    ]);
    expect(result.read).toEqual([
      at("/sitemap_index.xml"),
      at("/pages.xml"),
      at("/posts.xml.gz"),
      at("/encoded.xml"),
      at("/nested-index.xml"),
      at("/deep.xml"),
      at("/relative.xml"),
    ]);
    expect(result.capped).toBe(false);
    // The index lists itself: it was fetched once.
    expect(site.requests.filter((request) => request.path === "/sitemap_index.xml")).toHaveLength(1);
  });

  it("reports malformed, missing, non-sitemap and oversized sitemaps as errors and reads the rest", async () => {
    const result = await readSitemaps(
      [at("/broken.xml"), at("/missing.xml"), at("/html.xml"), at("/bomb.xml.gz"), at("/text.txt")],
      policy,
      { maxUrls: 100 },
    );
    expect(result.urls).toEqual([at("/t1"), at("/t2")]);
    expect(result.read).toEqual([at("/text.txt")]);
    expect(result.errors).toEqual([
      { url: at("/broken.xml"), error: expect.stringMatching(/<urlset> is never closed/) },
      { url: at("/missing.xml"), error: "answered HTTP 404" },
      { url: at("/html.xml"), error: expect.stringMatching(/root element is <html>/) },
      { url: at("/bomb.xml.gz"), error: `larger than ${policy.maxBytes} bytes once uncompressed` },
    ]);
  });

  it("stops at maxUrls and says so", async () => {
    const result = await readSitemaps([at("/big.xml"), at("/pages.xml")], policy, { maxUrls: 25 });
    expect(result.urls).toHaveLength(25);
    expect(result.urls[24]).toBe(at("/p/24"));
    expect(result.capped).toBe(true);
    expect(result.read).toEqual([at("/big.xml")]);
  });

  it("limits how deep indexes nest and how many sitemaps are fetched", async () => {
    const deep = await readSitemaps([at("/level0.xml")], policy, { maxUrls: 10, maxDepth: 2 });
    expect(deep.urls).toEqual([]);
    expect(deep.errors).toEqual([{ url: at("/level3.xml"), error: "not read: sitemap indexes nested deeper than 2" }]);
    expect((await readSitemaps([at("/level0.xml")], policy, { maxUrls: 10, maxDepth: 3 })).urls).toEqual([at("/bottom")]);
    const few = await readSitemaps([at("/pages.xml"), at("/text.txt"), at("/deep.xml")], policy, {
      maxUrls: 10,
      maxSitemaps: 2,
    });
    expect(few.read).toHaveLength(2);
    expect(few.errors).toEqual([{ url: at("/deep.xml"), error: "not read: more than 2 sitemaps" }]);
  });

  it("follows a redirect, skips non-http URLs, and refuses addresses the guard refuses", async () => {
    expect((await readSitemaps([at("/moved.xml")], policy, { maxUrls: 10 })).urls).toContain(at("/about"));
    expect((await readSitemaps([at("/junk-urls.xml")], policy, { maxUrls: 10 })).urls).toEqual([at("/good")]);
    const before = site.connections;
    const refused = await readSitemaps(
      [at("/pages.xml"), "file:///etc/passwd"],
      { ...policy, allowPrivate: false },
      { maxUrls: 10 },
    );
    expect(refused.urls).toEqual([]);
    expect(refused.errors.map((entry) => entry.error)).toEqual([
      expect.stringMatching(/port|loopback/),
      expect.stringMatching(/only http and https/),
    ]);
    expect(site.connections).toBe(before);
  });
});
