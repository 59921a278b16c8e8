import type { SelfAuditFindingType } from "~/lib/seo/self-audit";
import { prose } from "./fixture-site/text";
import { type LoopbackHttp, startLoopbackHttp } from "./loopback-http";

/**
 * A small site on loopback with the self-audit's problems planted, and its
 * answer key (sitemap-optimization, `npm run self-audit`):
 *
 * - /orphan: in the sitemap, linked from nowhere (sitemap_orphan)
 * - /hidden: in the sitemap, noindex (sitemap_noindex)
 * - /old: in the sitemap, 301 to /services (sitemap_redirect)
 * - /gone: linked from /services, answers 404 (broken_link)
 * - /team-a and /team-b: one title (duplicate_title)
 * - /print: in the sitemap, canonical names /services (canonical_mismatch)
 * - /pricing: linked from the home page, indexable, not in the sitemap (missing_from_sitemap)
 *
 * Every other page is indexable, has its own title, description and 250
 * words, is linked and listed. The "clean" variant has none of the problems:
 * the same pages minus the planted ones, all listed and linked.
 */
export interface SelfAuditSite {
  origin: string;
  url: string;
  expected: { type: SelfAuditFindingType; path: string }[];
  server: LoopbackHttp;
  close(): Promise<void>;
}

interface Page {
  title: string;
  links: string[];
  words?: number;
  head?: string;
}

export async function startSelfAuditSite(variant: "planted" | "clean" = "planted"): Promise<SelfAuditSite> {
  const planted = variant === "planted";
  const pages = new Map<string, Page>([
    ["/", { title: "Home", links: ["/services", "/team-a", "/team-b", ...(planted ? ["/pricing", "/hidden", "/print"] : [])] }],
    ["/services", { title: "Services", links: ["/", ...(planted ? ["/gone"] : [])] }],
    ["/team-a", { title: planted ? "Our team" : "Our team in Austin", links: ["/"] }],
    ["/team-b", { title: planted ? "Our team" : "Our team in Boston", links: ["/"] }],
  ]);
  if (planted) {
    pages.set("/orphan", { title: "Orphan", links: ["/"] });
    pages.set("/hidden", { title: "Hidden", links: ["/"], head: '<meta name="robots" content="noindex">' });
    pages.set("/pricing", { title: "Pricing", links: ["/"] });
    pages.set("/print", { title: "Services, printable", links: ["/"], head: "" });
  }
  const listed = planted
    ? ["/", "/services", "/team-a", "/team-b", "/orphan", "/hidden", "/old", "/print"]
    : ["/", "/services", "/team-a", "/team-b"];

  let origin = "";
  const server = await startLoopbackHttp((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    if (path === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
      return;
    }
    if (path === "/sitemap.xml") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${listed
          .map((p) => `<url><loc>${origin}${p}</loc></url>`)
          .join("")}</urlset>`,
      );
      return;
    }
    if (planted && path === "/old") {
      response.writeHead(301, { location: `${origin}/services` });
      response.end();
      return;
    }
    const page = pages.get(path);
    if (!page) {
      response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      response.end("<!doctype html><html lang=en><head><title>Not found</title></head><body><h1>Not found</h1></body></html>");
      return;
    }
    const seed = [...path].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0;
    const canonical = path === "/print" ? `${origin}/services` : `${origin}${path}`;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><title>${page.title}</title>
<meta name="description" content="About ${page.title.toLowerCase()} at ${path}.">
<link rel="canonical" href="${canonical}">${page.head ?? ""}</head>
<body><main><h1>${page.title}</h1><p>${prose(seed, page.words ?? 250)}</p>
<nav>${page.links.map((href) => `<a href="${href}">${href}</a>`).join(" ")}</nav></main></body></html>`);
  });
  origin = server.origin;
  const expected: SelfAuditSite["expected"] = planted
    ? [
        { type: "sitemap_orphan", path: "/orphan" },
        { type: "sitemap_noindex", path: "/hidden" },
        { type: "sitemap_redirect", path: "/old" },
        { type: "sitemap_orphan", path: "/old" },
        { type: "broken_link", path: "/gone" },
        { type: "duplicate_title", path: "/team-a" },
        { type: "canonical_mismatch", path: "/print" },
        { type: "missing_from_sitemap", path: "/pricing" },
      ]
    : [];
  return { origin, url: `${origin}/`, expected, server, close: () => server.close() };
}
