import { crawlIdSchema, type SitemapCommand } from "~/lib/seo/sitemap-generator";
import { parseStartUrl } from "../../../audits";
import { publicSiteConfig } from "../../../config";
import type { StaffRequest } from "../../../services-context";
import { outcomeAnswer } from "../../outcome";
import { indexNowOverview, ownSitemapOverview } from "./overview";
import { prospectSitemap, recentCrawls, renderProspectSitemap } from "./prospect";

type Services = StaffRequest["services"];

/**
 * /sitemap-generator (thin route, logic here): the loader's data and the
 * form posts that change the settings. Admins only (the guard's table, and
 * staffRequest again in the route). A refused post answers 4xx with a
 * message and changes nothing.
 */
/** Left-out URLs of a prospect shown on the page; the download has them all. */
const PROSPECT_ROWS = 500;

export async function loadSitemapGenerator({ services }: StaffRequest, query: { crawl?: string }) {
  const { publicUrl } = publicSiteConfig(services.config);
  const db = () => services.database.db;
  const [own, indexNow, crawls] = await Promise.all([
    ownSitemapOverview({ sitemap: services.sitemap, publicUrl }),
    indexNowOverview({
      indexNow: services.sitemapGenerator.indexNow,
      readSettings: services.sitemapGenerator.settings.readIndexNow,
      publicUrl,
    }),
    recentCrawls(db()),
  ]);
  const crawlParam = query.crawl;
  let prospect: {
    crawlId: string;
    error?: string;
    url?: string;
    included?: { url: string; lastmod: string | null; images: number }[];
    includedCount?: number;
    leftOut?: { url: string; reason: string }[];
    leftOutCount?: number;
  } | null = null;
  if (crawlParam) {
    const id = crawlIdSchema.safeParse(crawlParam);
    const found = id.success ? await prospectSitemap(db(), id.data) : null;
    if (!found) {
      // The page still answers (a stale link); the message says what is wrong. The download answers 404.
      prospect = { crawlId: crawlParam.slice(0, 80), error: "There is no such crawl. Pick one of the stored crawls." };
    } else
      prospect = {
        crawlId: found.crawl.id,
        url: found.crawl.url,
        included: found.included
          .slice(0, PROSPECT_ROWS)
          .map((page) => ({ url: page.url, lastmod: page.lastmod?.toISOString() ?? null, images: page.images.length })),
        includedCount: found.included.length,
        leftOut: found.leftOut.slice(0, PROSPECT_ROWS),
        leftOutCount: found.leftOut.length,
      };
  }
  return {
    own,
    indexNow,
    crawls: crawls.map((crawl) => ({ ...crawl, createdAt: crawl.createdAt.toISOString() })),
    prospect,
  };
}

/** Changes one of the sitemap settings (or rotates the IndexNow key). */
export async function changeSitemapSettings({ services, actor, clientIp }: StaffRequest, command: SitemapCommand) {
  const ctx = { actor, clientIp };
  const store = services.sitemapGenerator.settings;
  const result = await (async () => {
    switch (command.intent) {
      case "exclusions":
        return store.setExclusions(ctx, command.patterns);
      case "images":
        return store.setImages(ctx, command.images);
      case "thin":
        return store.setThinWords(ctx, command.thinWords);
      case "indexnow": {
        const endpoint = checkEndpoint(command.endpoint, services.sitemapGenerator);
        if (!endpoint.ok) return { ok: false as const, status: 400, message: endpoint.message };
        return store.setIndexNow(ctx, { enabled: command.enabled, endpoint: endpoint.url });
      }
      case "rotate-key":
        return store.rotateKey(ctx);
    }
  })();
  return outcomeAnswer(result);
}

/**
 * The IndexNow endpoint: an https (or, for tests, http) address on a public
 * host. A private, loopback or reserved address is refused unless
 * CRAWL_ALLOW_PRIVATE is on (tests only); the fetch checks again after DNS.
 */
export function checkEndpoint(
  input: string,
  rules: { allowPrivate: boolean; allowedPorts: readonly number[] },
): { ok: true; url: string } | { ok: false; message: string } {
  if (input === "")
    return { ok: false, message: "Enter the IndexNow endpoint address, such as https://api.indexnow.org/indexnow." };
  const checked = parseStartUrl(input, rules);
  if (!checked.ok) {
    const why = checked.message.includes("private")
      ? "The endpoint points to a private, local or reserved network address and cannot be used."
      : checked.message.includes("port")
        ? "The endpoint must use the standard ports (80 and 443)."
        : "The endpoint must be a full https:// address, such as https://api.indexnow.org/indexnow.";
    return { ok: false, message: why };
  }
  const url = new URL(checked.url);
  if (url.search) return { ok: false, message: "The endpoint cannot carry a query: the URLs are sent in the request body." };
  return { ok: true, url: url.toString() };
}

/** /sitemap-generator/prospect/{crawl}.xml (and -images.xml): the download. */
export async function prospectDownload(services: Services, params: { crawlId: string; images: boolean }): Promise<Response> {
  const text = (status: number, message: string) =>
    new Response(`${message}\n`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const id = crawlIdSchema.safeParse(params.crawlId);
  if (!id.success) return text(404, "There is no such crawl.");
  const sitemap = await prospectSitemap(services.database.db, id.data);
  if (!sitemap) return text(404, "There is no such crawl.");
  const host = sitemap.crawl.host.replace(/[^a-z0-9.-]/gi, "-");
  const name = params.images ? `sitemap-images-${host}.xml` : `sitemap-${host}.xml`;
  return new Response(renderProspectSitemap(sitemap, { images: params.images }), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
