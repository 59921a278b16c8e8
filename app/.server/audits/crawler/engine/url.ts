/**
 * URL normalisation and scope. Two spellings of one page must become one
 * frontier row, or the cap and "no page fetched twice" mean nothing: the
 * WHATWG URL parser already lowercases the host, drops the default port and
 * resolves dot segments; we drop the fragment and keep the query as written
 * (its order can matter to the server).
 */

/** Longer URLs are junk or traps; browsers and servers refuse them too. */
const MAX_URL_LENGTH = 2048;

/** The absolute http(s) URL `raw` names (relative to `base`), normalised; null for anything else. */
export function normalizeUrl(raw: string, base?: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  url.hash = "";
  // "?" alone names the same resource as no query.
  if (!url.search) url.search = "";
  const href = url.href;
  return href.length > MAX_URL_LENGTH ? null : href;
}

/** The host without a leading "www.", so a host and its www twin compare equal. */
export function bareHost(host: string): string {
  const lower = host.toLowerCase();
  return lower.startsWith("www.") ? lower.slice(4) : lower;
}

/** In scope: the crawl's host or its www twin (any scheme, same port). */
export function inScope(url: string, scopeHost: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const [host, port = ""] = splitHostPort(scopeHost);
  return bareHost(parsed.hostname) === bareHost(host) && parsed.port === port;
}

function splitHostPort(hostWithPort: string): [string, string?] {
  const match = /^(.*?)(?::(\d+))?$/.exec(hostWithPort);
  return match ? [match[1] ?? hostWithPort, match[2]] : [hostWithPort];
}

/** Path depth, for the repeated-segment trap (/a/b/a/b/a/b/...). */
export function pathSegments(url: string): number {
  return new URL(url).pathname.split("/").filter(Boolean).length;
}
