import reactIslands from "virtual:react-islands";
import chatIsland from "~/islands/chat.js?url";
import faqIsland from "~/islands/faq.js?url";
import islandLoader from "~/islands/loader.js?raw";
import siteIsland from "~/islands/site.js?url";

/**
 * Where each island's module is once built (hashed files under /assets, or
 * the source in development). An island is a plain module exporting
 * `mount(element, event?)`; see app/islands/loader.js and docs/page-loading.md.
 * React islands (the lead forms) are bundled by vite.islands.config.ts.
 */
export const islandUrls = { site: siteIsland, faq: faqIsland, chat: chatIsland, ...reactIslands } as const;
export type IslandName = keyof typeof islandUrls;

/** The loader without its comments (they explain it here, not in every page), then the call that starts it. */
function inlineLoader() {
  const code = islandLoader
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/^\s+/gm, "")
    .replace(/\n+/g, "\n")
    .trim();
  return `${code}\nstartIslands(${JSON.stringify(islandUrls)});`;
}

/**
 * The inline module script every page ends with. Only the server renders it:
 * the browser bundle of hydrated pages keeps an empty string (React leaves
 * the server's script as it is).
 */
export const islandLoaderScript = import.meta.env.SSR ? inlineLoader() : "";

/** Private areas as URL patterns: the segments of app/lib/private-paths.ts anywhere in the path, and /auth. */
const privateAreas = ["admin", "super-admin", "dashboard", "client-dashboard"].flatMap((segment) => [
  `/${segment}`,
  `/${segment}/*`,
  `/*/${segment}`,
  `/*/${segment}/*`,
]);
/** Paths never fetched ahead: API calls, private areas (no-store anyway) and addresses with a query. */
const neverAhead = ["/api/*", "/auth", "/auth/", ...privateAreas, "/*\\?*"];
/** Form pages are fetched ahead, not prerendered: a prerender would load the lead-form island (React) on every hover, and /debug hydrates React Router. */
const notPrerendered = ["/contact", "/schedule-session", "/debug"];
const linkFilter = { not: { selector_matches: "[download], [target=_blank], [rel~=nofollow]" } };

/**
 * Same-site links load instantly (Speculation Rules): a link the pointer
 * rests on, or a finger touches ("moderate"), is prerendered, or prefetched
 * for form pages. Browsers without the API get the site island's hover
 * prefetch instead. The script carries the response's CSP nonce.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: [...neverAhead, ...notPrerendered] } }, linkFilter] },
      eagerness: "moderate",
    },
  ],
  prefetch: [
    {
      where: { and: [{ href_matches: notPrerendered }, linkFilter] },
      eagerness: "moderate",
    },
  ],
});
