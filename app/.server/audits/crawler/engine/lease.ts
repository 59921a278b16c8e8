import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { crawls, type Db } from "../../../db";

/**
 * One worker holds a crawl at a time: crawls.lease_owner until
 * lease_expires_at, renewed by its heartbeat. Another worker (a pg-boss
 * retry after the first died) takes over only once the lease has expired,
 * and every write of the holder checks it still holds it (LeaseLostError).
 */

export class LeaseLostError extends Error {
  override name = "LeaseLostError";
}

export type Crawl = typeof crawls.$inferSelect;

export type AcquireResult =
  | { kind: "acquired"; crawl: Crawl }
  | { kind: "finished"; crawl: Crawl }
  | { kind: "held"; expiresAt: Date }
  | { kind: "missing" };

const FINAL = ["completed", "failed", "canceled"] as const;

export function isFinal(status: string): boolean {
  return (FINAL as readonly string[]).includes(status);
}

export async function tryAcquireLease(db: Db, crawlId: string, owner: string, leaseMs: number): Promise<AcquireResult> {
  const [taken] = await db
    .update(crawls)
    .set({
      leaseOwner: owner,
      leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      status: sql`case when ${crawls.status} = 'queued' then 'crawling' else ${crawls.status} end`,
      startedAt: sql`coalesce(${crawls.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(crawls.id, crawlId),
        sql`${crawls.status} in ('queued', 'crawling')`,
        or(isNull(crawls.leaseOwner), eq(crawls.leaseOwner, owner), lt(crawls.leaseExpiresAt, sql`now()`)),
      ),
    )
    .returning();
  if (taken) return { kind: "acquired", crawl: taken };
  const [crawl] = await db.select().from(crawls).where(eq(crawls.id, crawlId));
  if (!crawl) return { kind: "missing" };
  if (isFinal(crawl.status)) return { kind: "finished", crawl };
  return { kind: "held", expiresAt: crawl.leaseExpiresAt ?? new Date() };
}

/** Extends the lease; answers whether a cancel was asked. Throws LeaseLostError if another worker has it. */
export async function renewLease(db: Db, crawlId: string, owner: string, leaseMs: number): Promise<{ cancel: boolean }> {
  const [row] = await db
    .update(crawls)
    .set({ leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(eq(crawls.id, crawlId), eq(crawls.leaseOwner, owner)))
    .returning({ cancelRequestedAt: crawls.cancelRequestedAt });
  if (!row) throw new LeaseLostError(`crawl ${crawlId}: lease lost`);
  return { cancel: row.cancelRequestedAt !== null };
}

/** Inside a transaction: fails it unless `owner` still holds the crawl. */
export async function assertLease(tx: Db, crawlId: string, owner: string): Promise<void> {
  const rows = await tx
    .select({ id: crawls.id })
    .from(crawls)
    .where(and(eq(crawls.id, crawlId), eq(crawls.leaseOwner, owner)))
    .for("update");
  if (rows.length === 0) throw new LeaseLostError(`crawl ${crawlId}: lease lost`);
}

export async function releaseLease(db: Db, crawlId: string, owner: string): Promise<void> {
  await db
    .update(crawls)
    .set({ leaseOwner: null, leaseExpiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(crawls.id, crawlId), eq(crawls.leaseOwner, owner)));
}
