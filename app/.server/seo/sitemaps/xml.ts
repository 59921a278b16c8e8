import { absoluteUrl } from "~/lib/meta";
import type { SitemapEntryType } from "~/lib/seo/sitemap-generator";

/**
 * Sitemap XML (sitemaps.org protocol 0.9): child sitemaps of at most
 * SITEMAP_MAX_URLS URLs and an index that lists them. The protocol allows
 * 50,000 URLs and 50 MB per file; 45,000 leaves room for long URLs.
 */
export const SITEMAP_MAX_URLS = 45_000;

export interface SitemapEntry {
  /** Site path, starting with `/`. */
  path: string;
  lastmod: Date;
  /** What kind of page it is, for the counts of /sitemap-generator. */
  type?: SitemapEntryType;
  /** Images of the page (site paths or absolute URLs), listed as <image:image> when image sitemaps are on. */
  images?: string[];
}

export interface SitemapGroup {
  /** Name of the group of child sitemaps: `pages`, `locations`, `city-services`. */
  name: string;
  entries: SitemapEntry[];
}

export interface SitemapChild {
  /** File name under /sitemaps/: `locations-1.xml`. */
  file: string;
  entries: SitemapEntry[];
  lastmod: Date;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Splits each group into files of at most `max` URLs: `pages-1.xml`, `locations-1.xml`, `locations-2.xml`... */
export function chunkSitemaps(groups: readonly SitemapGroup[], max = SITEMAP_MAX_URLS): SitemapChild[] {
  const children: SitemapChild[] = [];
  for (const group of groups) {
    for (let start = 0, part = 1; start < group.entries.length; start += max, part++) {
      const entries = group.entries.slice(start, start + max);
      const lastmod = new Date(Math.max(...entries.map((entry) => entry.lastmod.getTime())));
      children.push({ file: `${group.name}-${part}.xml`, entries, lastmod });
    }
  }
  return children;
}

/** Absolute URL of a site path, built exactly as canonical URLs are. */
const siteUrl = absoluteUrl;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Google's image extension (developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps). */
const IMAGE_NS = 'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';
/** Google reads at most 1,000 images per <url>. */
export const SITEMAP_MAX_IMAGES_PER_URL = 1_000;

/** One <url> with an absolute address: our own entries and a prospect's pages alike. */
export interface UrlItem {
  loc: string;
  lastmod?: Date | null;
  images?: readonly string[];
}

export function renderUrlItems(items: readonly UrlItem[]): string {
  const withImages = items.some((item) => item.images && item.images.length > 0);
  const urls = items.map((item) => {
    const lastmod = item.lastmod ? `<lastmod>${item.lastmod.toISOString()}</lastmod>` : "";
    const images = (item.images ?? [])
      .slice(0, SITEMAP_MAX_IMAGES_PER_URL)
      .map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
      .join("");
    return `<url><loc>${escapeXml(item.loc)}</loc>${lastmod}${images}</url>`;
  });
  return `${HEAD}<urlset ${NS}${withImages ? ` ${IMAGE_NS}` : ""}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderUrlset(entries: readonly SitemapEntry[], publicUrl: string): string {
  return renderUrlItems(
    entries.map((entry) => ({
      loc: siteUrl(publicUrl, entry.path),
      lastmod: entry.lastmod,
      images: entry.images?.map((image) => siteUrl(publicUrl, image)),
    })),
  );
}

export function renderSitemapIndex(children: readonly SitemapChild[], publicUrl: string): string {
  const items = children.map(
    (child) =>
      `<sitemap><loc>${escapeXml(siteUrl(publicUrl, `/sitemaps/${child.file}`))}</loc><lastmod>${child.lastmod.toISOString()}</lastmod></sitemap>`,
  );
  return `${HEAD}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}
