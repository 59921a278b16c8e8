import { publicSiteConfig } from "~/.server/config";
import { readContent } from "~/.server/read-policy";
import { renderSitemapIndex } from "~/.server/seo/sitemaps/xml";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/sitemap-index";

/** /sitemap.xml: an index of the child sitemaps under /sitemaps/. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const children = await readContent(context, "sitemap", () => services.sitemap.children());
  return new Response(renderSitemapIndex(children, publicSiteConfig(services.config).publicUrl), { headers: sitemapHeaders });
}

export const sitemapHeaders = {
  "Content-Type": "application/xml; charset=utf-8",
  // Crawlers and CDNs may keep it for an hour; the server recomputes it at most every five minutes.
  "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
};
