import { lt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { rateLimitCounters } from "./db/schema";

/**
 * Fixed-window counters in the database, so every instance counts the same
 * visitor together. One upsert per hit: the database adds 1 atomically and
 * says where the count stands, so two instances never both see "first".
 */
export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets: for the Retry-After header. */
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Db,
  key: string,
  options: { limit: number; windowSeconds: number; now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const windowMs = options.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= options.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)),
  };
}

/** Deletes windows that ended more than a day ago (run hourly by the job system). */
export async function sweepRateLimits(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
}
