import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { KEYWORD_PAGE_SIZE, KEYWORD_TEXTS, type KeywordIntent, THIN_PAGE_WORDS } from "~/lib/seo/keywords";
import { joinPhrases, stemSet } from "~/lib/stem";
import { cities, contentResearch, crawlPages, crawls, type Db, keywordPageRows, keywords, pageSchemas, states } from "../../db";
import { type CompetitorTerms, competitorTerms } from "./competitor-terms";
import { type KeywordResearchDeps, type KeywordSetRow, previousSet, setById } from "./keyword-sets";
import { findOpportunities, type Opportunity, type PageState } from "./opportunities";
import { loadOurPages, type OurPage, ownCrawlPages, pageMatcher, placePhrases } from "./our-pages";

/** What the keyword research page reads of a set: its keywords, clusters, opportunities and competitor terms. */
export interface ClusterRow {
  id: string;
  head: string;
  size: number;
  keywords: string[];
  impressions: number | null;
  clicks: number | null;
  /** Sum of imported volumes; null when none of its keywords has one. */
  volume: number | null;
  intents: KeywordIntent[];
  page: { path: string; title: string; indexable: boolean; reason: string | null } | null;
  /** No indexable page of ours targets it. */
  gap: boolean;
}

type KeywordQuery = { q?: string; intent?: KeywordIntent; page?: number; all?: boolean };

function keywordWhere(setId: number, query: KeywordQuery) {
  const where: SQL[] = [eq(keywords.setId, setId)];
  if (query.q) where.push(ilike(keywords.keyword, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  if (query.intent) where.push(eq(keywords.intent, query.intent));
  return and(...where);
}

/** One page of a set's keywords, with the previous import's position and clicks beside each. */
export async function keywordPage(db: Db, setId: number, query: KeywordQuery) {
  const set = await setById(db, setId);
  if (!set) return null;
  const previous = await previousSet(db, set);
  const where = keywordWhere(setId, query);
  const [totalRow] = await db.select({ total: count() }).from(keywords).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / KEYWORD_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pageCount);
  const base = db
    .select()
    .from(keywords)
    .where(where)
    .orderBy(sql`${keywords.impressions} desc nulls last`, sql`${keywords.volume} desc nulls last`, asc(keywords.normalized));
  const rows = query.all ? await base : await base.limit(KEYWORD_PAGE_SIZE).offset((page - 1) * KEYWORD_PAGE_SIZE);
  const before = await previousValues(
    db,
    previous,
    rows.map((row) => row.normalized),
  );
  return {
    set,
    previous,
    total,
    page,
    pageCount,
    rows: rows.map((row) => ({
      ...row,
      intent: row.intent as KeywordIntent,
      previousPosition: before.get(row.normalized)?.position ?? null,
      previousClicks: before.get(row.normalized)?.clicks ?? null,
      /** True when the previous import did not have this keyword at all. */
      isNew: previous !== null && !before.has(row.normalized),
    })),
  };
}

/** The previous import's position and clicks of these keywords, 1,000 a query. */
async function previousValues(db: Db, previous: KeywordSetRow | null, names: string[]) {
  const before = new Map<string, { position: number | null; clicks: number | null }>();
  if (!previous || names.length === 0) return before;
  for (let i = 0; i < names.length; i += 1000) {
    const prior = await db
      .select({ normalized: keywords.normalized, position: keywords.position, clicks: keywords.clicks })
      .from(keywords)
      .where(and(eq(keywords.setId, previous.id), inArray(keywords.normalized, names.slice(i, i + 1000))));
    for (const row of prior) before.set(row.normalized, { position: row.position, clicks: row.clicks });
  }
  return before;
}

type ClusterSource = {
  cluster: string | null;
  normalized: string;
  keyword: string;
  impressions: number | null;
  clicks: number | null;
  volume: number | null;
  intent: string;
};

/** The set's clusters, biggest first, each mapped to the page of ours that targets it or marked a gap. */
export async function clustersOf(db: Db, setId: number): Promise<ClusterRow[] | null> {
  if (!(await setById(db, setId))) return null;
  const rows = await db
    .select({
      cluster: keywords.cluster,
      normalized: keywords.normalized,
      keyword: keywords.keyword,
      impressions: keywords.impressions,
      clicks: keywords.clicks,
      volume: keywords.volume,
      intent: keywords.intent,
    })
    .from(keywords)
    .where(eq(keywords.setId, setId))
    .orderBy(asc(keywords.id));
  const phrases = await placePhrases(db);
  const match = pageMatcher(await loadOurPages(db, phrases));
  const out = gatherClusters(rows);
  for (const cluster of out) {
    const page = match(stemSet(joinPhrases(cluster.head, phrases)));
    cluster.page = page ? { path: page.path, title: page.title, indexable: page.indexable, reason: page.reason } : null;
    cluster.gap = !page?.indexable;
  }
  return out.sort(
    (a, b) =>
      (b.impressions ?? 0) - (a.impressions ?? 0) ||
      (b.volume ?? 0) - (a.volume ?? 0) ||
      b.size - a.size ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The keywords summed up by cluster (a keyword without one is its own), before any page is matched. */
function gatherClusters(rows: readonly ClusterSource[]): ClusterRow[] {
  const byId = new Map<string, ClusterRow>();
  for (const row of rows) {
    const id = row.cluster ?? row.normalized;
    let cluster = byId.get(id);
    if (!cluster) {
      cluster = {
        id,
        head: id,
        size: 0,
        keywords: [],
        impressions: null,
        clicks: null,
        volume: null,
        intents: [],
        page: null,
        gap: true,
      };
      byId.set(id, cluster);
    }
    cluster.size++;
    if (cluster.keywords.length < 8) cluster.keywords.push(row.keyword);
    if (row.impressions !== null) cluster.impressions = (cluster.impressions ?? 0) + row.impressions;
    if (row.clicks !== null) cluster.clicks = (cluster.clicks ?? 0) + row.clicks;
    if (row.volume !== null) cluster.volume = (cluster.volume ?? 0) + row.volume;
    if (!cluster.intents.includes(row.intent as KeywordIntent)) cluster.intents.push(row.intent as KeywordIntent);
  }
  return [...byId.values()];
}

/** What a page of ours is like for opportunities: noindex, thin (our newest crawl of the site), or fine (null). */
async function pageStates(deps: KeywordResearchDeps, db: Db, pages: OurPage[]): Promise<(url: string) => PageState> {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const crawled = await ownCrawlPages(db, deps.siteHost);
  return (url: string) => {
    let path: string;
    try {
      path = new URL(url, "https://x.invalid").pathname.replace(/\/$/, "") || "/";
    } catch {
      return null;
    }
    const page = byPath.get(path);
    const crawl = crawled.get(path);
    if (crawl?.noindex)
      return { noindex: true, thin: false, words: crawl.words, reason: "The page is noindex (our newest crawl of the site)." };
    if (page && !page.indexable)
      return { noindex: true, thin: false, words: crawl?.words ?? null, reason: `The page is ${page.reason}.` };
    if (crawl && crawl.words < THIN_PAGE_WORDS)
      return {
        noindex: false,
        thin: true,
        words: crawl.words,
        reason: `The page is thin: ${crawl.words} words (under ${THIN_PAGE_WORDS}).`,
      };
    return null;
  };
}

/** What a Search Console set suggests: striking distance, low click-through, cannibalisation, thin or noindex pages. */
export async function opportunities(deps: KeywordResearchDeps, setId: number): Promise<Opportunity[] | null> {
  const db = deps.db();
  if (!(await setById(db, setId))) return null;
  const [queries, pageRows, pages] = await Promise.all([
    db
      .select({
        keyword: keywords.keyword,
        normalized: keywords.normalized,
        clicks: keywords.clicks,
        impressions: keywords.impressions,
        ctr: keywords.ctr,
        position: keywords.position,
        url: keywords.url,
      })
      .from(keywords)
      .where(eq(keywords.setId, setId)),
    db
      .select({
        query: keywordPageRows.query,
        normalized: keywordPageRows.normalized,
        page: keywordPageRows.page,
        clicks: keywordPageRows.clicks,
        impressions: keywordPageRows.impressions,
        position: keywordPageRows.position,
      })
      .from(keywordPageRows)
      .where(eq(keywordPageRows.setId, setId)),
    loadOurPages(db),
  ]);
  return findOpportunities({ queries, pageRows, pageState: await pageStates(deps, db, pages) });
}

/** Finished crawls a competitor comparison may use, newest first. */
export function crawlChoices(db: Db) {
  return db
    .select({ id: crawls.id, url: crawls.url, pages: crawls.pagesDone, finishedAt: crawls.finishedAt })
    .from(crawls)
    .where(eq(crawls.status, "completed"))
    .orderBy(desc(crawls.finishedAt))
    .limit(50);
}

/** Terms and headings a competitor's crawl uses for a cluster that our page for it lacks. */
export async function competitorTermsOf(
  deps: KeywordResearchDeps,
  setId: number,
  clusterId: string,
  crawlId: string,
): Promise<CompetitorTerms | { error: string; status: number }> {
  const db = deps.db();
  const clusters = await clustersOf(db, setId);
  if (!clusters) return { status: 404, error: KEYWORD_TEXTS.noSet };
  const cluster = clusters.find((each) => each.id === clusterId);
  if (!cluster) return { status: 404, error: KEYWORD_TEXTS.noCluster };
  const [crawl] = await db.select({ id: crawls.id }).from(crawls).where(eq(crawls.id, crawlId));
  if (!crawl) return { status: 404, error: KEYWORD_TEXTS.noCrawl };
  const competitorPages = await db
    .select({ url: crawlPages.url, title: crawlPages.title, content: crawlPages.content, metadata: crawlPages.metadata })
    .from(crawlPages)
    .where(and(eq(crawlPages.crawlId, crawlId), eq(crawlPages.statusCode, 200)))
    .orderBy(asc(crawlPages.seq))
    .limit(2000);
  const ours = cluster.page ? await ourPageText(deps, db, cluster.page.path) : "";
  return competitorTerms({
    headStems: stemSet(cluster.head),
    ourText: ours,
    ourPath: cluster.page?.path ?? null,
    pages: competitorPages.map((page) => ({
      url: page.url,
      title: page.title ?? "",
      text: page.content ?? "",
      headings: ((page.metadata as { headings?: { level: number; text: string }[] }).headings ?? []).map(
        (heading) => heading.text,
      ),
    })),
  });
}

/** Our page's words: its stored copy (page schema or city service article), else the newest crawl of our site. */
async function ourPageText(deps: KeywordResearchDeps, db: Db, path: string): Promise<string> {
  const [schema] = await db.select({ schema: pageSchemas.schema }).from(pageSchemas).where(eq(pageSchemas.path, path));
  if (schema)
    return JSON.stringify(schema.schema)
      .replace(/<[^>]*>/g, " ")
      .replace(/\\[nrt]|[{}[\]":,]/g, " ");
  const article = await cityServiceText(db, path);
  if (article !== null) return article;
  return crawledText(deps, db, path);
}

/** A city service page's published article (`/{service}/{state}/{city}`), or null. */
async function cityServiceText(db: Db, path: string): Promise<string | null> {
  const parts = path.split("/").filter(Boolean);
  if (parts.length !== 3) return null;
  const [service, stateSlug, citySlug] = parts;
  const [row] = await db
    .select({ title: contentResearch.title, content: contentResearch.content })
    .from(contentResearch)
    .innerJoin(states, sql`lower(${contentResearch.state}) in (lower(${states.name}), lower(${states.abbreviation}))`)
    .innerJoin(cities, and(eq(cities.stateId, states.id), sql`lower(${contentResearch.city}) = lower(${cities.name})`))
    .where(
      and(
        eq(contentResearch.contentType, "service_type_location"),
        eq(contentResearch.status, "published"),
        sql`lower(${contentResearch.serviceType}) = ${service}`,
        eq(states.slug, stateSlug as string),
        eq(cities.slug, citySlug as string),
      ),
    )
    .limit(1);
  return row ? `${row.title} ${row.content.replace(/<[^>]*>/g, " ")}` : null;
}

/** The page as the newest crawl of our own site read it ("" when no crawl has it). */
async function crawledText(deps: KeywordResearchDeps, db: Db, path: string): Promise<string> {
  const crawled = await db
    .select({ url: crawlPages.finalUrl, content: crawlPages.content, title: crawlPages.title })
    .from(crawlPages)
    .innerJoin(crawls, eq(crawls.id, crawlPages.crawlId))
    .where(
      and(
        eq(crawls.host, deps.siteHost),
        sql`${crawlPages.finalUrl} like ${`%${path.replace(/[\\%_]/g, (char) => `\\${char}`)}`}`,
      ),
    )
    .orderBy(desc(crawlPages.crawledAt))
    .limit(20);
  const same = crawled.find((row) => {
    try {
      return (new URL(row.url).pathname.replace(/\/$/, "") || "/") === path;
    } catch {
      return false;
    }
  });
  return same ? `${same.title ?? ""} ${same.content ?? ""}` : "";
}
