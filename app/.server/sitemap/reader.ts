import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { COOKIE_POLICY_VERSION, PRIVACY_POLICY_VERSION, TERMS_VERSION } from "~/content/legal/versions";
import { cityServicePath, cityServiceSlugs } from "~/lib/city-services";
import { CITY_SERVICE_CONTENT_TYPE } from "../city-services/reader";
import type { Db } from "../db/client";
import { cities, contentResearch, pageSchemas, redirects, states } from "../db/schema";
import { READ_CACHE_TTL_MS, ReadCache } from "../http/caching/read-cache";
import { chunkSitemaps, type SitemapChild, type SitemapEntry } from "./xml";

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
  const [schemaRows, blogRows, stateRows, cityRows, serviceRows, redirectRows] = await Promise.all([
    db
      .select({ path: pageSchemas.path, updatedAt: pageSchemas.updatedAt })
      .from(pageSchemas)
      // A page its writer marked noindex is kept out of search: no sitemap entry either.
      .where(and(eq(pageSchemas.status, "published"), sql`coalesce(${pageSchemas.schema} #>> '{seo,noindex}', '') <> 'true'`))
      .orderBy(pageSchemas.path),
    db
      .select({ slug: contentResearch.slug, updatedAt: contentResearch.updatedAt })
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
      .select({ stateId: cities.stateId, slug: cities.slug, createdAt: cities.createdAt })
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
  ]);

  const pages: SitemapEntry[] = [
    ...staticPages.map((page) => ({ path: page.path, lastmod: day(page.updated) })),
    // Page schemas stored for a path the code already serves would be listed twice.
    ...schemaRows
      .filter((row) => !staticPages.some((page) => page.path === row.path))
      .map((row) => ({ path: row.path, lastmod: row.updatedAt })),
    ...blogRows.map((row) => ({ path: `/blog/${row.slug}`, lastmod: row.updatedAt })),
  ];

  const copyDate = day(LOCATION_COPY_DATE);
  const stateSlugById = new Map(stateRows.map((row) => [row.id, row.slug]));
  const stateLastmod = new Map(stateRows.map((row) => [row.id, copyDate]));
  const cityEntries: SitemapEntry[] = [];
  for (const city of cityRows) {
    const stateSlug = stateSlugById.get(city.stateId);
    if (!stateSlug) continue;
    const lastmod = later(copyDate, city.createdAt);
    stateLastmod.set(city.stateId, later(stateLastmod.get(city.stateId) ?? copyDate, lastmod));
    cityEntries.push({ path: `/locations/${stateSlug}/${city.slug}`, lastmod });
  }
  const locationEntries: SitemapEntry[] = [
    ...stateRows.map((row) => ({ path: `/locations/${row.slug}`, lastmod: stateLastmod.get(row.id) ?? copyDate })),
    ...cityEntries,
  ];

  const serviceEntries: SitemapEntry[] = serviceRows.map((row) => ({
    path: cityServicePath(row.service, row.stateSlug, row.citySlug),
    lastmod: new Date(row.updatedAt),
  }));

  // A redirect's source answers 301, never a page: it is in no sitemap (issue 22 item 9).
  const redirected = new Set(redirectRows.map((row) => row.fromPath));
  const live = (entries: SitemapEntry[]) => (redirected.size ? entries.filter((entry) => !redirected.has(entry.path)) : entries);
  return [
    { name: "pages", entries: live(pages) },
    { name: "locations", entries: live(locationEntries) },
    { name: "city-services", entries: live(serviceEntries) },
  ];
}

/** The child sitemaps, computed at most once every five minutes per process. */
export function createSitemapSource(options: { db: () => Db; ttlMs?: number }) {
  const cache = new ReadCache<SitemapChild[]>(options.ttlMs ?? READ_CACHE_TTL_MS);
  return {
    children: () => cache.get("children", async () => chunkSitemaps(await collectSitemapGroups(options.db()))),
    invalidate: () => cache.clear(),
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;
