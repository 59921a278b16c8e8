/**
 * The fetchers the engine is driven through, as dependencies: net's SSRF
 * guard (net/safe-fetch.ts) and the robots.txt and sitemap readers built on
 * it (crawler/robots.ts, crawler/sitemaps.ts). Production passes those
 * (crawler-fetchers.ts); a test may wrap them, e.g. to count requests.
 */
import type { SafeFetch } from "../../../net";
import type { Robots } from "../robots";
import type { SitemapReadOptions, SitemapReadResult } from "../sitemaps";

export type { FetchPolicy, SafeFetchInit as FetchInit, SafeResponse } from "../../../net";
export type { Robots } from "../robots";

export type FetchFn = SafeFetch;
export type LoadRobotsFn = (origin: string, policy: import("../../../net/policy").FetchPolicy) => Promise<Robots>;
export type ReadSitemapsFn = (
  sitemapUrls: string[],
  policy: import("../../../net/policy").FetchPolicy,
  options: Pick<SitemapReadOptions, "maxUrls">,
) => Promise<Pick<SitemapReadResult, "urls" | "read" | "errors">>;
