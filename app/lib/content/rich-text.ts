/**
 * The one allow-list of the studio's rich text (content sections of page
 * schemas, content_research bodies). The server's sanitiser
 * (app/.server/content/rich-text/sanitize.ts) enforces it on every write and again
 * when the public site reads content into its caches; the editor's toolbar can
 * offer exactly these. Plain data and the link rule, no sanitiser library:
 * this file may reach a browser bundle, sanitize-html must not. Why each choice: docs/rich-text.md.
 */

/**
 * Tags kept. No h1: a page has one h1, from its hero (or the article title),
 * so an h1 in the body becomes an h2. h5/h6 become h4. No code, pre or hr:
 * the editor offers none of them and the prose styles have none. img only
 * with a src in our own media library (`/media/<key>.<ext>`, see
 * isMediaLibrarySrc): imported content (the WordPress import, issue 24 item 7)
 * keeps its images after they are copied into the library; any other img goes.
 */
export const RICH_TEXT_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "b",
  "i",
  "blockquote",
  "img",
  // Only as the drafting step's mark of an unsourced claim (issue 24 item 3): a <mark> without
  // data-unsourced="number" or "claim" loses its tag and keeps its text (the sanitiser's exclusive filter).
  "mark",
] as const;

/** Tags renamed before the allow-list applies. */
export const RICH_TEXT_RENAMED_TAGS: Readonly<Record<string, (typeof RICH_TEXT_TAGS)[number]>> = {
  h1: "h2",
  h5: "h4",
  h6: "h4",
};

/** Attributes kept, per tag; every other attribute (style, class, id, on*) is dropped. */
export const RICH_TEXT_ATTRIBUTES = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  mark: ["data-unsourced"],
} as const;

/**
 * The only image addresses rich text keeps: a file of our media library
 * (random 32-hex key, a known extension), so no tracking pixel, no other
 * site and no scheme trick can reach a page through an img.
 */
export function isMediaLibrarySrc(src: string): boolean {
  return /^\/media\/[0-9a-f]{32}\.(?:jpg|png|webp|avif|svg)$/.test(src);
}

/** The values data-unsourced may take (app/lib/content/brief.ts UNSOURCED_MARK_ATTRIBUTE); any other drops the mark. */
export const UNSOURCED_MARK_KINDS = ["number", "claim"] as const;

/** Schemes a link may use; anything else (javascript:, data:, vbscript:, file:, ...) loses its href. */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** rel tokens a writer may set (SEO hints and opener protection); others are dropped. */
export const RICH_TEXT_REL_TOKENS = ["nofollow", "sponsored", "ugc", "noopener", "noreferrer"] as const;

/** The only link target kept; a link with it always gets rel="noopener noreferrer". */
export const RICH_TEXT_LINK_TARGET = "_blank";

// biome-ignore lint/suspicious/noControlCharactersInRegex: a browser trims controls round a URL; inside one they are refused.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (and backslashes) are what this refuses.
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The href a link keeps (the one link rule: the server's sanitiser and the
 * editor's link prompt both call this), or null. Mirrors how a browser reads a URL: tabs and
 * newlines anywhere are ignored and leading/trailing controls and spaces are
 * trimmed (so `java\tscript:` is `javascript:`), and a backslash counts as a
 * slash (so `/\evil.example` is protocol-relative). Allowed: site-relative
 * paths (`/contact`), fragments and queries of this page, and the schemes of
 * RICH_TEXT_LINK_SCHEMES. Refused: every other scheme, `//host`, and bare
 * relative paths (`www.example.com` typed without https:// would point at a
 * path of this site).
 */
export function safeHref(raw: string): string | null {
  const href = raw.replace(/[\t\n\r]/g, "").replace(EDGE_CONTROLS, "");
  if (href === "" || REFUSED_CHARACTERS.test(href)) return null;
  if (href.startsWith("//")) return null;
  if (/^[/#?]/.test(href)) return href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme) ? href : null;
}
