import { publicSiteConfig } from "~/.server/config";
import { sitemapSource } from "~/.server/sitemap/reader";
import { renderUrlset } from "~/.server/sitemap/xml";
import type { Route } from "./+types/sitemap-child";
import { sitemapHeaders } from "./sitemap-index";

/** /sitemaps/{group}-{n}.xml: one child sitemap of the index. */
export async function loader({ params }: Route.LoaderArgs) {
  const child = (await sitemapSource.children()).find((candidate) => candidate.file === params.file);
  if (!child) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(renderUrlset(child.entries, publicSiteConfig().publicUrl), { headers: sitemapHeaders });
}
