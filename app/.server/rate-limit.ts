import { lt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { rateLimitCounters } from "./db/schema";
import type { JobDefinition } from "./jobs";

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

export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export async function hitRateLimit(
  db: Db,
  key: string,
  options: { limit: number; windowSeconds: number; now?: Date },
): Promise<RateLimitResult> {
  const [result] = await hitRateLimits(db, [{ key, ...options }], options.now);
  return result as RateLimitResult;
}

/**
 * Counts a hit on several limits in one statement (one upsert of their rows),
 * for a request that must pass all of them; results in the order given.
 * Keys must differ.
 */
export async function hitRateLimits(db: Db, limits: RateLimit[], now = new Date()): Promise<RateLimitResult[]> {
  const windows = limits.map(({ windowSeconds }) => {
    const windowMs = windowSeconds * 1000;
    return { windowMs, start: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
  });
  const rows = await db
    .insert(rateLimitCounters)
    .values(limits.map(({ key }, index) => ({ key, windowStart: windows[index]?.start as Date, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  return limits.map(({ key, limit }, index) => {
    const count = counts.get(key) ?? 1;
    const { windowMs, start } = windows[index] as { windowMs: number; start: Date };
    return {
      allowed: count <= limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000)),
    };
  });
}

/** `rate-limit-sweep`: hourly, deletes old rate-limit windows. */
export function rateLimitSweepJob(db: Db): JobDefinition {
  return { queue: "rate-limit-sweep", options: { retryLimit: 1 }, cron: "17 * * * *", handle: () => sweepRateLimits(db) };
}

/** Deletes windows that ended more than a day ago (run hourly by the job system). */
export async function sweepRateLimits(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
}
