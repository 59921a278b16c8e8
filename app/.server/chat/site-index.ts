import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { textFromHtml } from "~/lib/content/page-text.server";
import { BLOG_ARTICLE } from "~/lib/content/research-types";
import type { ChunkSourceType } from "~/lib/tool-enums";
import { replacePassages, splitIntoPassages } from "../ai";
import { builtInDocuments, type PageStore, paragraphs, type SiteDocument } from "../content";
import type { ContentBus } from "../content-bus";
import { contentChunks, contentResearch, type Db } from "../db";
import type { Logger } from "../log";

/**
 * The site's own content as passages for the chat (content_chunks): FAQ
 * answers, services, plans (with their published prices), case studies,
 * the About and Contact copy, schema-driven pages (service and guide pages)
 * and published blog articles. Built at start and again when this process
 * publishes a change (the content bus; a worker that publishes on schedule
 * rebuilds it too, scripts/worker.ts). Crawled pages of other sites are not
 * ours to cite, so they are never searched by the chat.
 */
export const SITE_SOURCE_TYPES = [
  "faq",
  "service",
  "plan",
  "case_study",
  "blog",
  "research",
  "page",
] as const satisfies readonly ChunkSourceType[];

/** Our own HTML read by the one extraction the crawler uses (page-text.ts): all of it, since none of it is site chrome. */
const readHtml = (html: string) => textFromHtml(html, { bodyLimit: Number.POSITIVE_INFINITY }).body;

/**
 * Parsing HTML is most of a reindex's cost and a change touches one page or
 * two, so an indexer keeps the texts of its last run (by their HTML) and
 * parses only new HTML; what a run did not read is dropped with it. One per
 * indexer, so two indexers (tests, a worker beside a web process) never see
 * each other's runs.
 */
function htmlTextMemo() {
  let lastRun = new Map<string, string>();
  let thisRun = new Map<string, string>();
  return {
    text(html: string): string {
      const text = thisRun.get(html) ?? lastRun.get(html) ?? readHtml(html);
      thisRun.set(html, text);
      return text;
    },
    endRun() {
      lastRun = thisRun;
      thisRun = new Map();
    },
  };
}

/** Published schema-driven pages and blog articles (database). */
export async function storedDocuments(
  db: Db,
  pages: Pick<PageStore, "list">,
  htmlText: (html: string) => string = readHtml,
): Promise<SiteDocument[]> {
  const docs: SiteDocument[] = [];
  for (const page of await pages.list()) {
    const { seo, sections } = page.schema;
    const text = paragraphs(
      seo.description,
      ...sections.map((section) =>
        paragraphs(
          section.title,
          section.subtitle,
          section.content && htmlText(section.content),
          ...(section.items ?? []).map((item) => paragraphs(item.title, item.description)),
        ),
      ),
    );
    docs.push({ sourceType: "page", sourceId: page.path, url: page.path, title: seo.title, text });
  }
  const articles = await db
    .select({ slug: contentResearch.slug, title: contentResearch.title, content: contentResearch.content })
    .from(contentResearch)
    .where(and(eq(contentResearch.contentType, BLOG_ARTICLE), eq(contentResearch.status, "published")));
  for (const article of articles) {
    if (!article.slug) continue;
    docs.push({
      sourceType: "blog",
      sourceId: article.slug,
      url: `/blog/${article.slug}`,
      title: article.title,
      text: htmlText(article.content),
    });
  }
  return docs;
}

/**
 * Stores the passages of `docs` and removes passages of sources that are
 * gone (an unpublished page). Sources whose text has not changed are left
 * alone, so a restart rewrites nothing.
 */
export async function indexDocuments(
  db: Db,
  docs: SiteDocument[],
): Promise<{ sources: number; written: number; removed: number }> {
  const existing = await db
    .select({
      sourceType: contentChunks.sourceType,
      sourceId: contentChunks.sourceId,
      fingerprint: sql<string>`string_agg(${contentChunks.contentHash}, ',' order by ${contentChunks.position})`,
      title: sql<string>`min(${contentChunks.title})`,
      url: sql<string>`min(${contentChunks.url})`,
    })
    .from(contentChunks)
    .where(inArray(contentChunks.sourceType, [...SITE_SOURCE_TYPES]))
    .groupBy(contentChunks.sourceType, contentChunks.sourceId);
  const known = new Map(existing.map((row) => [`${row.sourceType}\u0000${row.sourceId}`, row]));

  let written = 0;
  for (const doc of docs) {
    const bodies = doc.whole ? [doc.text.replace(/\s+/g, " ").trim()] : splitIntoPassages(doc.text);
    const stored = known.get(`${doc.sourceType}\u0000${doc.sourceId}`);
    known.delete(`${doc.sourceType}\u0000${doc.sourceId}`);
    if (stored && stored.title === doc.title && stored.url === doc.url && stored.fingerprint === fingerprint(bodies)) continue;
    await replacePassages(db, doc, bodies);
    written += 1;
  }
  // Whatever is left was indexed before and is no longer published.
  let removed = 0;
  for (const gone of known.values()) {
    await db
      .delete(contentChunks)
      .where(and(eq(contentChunks.sourceType, gone.sourceType), eq(contentChunks.sourceId, gone.sourceId)));
    removed += 1;
  }
  return { sources: docs.length, written, removed };
}

/** The same hashes replacePassages stores, joined in order. */
function fingerprint(bodies: string[]): string {
  return bodies
    .map((body) => body.trim())
    .filter(Boolean)
    .map((body) => createHash("sha256").update(body).digest("hex").slice(0, 32))
    .join(",");
}

export interface SiteIndexer {
  /** Re-indexes everything now; resolves when done. */
  reindex(): Promise<void>;
  /** The current (or last) run: tests and the start-up log wait on it. */
  readonly ready: Promise<void>;
  stop(): void;
}

/**
 * Indexes at start and after every content change (debounced: a seed
 * announces several changes at once). Runs one at a time; a change during a
 * run schedules one more.
 */
export function createSiteIndexer(options: {
  db: () => Db;
  pages: Pick<PageStore, "list">;
  bus?: Pick<ContentBus, "subscribe">;
  log: Pick<Logger, "info" | "error">;
  debounceMs?: number;
}): SiteIndexer {
  const { log } = options;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const texts = htmlTextMemo();

  const run = async () => {
    const started = performance.now();
    try {
      const docs = [...builtInDocuments(), ...(await storedDocuments(options.db(), options.pages, texts.text))];
      texts.endRun();
      const result = await indexDocuments(options.db(), docs);
      log.info({ ...result, ms: Math.round(performance.now() - started) }, "chat: site content indexed");
    } catch (error) {
      log.error({ err: error }, "chat: indexing the site's content failed");
    }
  };
  const reindex = () => {
    running = running.then(run);
    return running;
  };
  // The index is in the database every instance reads: the process that published the change rebuilds it,
  // and the others leave it alone (on N instances a publish would otherwise be indexed N times).
  const unsubscribe = options.bus?.subscribe(["pages", "content-research"], (_change, here) => {
    if (!here) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reindex(), options.debounceMs ?? 500);
    timer.unref?.();
  });
  return {
    reindex,
    get ready() {
      return running;
    },
    stop() {
      clearTimeout(timer);
      unsubscribe?.();
    },
  };
}
