import { and, desc, eq, lt } from "drizzle-orm";
import { KEYWORD_TEXTS, type KeywordIntent, type KeywordSource } from "~/lib/seo/keywords";
import { joinPhrases } from "~/lib/stem";
import { type Actor, recordAudit } from "../../auth";
import { cities, type Db, keywordPageRows, keywordSets, keywords, states } from "../../db";
import { refusal } from "../outcome";
import { clusterKeywords } from "./cluster";
import { placePhrases } from "./our-pages";
import type { ImportedKeyword } from "./read-import";

/**
 * Keyword sets (issue 23 item 2): what every keyword research step shares
 * (its dependencies, a write's context and outcome), and a set's own reads
 * and writes: list, find, store with its keywords clustered, remove.
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

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A keyword as stored: what an import reads, with its intent and, for a generated one, where it came from. */
export interface KeywordRowInsert extends ImportedKeyword {
  intent: KeywordIntent;
  modifier?: string | null;
  service?: string | null;
  place?: string | null;
}

/** A row of Search Console's Pages (or query × page) table, as stored. */
export interface PageRowInsert {
  query: string | null;
  normalized: string | null;
  page: string;
  clicks: number;
  impressions: number;
  ctr: number | null;
  position: number | null;
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

const roundInt = (value: number | null) => (value === null || !Number.isFinite(value) ? null : Math.round(value));

export async function listSets(db: Db): Promise<KeywordSetRow[]> {
  return (await db.select().from(keywordSets).orderBy(desc(keywordSets.importedAt), desc(keywordSets.id))) as KeywordSetRow[];
}

export async function setById(db: Db | Tx, id: number): Promise<KeywordSetRow | null> {
  const [row] = await db.select().from(keywordSets).where(eq(keywordSets.id, id));
  return (row as KeywordSetRow | undefined) ?? null;
}

/** The import of the same source just before this one: what "changes" compare with. */
export async function previousSet(db: Db, set: KeywordSetRow): Promise<KeywordSetRow | null> {
  const [row] = await db
    .select()
    .from(keywordSets)
    .where(and(eq(keywordSets.source, set.source), lt(keywordSets.importedAt, set.importedAt)))
    .orderBy(desc(keywordSets.importedAt), desc(keywordSets.id))
    .limit(1);
  return (row as KeywordSetRow | undefined) ?? null;
}

/** States and cities a generation may choose from (majors first in each state). */
export async function places(db: Db) {
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
}

/** Every city and state name, lower case: what makes a keyword local. */
export async function placeNames(db: Db): Promise<Set<string>> {
  const [cityRows, stateRows] = await Promise.all([
    db.select({ name: cities.name }).from(cities),
    db.select({ name: states.name }).from(states),
  ]);
  return new Set([...cityRows, ...stateRows].map((row) => row.name.toLowerCase()));
}

/** Which cluster each keyword joins (place names kept whole, so "new york" is one term). */
async function clustersFor(db: Db, rows: KeywordRowInsert[]) {
  const phrases = await placePhrases(db);
  const clusters = clusterKeywords(
    rows.map((row) => ({
      normalized: row.normalized,
      weight: row.impressions ?? row.volume ?? 0,
      terms: joinPhrases(row.normalized, phrases),
    })),
  );
  const clusterOf = new Map<string, string>();
  for (const cluster of clusters) for (const member of cluster.members) clusterOf.set(member, cluster.id);
  return { count: clusters.length, clusterOf };
}

/** Stores a set, its keywords clustered, and its page rows; audits it. */
export async function storeSet(
  deps: KeywordResearchDeps,
  ctx: WriteContext,
  set: { source: KeywordSource; fileName: string | null; parts: string[] },
  rows: KeywordRowInsert[],
  pageRows: PageRowInsert[],
): Promise<number> {
  const clusters = await clustersFor(deps.db(), rows);
  return deps.db().transaction(async (tx) => {
    const [created] = await tx
      .insert(keywordSets)
      .values({ ...set, importedBy: ctx.actor?.email ?? null, keywordCount: rows.length })
      .returning({ id: keywordSets.id });
    const setId = created?.id as number;
    await insertRows(tx, setId, rows, pageRows, clusters.clusterOf);
    await recordAudit(
      tx as unknown as Db,
      {
        actor: ctx.actor,
        action: set.source === "generated" ? "keywords.generate" : "keywords.import",
        subjectType: "keyword_set",
        subjectId: setId,
        after: { ...set, keywords: rows.length, pageRows: pageRows.length, clusters: clusters.count },
        clientIp: ctx.clientIp,
      },
      deps.secret,
    );
    return setId;
  });
}

/** The set's keywords and page rows, 1,000 a statement. */
async function insertRows(
  tx: Tx,
  setId: number,
  rows: KeywordRowInsert[],
  pageRows: PageRowInsert[],
  clusterOf: Map<string, string>,
) {
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
}

/** Removes a set with its keywords (audited with the set as it was). */
export async function deleteSet(deps: KeywordResearchDeps, ctx: WriteContext, setId: number): Promise<WriteResult> {
  return deps.db().transaction(async (tx) => {
    const set = await setById(tx, setId);
    if (!set) return refusal(404, KEYWORD_TEXTS.noSet);
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
}
