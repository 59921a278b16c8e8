import { createHash } from "node:crypto";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ChunkSourceType } from "~/lib/tool-enums";
import { contentChunks, type Db } from "../../db";

/**
 * Passages of text for retrieval: the site's own content (for the chat) and
 * the main text of crawled pages ("Vectorize Content"). Stored in
 * content_chunks and searched with PostgreSQL full-text search, which both
 * databases have. Embeddings, where a provider is configured, are an
 * addition on top, not a replacement.
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
  /** ts_rank of the match (see searchPassages); higher is better. */
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
 * The passages that best match `query`, best first, in one statement.
 *
 * The visitor's words are read as a bag of words (English stemming, stop
 * words dropped; quotes, `or`, `-` and operators are words or nothing, never
 * syntax or errors), and a passage matches when it holds any of them:
 * visitors ask in sentences, not keywords, and a question's words are seldom
 * all on one page. ts_rank scores an any-word query as the mean, over the
 * question's words, of each word's weight in the passage, so passages with
 * more of the words, more often, come first.
 *
 * One statement, not "all words, then any word": on the embedded database
 * every statement runs on the server's one thread, and the chat runs this
 * before each answer (bench/chat.bench.ts); two scans cost twice one.
 */
export async function searchPassages(db: Db, query: string, options: SearchOptions = {}): Promise<Passage[]> {
  const text = query.slice(0, 500).trim();
  if (!text) return [];
  const limit = Math.min(Math.max(options.limit ?? 5, 1), 50);
  const filters: SQL[] = [];
  if (options.sourceTypes?.length) filters.push(inArray(contentChunks.sourceType, [...options.sourceTypes]));
  if (options.crawlId) filters.push(eq(contentChunks.crawlId, options.crawlId));

  // The query's lexemes joined with `|`. format('%L') quotes each one for the tsquery parser (quotes doubled);
  // backslashes go first, since %L would write them in E'' form, which tsquery does not read.
  // No lexeme at all (only stop words) gives NULL, which matches nothing. An uncorrelated subquery: PostgreSQL
  // computes it once per statement, not per row.
  const anyWord = sql`(select string_agg(format('%L', replace(lexeme, '\\', '')), ' | ')::tsquery
    from unnest(to_tsvector('english', ${text})))`;
  const rows = await db
    .select({
      id: contentChunks.id,
      sourceType: contentChunks.sourceType,
      sourceId: contentChunks.sourceId,
      url: contentChunks.url,
      title: contentChunks.title,
      body: contentChunks.body,
      rank: sql<number>`ts_rank(${contentChunks.tsv}, ${anyWord})`.mapWith(Number).as("rank"),
    })
    .from(contentChunks)
    .where(and(sql`${contentChunks.tsv} @@ ${anyWord}`, ...filters))
    .orderBy(sql`"rank" desc`, contentChunks.id)
    .limit(limit);
  return rows as Passage[];
}
