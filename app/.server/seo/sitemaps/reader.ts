import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { COOKIE_POLICY_VERSION, PRIVACY_POLICY_VERSION, TERMS_VERSION } from "~/content/legal/versions";
import { cityServicePath, cityServiceSlugs } from "~/lib/content/city-services";
import { CITY_SERVICE_CONTENT_TYPE } from "~/lib/content/research-types";
import { exclusionMatcher, type SitemapSettings, sitemapSetting } from "~/lib/seo/sitemap-generator";
import { cities, contentResearch, type Db, pageSchemas, redirects, states } from "../../db";
import { READ_CACHE_TTL_MS, ReadCache } from "../../http";
import { readSetting } from "../../settings";
import { pageImages, pageWordCount, selfCanonical } from "./page-facts";
import { chunkSitemaps, type SitemapChild, type SitemapEntry, type SitemapGroup } from "./xml";

/**
 * Dates of the copy that lives in the code. Bump one when that copy changes
 * in substance, so the sitemap's lastmod tells search engines to recrawl.
 */
export const SITE_COPY_DATE = "2026-11-21";
export const LOCATION_COPY_DATE = "2026-11-21";

/** Public pages with copy in the code (the legal pages carry their own versions). */
export const staticPages: { path: string; updated: string }[] = [
  { path: "/", updated: SITE_COPY_DATE },
  { path: "/about", updated: SITE_COPY_DATE },
  { path: "/contact", updated: SITE_COPY_DATE },
  { path: "/faq", updated: SITE_COPY_DATE },
  { path: "/privacy-policy", updated: PRIVACY_POLICY_VERSION },
  { path: "/terms-of-service", updated: TERMS_VERSION },
  { path: "/cookie-policy", updated: COOKIE_POLICY_VERSION },
  { path: "/case-studies", updated: SITE_COPY_DATE },
  { path: "/blog", updated: SITE_COPY_DATE },
  { path: "/services", updated: SITE_COPY_DATE },
  { path: "/locations", updated: LOCATION_COPY_DATE },
  { path: "/schedule-session", updated: SITE_COPY_DATE },
];

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * Every canonical, indexable URL of the site with the date its content last
 * changed, in groups: pages (static pages, published page schemas, published
 * blog articles), locations (state and city pages) and city service pages
 * that have a published record (the others are noindex).
 */
export async function collectSitemapGroups(db: Db) {
  return (await collectSitemap(db)).groups;
}

/** A published page the rules left out of the sitemap, and why (shown on /sitemap-generator). */
export interface LeftOutPage {
  path: string;
  reason: string;
}

/**
 * The sitemap's groups with the settings of /sitemap-generator applied
 * (exclusion patterns, image entries, the thin-page threshold), and the
 * published pages those rules left out.
 */
export async function collectSitemap(
  db: Db,
): Promise<{ groups: SitemapGroup[]; leftOut: LeftOutPage[]; settings: SitemapSettings }> {
  const [schemaRows, blogRows, stateRows, cityRows, serviceRows, redirectRows, settings] = await Promise.all([
    db
      .select({ path: pageSchemas.path, updatedAt: pageSchemas.updatedAt, schema: pageSchemas.schema })
      .from(pageSchemas)
      // A page its writer marked noindex is kept out of search: no sitemap entry either.
      .where(and(eq(pageSchemas.status, "published"), sql`coalesce(${pageSchemas.schema} #>> '{seo,noindex}', '') <> 'true'`))
      .orderBy(pageSchemas.path),
    db
      .select({ slug: contentResearch.slug, updatedAt: contentResearch.updatedAt, content: contentResearch.content })
      .from(contentResearch)
      .where(
        and(
          eq(contentResearch.contentType, "blog_article"),
          eq(contentResearch.status, "published"),
          isNotNull(contentResearch.slug),
        ),
      )
      .orderBy(contentResearch.slug),
    db.select({ id: states.id, slug: states.slug }).from(states).orderBy(states.slug),
    db
      .select({ stateId: cities.stateId, slug: cities.slug, updatedAt: cities.updatedAt })
      .from(cities)
      .orderBy(cities.stateId, cities.slug),
    db
      .select({
        service: sql<string>`lower(${contentResearch.serviceType})`,
        stateSlug: states.slug,
        citySlug: cities.slug,
        updatedAt: sql<Date>`max(${contentResearch.updatedAt})`,
      })
      .from(contentResearch)
      .innerJoin(states, sql`lower(${contentResearch.state}) in (lower(${states.name}), lower(${states.abbreviation}))`)
      .innerJoin(cities, and(eq(cities.stateId, states.id), sql`lower(${contentResearch.city}) = lower(${cities.name})`))
      .where(
        and(
          eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
          eq(contentResearch.status, "published"),
          inArray(sql`lower(${contentResearch.serviceType})`, [...cityServiceSlugs]),
        ),
      )
      .groupBy(sql`lower(${contentResearch.serviceType})`, states.slug, cities.slug)
      .orderBy(sql`lower(${contentResearch.serviceType})`, states.slug, cities.slug),
    db.select({ fromPath: redirects.fromPath }).from(redirects),
    readSetting(db, sitemapSetting),
  ]);
  const leftOut: LeftOutPage[] = [];
  const images = (list: string[]) => (settings.images && list.length > 0 ? { images: list } : {});
  // A stored page is listed when it is its own canonical and has enough text; else it is left out with the reason.
  const listedSchemas = schemaRows.filter((row) => {
    if (staticPages.some((page) => page.path === row.path)) return false;
    const canonical = selfCanonical(row.schema, row.path);
    if (!canonical.ok) {
      leftOut.push({ path: row.path, reason: `Canonical points to ${canonical.target}` });
      return false;
    }
    const words = pageWordCount(row.schema);
    if (words < settings.thinWords) {
      leftOut.push({ path: row.path, reason: `Thin: ${words} words of text (fewer than ${settings.thinWords})` });
      return false;
    }
    return true;
  });

  const pages: SitemapEntry[] = [
    ...staticPages.map((page) => ({ path: page.path, lastmod: day(page.updated), type: "static" as const })),
    // Page schemas stored for a path the code already serves would be listed twice (listedSchemas drops them).
    ...listedSchemas.map((row) => ({
      path: row.path,
      lastmod: row.updatedAt,
      type: "page" as const,
      ...images(pageImages(row.schema)),
    })),
    ...blogRows.map((row) => ({
      path: `/blog/${row.slug}`,
      lastmod: row.updatedAt,
      type: "blog" as const,
      ...images(htmlImages(row.content)),
    })),
  ];

  const copyDate = day(LOCATION_COPY_DATE);
  const stateSlugById = new Map(stateRows.map((row) => [row.id, row.slug]));
  const stateLastmod = new Map(stateRows.map((row) => [row.id, copyDate]));
  const cityEntries: SitemapEntry[] = [];
  for (const city of cityRows) {
    const stateSlug = stateSlugById.get(city.stateId);
    if (!stateSlug) continue;
    // A rename, a move or an import changes `updated_at` (the location manager), so lastmod follows the real change.
    const lastmod = later(copyDate, city.updatedAt);
    stateLastmod.set(city.stateId, later(stateLastmod.get(city.stateId) ?? copyDate, lastmod));
    cityEntries.push({ path: `/locations/${stateSlug}/${city.slug}`, lastmod, type: "location" });
  }
  const locationEntries: SitemapEntry[] = [
    ...stateRows.map((row) => ({
      path: `/locations/${row.slug}`,
      lastmod: stateLastmod.get(row.id) ?? copyDate,
      type: "location" as const,
    })),
    ...cityEntries,
  ];

  const serviceEntries: SitemapEntry[] = serviceRows.map((row) => ({
    path: cityServicePath(row.service, row.stateSlug, row.citySlug),
    lastmod: new Date(row.updatedAt),
    type: "city-service" as const,
  }));

  // A redirect's source answers 301, never a page: it is in no sitemap (issue 22 item 9).
  const redirected = new Set(redirectRows.map((row) => row.fromPath));
  const excluded = exclusionMatcher(settings.exclusions);
  const live = (entries: SitemapEntry[]) =>
    entries.filter((entry) => {
      if (redirected.has(entry.path)) return false;
      if (settings.exclusions.length > 0 && excluded(entry.path)) {
        leftOut.push({ path: entry.path, reason: "Matches an exclusion pattern" });
        return false;
      }
      return true;
    });
  const groups = [
    { name: "pages", entries: live(pages) },
    { name: "locations", entries: live(locationEntries) },
    { name: "city-services", entries: live(serviceEntries) },
  ];
  return { groups, leftOut, settings };
}

/** The images of an article's HTML (<img src>), site paths and http(s) URLs only. */
export function htmlImages(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi)) {
    const src = (match[1] ?? "").replace(/&amp;/g, "&").trim();
    if (/^https?:\/\//i.test(src) || (src.startsWith("/") && !src.startsWith("//"))) found.add(src);
  }
  return [...found];
}

/** The child sitemaps, computed at most once every five minutes per process. */
export function createSitemapSource(options: { db: () => Db; ttlMs?: number }) {
  const cache = new ReadCache<{ children: SitemapChild[]; leftOut: LeftOutPage[]; settings: SitemapSettings }>(
    options.ttlMs ?? READ_CACHE_TTL_MS,
  );
  const read = () =>
    cache.get("sitemap", async () => {
      const { groups, leftOut, settings } = await collectSitemap(options.db());
      return { children: chunkSitemaps(groups), leftOut, settings };
    });
  return {
    children: async () => (await read()).children,
    /** The children, the pages left out and the settings they were built with (the /sitemap-generator page). */
    details: read,
    invalidate: () => cache.clear(),
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;
