import robotsParser from "robots-parser";
import { BlockedUrlError, FetchFailedError, type FetchPolicy, type SafeFetch, type SafeFetchInit, safeFetch } from "../../net";

/** What a site's robots.txt lets our user agent do. */
export interface Robots {
  /** For URLs of this origin; a URL of another origin is not this file's business (true). */
  allowed(url: string): boolean;
  /** Our group's Crawl-delay, else the * group's; null when none. Callers cap it. */
  crawlDelaySeconds: number | null;
  /** Every Sitemap: line, absolute, http(s) only, in file order, without repeats. */
  sitemaps: string[];
  /** The file as read (at most ROBOTS_MAX_BYTES); null when there was none to read. */
  text: string | null;
  /** parsed: a 2xx file; missing: 4xx or a redirect that went nowhere (everything allowed); unavailable: 5xx, 429 or no answer (nothing allowed). */
  outcome: "parsed" | "missing" | "unavailable";
  /** The final status, or null when no response came. */
  status: number | null;
}

/** Google reads the first 500 KiB of a robots.txt and ignores the rest; so do we. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

/**
 * Fetches and reads `<origin>/robots.txt` through the SSRF guard, following
 * Google's rules (developers.google.com/search/docs/crawling-indexing/robots/robots_txt):
 * - 2xx: the file's rules for our user agent's group (matched by the product
 *   token before the "/"), else the * group;
 * - 4xx other than 429, and redirects that end nowhere (loops, too many): no
 *   file, everything is allowed;
 * - 429, 5xx, and no answer at all (DNS, connection, time limit): the site is
 *   treated as disallowing everything. Google retries later and after 30 days
 *   falls back to a cached copy; a crawl of ours is short, so it stops politely
 *   instead, and the caller can say why (outcome "unavailable", status).
 * Redirects are followed (each hop checked by the guard); the rules read apply
 * to the origin asked about. A refused origin throws BlockedUrlError, as any fetch of it would.
 */
export async function loadRobots(
  origin: string,
  policy: FetchPolicy,
  init: Pick<SafeFetchInit, "signal" | "lookup"> & { fetch?: SafeFetch } = {},
): Promise<Robots> {
  const robotsUrl = new URL("/robots.txt", origin).href;
  const fetch = init.fetch ?? safeFetch;
  const ua = policy.userAgent;
  let response: Awaited<ReturnType<SafeFetch>>;
  try {
    response = await fetch(
      robotsUrl,
      { ...policy, maxBytes: Math.min(policy.maxBytes, ROBOTS_MAX_BYTES) },
      {
        signal: init.signal,
        lookup: init.lookup,
        headers: { accept: "text/plain, */*;q=0.5" },
      },
    );
  } catch (error) {
    // The origin itself refused: the caller must not crawl it at all.
    if (error instanceof BlockedUrlError && new URL(error.url, robotsUrl).origin === new URL(robotsUrl).origin) throw error;
    // A redirect to somewhere refused or a redirect that goes round: like a missing file.
    if (error instanceof BlockedUrlError) return everything(true, "missing", null);
    if (error instanceof FetchFailedError && ["redirect-loop", "too-many-redirects", "bad-redirect"].includes(error.code)) {
      return everything(true, "missing", null);
    }
    if (error instanceof FetchFailedError) return everything(false, "unavailable", null);
    throw error;
  }
  const { status } = response;
  if (status === 429 || status >= 500) return everything(false, "unavailable", status);
  if (status < 200 || status >= 300) return everything(true, "missing", status);

  const text = response.body.toString("utf8").replace(/^\uFEFF/, "");
  const robots = robotsParser(robotsUrl, text);
  const delay = robots.getCrawlDelay(ua);
  const sitemaps: string[] = [];
  for (const line of robots.getSitemaps()) {
    const url = URL.parse(line.trim(), robotsUrl);
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) continue;
    url.hash = "";
    if (!sitemaps.includes(url.href)) sitemaps.push(url.href);
  }
  return {
    allowed: (url) => robots.isAllowed(url, ua) !== false,
    crawlDelaySeconds: typeof delay === "number" && Number.isFinite(delay) && delay >= 0 ? delay : null,
    sitemaps,
    text,
    outcome: "parsed",
    status,
  };
}

function everything(allow: boolean, outcome: Robots["outcome"], status: number | null): Robots {
  return { allowed: () => allow, crawlDelaySeconds: null, sitemaps: [], text: null, outcome, status };
}
