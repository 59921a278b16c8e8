import type { PgBoss } from "pg-boss";
import { type AiProvider, completeText } from "./ai";
import { analyticsJobs } from "./analytics/jobs";
import { analyzerJobs } from "./audits/analyzer/flow/jobs";
import { analysisRunDeps } from "./audits/analyzer/flow/run-deps";
import { crawlJob } from "./audits/crawler/engine/crawl-worker";
import { crawlerFetchers } from "./audits/crawler/engine/crawler-fetchers";
import { chatRetentionJob } from "./chat";
import type { Config } from "./config";
import { contentAutomationDeps, contentAutomationJobs, localFactsOfRecord } from "./content/automation";
import { createContentGates } from "./content/gates";
import { wordpressImportJob, wordpressRunDeps } from "./content/migration/wordpress";
import { contentResearchJobs, contentResearchStoreFor } from "./content/research";
import { contentScheduleJobs, createStudio } from "./content/studio";
import type { ContentBus } from "./content-bus";
import type { DatabaseHandle } from "./db/client";
import { taskReminderJob } from "./inbox/work/reminder-job";
import type { JobDefinition } from "./jobs";
import { captureLeadJourneys } from "./leads/journeys/journey";
import { leadScoreJobs } from "./leads/scores/jobs";
import type { Logger } from "./log";
import { leadEmailJob } from "./mail/lead-email-job";
import type { Mailer } from "./mail/transport";
import { rateLimitSweepJob } from "./rate-limit";
import { selfAuditJobs, selfAuditStoreFor } from "./seo/self-audit";

/**
 * Every queue of the app, in one list. The web process (services.ts) and
 * `npm run worker` (scripts/worker.ts) start exactly this list, so a worker
 * process runs every kind of job: crawls, analyses and their weekly
 * re-analysis, lead e-mails, and the scheduled housekeeping. A feature adds
 * its queue here.
 */
export interface JobDependencies {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  mailer: Mailer;
  ai: AiProvider | null;
  /** The job system once started: jobs that queue other jobs (the re-analysis schedule) send through it. */
  boss: () => PgBoss;
  /** Where jobs that publish content announce it (scheduled publishes): shared by every instance on PostgreSQL. */
  bus: ContentBus;
}

export function jobDefinitions(deps: JobDependencies): JobDefinition<never>[] {
  const { config, log, ai } = deps;
  const db = deps.database.db;
  const selfAudits = selfAuditStoreFor({ config, db: () => db, log, bus: deps.bus });
  const contentResearch = contentResearchStoreFor({ config, db: () => db, log });
  const wordpressRun = wordpressRunDeps({ config, db: () => db, bus: deps.bus, log });
  // One for every run of this process: its site signatures are cached and re-read only where updated_at moved.
  let gates: ReturnType<typeof createContentGates> | undefined;
  const contentGates = () => {
    gates ??= createContentGates({ db: () => db, localFacts: localFactsOfRecord(() => db) });
    return gates;
  };
  const definitions: JobDefinition[] = [
    leadEmailJob({ db, mailer: deps.mailer, config, log }) as JobDefinition,
    rateLimitSweepJob(db),
    ...analyticsJobs({ db, config, log, beforeRollup: captureLeadJourneys }),
    crawlJob({ ...crawlerFetchers(config), db, log }) as JobDefinition,
    ...analyzerJobs({
      run: analysisRunDeps({
        db,
        log,
        config,
        // The summary is written from the findings only; without a provider (or when it fails) it is composed from them.
        complete: ai ? async (messages) => (await completeText(ai, messages)) ?? "" : null,
      }),
      schedule: { db, log, maxPages: config.analyzer.maxPages },
      concurrency: config.analyzer.concurrency,
      log,
      boss: deps.boss,
    }),
    chatRetentionJob({ db: () => db, config, log }),
    // Scheduled publishes and unpublishes of the content studio; the run itself queues nothing.
    ...contentScheduleJobs({ db: () => db, bus: deps.bus, log, timeZone: config.agencyTimeZone }),
    // Audits of our own site (issue 23 item 4): started from /sitemap-optimization, and weekly.
    ...selfAuditJobs({ store: () => selfAudits, db: () => db }),
    // Content briefs built from competitor pages (issue 24 item 1): queued by /content-research/new.
    ...contentResearchJobs({ store: () => contentResearch }),
    // WordPress imports (issue 24 item 7): started from /content-migration/wordpress; a killed run resumes.
    wordpressImportJob(() => wordpressRun) as JobDefinition,
    // Content automation runs (issue 24 item 6): each rule's pg-boss schedule, and "run now".
    ...contentAutomationJobs(() =>
      contentAutomationDeps({
        db: () => db,
        studio: createStudio({ db: () => db, bus: deps.bus, log, timeZone: config.agencyTimeZone }),
        ai,
        log,
        gates: contentGates(),
      }),
    ),
    // Reminders of the inbox's next steps (issue 25 item 7): queued with each task, to start at its due time.
    taskReminderJob({ db, mailer: deps.mailer, config, log }) as JobDefinition,
    // Lead scores (issue 25 item 1): every lead scored again after a rule set is saved, and a 10-minute sweep.
    ...leadScoreJobs(() => ({ db, timeZone: config.agencyTimeZone, log })),
  ];
  return definitions as JobDefinition<never>[];
}
