import * as cheerio from "cheerio";

/**
 * A post's HTML made ready for our rich text, in two steps around the image
 * downloads:
 *
 * `prepareContent`: HTML comments go (Gutenberg's block markers
 * `<!-- wp:paragraph -->` included); shortcodes are handled (below);
 * classic-editor text without block tags gets paragraphs the way WordPress's
 * wpautop makes them (a blank line ends a paragraph, a single newline is a
 * <br>); every <img> is resolved against the post's address and collected,
 * and one whose src is not http(s) (javascript:, data:, file:) is removed
 * with a report line.
 *
 * `finishContent`: each <img> gets the media library's src, or is removed
 * when its image could not be imported (the report says why). The writers
 * (content_research writer, page store) then sanitise against the rich-text
 * allow-list, which keeps an img only with a media-library src.
 *
 * Shortcodes: `[caption]…[/caption]` keeps what it wraps (the image and its
 * caption text); `[gallery ids="1,2"]` becomes the images of those
 * attachments (without ids: the images attached to the post); `[[x]]` is
 * WordPress's escape and stays as the text `[x]`. Any other shortcode is
 * removed, the text it wraps kept, and named in the item's report. A bracket
 * pair counts as a shortcode when its name is followed by attributes, has a
 * closing `[/name]`, or has `_`/`-` in the name, so prose such as "[sic]"
 * is left alone.
 */
export interface ContentContext {
  /** The post's own address, for relative image URLs; else the site's. */
  baseUrl: string | null;
  /** Attachment post ID → file URL, for [gallery ids]. */
  attachments: ReadonlyMap<number, string>;
  /** Images attached to this post, for a [gallery] without ids. */
  childImages: readonly string[];
}

export interface PreparedContent {
  html: string;
  /** Absolute http(s) image URLs, in order, without repeats. */
  images: string[];
  notes: string[];
}

const BLOCK_TAG = /<(p|h[1-6]|ul|ol|blockquote|div|figure|table|pre)[\s>]/i;
const SHORTCODE = /\[(\[?)(\/?)([A-Za-z][\w-]*)((?:\s[^\]]*)?)\](\]?)/g;

function escapeAttr(value: string) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function shortcodes(html: string, context: ContentContext, notes: string[]): string {
  const closers = new Set<string>();
  for (const match of html.matchAll(/\[\/([A-Za-z][\w-]*)\]/g)) closers.add((match[1] ?? "").toLowerCase());
  const dropped = new Set<string>();
  const out = html.replace(SHORTCODE, (whole, open: string, slash: string, rawName: string, attrs: string, close: string) => {
    if (open && close) return whole.slice(1, -1);
    const name = rawName.toLowerCase();
    const isShortcode = attrs.includes("=") || closers.has(name) || /[_-]/.test(name) || name === "gallery" || name === "caption";
    if (!isShortcode) return whole;
    if (name === "caption") return "";
    if (name === "gallery" && !slash) {
      const ids = /\bids\s*=\s*["']?([\d,\s]+)/i.exec(attrs)?.[1];
      const urls = ids
        ? ids
            .split(",")
            .map((id) => Number(id.trim()))
            .filter((id) => id > 0)
            .map((id) => {
              const url = context.attachments.get(id);
              if (!url) notes.push(`Gallery image ${id} is not in the export; left out.`);
              return url;
            })
            .filter((url): url is string => Boolean(url))
        : [...context.childImages];
      return urls.map((url) => `<p><img src="${escapeAttr(url)}" alt=""></p>`).join("");
    }
    if (!slash) dropped.add(name);
    return "";
  });
  for (const name of dropped) notes.push(`Shortcode [${name}] removed (the text it wrapped is kept).`);
  return out;
}

function autop(html: string): string {
  if (BLOCK_TAG.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (/^<img[^>]*>$/i.test(chunk) ? `<p>${chunk}</p>` : `<p>${chunk.replace(/\n/g, "<br>")}</p>`))
    .join("\n");
}

export function prepareContent(raw: string, context: ContentContext): PreparedContent {
  const notes: string[] = [];
  let html = raw.replace(/<!--[\s\S]*?(?:-->|$)/g, "");
  html = shortcodes(html, context, notes);
  html = autop(html.replace(/\r\n?/g, "\n"));
  const $ = cheerio.load(html, null, false);
  const images: string[] = [];
  $("img").each((_index, element) => {
    const img = $(element);
    const src = (img.attr("src") ?? "").trim();
    const url = src ? URL.parse(src, context.baseUrl ?? undefined) : null;
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(src)?.[1]?.toLowerCase();
      notes.push(
        scheme && scheme !== "http" && scheme !== "https"
          ? `An image with a ${scheme}: address was removed.`
          : `An image without a usable address (${src.slice(0, 80) || "empty"}) was removed.`,
      );
      img.remove();
      return;
    }
    url.hash = "";
    img.attr("src", url.href);
    for (const name of Object.keys(element.attribs)) if (!["src", "alt", "width", "height"].includes(name)) img.removeAttr(name);
    if (!images.includes(url.href)) images.push(url.href);
  });
  return { html: $.html(), images, notes };
}

/** Each <img> with the library's src (by the URL prepareContent gave it), or removed when its image failed. */
export function finishContent(html: string, sources: ReadonlyMap<string, string | null>): string {
  const $ = cheerio.load(html, null, false);
  $("img").each((_index, element) => {
    const img = $(element);
    const src = sources.get(img.attr("src") ?? "");
    if (src) img.attr("src", src);
    else img.remove();
  });
  return $.html();
}

/** Text of HTML, collapsed (for an excerpt or a page description). */
export function plainText(html: string): string {
  return cheerio.load(html, null, false).text().replace(/\s+/g, " ").trim();
}

/** A slug from WordPress's post_name (may be percent-encoded) or the title: lowercase ASCII words joined by hyphens. */
export function toSlug(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {}
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}
