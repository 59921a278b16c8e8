import { publicSiteConfig } from "~/.server/config";
import { readContent } from "~/.server/read-policy";
import { renderUrlset } from "~/.server/seo/sitemaps/xml";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/sitemap-child";
import { sitemapHeaders } from "./sitemap-index";

/** /sitemaps/{group}-{n}.xml: one child sitemap of the index. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const child = (await readContent(context, "sitemap", () => services.sitemap.children())).find(
    (candidate) => candidate.file === params.file,
  );
  if (!child) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(renderUrlset(child.entries, publicSiteConfig(services.config).publicUrl), { headers: sitemapHeaders });
}
