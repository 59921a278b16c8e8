import { eq } from "drizzle-orm";
import { type CityServiceArticleSeed, cityServiceArticles } from "~/content/city-service-articles";
import { usStates } from "~/content/us-states";
import { slugify } from "~/lib/slug";
import { contentResearch, type Db } from "../../db";
import { addPublishedRecords } from "../research/seed-records";
import { CITY_SERVICE_CONTENT_TYPE } from "./reader";

/** The row slug of a seeded article: `rehab-marketing/california/los-angeles`. */
export function cityServiceArticleSlug(article: Pick<CityServiceArticleSeed, "serviceType" | "city" | "state">): string {
  return `${article.serviceType.toLowerCase()}/${slugify(article.state)}/${slugify(article.city)}`;
}

/** State names by lowercase USPS code: the reader matches a record's state by name or code. */
const stateNameByCode = new Map(usStates.map((state) => [state.abbreviation.toLowerCase(), state.name.toLowerCase()]));

const placeKey = (serviceType: string, state: string, city: string) => {
  const stateName = stateNameByCode.get(state.trim().toLowerCase()) ?? state.trim().toLowerCase();
  return `${serviceType.trim().toLowerCase()}|${stateName}|${city.trim().toLowerCase()}`;
};

/**
 * The built-in city service articles as published `service_type_location`
 * rows. Only ever adds: a row whose slug is already stored is left as it is
 * (admin edits survive), and an article is skipped when the content tools
 * already hold a record for the same service and city (published or not),
 * so the seed never competes with an admin's own page. Returns the number added.
 */
export async function seedCityServiceArticles(db: Db, articles: CityServiceArticleSeed[] = cityServiceArticles): Promise<number> {
  if (articles.length === 0) return 0;
  const stored = await db
    .select({ serviceType: contentResearch.serviceType, state: contentResearch.state, city: contentResearch.city })
    .from(contentResearch)
    .where(eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE));
  const taken = new Set(stored.map((row) => placeKey(row.serviceType ?? "", row.state ?? "", row.city ?? "")));
  const fresh = articles.filter((article) => !taken.has(placeKey(article.serviceType, article.state, article.city)));
  if (fresh.length === 0) return 0;

  return addPublishedRecords(
    db,
    fresh.map((article) => ({
      contentType: CITY_SERVICE_CONTENT_TYPE,
      slug: cityServiceArticleSlug(article),
      city: article.city,
      state: article.state,
      serviceType: article.serviceType,
      title: article.title,
      content: article.content,
      excerpt: article.excerpt,
      seoTitle: article.seoTitle,
      seoDescription: article.seoDescription,
      publishedAt: article.publishedAt,
    })),
  );
}
