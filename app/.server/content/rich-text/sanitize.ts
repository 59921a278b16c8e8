import sanitizeHtml from "sanitize-html";
import type { PageSchema } from "~/lib/content/page-schema";
import {
  isMediaLibrarySrc,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_REL_TOKENS,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
  safeHref,
  UNSOURCED_MARK_KINDS,
} from "~/lib/content/rich-text";
import { defaultVariantWidth, imageVariantUrl, MEDIA_SOURCE_PATTERN, srcsetWidths } from "~/lib/images";

export { safeHref };

/**
 * The studio's rich text through sanitize-html against the one allow-list of
 * app/lib/content/rich-text.ts. Run on every write (page store, content_research
 * writer) and again when the public site fills its read caches, so HTML that
 * reached the database some other way (old rows, a manual fix, a future
 * writer that forgets) still cannot run on a page. Server only: it lives
 * under app/.server so sanitize-html never enters a browser bundle.
 *
 * The output is stable: sanitising it again returns it unchanged, which the
 * render-time pass relies on (seed HTML passes through byte for byte).
 */

/** A link's rel: the writer's allowed tokens, plus noopener noreferrer when it opens a new tab. */
function relFor(rel: string | undefined, newTab: boolean): string | undefined {
  const tokens = (rel ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => (RICH_TEXT_REL_TOKENS as readonly string[]).includes(token));
  if (newTab) tokens.push("noopener", "noreferrer");
  const unique = [...new Set(tokens)];
  return unique.length > 0 ? unique.join(" ") : undefined;
}

function transformLink(_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href === undefined ? null : safeHref(attribs.href);
  // No href: `unwrapBareLinks` drops the tag and keeps its text. (Renaming it to a
  // disallowed tag instead trips sanitize-html: the rename outlives the element
  // and a later end tag at the same depth is written under that name.)
  if (href === null) return { tagName: "a", attribs: {} };
  const newTab = attribs.target?.trim().toLowerCase() === RICH_TEXT_LINK_TARGET;
  const kept: sanitizeHtml.Attributes = { href };
  if (attribs.title) kept.title = attribs.title;
  if (newTab) kept.target = RICH_TEXT_LINK_TARGET;
  const rel = relFor(attribs.rel, newTab);
  if (rel) kept.rel = rel;
  return { tagName: "a", attribs: kept };
}

/** An image keeps only a media-library src, its alt and whole-number sizes. */
function transformImage(_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const src = attribs.src?.trim() ?? "";
  if (!isMediaLibrarySrc(src)) return { tagName: "img", attribs: {} };
  const kept: sanitizeHtml.Attributes = { src, alt: attribs.alt ?? "" };
  for (const size of ["width", "height"] as const) {
    const value = attribs[size];
    if (value && /^\d{1,5}$/.test(value)) kept[size] = value;
  }
  return { tagName: "img", attribs: kept };
}

/**
 * A link left without a safe href (by transformLink or the scheme check) becomes its text; so does a <mark>
 * that is not the drafting step's unsourced-claim mark (the allow-list keeps data-unsourced only with one of
 * UNSOURCED_MARK_KINDS as its value). An image without a media-library src (transformImage) goes.
 */
function unwrapBareLinks(frame: sanitizeHtml.IFrame): boolean | "excludeTag" {
  if (frame.tag === "img") return !frame.attribs.src;
  if (frame.tag === "mark")
    return (UNSOURCED_MARK_KINDS as readonly string[]).includes(frame.attribs["data-unsourced"] ?? "") ? false : "excludeTag";
  return frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false;
}

const attributeRules: sanitizeHtml.IOptions["allowedAttributes"] = {
  ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  mark: [{ name: "data-unsourced", multiple: false, values: [...UNSOURCED_MARK_KINDS] }],
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: attributeRules,
  // A second check behind safeHref, by sanitize-html's own scheme filter.
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Disallowed tags go, their text stays; these also lose their text (code, styles, fallbacks nobody reads).
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "select",
    "xmp",
    "noscript",
    "noembed",
    "noframes",
    "template",
    "title",
    "iframe",
    "object",
    "svg",
    "math",
  ],
  transformTags: {
    ...Object.fromEntries(
      Object.entries(RICH_TEXT_RENAMED_TAGS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {}, false)]),
    ),
    a: transformLink,
    img: transformImage,
  },
  exclusiveFilter: unwrapBareLinks,
};

/** Rich text as the allow-list lets it through: no script, style, event handler or unsafe URL survives. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The URL fields of a page schema rendered as links or images: kept only when safeHref accepts them. */
const SECTION_URLS = ["ctaUrl", "imageUrl"] as const;
const ITEM_URLS = ["link", "imageUrl"] as const;
const SEO_URLS = ["canonicalUrl", "ogImage"] as const;

function withSafeUrls<T extends object>(value: T, keys: readonly (keyof T & string)[]): T {
  let result = value;
  for (const key of keys) {
    const url = value[key];
    if (typeof url !== "string") continue;
    const safe = safeHref(url);
    if (safe === url) continue;
    result = { ...result };
    if (safe === null) delete result[key];
    else (result as Record<string, unknown>)[key] = safe;
  }
  return result;
}

/**
 * A page schema with the HTML of every section sanitised (`content` is the
 * only HTML field; unknown section types render it too, so they are
 * included), and every link or image URL (CTA, item link, images, canonical,
 * Open Graph image) that safeHref refuses removed: a `javascript:`, `data:`
 * or `//host` URL there would reach the page as an href as surely as in the
 * rich text. Without its URL a hero or content CTA is not shown and the cta
 * section links to /contact.
 */
export function sanitizePageSchema(schema: PageSchema): PageSchema {
  return {
    ...schema,
    seo: withSafeUrls(schema.seo, SEO_URLS),
    sections: schema.sections.map((raw) => {
      const section = withSafeUrls(raw, SECTION_URLS);
      return {
        ...section,
        ...(section.content === undefined ? {} : { content: sanitizeRichText(section.content) }),
        ...(section.items === undefined ? {} : { items: section.items.map((item) => withSafeUrls(item, ITEM_URLS)) }),
      };
    }),
  };
}

/**
 * Rich text for a public page: sanitised, and each media-library image served through the responsive image route
 * (issue 35 B3: the stored `/media/<key>.<ext>` is the library's address, not a served one, so every image placed in
 * rich text, the WordPress import's among them, was broken). The prose column is at most 48rem (768 px) wide: the
 * srcset offers its widths up to 2x. Only for display: what is stored keeps the library's address, which is what
 * the sanitiser lets through.
 */
export function richTextForDisplay(html: string): string {
  return sanitizeRichText(html).replace(/<img src="(\/media\/[^"]+)"/g, (tag, src: string) => {
    if (!MEDIA_SOURCE_PATTERN.test(src)) return tag;
    const srcset = srcsetWidths(PROSE_WIDTH)
      .map((width) => `${imageVariantUrl(src, width)} ${width}w`)
      .join(", ");
    const fallback = imageVariantUrl(src, defaultVariantWidth(PROSE_WIDTH));
    return `<img loading="lazy" decoding="async" sizes="(min-width: 48rem) 48rem, 100vw" srcset="${srcset}" src="${fallback}"`;
  });
}

/** The prose column's widest, in CSS pixels (max-w-3xl, components/content/page-schema/prose.tsx). */
const PROSE_WIDTH = 768;
