import { completeText } from "../../ai";
import type { JobSystem } from "../../jobs";
import type { Services } from "../../services";
import { startAnalyzerJobs } from "./jobs";
import { analysisRunDeps } from "./wire";

/** Starts the analyzer's workers and its re-analysis schedule on the app's job system (services.ts). */
export async function startAnalyzer(
  services: Pick<Services, "config" | "database" | "log" | "ai"> & { jobs: Pick<JobSystem, "boss"> },
  options: { pollingIntervalSeconds?: number } = {},
) {
  const { config, log } = services;
  const db = services.database.db;
  await startAnalyzerJobs(services.jobs.boss, {
    run: analysisRunDeps({
      db,
      log,
      config,
      // The summary is written from the findings only; without a provider (or when it fails) it is composed from them.
      complete: services.ai ? async (messages) => (await completeText(services.ai, messages)) ?? "" : null,
    }),
    schedule: { db, log, maxPages: config.analyzer.maxPages },
    concurrency: config.analyzer.concurrency,
    log,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
}
