import { eq } from "drizzle-orm";
import { clientIngestions, type Db } from "../../../db";
import { nextRunAfter } from "./schedule";

/** Spec §9: weekly on Monday at midnight. */
export const DEFAULT_SCHEDULE = "0 0 * * 1";

/**
 * Staff turn on the weekly re-analysis of an analysed site (visitors who
 * left an e-mail get it without asking). Returns the next run, or null when
 * the ingestion does not exist.
 */
export async function scheduleIngestion(db: Db, ingestionId: string, now = new Date()): Promise<Date | null> {
  const [ingestion] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, ingestionId));
  if (!ingestion) return null;
  const interval = ingestion.scheduleInterval ?? DEFAULT_SCHEDULE;
  const nextRunAt = nextRunAfter(interval, ingestion.scheduleTimezone, now);
  await db
    .update(clientIngestions)
    .set({ scheduleInterval: interval, nextRunAt, updatedAt: now })
    .where(eq(clientIngestions.id, ingestionId));
  return nextRunAt;
}
