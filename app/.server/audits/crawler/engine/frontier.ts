import { and, asc, eq, inArray, isNull, like, lte, or, sql } from "drizzle-orm";
import { crawlFrontier, crawlLinkChecks, crawlPages, type Db } from "../../../db";
import type { CrawlLimits } from "./deps";
import { queryFamily, TRAP_SKIP_REASONS, TrapDetector } from "./trap-detector";
import { pathSegments } from "./url";

/**
 * The in-memory index of a crawl's frontier, rebuilt from the database when
 * a worker starts or takes over: which URLs are known (so discovery inserts
 * each once), the query families found to be traps (trap-detector.ts; a
 * family's rows skipped as "trap" say so after a takeover), the next
 * sequence numbers. Only the lease holder writes, so it stays true.
 */

/** What admit decided: queue the URL, record it as skipped for a trap, or drop it (known, too deep). */
export type Admission = "queue" | (typeof TRAP_SKIP_REASONS)[keyof typeof TRAP_SKIP_REASONS] | null;

export type FrontierRow = typeof crawlFrontier.$inferSelect;
export type NewFrontierRow = typeof crawlFrontier.$inferInsert;

export class FrontierIndex {
  readonly known = new Map<string, { linked: boolean }>();
  readonly traps: TrapDetector;
  nextFrontierSeq = 1;
  nextPageSeq = 1;
  pagesDone = 0;
  /** External URLs already queued for a status check (followExternalLinks). */
  readonly externalSeen = new Set<string>();
  /** URLs refused as too deep, for the log. */
  refused = 0;

  constructor(private readonly limits: CrawlLimits) {
    this.traps = new TrapDetector(limits);
  }

  static async load(db: Db, crawlId: string, limits: CrawlLimits): Promise<FrontierIndex> {
    const index = new FrontierIndex(limits);
    const rows = await db
      .select({
        url: crawlFrontier.url,
        seq: crawlFrontier.seq,
        linked: crawlFrontier.linked,
        skipReason: crawlFrontier.skipReason,
      })
      .from(crawlFrontier)
      .where(eq(crawlFrontier.crawlId, crawlId));
    for (const row of rows) {
      index.remember(row.url, row.linked);
      if (row.skipReason === TRAP_SKIP_REASONS.trap) index.traps.markTrapped(row.url);
      index.nextFrontierSeq = Math.max(index.nextFrontierSeq, row.seq + 1);
    }
    const [pages] = await db
      .select({ count: sql<number>`count(*)::int`, maxSeq: sql<number>`coalesce(max(${crawlPages.seq}), 0)::int` })
      .from(crawlPages)
      .where(eq(crawlPages.crawlId, crawlId));
    index.pagesDone = pages?.count ?? 0;
    index.nextPageSeq = (pages?.maxSeq ?? 0) + 1;
    const checks = await db
      .select({ url: crawlLinkChecks.url })
      .from(crawlLinkChecks)
      .where(eq(crawlLinkChecks.crawlId, crawlId));
    for (const check of checks) index.externalSeen.add(check.url);
    return index;
  }

  private remember(url: string, linked: boolean) {
    this.known.set(url, { linked });
    this.traps.admitted(url);
  }

  /**
   * Whether a newly seen URL may join the frontier: not known yet, not too
   * deep (null: dropped). A URL of a query family found to be a trap, or at
   * the family's ceiling, joins as skipped with that reason, so the crawl
   * shows what it left out and a takeover knows the trap. Admitting remembers it.
   */
  admit(url: string, depth: number, linked: boolean): Admission {
    if (this.known.has(url)) return null;
    if (depth > this.limits.maxDepth || pathSegments(url) > this.limits.maxPathSegments) {
      this.refused++;
      return null;
    }
    const refusal = this.traps.refusal(url);
    this.remember(url, linked);
    return refusal ? TRAP_SKIP_REASONS[refusal] : "queue";
  }

  /** Marks a known URL as linked; true when that is news (the row needs the update). */
  markLinked(url: string): boolean {
    const entry = this.known.get(url);
    if (!entry || entry.linked) return false;
    entry.linked = true;
    return true;
  }
}

/** Queued URLs due now, in discovery order. */
export async function dueUrls(db: Db, crawlId: string, limit: number): Promise<FrontierRow[]> {
  return db
    .select()
    .from(crawlFrontier)
    .where(
      and(
        eq(crawlFrontier.crawlId, crawlId),
        eq(crawlFrontier.state, "queued"),
        or(isNull(crawlFrontier.notBefore), lte(crawlFrontier.notBefore, sql`now()`)),
      ),
    )
    .orderBy(asc(crawlFrontier.seq))
    .limit(limit);
}

/** When the next backed-off URL is due (null: nothing queued at all). */
export async function nextDueAt(db: Db, crawlId: string): Promise<Date | null | "now"> {
  const [row] = await db
    .select({ notBefore: crawlFrontier.notBefore })
    .from(crawlFrontier)
    .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.state, "queued")))
    .orderBy(sql`${crawlFrontier.notBefore} asc nulls first`)
    .limit(1);
  if (!row) return null;
  return row.notBefore ?? "now";
}

/**
 * Claims one URL just before its request goes out: from here on the URL
 * counts as fetched. A worker that dies now leaves it `fetching`, and the
 * next one records it as interrupted instead of asking the server again.
 */
export async function claimUrl(db: Db, crawlId: string, url: string, owner: string): Promise<boolean> {
  const rows = await db
    .update(crawlFrontier)
    .set({ state: "fetching", claimedBy: owner, claimedAt: sql`now()`, attempts: sql`${crawlFrontier.attempts} + 1` })
    .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.url, url), eq(crawlFrontier.state, "queued")))
    .returning({ url: crawlFrontier.url });
  return rows.length === 1;
}

/** A 429 or 5xx to be asked again later. */
export async function requeue(db: Db, crawlId: string, url: string, delayMs: number): Promise<void> {
  await db
    .update(crawlFrontier)
    .set({ state: "queued", notBefore: sql`now() + ${`${Math.round(delayMs)} milliseconds`}::interval` })
    .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.url, url)));
}

export async function setLinked(tx: Db, crawlId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await tx
    .update(crawlFrontier)
    .set({ linked: true })
    .where(and(eq(crawlFrontier.crawlId, crawlId), inArray(crawlFrontier.url, urls)));
}

/** The queued URLs of `url`'s query family, skipped: the family was just found to be a trap. */
export async function skipTrapFamily(db: Db, crawlId: string, url: string): Promise<number> {
  const family = queryFamily(url);
  if (!family) return 0;
  const parsed = new URL(url);
  const prefix = `${parsed.origin}${parsed.pathname}?`.replace(/[\\%_]/g, "\\$&");
  const queued = await db
    .select({ url: crawlFrontier.url })
    .from(crawlFrontier)
    .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.state, "queued"), like(crawlFrontier.url, `${prefix}%`)));
  const urls = queued.map((row) => row.url).filter((candidate) => queryFamily(candidate) === family);
  if (urls.length === 0) return 0;
  await db
    .update(crawlFrontier)
    .set({ state: "skipped", skipReason: TRAP_SKIP_REASONS.trap })
    .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.state, "queued"), inArray(crawlFrontier.url, urls)));
  return urls.length;
}

/** What is left queued when the cap is reached (or the crawl canceled) is skipped, with the reason. */
export async function skipRemaining(db: Db, crawlId: string, reason: string): Promise<void> {
  await db
    .update(crawlFrontier)
    .set({ state: "skipped", skipReason: reason })
    .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.state, "queued")));
}
