import type { PgBoss } from "pg-boss";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { nightlyRollup } from "./rollup";
import { deleteOldSalts } from "./visitor";

/**
 * Analytics housekeeping on pg-boss schedules (UTC):
 * - `analytics-rollup` nightly at 00:10: roll up finished days, then delete raw events past ANALYTICS_RETENTION_DAYS;
 * - `analytics-salts` hourly: delete visitor-key salts older than 48 hours.
 */
export const ANALYTICS_ROLLUP_QUEUE = "analytics-rollup";
export const ANALYTICS_SALTS_QUEUE = "analytics-salts";

export async function registerAnalyticsJobs(
  boss: PgBoss,
  deps: { db: Db; config: Pick<Config, "analytics">; log: Logger },
  polling: { pollingIntervalSeconds: number },
): Promise<void> {
  await boss.createQueue(ANALYTICS_ROLLUP_QUEUE, { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 });
  await boss.createQueue(ANALYTICS_SALTS_QUEUE, { retryLimit: 3 });
  await boss.work(ANALYTICS_ROLLUP_QUEUE, polling, async () => {
    const { deleted } = await nightlyRollup(deps.db, new Date(), deps.config.analytics.retentionDays);
    deps.log.info({ deleted }, "analytics rolled up");
  });
  await boss.work(ANALYTICS_SALTS_QUEUE, polling, async () => {
    await deleteOldSalts(deps.db);
  });
  await boss.schedule(ANALYTICS_ROLLUP_QUEUE, "10 0 * * *");
  await boss.schedule(ANALYTICS_SALTS_QUEUE, "5 * * * *");
}
