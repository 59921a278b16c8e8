import { onContentChanged } from "./content-events";
import { PageCache } from "./http/page-cache";

/**
 * The content version of public pages, and the one cache of rendered pages
 * per process. Code that publishes content (page schemas, blog articles,
 * city research) calls `invalidatePublicPages` with the paths it changed, or
 * "all" when it cannot tell (menus, site-wide settings).
 *
 * Across instances: each instance's entries expire after 60 seconds, so an
 * instance that did not see the publish serves the old page for at most a
 * minute. CDNs in front honour `s-maxage=300` (see app/lib/cache-control.ts).
 */
export const publicPageCache = new PageCache({ maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000 });

export function invalidatePublicPages(paths: readonly string[] | "all") {
  publicPageCache.invalidate(paths);
}

/** Increases with every invalidation: a key for caches derived from rendered content. */
export function contentVersion() {
  return publicPageCache.version;
}

// A publish changes more than its own path (the services index, the blog
// list, breadcrumbs, the sitemap), and publishes are rare: drop every page.
onContentChanged(() => invalidatePublicPages("all"));
