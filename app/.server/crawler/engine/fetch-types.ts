/**
 * The fetching interface the engine is driven through: the signatures of the
 * helper "net" (app/.server/net/safe-fetch.ts, crawler/robots.ts,
 * crawler/sitemaps.ts) as PLAN.md fixes them. The engine takes them as
 * dependencies so the SSRF guard lives in one place and tests can pass a
 * loopback stand-in.
 */

export interface FetchPolicy {
  allowPrivate: boolean;
  allowedPorts: number[];
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface SafeResponse {
  url: string;
  finalUrl: string;
  redirectChain: { url: string; status: number }[];
  status: number;
  headers: Headers;
  body: Buffer;
  bytes: number;
  truncated: boolean;
  responseMs: number;
}

export interface FetchInit {
  method?: "GET" | "HEAD";
  headers?: Record<string, string>;
  followRedirects?: boolean;
  signal?: AbortSignal;
}

export type FetchFn = (url: string, policy: FetchPolicy, init?: FetchInit) => Promise<SafeResponse>;

export interface Robots {
  allowed(url: string): boolean;
  crawlDelaySeconds: number | null;
  sitemaps: string[];
  text: string | null;
}

export type LoadRobotsFn = (origin: string, policy: FetchPolicy) => Promise<Robots>;

export interface SitemapResult {
  urls: string[];
  read: string[];
  errors: { url: string; error: string }[];
}

export type ReadSitemapsFn = (sitemapUrls: string[], policy: FetchPolicy, options: { maxUrls: number }) => Promise<SitemapResult>;
