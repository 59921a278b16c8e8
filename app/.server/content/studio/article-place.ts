import { and, eq, or, sql } from "drizzle-orm";
import { cities, states } from "../../db";
import { CITY_SERVICE_CONTENT_TYPE } from "../city-services/reader";
import type { StudioDeps } from "./context";

/**
 * Where a content_research record shows on the public site (issue 22 item
 * 11): a city service article on /{service}/{state}/{city}, a blog article
 * on /blog/{slug}; research has no page of its own (null). The record holds
 * the city's and state's names (or the state's USPS code), matched without
 * case as the city service reader matches them, so the path is the one whose
 * page this record fills. Kept outside research/ (the studio's adapter for
 * records is being reshaped there).
 */
export interface ArticlePlace {
  kind: "city-service" | "blog" | "none";
  /** The public path, or null when the record names no page that exists. */
  path: string | null;
  /** For a city service article: the place's names, which its page's heading uses. */
  cityName?: string;
  stateName?: string;
  stateCode?: string;
  stateSlug?: string;
  citySlug?: string;
  serviceSlug?: string;
}

interface PlaceFields {
  contentType: string;
  slug: string | null;
  serviceType: string | null;
  state: string | null;
  city: string | null;
}

export async function articlePlace(deps: Pick<StudioDeps, "db">, record: PlaceFields): Promise<ArticlePlace> {
  if (record.contentType === "blog_article") {
    return { kind: "blog", path: record.slug ? `/blog/${record.slug}` : null };
  }
  if (record.contentType !== CITY_SERVICE_CONTENT_TYPE) return { kind: "none", path: null };
  const service = (record.serviceType ?? "").toLowerCase();
  if (!record.city || !record.state || !/^[a-z0-9-]{1,80}$/.test(service)) return { kind: "city-service", path: null };
  const [place] = await deps
    .db()
    .select({
      citySlug: cities.slug,
      cityName: cities.name,
      stateSlug: states.slug,
      stateName: states.name,
      stateCode: states.abbreviation,
    })
    .from(cities)
    .innerJoin(states, eq(cities.stateId, states.id))
    .where(
      and(
        sql`lower(${cities.name}) = lower(${record.city})`,
        or(sql`lower(${states.name}) = lower(${record.state})`, sql`lower(${states.abbreviation}) = lower(${record.state})`),
      ),
    )
    .limit(1);
  if (!place) return { kind: "city-service", path: null, serviceSlug: service };
  return {
    kind: "city-service",
    path: `/${service}/${place.stateSlug}/${place.citySlug}`,
    cityName: place.cityName,
    stateName: place.stateName,
    stateCode: place.stateCode,
    stateSlug: place.stateSlug,
    citySlug: place.citySlug,
    serviceSlug: service,
  };
}
