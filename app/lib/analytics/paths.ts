import { isPrivatePath } from "../private-paths";

/**
 * Where first-party analytics never counts (spec §2 layout rules): private
 * areas and /auth (app/lib/private-paths.ts), the API and /sitemap.xml. The
 * server renders the beacon only where this is false, and the ingest endpoint
 * refuses events for these paths.
 */
export function isUntrackedPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return (
    isPrivatePath(path) || path === "/sitemap.xml" || path.startsWith("/sitemaps/") || path === "/api" || path.startsWith("/api/")
  );
}

/**
 * Pages that never load a hosted tag manager (DESIGN.md §4.7, HHS guidance):
 * everything untracked, lead-form pages, the chat and the analyzer tools.
 */
const noTagManagerPages = new Set([
  "/contact",
  "/schedule-session",
  "/chat",
  "/ai-agent-system",
  "/website-crawler",
  "/client-ingestion",
  "/debug",
]);

export function allowsTagManager(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (isUntrackedPath(path)) return false;
  return ![...noTagManagerPages].some((page) => path === page || path.startsWith(`${page}/`));
}

/**
 * The route template of a page for the dashboard (`/{service}/{state}/{city}`),
 * from the matched route's id and params. Catch-all pages (schema-driven
 * pages) are their own template; a 404 is `404`.
 */
export function routeTemplate(
  pathname: string,
  routeId: string | undefined,
  params: Record<string, string | undefined>,
  status = 200,
): string {
  if (status === 404) return "404";
  if (routeId?.startsWith("city-service/")) return "/{service}/{state}/{city}";
  if (!routeId || "*" in params) return pathname;
  const segments = pathname.split("/").map((segment) => {
    const name = Object.entries(params).find(([, value]) => value !== undefined && value === decodeURIComponent(segment))?.[0];
    return name ? `{${name}}` : segment;
  });
  return segments.join("/") || "/";
}
