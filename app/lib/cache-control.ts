/**
 * Cache-Control policies, in one place so routes, the HTTP server and the
 * page cache agree:
 *
 * - Public pages opt in with `export const headers = publicPageHeaders;`.
 *   Browsers revalidate every time (max-age=0), a CDN keeps the page five
 *   minutes and may serve it stale for a day while it fetches a fresh copy.
 *   Only these responses enter our in-memory page cache.
 * - Everything else rendered by React Router defaults to `private, no-cache`
 *   (a form page, a 404, an action's answer): no shared cache stores it.
 * - Private areas are always `no-store` (see private-paths.ts); the server
 *   enforces it over anything a route says.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const DEFAULT_DYNAMIC_CACHE_CONTROL = "private, no-cache";

/** A route module's `headers` export for pages that look the same for every anonymous visitor. */
export function publicPageHeaders(): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

/** True when a Cache-Control value lets shared caches (a CDN, our page cache) store the response. */
export function isSharedCacheable(cacheControl: string | null | undefined): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split("=")[0]);
  if (directives.some((name) => name === "private" || name === "no-store" || name === "no-cache")) return false;
  return directives.includes("public") && directives.includes("s-maxage");
}

/**
 * A route module's `headers` export for pages with a lead form: the form
 * carries one-off tokens (and a booking page its open slots), so no cache may
 * keep the page. An action's own headers (Retry-After, Connection: close) pass through.
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}
