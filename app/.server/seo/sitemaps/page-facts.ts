import { normalizePagePath } from "~/lib/content/page-path";
import { countWords } from "~/lib/content/page-text";
import { htmlToText } from "~/lib/html-text";

/**
 * What the sitemap reads from a stored page schema (page_schemas.schema, as
 * stored: read defensively, a field may be missing): its words of visible
 * text, its images, and whether it is its own canonical.
 */
interface LooseSection {
  title?: unknown;
  subtitle?: unknown;
  content?: unknown;
  ctaText?: unknown;
  imageUrl?: unknown;
  items?: unknown;
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const sectionsOf = (schema: unknown): LooseSection[] => {
  const sections = (schema as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? (sections.filter((section) => section && typeof section === "object") as LooseSection[]) : [];
};
const itemsOf = (section: LooseSection): Record<string, unknown>[] =>
  Array.isArray(section.items)
    ? (section.items.filter((item) => item && typeof item === "object") as Record<string, unknown>[])
    : [];

/** Words of the text a visitor reads in the page's sections (titles, subtitles, rich text, items); the SEO title is not counted. */
export function pageWordCount(schema: unknown): number {
  let words = 0;
  for (const section of sectionsOf(schema)) {
    words += countWords(asText(section.title)) + countWords(asText(section.subtitle)) + countWords(asText(section.ctaText));
    const content = asText(section.content);
    if (content) words += countWords(htmlToText(content));
    for (const item of itemsOf(section)) words += countWords(asText(item.title)) + countWords(asText(item.description));
  }
  return words;
}

const isImageSource = (src: string) => /^https?:\/\//i.test(src) || (src.startsWith("/") && !src.startsWith("//"));

/** The page's images, in page order without repeats: section images (the hero's first), item images, images in rich text. */
export function pageImages(schema: unknown): string[] {
  const found = new Set<string>();
  const add = (value: unknown) => {
    const src = asText(value).trim();
    if (src && isImageSource(src)) found.add(src);
  };
  for (const section of sectionsOf(schema)) {
    add(section.imageUrl);
    for (const item of itemsOf(section)) add(item.imageUrl);
    for (const match of asText(section.content).matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi))
      add((match[1] ?? "").replace(/&amp;/g, "&"));
  }
  return [...found];
}

/** Whether the page's canonical URL (seo.canonicalUrl; absent means itself) is its own path. */
export function selfCanonical(schema: unknown, path: string): { ok: true } | { ok: false; target: string } {
  const canonical = asText((schema as { seo?: { canonicalUrl?: unknown } } | null)?.seo?.canonicalUrl).trim();
  if (!canonical) return { ok: true };
  const parsed = URL.parse(canonical, "http://canonical.invalid");
  if (!parsed) return { ok: false, target: canonical };
  let pathname = parsed.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  return normalizePagePath(pathname) === path ? { ok: true } : { ok: false, target: canonical };
}
