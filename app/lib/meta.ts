import type { MetaDescriptor } from "react-router";
import { isPrivatePath } from "./private-paths";
import type { SiteConfig } from "./site-config";

/**
 * Page metadata in one place (spec public-site §3 and §9). Every route's
 * `meta` export calls `buildMeta`, so each page's tags are in the
 * server-rendered HTML: title, description, canonical, keywords, Open Graph,
 * Twitter card, robots, theme colour, geo, article times and JSON-LD.
 */
export const TITLE_MAX = 60;
export const THEME_COLOR = "#0079bf";
export const DEFAULT_OG_IMAGE = "/og-image.png";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page; its absolute canonical URL is built from PUBLIC_URL. */
  path: string;
  /** An explicit canonical (absolute, or a path) when it differs from `path`. */
  canonicalUrl?: string;
  keywords?: string | string[];
  ogImage?: string;
  ogType?: string;
  twitterCard?: string;
  cityName?: string;
  stateName?: string;
  /** Two-letter state code for geo.region (`TX` gives `US-TX`). */
  stateCode?: string;
  article?: { publishedTime?: string; modifiedTime?: string; author?: string };
  /** Extra JSON-LD objects; Organization is always added. */
  structuredData?: Record<string, unknown> | Record<string, unknown>[];
  additionalMetaTags?: { name?: string; property?: string; content: string }[];
  /** Robots directive override, for example `noindex, follow` on thin pages. */
  robots?: string;
}

/** Titles over 60 characters are cut to 57 plus an ellipsis. */
export function capTitle(title: string): string {
  const clean = title.trim().replace(/\s+/g, " ");
  if (clean.length <= TITLE_MAX) return clean;
  return `${clean.slice(0, TITLE_MAX - 3).trimEnd()}...`;
}

/** `https://site.example` + `/a/b/` gives `https://site.example/a/b`: no query, no trailing slash. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const [pathname = "/"] = pathOrUrl.split(/[?#]/);
  const trimmed = pathname === "/" ? "" : pathname.replace(/\/+$/, "");
  const withSlash = trimmed === "" || trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  return `${publicUrl.replace(/\/+$/, "")}${withSlash}` || publicUrl;
}

export function organizationJsonLd(site: SiteConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.agency.name,
    url: site.publicUrl,
    logo: absoluteUrl(site.publicUrl, "/logo.svg"),
    email: site.agency.email,
    telephone: site.agency.phone,
    sameAs: [site.agency.social.facebook, site.agency.social.twitter, site.agency.social.linkedin],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: site.agency.phone,
      email: site.agency.email,
      areaServed: "US",
      availableLanguage: "English",
    },
  };
}

export function buildMeta(page: PageMeta, site: SiteConfig): MetaDescriptor[] {
  const title = capTitle(page.title);
  const canonical = absoluteUrl(site.publicUrl, page.canonicalUrl ?? page.path);
  const image = absoluteUrl(site.publicUrl, page.ogImage ?? DEFAULT_OG_IMAGE);
  const ogType = page.ogType ?? (page.article ? "article" : "website");
  const twitterCard = page.twitterCard ?? "summary_large_image";
  const keywords = Array.isArray(page.keywords) ? page.keywords.join(", ") : page.keywords;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { name: "theme-color", content: THEME_COLOR },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: site.agency.name },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: twitterCard },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  // Private areas get their robots tags from the layout (root.tsx), never "index".
  if (!isPrivatePath(page.path)) tags.push({ name: "robots", content: page.robots ?? "index, follow" });
  if (keywords) tags.push({ name: "keywords", content: keywords });
  if (page.stateName) {
    if (page.stateCode) tags.push({ name: "geo.region", content: `US-${page.stateCode.toUpperCase()}` });
    const place = page.cityName ? `${page.cityName}, ${page.stateName}` : page.stateName;
    tags.push({ name: "geo.placename", content: place });
  }
  if (page.article?.publishedTime) tags.push({ property: "article:published_time", content: page.article.publishedTime });
  if (page.article?.modifiedTime) tags.push({ property: "article:modified_time", content: page.article.modifiedTime });
  if (page.article?.author) tags.push({ property: "article:author", content: page.article.author });
  for (const extra of page.additionalMetaTags ?? []) {
    if (extra.property) tags.push({ property: extra.property, content: extra.content });
    else if (extra.name) tags.push({ name: extra.name, content: extra.content });
  }
  const structured = [organizationJsonLd(site), ...[page.structuredData ?? []].flat()];
  for (const item of structured) tags.push({ "script:ld+json": item });
  return tags;
}
