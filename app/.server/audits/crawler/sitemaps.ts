import zlib from "node:zlib";
import { type FetchPolicy, type SafeFetch, type SafeFetchInit, safeFetch } from "../../net";
import { parseSitemap } from "./sitemap-xml";

export interface SitemapReadOptions {
  /** Stop collecting page URLs at this many (the crawl's page cap, or a little more). */
  maxUrls: number;
  /** How deep sitemap indexes may nest: 0 reads only the given sitemaps; default 2 (index → index → urlset). */
  maxDepth?: number;
  /** Sitemap files fetched at most, indexes included; default 50. */
  maxSitemaps?: number;
  signal?: SafeFetchInit["signal"];
  lookup?: SafeFetchInit["lookup"];
  fetch?: SafeFetch;
}

export interface SitemapReadResult {
  /** Page URLs (http(s), absolute, fragment dropped), in sitemap order, without repeats, at most maxUrls. */
  urls: string[];
  /** Sitemap files read successfully, in the order read. */
  read: string[];
  /** One entry per sitemap that could not be used, with why; nothing here is thrown. */
  errors: { url: string; error: string }[];
  /** maxUrls was reached (more URLs may have been listed). */
  capped: boolean;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Reads sitemaps (urlset, sitemapindex, text) through the SSRF guard, breadth
 * first: the given ones, then the sitemaps their indexes list, to maxDepth.
 * Gzipped sitemaps are read whether the server says so with Content-Encoding
 * (safeFetch decodes) or serves a .gz file as is (gunzipped here, within the
 * same byte cap). Every failure (status, size, bad XML, refused address) is an
 * entry in `errors`; the other sitemaps are still read.
 */
export async function readSitemaps(
  sitemapUrls: string[],
  policy: FetchPolicy,
  options: SitemapReadOptions,
): Promise<SitemapReadResult> {
  const maxDepth = options.maxDepth ?? 2;
  const maxSitemaps = options.maxSitemaps ?? 50;
  const fetch = options.fetch ?? safeFetch;
  const result: SitemapReadResult = { urls: [], read: [], errors: [], capped: false };
  const seenUrls = new Set<string>();
  const queued = new Set<string>();
  const queue: { url: string; depth: number }[] = [];
  const enqueue = (url: string, depth: number) => {
    if (queued.has(url)) return;
    queued.add(url);
    queue.push({ url, depth });
  };
  for (const url of sitemapUrls) enqueue(url, 0);

  let fetched = 0;
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (result.urls.length >= options.maxUrls) {
      result.capped = true;
      break;
    }
    if (fetched >= maxSitemaps) {
      result.errors.push({ url: next.url, error: `not read: more than ${maxSitemaps} sitemaps` });
      continue;
    }
    fetched += 1;
    const { url, depth } = next;
    let parsed: ReturnType<typeof parseSitemap>;
    let base: string;
    try {
      const response = await fetch(url, policy, {
        signal: options.signal,
        lookup: options.lookup,
        headers: { accept: "application/xml, text/xml, text/plain;q=0.8, */*;q=0.5" },
      });
      if (response.status !== 200) throw new Error(`answered HTTP ${response.status}`);
      if (response.truncated) throw new Error(`larger than ${policy.maxBytes} bytes`);
      parsed = parseSitemap(gunzipIfNeeded(response.body, policy.maxBytes).toString("utf8"));
      base = response.finalUrl;
    } catch (error) {
      result.errors.push({ url, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    result.read.push(url);
    for (const loc of parsed.locs) {
      const absolute = URL.parse(loc, base);
      if (!absolute || (absolute.protocol !== "http:" && absolute.protocol !== "https:")) continue;
      absolute.hash = "";
      if (parsed.kind === "sitemapindex") {
        if (depth + 1 > maxDepth) {
          result.errors.push({ url: absolute.href, error: `not read: sitemap indexes nested deeper than ${maxDepth}` });
        } else enqueue(absolute.href, depth + 1);
      } else if (!seenUrls.has(absolute.href)) {
        if (result.urls.length >= options.maxUrls) {
          result.capped = true;
          break;
        }
        seenUrls.add(absolute.href);
        result.urls.push(absolute.href);
      }
    }
  }
  return result;
}

/** A .gz sitemap served without Content-Encoding arrives still compressed; its magic bytes tell. */
function gunzipIfNeeded(body: Buffer, maxBytes: number): Buffer {
  if (body[0] !== GZIP_MAGIC[0] || body[1] !== GZIP_MAGIC[1]) return body;
  try {
    return zlib.gunzipSync(body, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) {
      throw new Error(`larger than ${maxBytes} bytes once uncompressed`);
    }
    throw new Error("not a valid gzip file");
  }
}
