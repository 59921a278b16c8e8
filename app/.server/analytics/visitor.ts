import { createHmac, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { agencyDay } from "~/lib/agency-day";
import { analyticsSalts, type Db } from "../db";

/**
 * The cookie-less visitor key (DESIGN.md §1): HMAC-SHA256 keyed with the day's
 * random salt, over the address and the user agent. The salt lives only in
 * the database (so every instance agrees) and is deleted after 48 hours, after
 * which nobody, us included, can link a key back to an address. The address
 * itself is never stored.
 */
export const SALT_MAX_AGE_HOURS = 48;

/** The salts read per database, so a hot ingest path does one query per day, not per request. */
const saltCache = new WeakMap<Db, Map<string, string>>();

export async function saltFor(db: Db, day: string): Promise<string> {
  let cache = saltCache.get(db);
  const cached = cache?.get(day);
  if (cached) return cached;
  // Two instances may both try to create the day's salt: the first insert wins, both read it back.
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  if (!cache) {
    cache = new Map();
    saltCache.set(db, cache);
  }
  cache.clear(); // only the current day is worth keeping
  cache.set(day, row.salt);
  return row.salt;
}

export function hashVisitor(salt: string, ip: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** The visitor key of a request now (leads use it too, to join the funnel). */
export async function visitorHash(
  db: Db,
  ip: string,
  userAgent: string | null,
  timeZone: string,
  now = new Date(),
): Promise<string> {
  // The salt turns over at the agency's midnight (`timeZone`), so a visitor is counted once per day as every report counts days.
  return hashVisitor(await saltFor(db, agencyDay(now, timeZone)), ip, userAgent ?? "");
}

/** Deletes salts older than 48 hours (a scheduled job); returns how many went. */
export async function deleteOldSalts(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SALT_MAX_AGE_HOURS * 3600 * 1000);
  const gone = await db.delete(analyticsSalts).where(lt(analyticsSalts.createdAt, cutoff)).returning({ day: analyticsSalts.day });
  saltCache.delete(db);
  return gone.length;
}
