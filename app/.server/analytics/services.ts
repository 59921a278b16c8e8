import type { Db } from "../db";
import type { JobDefinition } from "../jobs";
import type { Core, Services } from "../services";
import { type AnalyticsRuntime, createAnalyticsRuntime } from "./event-writer";
import { analyticsJobs } from "./jobs";

/**
 * The analytics domain's runtime, built once by the assembly (services.ts) over the kernel; its key
 * sits flat on `Services`. Its queues are `analyticsDomainJobs`.
 */
export interface AnalyticsDomain {
  /** First-party analytics: the events' write-behind buffer and the per-visitor limit (analytics/event-writer.ts). */
  analytics: AnalyticsRuntime;
}

export function createAnalyticsDomain(core: Pick<Core, "config" | "database" | "log">): AnalyticsDomain {
  const { config, database, log } = core;
  return {
    analytics: createAnalyticsRuntime({ db: database.db, log, rateLimitPerMinute: config.analytics.rateLimitPerMinute }),
  };
}

/**
 * The analytics domain's queues. `beforeRollup` is another domain's step before raw events are deleted (the
 * leads domain's journeys, handed in by job-definitions.ts): analytics knows no lead.
 */
export function analyticsDomainJobs(
  services: Pick<Services, "config" | "database" | "log">,
  beforeRollup: (db: Db, options: { now: Date; timeZone: string }) => Promise<number>,
): JobDefinition[] {
  const { config, log } = services;
  return analyticsJobs({ db: services.database.db, config, log, beforeRollup });
}
