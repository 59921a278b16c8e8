import { createHash } from "node:crypto";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ChunkSourceType } from "~/lib/tool-enums";
import type { Db } from "../db/client";
import { contentChunks } from "../db/schema";

/**
 * Passages of text for retrieval: the site's own content (for the chat) and
 * the main text of crawled pages ("Vectorize Content"). Stored in
 * content_chunks and searched with PostgreSQL full-text search, which both
 * databases have (`websearch_to_tsquery` reads a visitor's words safely:
 * quotes, `or` and `-` are syntax, never errors). Embeddings, where a
 * provider is configured, are an addition on top, not a replacement.
 */

export interface PassageSource {
  sourceType: ChunkSourceType;
  sourceId: string;
  /** Where a reader can see the passage. */
  url: string;
  title: string;
  crawlId?: string;
}

export interface Passage {
  id: number;
  sourceType: ChunkSourceType;
  sourceId: string;
  url: string;
  title: string;
  body: string;
  /** ts_rank_cd of the match; higher is better. */
  rank: number;
}

/** About 120-200 words per passage, cut at paragraph or sentence ends. */
const TARGET_WORDS = 160;
const MAX_WORDS = 220;

/** Splits text into passages of roughly TARGET_WORDS words, keeping sentences whole where it can. */
export function splitIntoPassages(text: string, targetWords = TARGET_WORDS): string[] {
  const sentences = text
    .replace(/\r/g, "")
    .split(/\n{2,}|(?<=[.!?])\s+/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const passages: string[] = [];
  let current: string[] = [];
  let words = 0;
  const flush = () => {
    if (current.length) passages.push(current.join(" "));
    current = [];
    words = 0;
  };
  for (const sentence of sentences) {
    const sentenceWords = sentence.split(" ");
    // A sentence longer than a passage (a list flattened into one line) is cut by words.
    for (let start = 0; start < sentenceWords.length; start += MAX_WORDS) {
      const piece = sentenceWords.slice(start, start + MAX_WORDS);
      if (words + piece.length > MAX_WORDS) flush();
      current.push(piece.join(" "));
      words += piece.length;
      if (words >= targetWords) flush();
    }
  }
  flush();
  return passages;
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Replaces the passages of one source with `bodies`, in one transaction:
 * re-indexing a page never leaves it half old, half new. Returns how many
 * passages it now has.
 */
export async function replacePassages(db: Db, source: PassageSource, bodies: string[]): Promise<number> {
  const rows = bodies
    .map((body) => body.trim())
    .filter(Boolean)
    .map((body, position) => ({
      sourceType: source.sourceType,
      sourceId: source.sourceId,
      crawlId: source.crawlId ?? null,
      position,
      url: source.url,
      title: source.title,
      body,
      contentHash: hashOf(body),
    }));
  await db.transaction(async (tx) => {
    await tx
      .delete(contentChunks)
      .where(and(eq(contentChunks.sourceType, source.sourceType), eq(contentChunks.sourceId, source.sourceId)));
    if (rows.length) await tx.insert(contentChunks).values(rows);
  });
  return rows.length;
}

export interface SearchOptions {
  limit?: number;
  sourceTypes?: readonly ChunkSourceType[];
  /** Only passages of this vectorised crawl. */
  crawlId?: string;
}

/**
 * The passages that best match `query`, best first. Words are matched with
 * English stemming; when no passage holds all of them, any of them will do
 * (visitors ask in sentences, not keywords).
 */
export async function searchPassages(db: Db, query: string, options: SearchOptions = {}): Promise<Passage[]> {
  const text = query.slice(0, 500).trim();
  if (!text) return [];
  const limit = Math.min(Math.max(options.limit ?? 5, 1), 50);
  const filters: SQL[] = [];
  if (options.sourceTypes?.length) filters.push(inArray(contentChunks.sourceType, [...options.sourceTypes]));
  if (options.crawlId) filters.push(eq(contentChunks.crawlId, options.crawlId));

  const run = async (tsquery: SQL) => {
    const rows = await db
      .select({
        id: contentChunks.id,
        sourceType: contentChunks.sourceType,
        sourceId: contentChunks.sourceId,
        url: contentChunks.url,
        title: contentChunks.title,
        body: contentChunks.body,
        rank: sql<number>`ts_rank_cd(${contentChunks.tsv}, ${tsquery})`.mapWith(Number),
      })
      .from(contentChunks)
      .where(and(sql`${contentChunks.tsv} @@ ${tsquery}`, ...filters))
      .orderBy(sql`ts_rank_cd(${contentChunks.tsv}, ${tsquery}) desc`, contentChunks.id)
      .limit(limit);
    return rows as Passage[];
  };

  const all = await run(sql`websearch_to_tsquery('english', ${text})`);
  if (all.length) return all;
  // Any word: the words websearch_to_tsquery kept, joined with "or".
  const anyWord = sql`replace(websearch_to_tsquery('english', ${text})::text, '&', '|')::tsquery`;
  return run(anyWord);
}
