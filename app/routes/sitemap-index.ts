import { publicSiteConfig } from "~/.server/config";
import { sitemapSource } from "~/.server/sitemap/reader";
import { renderSitemapIndex } from "~/.server/sitemap/xml";

/** /sitemap.xml: an index of the child sitemaps under /sitemaps/. */
export async function loader() {
  const children = await sitemapSource.children();
  return new Response(renderSitemapIndex(children, publicSiteConfig().publicUrl), { headers: sitemapHeaders });
}

export const sitemapHeaders = {
  "Content-Type": "application/xml; charset=utf-8",
  // Crawlers and CDNs may keep it for an hour; the server recomputes it at most every five minutes.
  "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
};
