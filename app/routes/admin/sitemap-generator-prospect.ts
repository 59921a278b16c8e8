import { prospectDownload } from "~/.server/seo/sitemaps/generator/route-actions";
import { staffRequest } from "~/.server/services-context";
import type { Route } from "./+types/sitemap-generator-prospect";

/** /sitemap-generator/prospect/{crawl}/sitemap.xml and image-sitemap.xml: a prospect's sitemap as a download (admin, guard table). */
export function loader({ params, context }: Route.LoaderArgs) {
  if (params.file !== "sitemap.xml" && params.file !== "image-sitemap.xml")
    return new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { services } = staffRequest(context);
  return prospectDownload(services, { crawlId: params.crawlId, images: params.file === "image-sitemap.xml" });
}
