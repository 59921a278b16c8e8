import { and, asc, count, desc, eq, ilike, inArray, lt, type SQL, sql } from "drizzle-orm";
import { briefTargetKey } from "~/lib/content/research";
import {
  classifyIntent,
  KEYWORD_GENERATE_MAX,
  KEYWORD_PAGE_SIZE,
  KEYWORD_TEXTS,
  type KeywordIntent,
  type KeywordSource,
  normalizeKeyword,
  THIN_PAGE_WORDS,
} from "~/lib/seo/keywords";
import { slugify } from "~/lib/slug";
import { joinPhrases, stemSet } from "~/lib/stem";
import { recordAudit } from "../../auth/audit/record";
import type { Actor } from "../../auth/staff";
import type { Db } from "../../db/client";
import {
  cities,
  contentResearch,
  crawlPages,
  crawls,
  keywordPageRows,
  keywordSets,
  keywords,
  pageSchemas,
  states,
} from "../../db/schema";
import { clusterKeywords } from "./cluster";
import { type CompetitorTerms, competitorTerms } from "./competitor-terms";
import { countGenerated, type GeneratePlace, generateKeywords } from "./generate";
import { findOpportunities, type Opportunity, type PageState } from "./opportunities";
import { loadOurPages, type OurPage, ownCrawlPages, pageMatcher, placePhrases } from "./our-pages";
import { type ImportedKeyword, ImportRefused, readKeywordFile } from "./read-import";

/**
 * Keyword research's reads and writes (issue 23 item 2). A write (a
 * generation, an import, a set removed, a gap sent to content research)
 * runs in one transaction with its audit row; none changes what the public
 * site shows (a content research item starts as a draft), so none is
 * announced on the content bus.
 */
export interface KeywordResearchDeps {
  db: () => Db;
  /** Keys the client's address in the audit log. */
  secret?: string;
  /** Our name, for navigational keywords ("{brand} seo"). */
  brand: string;
  /** Our site's host as URL.host (with a non-default port), as crawls.host stores it: the newest crawl of it tells thin and noindex pages. */
  siteHost: string;
}

export interface WriteContext {
  actor: Actor | null;
  clientIp?: string;
}

export type WriteResult =
  | { ok: true; message: string; setId?: number; researchId?: number }
  | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): WriteResult => ({ ok: false, status, message });
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A keyword as stored: what an import reads, with its intent and, for a generated one, where it came from. */
interface KeywordRowInsert extends ImportedKeyword {
  intent: KeywordIntent;
  modifier?: string | null;
  service?: string | null;
  place?: string | null;
}

export interface KeywordSetRow {
  id: number;
  source: KeywordSource;
  fileName: string | null;
  parts: string[];
  importedBy: string | null;
  importedAt: Date;
  keywordCount: number;
}

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

const roundInt = (value: number | null) => (value === null || !Number.isFinite(value) ? null : Math.round(value));

export function createKeywordResearch(deps: KeywordResearchDeps) {
  async function placeNames(db: Db): Promise<Set<string>> {
    const [cityRows, stateRows] = await Promise.all([
      db.select({ name: cities.name }).from(cities),
      db.select({ name: states.name }).from(states),
    ]);
    return new Set([...cityRows, ...stateRows].map((row) => row.name.toLowerCase()));
  }

  /** Stores a set, its keywords clustered, and its page rows; audits it. */
  async function storeSet(
    ctx: WriteContext,
    set: { source: KeywordSource; fileName: string | null; parts: string[] },
    rows: KeywordRowInsert[],
    pageRows: {
      query: string | null;
      normalized: string | null;
      page: string;
      clicks: number;
      impressions: number;
      ctr: number | null;
      position: number | null;
    }[],
  ): Promise<number> {
    const phrases = await placePhrases(deps.db());
    const clusters = clusterKeywords(
      rows.map((row) => ({
        normalized: row.normalized,
        weight: row.impressions ?? row.volume ?? 0,
        terms: joinPhrases(row.normalized, phrases),
      })),
    );
    const clusterOf = new Map<string, string>();
    for (const cluster of clusters) for (const member of cluster.members) clusterOf.set(member, cluster.id);
    return deps.db().transaction(async (tx) => {
      const [created] = await tx
        .insert(keywordSets)
        .values({ ...set, importedBy: ctx.actor?.email ?? null, keywordCount: rows.length })
        .returning({ id: keywordSets.id });
      const setId = created?.id as number;
      for (let i = 0; i < rows.length; i += 1000)
        await tx.insert(keywords).values(
          rows.slice(i, i + 1000).map((row) => ({
            ...row,
            setId,
            volume: roundInt(row.volume),
            clicks: roundInt(row.clicks),
            impressions: roundInt(row.impressions),
            cluster: clusterOf.get(row.normalized) ?? null,
          })),
        );
      for (let i = 0; i < pageRows.length; i += 1000)
        await tx.insert(keywordPageRows).values(
          pageRows.slice(i, i + 1000).map((row) => ({
            ...row,
            setId,
            clicks: Math.round(row.clicks),
            impressions: Math.round(row.impressions),
          })),
        );
      await recordAudit(
        tx as unknown as Db,
        {
          actor: ctx.actor,
          action: set.source === "generated" ? "keywords.generate" : "keywords.import",
          subjectType: "keyword_set",
          subjectId: setId,
          after: { ...set, keywords: rows.length, pageRows: pageRows.length, clusters: clusters.length },
          clientIp: ctx.clientIp,
        },
        deps.secret,
      );
      return setId;
    });
  }

  async function setById(db: Db | Tx, id: number): Promise<KeywordSetRow | null> {
    const [row] = await db.select().from(keywordSets).where(eq(keywordSets.id, id));
    return (row as KeywordSetRow | undefined) ?? null;
  }

  /** The import of the same source just before this one: what "changes" compare with. */
  async function previousSet(db: Db, set: KeywordSetRow): Promise<KeywordSetRow | null> {
    const [row] = await db
      .select()
      .from(keywordSets)
      .where(and(eq(keywordSets.source, set.source), lt(keywordSets.importedAt, set.importedAt)))
      .orderBy(desc(keywordSets.importedAt), desc(keywordSets.id))
      .limit(1);
    return (row as KeywordSetRow | undefined) ?? null;
  }

  async function pageStates(db: Db, pages: OurPage[]): Promise<(url: string) => PageState> {
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

  /** The set's clusters, biggest first, each mapped to the page of ours that targets it or marked a gap. */
  async function clustersOf(setId: number): Promise<ClusterRow[] | null> {
    const db = deps.db();
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
    const out = [...byId.values()];
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

  return {
    async listSets(): Promise<KeywordSetRow[]> {
      return (await deps
        .db()
        .select()
        .from(keywordSets)
        .orderBy(desc(keywordSets.importedAt), desc(keywordSets.id))) as KeywordSetRow[];
    },

    setById: (id: number) => setById(deps.db(), id),

    /** States and cities a generation may choose from (majors first in each state). */
    async places() {
      const db = deps.db();
      const [stateRows, cityRows] = await Promise.all([
        db.select({ id: states.id, name: states.name }).from(states).orderBy(states.name),
        db
          .select({ id: cities.id, name: cities.name, state: states.name })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(eq(cities.isMajor, true))
          .orderBy(states.name, cities.name),
      ]);
      return { states: stateRows, majorCities: cityRows };
    },

    async generate(
      ctx: WriteContext,
      input: { services: string[]; modifiers: string[]; stateIds: number[]; cityIds: number[] },
    ): Promise<WriteResult> {
      if (input.services.length === 0 || input.modifiers.length === 0) return refuse(400, KEYWORD_TEXTS.noGenerate);
      const db = deps.db();
      const chosen = input.stateIds.length + input.cityIds.length > 0;
      const cityRows = await db
        .select({ id: cities.id, name: cities.name, slug: cities.slug, stateSlug: states.slug, stateName: states.name })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(chosen ? (input.cityIds.length ? inArray(cities.id, input.cityIds) : sql`false`) : eq(cities.isMajor, true))
        .orderBy(states.name, cities.name, cities.id);
      const stateRows = input.stateIds.length
        ? await db.select().from(states).where(inArray(states.id, input.stateIds)).orderBy(states.name)
        : [];
      if (cityRows.length !== new Set(input.cityIds).size && chosen)
        return refuse(404, "One of the chosen cities does not exist.");
      if (stateRows.length !== new Set(input.stateIds).size) return refuse(404, "One of the chosen states does not exist.");
      const places: GeneratePlace[] = [
        ...stateRows.map((row) => ({ kind: "state" as const, name: row.name, stateSlug: row.slug, stateName: row.name })),
        ...cityRows.map((row) => ({
          kind: "city" as const,
          name: row.name,
          slug: row.slug,
          stateSlug: row.stateSlug,
          stateName: row.stateName,
        })),
      ];
      const total = countGenerated(input.services.length, places.length, input.modifiers);
      if (total > KEYWORD_GENERATE_MAX) return refuse(413, KEYWORD_TEXTS.tooMany(total));
      const generated = generateKeywords({ services: input.services, places, modifiers: input.modifiers, brand: deps.brand });
      if (generated.length === 0) return refuse(400, KEYWORD_TEXTS.noGenerate);
      const setId = await storeSet(
        ctx,
        {
          source: "generated",
          fileName: null,
          parts: [`${input.services.length} services`, `${places.length} places`, `${input.modifiers.length} modifiers`],
        },
        generated.map((row) => ({
          keyword: row.keyword,
          normalized: row.normalized,
          volume: null,
          difficulty: null,
          position: null,
          url: row.url,
          clicks: null,
          impressions: null,
          ctr: null,
          intent: row.intent,
          modifier: row.modifier,
          service: row.service,
          place: row.place,
        })),
        [],
      );
      return { ok: true, setId, message: `Generated ${generated.length.toLocaleString("en-US")} keywords.` };
    },

    async importFile(
      ctx: WriteContext,
      input: { source: "search-console" | "generic"; fileName: string; bytes: Uint8Array },
    ): Promise<WriteResult> {
      let file: ReturnType<typeof readKeywordFile>;
      try {
        file = readKeywordFile(input.bytes, input.source);
      } catch (error) {
        if (error instanceof ImportRefused) return refuse(error.status, error.message);
        throw error;
      }
      if (file.keywords.length === 0 && file.pageRows.length === 0) {
        const why = file.invalid[0] ? ` Line ${file.invalid[0].line}: ${file.invalid[0].reason}` : "";
        return refuse(400, `The file has no rows to import.${why}`);
      }
      const places = await placeNames(deps.db());
      const rows: KeywordRowInsert[] = file.keywords.map((row: ImportedKeyword) => ({
        ...row,
        intent: classifyIntent(row.keyword, { brand: deps.brand, places }),
      }));
      const setId = await storeSet(
        ctx,
        { source: input.source, fileName: input.fileName.slice(0, 200) || null, parts: file.parts },
        rows,
        file.pageRows.map((row) => ({ ...row, normalized: row.query === null ? null : normalizeKeyword(row.query) })),
      );
      const skipped = file.invalid.length
        ? ` ${file.invalid.length} row${file.invalid.length === 1 ? "" : "s"} skipped (${file.invalid
            .slice(0, 3)
            .map((row) => `line ${row.line}: ${row.reason}`)
            .join("; ")}).`
        : "";
      return {
        ok: true,
        setId,
        message: `Imported ${rows.length.toLocaleString("en-US")} keywords and ${file.pageRows.length.toLocaleString("en-US")} page rows from ${file.parts.join(", ")}.${skipped}`,
      };
    },

    async deleteSet(ctx: WriteContext, setId: number): Promise<WriteResult> {
      return deps.db().transaction(async (tx) => {
        const set = await setById(tx, setId);
        if (!set) return refuse(404, KEYWORD_TEXTS.noSet);
        await tx.delete(keywordSets).where(eq(keywordSets.id, setId));
        await recordAudit(
          tx as unknown as Db,
          {
            actor: ctx.actor,
            action: "keywords.delete",
            subjectType: "keyword_set",
            subjectId: setId,
            before: set,
            clientIp: ctx.clientIp,
          },
          deps.secret,
        );
        return { ok: true as const, message: "The keyword set was removed." };
      });
    },

    /** One page of a set's keywords, with the previous import's position and clicks beside each. */
    async keywords(setId: number, query: { q?: string; intent?: KeywordIntent; page?: number; all?: boolean }) {
      const db = deps.db();
      const set = await setById(db, setId);
      if (!set) return null;
      const previous = await previousSet(db, set);
      const where: SQL[] = [eq(keywords.setId, setId)];
      if (query.q) where.push(ilike(keywords.keyword, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
      if (query.intent) where.push(eq(keywords.intent, query.intent));
      const [totalRow] = await db
        .select({ total: count() })
        .from(keywords)
        .where(and(...where));
      const total = totalRow?.total ?? 0;
      const pageCount = Math.max(1, Math.ceil(total / KEYWORD_PAGE_SIZE));
      const page = Math.min(query.page ?? 1, pageCount);
      const base = db
        .select()
        .from(keywords)
        .where(and(...where))
        .orderBy(sql`${keywords.impressions} desc nulls last`, sql`${keywords.volume} desc nulls last`, asc(keywords.normalized));
      const rows = query.all ? await base : await base.limit(KEYWORD_PAGE_SIZE).offset((page - 1) * KEYWORD_PAGE_SIZE);
      const before = new Map<string, { position: number | null; clicks: number | null }>();
      if (previous && rows.length) {
        const names = rows.map((row) => row.normalized);
        for (let i = 0; i < names.length; i += 1000) {
          const prior = await db
            .select({ normalized: keywords.normalized, position: keywords.position, clicks: keywords.clicks })
            .from(keywords)
            .where(and(eq(keywords.setId, previous.id), inArray(keywords.normalized, names.slice(i, i + 1000))));
          for (const row of prior) before.set(row.normalized, { position: row.position, clicks: row.clicks });
        }
      }
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
    },

    /** The set's clusters, biggest first, each mapped to the page of ours that targets it or marked a gap. */
    clusters: (setId: number) => clustersOf(setId),

    async opportunities(setId: number): Promise<Opportunity[] | null> {
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
      return findOpportunities({ queries, pageRows, pageState: await pageStates(db, pages) });
    },

    /** Sends a gap cluster to content research as a draft item (audited); a second time answers 409. */
    async createResearch(ctx: WriteContext, setId: number, clusterId: string): Promise<WriteResult> {
      const db = deps.db();
      const clusters = await clustersOf(setId);
      if (!clusters) return refuse(404, KEYWORD_TEXTS.noSet);
      const cluster = clusters.find((each) => each.id === clusterId);
      if (!cluster) return refuse(404, KEYWORD_TEXTS.noCluster);
      if (!cluster.gap) return refuse(409, KEYWORD_TEXTS.notMapped);
      const pages = cluster.page ? (await loadOurPages(db)).find((page) => page.path === cluster.page?.path) : undefined;
      const place = pages?.cityService;
      const slug = `keyword-gap-${slugify(cluster.head)}`.slice(0, 120);
      const title = cluster.head.replace(/^./, (char) => char.toUpperCase());
      const list = cluster.keywords.map((keyword) => `<li>${keyword.replace(/[<>&"]/g, "")}</li>`).join("");
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: contentResearch.id, title: contentResearch.title })
          .from(contentResearch)
          .where(and(eq(contentResearch.contentType, "research"), eq(contentResearch.slug, slug)));
        if (existing) return refuse(409, KEYWORD_TEXTS.researchExists(existing.title));
        const [row] = await tx
          .insert(contentResearch)
          .values({
            contentType: "research",
            slug,
            status: "draft",
            title,
            content: `<p>A keyword cluster no indexable page of ours targets${cluster.page ? ` (closest page: ${cluster.page.path}, ${cluster.page.reason ?? "indexable"})` : ""}.</p><ul>${list}</ul>`,
            excerpt: `${cluster.size} keyword${cluster.size === 1 ? "" : "s"}; intent ${cluster.intents.join(", ")}.`,
            seoTitle: title.slice(0, 60),
            city: place?.city ?? null,
            state: place?.state ?? null,
            serviceType: place?.service ?? null,
            service: place?.service ?? null,
            author: ctx.actor?.email ?? null,
            // Issue 24 item 1: its editor's score panel offers New research for the cluster's head as a topic.
            briefKey: briefTargetKey({ kind: "topic", topic: cluster.head }),
          })
          .returning({ id: contentResearch.id });
        await recordAudit(
          tx as unknown as Db,
          {
            actor: ctx.actor,
            action: "keywords.create-research",
            subjectType: "content_research",
            subjectId: row?.id,
            after: { setId, cluster: cluster.id, slug, keywords: cluster.size },
            clientIp: ctx.clientIp,
          },
          deps.secret,
        );
        return { ok: true as const, researchId: row?.id, message: `Created the content research item "${title}" (a draft).` };
      });
    },

    /** Finished crawls a competitor comparison may use, newest first. */
    async crawlChoices() {
      return deps
        .db()
        .select({ id: crawls.id, url: crawls.url, pages: crawls.pagesDone, finishedAt: crawls.finishedAt })
        .from(crawls)
        .where(eq(crawls.status, "completed"))
        .orderBy(desc(crawls.finishedAt))
        .limit(50);
    },

    /** Terms and headings a competitor's crawl uses for a cluster that our page for it lacks. */
    async competitorTerms(
      setId: number,
      clusterId: string,
      crawlId: string,
    ): Promise<CompetitorTerms | { error: string; status: number }> {
      const db = deps.db();
      const clusters = await clustersOf(setId);
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
      const ours = cluster.page ? await ourPageText(db, cluster.page.path) : "";
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
    },
  };

  /** Our page's words: its stored copy (page schema or city service article), else the newest crawl of our site. */
  async function ourPageText(db: Db, path: string): Promise<string> {
    const [schema] = await db.select({ schema: pageSchemas.schema }).from(pageSchemas).where(eq(pageSchemas.path, path));
    if (schema)
      return JSON.stringify(schema.schema)
        .replace(/<[^>]*>/g, " ")
        .replace(/\\[nrt]|[{}[\]":,]/g, " ");
    const parts = path.split("/").filter(Boolean);
    if (parts.length === 3) {
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
      if (row) return `${row.title} ${row.content.replace(/<[^>]*>/g, " ")}`;
    }
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
}

export type KeywordResearch = ReturnType<typeof createKeywordResearch>;
