import { Parser } from "htmlparser2";
import { WXR_MAX_ITEMS, WXR_TEXT } from "~/lib/content/migration-wordpress";
import { AppError } from "../../../http";

/**
 * A WXR file (WordPress's export: RSS 2.0 with `wp:` elements) read into
 * items. Safety first, in this order, before any element is read:
 *
 * 1. The prolog (everything before the first element) is checked for a
 *    DOCTYPE with an internal subset, an external DTD (SYSTEM/PUBLIC) or an
 *    ENTITY declaration: refused with a 400. That is where entity bombs
 *    ("billion laughs") and external entities (`file:///etc/passwd`) live.
 *    WordPress never writes a DOCTYPE.
 * 2. The file must start with `<` (after a BOM and white space): anything
 *    else is not XML.
 * 3. Then htmlparser2 in xmlMode reads it as a stream of events. It never
 *    fetches a DTD and never expands an entity other than the five XML ones
 *    and numeric references (an undeclared `&foo;` stays as text), so even a
 *    declaration missed by step 1 could not expand.
 *
 * Only the direct children of each `<item>` are kept (postmeta, comments and
 * terms are nested and ignored), plus the channel's `<link>` (the old site).
 */
export type WxrKind = "post" | "page" | "attachment";

export interface WxrItem {
  wpId: number;
  guid: string | null;
  kind: WxrKind;
  /** publish, draft, private, pending, future, trash, inherit (attachments). */
  status: string;
  title: string;
  /** wp:post_name (may be empty for drafts). */
  slug: string;
  link: string | null;
  content: string;
  excerpt: string;
  author: string | null;
  /** ISO; from wp:post_date_gmt, else pubDate. */
  publishedAt: string | null;
  parentId: number;
  /** Attachments: the file's address. */
  attachmentUrl: string | null;
}

export interface WxrFile {
  siteUrl: string | null;
  items: WxrItem[];
  /** Items of other post types (nav menu items, custom types): counted in the report, not imported. */
  otherTypes: Record<string, number>;
}

const refuse = (message: string) => new AppError("BAD_REQUEST", message);

/** Step 1 and 2: throws the 400 before anything is parsed. */
export function checkWxrProlog(text: string): void {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (!start.startsWith("<")) throw refuse(WXR_TEXT.notXml);
  // The prolog: up to the first start tag of an element (a letter, _ or : after <).
  const first = /<[A-Za-z_:]/.exec(start);
  const prolog = first ? start.slice(0, first.index) : start;
  if (/<!DOCTYPE/i.test(prolog) || /<!ENTITY/i.test(prolog)) {
    const doctype = /<!DOCTYPE[\s\S]*/i.exec(prolog)?.[0] ?? prolog;
    if (/<!ENTITY|\[|\bSYSTEM\b|\bPUBLIC\b/i.test(doctype)) throw refuse(WXR_TEXT.doctype);
  }
  if (!first) throw refuse(WXR_TEXT.notWxr);
}

const FIELDS: Record<string, keyof Draft> = {
  title: "title",
  link: "link",
  guid: "guid",
  pubDate: "pubDate",
  "dc:creator": "author",
  "content:encoded": "content",
  "excerpt:encoded": "excerpt",
  "wp:post_id": "wpId",
  "wp:post_name": "slug",
  "wp:status": "status",
  "wp:post_type": "postType",
  "wp:post_parent": "parentId",
  "wp:post_date_gmt": "dateGmt",
  "wp:post_date": "date",
  "wp:attachment_url": "attachmentUrl",
};
type Draft = Record<
  | "title"
  | "link"
  | "guid"
  | "pubDate"
  | "author"
  | "content"
  | "excerpt"
  | "wpId"
  | "slug"
  | "status"
  | "postType"
  | "parentId"
  | "dateGmt"
  | "date"
  | "attachmentUrl",
  string
>;

function isoDate(draft: Partial<Draft>): string | null {
  const gmt = draft.dateGmt?.trim();
  if (gmt && !gmt.startsWith("0000")) {
    const parsed = new Date(`${gmt.replace(" ", "T")}Z`);
    if (!Number.isNaN(parsed.getTime())) return parsed.toISOString();
  }
  for (const raw of [draft.date?.trim(), draft.pubDate?.trim()]) {
    if (!raw || raw.startsWith("0000")) continue;
    const parsed = new Date(raw.includes("T") || /[a-z]/i.test(raw) ? raw : `${raw.replace(" ", "T")}Z`);
    if (!Number.isNaN(parsed.getTime())) return parsed.toISOString();
  }
  return null;
}

/**
 * Reads the whole file in 64 KB chunks, giving the event loop back every
 * 256 KB (a 32 MB file takes about 3 s of parsing; other requests are
 * answered meanwhile); throws a 400 for what is not a WXR.
 */
export async function parseWxr(text: string): Promise<WxrFile> {
  checkWxrProlog(text);
  const items: WxrItem[] = [];
  const otherTypes: Record<string, number> = {};
  const stack: string[] = [];
  let sawRss = false;
  let siteUrl: string | null = null;
  let draft: Partial<Draft> | null = null;
  let field: keyof Draft | null = null;
  let buffer = "";
  let channelLink = false;
  let failure: string | null = null;

  const parser = new Parser(
    {
      onopentag(name) {
        stack.push(name);
        if (stack.length === 1) {
          if (name !== "rss") failure = WXR_TEXT.notWxr;
          else sawRss = true;
        }
        if (name === "item" && stack.length === 3 && stack[1] === "channel") {
          draft = {};
          return;
        }
        if (draft && stack.length === 4) {
          field = FIELDS[name] ?? null;
          buffer = "";
        } else if (!draft && stack.length === 3 && stack[1] === "channel" && (name === "link" || name === "wp:base_blog_url")) {
          channelLink = true;
          buffer = "";
        }
      },
      ontext(chunk) {
        if (field || channelLink) buffer += chunk;
      },
      onclosetag(name) {
        if (draft && stack.length === 4 && field) {
          draft[field] = buffer;
          field = null;
        } else if (channelLink && stack.length === 3) {
          if (!siteUrl || name === "wp:base_blog_url") siteUrl = buffer.trim() || siteUrl;
          channelLink = false;
        } else if (draft && stack.length === 3 && name === "item") {
          const done: Partial<Draft> = draft;
          draft = null;
          const type = done.postType?.trim() ?? "";
          if (type === "post" || type === "page" || type === "attachment") {
            const wpId = Number(done.wpId?.trim());
            if (Number.isSafeInteger(wpId) && wpId > 0) {
              items.push({
                wpId,
                guid: done.guid?.trim() || null,
                kind: type,
                status: done.status?.trim() || "publish",
                title: (done.title ?? "").trim(),
                slug: (done.slug ?? "").trim(),
                link: done.link?.trim() || null,
                content: done.content ?? "",
                excerpt: done.excerpt ?? "",
                author: done.author?.trim() || null,
                publishedAt: isoDate(done),
                parentId: Number(done.parentId?.trim()) || 0,
                attachmentUrl: done.attachmentUrl?.trim() || null,
              });
            } else otherTypes[`${type} without a post ID`] = (otherTypes[`${type} without a post ID`] ?? 0) + 1;
          } else if (type) otherTypes[type] = (otherTypes[type] ?? 0) + 1;
          if (items.length > WXR_MAX_ITEMS) failure = WXR_TEXT.tooManyItems(WXR_MAX_ITEMS);
        }
        stack.pop();
      },
      onerror(error) {
        failure ??= WXR_TEXT.malformed(error.message);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const CHUNK = 64 * 1024;
  for (let at = 0, n = 1; at < text.length && !failure; at += CHUNK, n++) {
    parser.write(text.slice(at, at + CHUNK));
    if (n % 4 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (!failure) parser.end();
  if (failure) throw refuse(failure);
  if (!sawRss) throw refuse(WXR_TEXT.notWxr);
  if (items.length === 0) throw refuse(Object.keys(otherTypes).length ? WXR_TEXT.noItems : WXR_TEXT.notWxr);
  return { siteUrl, items, otherTypes };
}
