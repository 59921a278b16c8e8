import type { Config } from "../config";
import type { Db } from "../db";
import type { JobDefinition } from "../jobs";
import type { Logger } from "../log";
import { nightlyRollup } from "./rollup";
import { deleteOldSalts } from "./visitor";

/**
 * Analytics housekeeping on pg-boss schedules (UTC):
 * - `analytics-rollup` nightly at 00:10: keep the journeys of finished days' leads (lead_journeys), roll up finished
 *   days, then delete raw events past ANALYTICS_RETENTION_DAYS;
 * - `analytics-salts` hourly: delete visitor-key salts older than 48 hours.
 */
export const ANALYTICS_ROLLUP_QUEUE = "analytics-rollup";
export const ANALYTICS_SALTS_QUEUE = "analytics-salts";

export function analyticsJobs(deps: {
  db: Db;
  config: Pick<Config, "analytics" | "agencyTimeZone">;
  log: Logger;
  /**
   * Runs before the rollup deletes raw events, with the same clock: the leads domain keeps its leads' journeys
   * (job-definitions.ts hands in the leads domain's captureLeadJourneys, so analytics knows no lead). Its result is logged.
   */
  beforeRollup: (db: Db, options: { now: Date; timeZone: string }) => Promise<number>;
}): JobDefinition[] {
  return [
    {
      queue: ANALYTICS_ROLLUP_QUEUE,
      options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
      cron: "10 0 * * *",
      async handle() {
        const options = {
          now: new Date(),
          retentionDays: deps.config.analytics.retentionDays,
          timeZone: deps.config.agencyTimeZone,
        };
        // Leads' journeys first: the rollup below deletes the raw page views they are read from.
        const journeys = await deps.beforeRollup(deps.db, options);
        const { deleted } = await nightlyRollup(deps.db, options);
        deps.log.info({ deleted, journeys }, "analytics rolled up");
      },
    },
    {
      queue: ANALYTICS_SALTS_QUEUE,
      options: { retryLimit: 3 },
      cron: "5 * * * *",
      async handle() {
        await deleteOldSalts(deps.db);
      },
    },
  ];
}
