import { and, desc, eq, sql } from "drizzle-orm";
import { CITY_SERVICE_CONTENT_TYPE } from "~/lib/content/research-types";
import type { CityWithState } from "~/lib/seo/location-records";
import { contentResearch, type Db } from "../../db";
import { READ_CACHE_TTL_MS, ReadCache } from "../../http";
import { richTextForDisplay } from "../rich-text/sanitize";

export { CITY_SERVICE_CONTENT_TYPE };

export interface CityServiceContent {
  id: number;
  title: string;
  /** Sanitised HTML, written by the content tools. */
  content: string;
  excerpt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: Date;
}

/**
 * The published record for one service in one city (tools spec §7: matched on
 * content_type, city, state and service_type, status published, at most one).
 * `city` holds the city's name, `state` the state's name or USPS code, and
 * `service_type` the service slug (`rehab-marketing`); case does not matter.
 * Reads are cached for five minutes, misses included; the HTML is sanitised
 * as the cache is filled (app/.server/content/rich-text), whatever wrote the row.
 */
export function createCityServiceContentReader(options: { db: () => Db; ttlMs?: number }) {
  const cache = new ReadCache<CityServiceContent | null>(options.ttlMs ?? READ_CACHE_TTL_MS);

  return {
    forPage: (serviceSlug: string, place: CityWithState): Promise<CityServiceContent | null> =>
      cache.get(`${serviceSlug}/${place.state.slug}/${place.slug}`, async () => {
        const rows = await options
          .db()
          .select({
            id: contentResearch.id,
            title: contentResearch.title,
            content: contentResearch.content,
            excerpt: contentResearch.excerpt,
            seoTitle: contentResearch.seoTitle,
            seoDescription: contentResearch.seoDescription,
            updatedAt: contentResearch.updatedAt,
          })
          .from(contentResearch)
          .where(
            and(
              eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
              eq(contentResearch.status, "published"),
              sql`lower(${contentResearch.serviceType}) = ${serviceSlug}`,
              sql`lower(${contentResearch.city}) = lower(${place.name})`,
              sql`lower(${contentResearch.state}) in (lower(${place.state.name}), lower(${place.state.abbreviation}))`,
            ),
          )
          .orderBy(desc(contentResearch.updatedAt))
          .limit(1);
        const row = rows[0];
        return row ? { ...row, content: richTextForDisplay(row.content) } : null;
      }),

    invalidate: () => cache.clear(),
  };
}

export type CityServiceContentReader = ReturnType<typeof createCityServiceContentReader>;
