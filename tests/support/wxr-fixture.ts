import type http from "node:http";
import sharp from "sharp";
import { type LoopbackHttp, startLoopbackHttp } from "./loopback-http";

/**
 * A deterministic WordPress export (WXR 1.2) and the loopback site that
 * serves its images, for the WordPress import's tests and bench. Post n
 * (1-based) has the slug `post-n`, the old address `<site>/2024/01/post-n/`,
 * one image of its own (`img-n.png`, a distinct colour) and, every fifth
 * post, the shared `shared.png` too. Options add the hostile cases.
 */
export interface WxrFixtureOptions {
  /** The images' site (the loopback fixture's origin). */
  imageOrigin: string;
  /** The old WordPress site's address (links, GUIDs). */
  siteUrl?: string;
  posts: number;
  pages?: number;
  /** Put before every slug and old path (`<prefix>post-1`), so runs on a shared server do not collide. */
  prefix?: string;
  /** Extra raw <item> XML appended (hostile cases). */
  extraItems?: string[];
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

export function wxrItem(fields: {
  id: number;
  type: "post" | "page" | "attachment";
  title: string;
  slug: string;
  link: string;
  content?: string;
  excerpt?: string;
  status?: string;
  parent?: number;
  attachmentUrl?: string;
  date?: string;
  guid?: string;
}): string {
  return `
  <item>
    <title>${cdata(fields.title)}</title>
    <link>${fields.link}</link>
    <pubDate>Mon, 01 Jan 2024 10:00:00 +0000</pubDate>
    <dc:creator>${cdata("editor")}</dc:creator>
    <guid isPermaLink="false">${fields.guid ?? `${new URL(fields.link).origin}/?p=${fields.id}`}</guid>
    <description></description>
    <content:encoded>${cdata(fields.content ?? "")}</content:encoded>
    <excerpt:encoded>${cdata(fields.excerpt ?? "")}</excerpt:encoded>
    <wp:post_id>${fields.id}</wp:post_id>
    <wp:post_date>${cdata(fields.date ?? "2024-01-01 10:00:00")}</wp:post_date>
    <wp:post_date_gmt>${cdata(fields.date ?? "2024-01-01 10:00:00")}</wp:post_date_gmt>
    <wp:post_name>${cdata(fields.slug)}</wp:post_name>
    <wp:status>${cdata(fields.status ?? (fields.type === "attachment" ? "inherit" : "publish"))}</wp:status>
    <wp:post_parent>${fields.parent ?? 0}</wp:post_parent>
    <wp:post_type>${cdata(fields.type)}</wp:post_type>${fields.attachmentUrl ? `\n    <wp:attachment_url>${cdata(fields.attachmentUrl)}</wp:attachment_url>` : ""}
    <wp:postmeta><wp:meta_key>${cdata("_edit_last")}</wp:meta_key><wp:meta_value>${cdata("1")}</wp:meta_value></wp:postmeta>
  </item>`;
}

export function buildWxr(options: WxrFixtureOptions): string {
  const site = options.siteUrl ?? "https://old-rehab.example";
  const items: string[] = [];
  const prefix = options.prefix ?? "";
  for (let n = 1; n <= options.posts; n++) {
    const shared =
      n % 5 === 0
        ? `\n<!-- wp:image -->\n<figure class="wp-block-image"><img src="${options.imageOrigin}/wp-content/uploads/shared.png" alt="Our team"/></figure>\n<!-- /wp:image -->`
        : "";
    items.push(
      wxrItem({
        id: 1000 + n,
        type: "post",
        title: `Recovery article ${n}`,
        slug: `${prefix}post-${n}`,
        link: `${site}/2024/01/${prefix}post-${n}/`,
        excerpt: `Summary of article ${n}.`,
        content: `<!-- wp:paragraph -->\n<p>Paragraph one of article ${n} about <strong>recovery</strong>.</p>\n<!-- /wp:paragraph -->\n[caption id="attachment_${n}" align="alignnone" width="300"]<img src="${options.imageOrigin}/wp-content/uploads/img-${n}.png" alt="Image ${n}" class="size-medium" /> Caption ${n}[/caption]${shared}\n<p>Second paragraph ${n}.</p>`,
      }),
    );
  }
  for (let n = 1; n <= (options.pages ?? 0); n++) {
    items.push(
      wxrItem({
        id: 5000 + n,
        type: "page",
        title: `About page ${n}`,
        slug: `${prefix}about-${n}`,
        link: `${site}/${prefix}about-${n}/`,
        content: `Classic text of page ${n}.\n\nSecond paragraph of page ${n}.`,
      }),
    );
  }
  items.push(...(options.extraItems ?? []));
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old Rehab Blog</title>
  <link>${site}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${site}</wp:base_site_url>
  <wp:base_blog_url>${site}</wp:base_blog_url>
  <wp:author><wp:author_login>${cdata("editor")}</wp:author_login></wp:author>
  <item><title>Menu</title><wp:post_id>1</wp:post_id><wp:post_type>nav_menu_item</wp:post_type></item>
${items.join("\n")}
</channel>
</rss>
`;
}

/** The distinct images of a fixture of `posts` posts: one each, plus the shared one when there are five or more. */
export const fixtureImageCount = (posts: number) => posts + (posts >= 5 ? 1 : 0);

async function png(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: seed % 251, g: (seed * 7) % 253, b: (seed * 13) % 241 } },
  })
    .png()
    .toBuffer();
}

/** Serves `/wp-content/uploads/img-<n>.png` and `shared.png`; anything else answers 404. `delayMs` slows each image. */
export async function startImageSite(options: { delayMs?: number } = {}): Promise<LoopbackHttp & { imageRequests(): number }> {
  const cache = new Map<string, Promise<Buffer>>();
  const site = await startLoopbackHttp((request: http.IncomingMessage, response: http.ServerResponse) => {
    const match = /^\/wp-content\/uploads\/(?:img-(\d+)|(shared))\.png$/.exec(request.url ?? "");
    if (!match) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const key = match[1] ?? "shared";
    let body = cache.get(key);
    if (!body) {
      body = png(key === "shared" ? 99_991 : Number(key));
      cache.set(key, body);
    }
    void body.then((bytes) =>
      setTimeout(() => response.writeHead(200, { "content-type": "image/png" }).end(bytes), options.delayMs ?? 0),
    );
  });
  return { ...site, imageRequests: () => site.requests.filter((each) => each.path.startsWith("/wp-content/")).length };
}
