import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { cityServiceName, cityServicePath, cityServiceSlugs } from "~/lib/content/city-services";
import { normalizeKeyword } from "~/lib/seo/keywords";
import { joinPhrases, stemSet } from "~/lib/stem";
import { cities, contentResearch, crawlPages, crawls, type Db, pageSchemas, states } from "../../db";
import { collectSitemapGroups, staticPages } from "../sitemaps/reader";

/**
 * The pages of our site a keyword cluster can map to, each with the stems of
 * its path and title, whether it is indexable (in our sitemaps: canonical,
 * published, not noindex), and for city service pages the service and place
 * (a gap there is filled by a city service article). Built per request from
 * the database (one sitemap read plus titles), never cached across writes.
 */
export interface OurPage {
  path: string;
  title: string;
  stems: string[];
  indexable: boolean;
  /** Why it is not indexable (null when it is). */
  reason: string | null;
  cityService?: { service: string; city: string; state: string };
}

/** A cluster maps to a page holding at least this share of its head's stems (ties: the closer page). */
export const PAGE_COVERAGE = 0.75;

const pathWords = (path: string) =>
  normalizeKeyword(
    path
      .split("/")
      .filter((segment) => segment !== "locations" && segment !== "blog")
      .join(" "),
  );

/** Our city and state names of two to four words, normalised: the clusterer keeps each one word (joinPhrases). */
export async function placePhrases(db: Db): Promise<Set<string>> {
  const [cityRows, stateRows] = await Promise.all([
    db.selectDistinct({ name: cities.name }).from(cities),
    db.select({ name: states.name }).from(states),
  ]);
  const phrases = new Set<string>();
  for (const row of [...cityRows, ...stateRows]) {
    const name = normalizeKeyword(row.name);
    const words = name.split(" ").length;
    if (words >= 2 && words <= 4) phrases.add(name);
  }
  return phrases;
}

export async function loadOurPages(db: Db, phrases?: ReadonlySet<string>): Promise<OurPage[]> {
  const [groups, schemaRows, blogRows, placeRows] = await Promise.all([
    collectSitemapGroups(db),
    db
      .select({
        path: pageSchemas.path,
        title: sql<string | null>`${pageSchemas.schema}->'seo'->>'title'`,
        noindex: sql<string | null>`${pageSchemas.schema}#>>'{seo,noindex}'`,
      })
      .from(pageSchemas)
      .where(eq(pageSchemas.status, "published")),
    db
      .select({ slug: contentResearch.slug, title: contentResearch.title })
      .from(contentResearch)
      .where(
        and(
          eq(contentResearch.contentType, "blog_article"),
          eq(contentResearch.status, "published"),
          isNotNull(contentResearch.slug),
        ),
      ),
    db
      .select({ city: cities.name, citySlug: cities.slug, state: states.name, stateSlug: states.slug })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .orderBy(states.slug, cities.slug),
  ]);
  const indexable = new Set(groups.flatMap((group) => group.entries.map((entry) => entry.path)));
  const pages = new Map<string, OurPage>();
  const add = (path: string, title: string, extra: Partial<OurPage> = {}) => {
    if (pages.has(path)) return;
    const inSitemap = indexable.has(path);
    pages.set(path, {
      path,
      title,
      stems: stemSet(joinPhrases(`${pathWords(path)} ${normalizeKeyword(title)}`.trim(), phrases)),
      indexable: inSitemap,
      reason: inSitemap ? null : "noindex: not in our sitemaps",
      ...extra,
    });
  };
  for (const row of schemaRows)
    add(row.path, row.title ?? row.path, row.noindex === "true" ? { reason: "noindex: marked so in the page editor" } : {});
  for (const row of blogRows) add(`/blog/${row.slug}`, row.title);
  for (const page of staticPages) add(page.path, page.path === "/" ? "home" : page.path.slice(1).replaceAll("-", " "));
  for (const row of placeRows) {
    add(`/locations/${row.stateSlug}`, `${row.state} locations`);
    add(`/locations/${row.stateSlug}/${row.citySlug}`, `${row.city} ${row.state}`);
  }
  for (const service of cityServiceSlugs)
    for (const row of placeRows)
      add(cityServicePath(service, row.stateSlug, row.citySlug), `${cityServiceName(service)} ${row.city} ${row.state}`, {
        cityService: { service, city: row.city, state: row.state },
        reason: "noindex: no published city service article yet",
      });
  for (const page of pages.values()) if (page.indexable) page.reason = null;
  return [...pages.values()];
}

/** Finds, for a head's stems, the page that targets it (or null), without visiting every page. */
export function pageMatcher(pages: readonly OurPage[]) {
  const index = new Map<string, number[]>();
  pages.forEach((page, i) => {
    for (const stem of page.stems) {
      const list = index.get(stem);
      if (list) list.push(i);
      else index.set(stem, [i]);
    }
  });
  const frequency = (stem: string) => index.get(stem)?.length ?? 0;
  return (headStems: readonly string[]): OurPage | null => {
    if (headStems.length === 0) return null;
    const need = Math.ceil(PAGE_COVERAGE * headStems.length - 1e-9);
    // A page holding `need` of the stems holds one of the rarest (size − need + 1).
    const rarest = [...headStems].sort((a, b) => frequency(a) - frequency(b) || (a < b ? -1 : 1));
    const probe = rarest.slice(0, headStems.length - need + 1);
    let best: OurPage | null = null;
    let bestKey: [number, number, number] = [-1, -1, -1];
    const seen = new Set<number>();
    for (const stem of probe)
      for (const i of index.get(stem) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const page = pages[i] as OurPage;
        const shared = headStems.filter((each) => page.stems.includes(each)).length;
        if (shared < need) continue;
        const key: [number, number, number] = [
          shared / headStems.length,
          shared / (headStems.length + page.stems.length - shared),
          page.indexable ? 1 : 0,
        ];
        const better =
          key[0] > bestKey[0] ||
          (key[0] === bestKey[0] &&
            (key[1] > bestKey[1] ||
              (key[1] === bestKey[1] &&
                (key[2] > bestKey[2] || (key[2] === bestKey[2] && best !== null && page.path < best.path)))));
        if (better) {
          best = page;
          bestKey = key;
        }
      }
    return best;
  };
}

/**
 * What the newest finished crawl of our own site recorded per path: words
 * and robots (a crawl of `siteHost`, e.g. one the self-audit or the website
 * crawler ran). Empty when our site was never crawled: then only the
 * database's noindex knowledge applies.
 */
export async function ownCrawlPages(db: Db, siteHost: string): Promise<Map<string, { words: number; noindex: boolean }>> {
  const out = new Map<string, { words: number; noindex: boolean }>();
  const [latest] = await db
    .select({ id: crawls.id })
    .from(crawls)
    .where(and(eq(crawls.host, siteHost), eq(crawls.status, "completed")))
    .orderBy(desc(crawls.finishedAt))
    .limit(1);
  if (!latest) return out;
  const rows = await db
    .select({ url: crawlPages.finalUrl, metadata: crawlPages.metadata, status: crawlPages.statusCode })
    .from(crawlPages)
    .where(eq(crawlPages.crawlId, latest.id));
  for (const row of rows) {
    if (row.status !== 200) continue;
    const metadata = row.metadata as { wordCount?: number; metaRobots?: string | null; xRobotsTag?: string | null };
    const robots = `${metadata.metaRobots ?? ""} ${metadata.xRobotsTag ?? ""}`.toLowerCase();
    try {
      out.set(new URL(row.url).pathname.replace(/\/$/, "") || "/", {
        words: metadata.wordCount ?? 0,
        noindex: robots.includes("noindex"),
      });
    } catch {}
  }
  return out;
}
