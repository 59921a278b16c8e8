import type { Config } from "../config";
import type { Logger } from "../log";

/** The rules of one fetch (and of each of its redirects). */
export interface FetchPolicy {
  /** Lifts the address and port rules (CRAWL_ALLOW_PRIVATE): tests and local use only. */
  allowPrivate: boolean;
  /** Ports a URL may name (the scheme's default when it names none). */
  allowedPorts: readonly number[];
  userAgent: string;
  /** For the whole call: DNS, every redirect, and reading the body. */
  timeoutMs: number;
  /** Body bytes kept, after decompression; the rest is not read and the response is marked truncated. */
  maxBytes: number;
  maxRedirects: number;
  /**
   * Our own site (PUBLIC_URL's origin), when the crawl audits it
   * (app/.server/seo/self-audit): a hop to exactly this origin may use
   * a private or loopback address and any port without CRAWL_ALLOW_PRIVATE.
   * Every other origin, a redirect off ours included, keeps the normal rules.
   */
  trustedOrigin?: string | null;
}

/** The crawler's policy from the `crawler` config block; callers may override a field (a smaller maxBytes for robots.txt). */
export function crawlerPolicy(config: Pick<Config, "crawler">, overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  const { crawler } = config;
  return {
    allowPrivate: crawler.allowPrivate,
    allowedPorts: crawler.allowedPorts,
    userAgent: crawler.userAgent,
    timeoutMs: crawler.timeoutMs,
    maxBytes: crawler.maxBytes,
    maxRedirects: crawler.maxRedirects,
    ...overrides,
  };
}

/** One warning at start-up when the guard is lifted, so it is never on unnoticed in production. */
export function warnIfPrivateAllowed(config: Pick<Config, "crawler">, log: Pick<Logger, "warn">) {
  if (!config.crawler.allowPrivate) return false;
  log.warn(
    { setting: "CRAWL_ALLOW_PRIVATE" },
    "CRAWL_ALLOW_PRIVATE is on: the crawler and analyzer may fetch private, loopback and metadata addresses on any port. Use it for tests and local work only.",
  );
  return true;
}
