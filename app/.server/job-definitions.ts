import { completeText } from "./ai";
import { analyticsJobs } from "./analytics/jobs";
import { analyzerJobs } from "./audits/analyzer/flow/jobs";
import { analysisRunDeps } from "./audits/analyzer/flow/run-deps";
import { crawlJob } from "./audits/crawler/engine/crawl-worker";
import { crawlerFetchers } from "./audits/crawler/engine/crawler-fetchers";
import { chatRetentionJob } from "./chat";
import { contentAutomationJobs } from "./content/automation";
import { wordpressImportJob, wordpressRunDeps } from "./content/migration/wordpress";
import { contentResearchJobs } from "./content/research";
import { contentScheduleJobs } from "./content/studio";
import { taskReminderJob } from "./inbox/work/reminder-job";
import type { JobDefinition } from "./jobs";
import { captureLeadJourneys } from "./leads/journeys/journey";
import { leadScoreJobs } from "./leads/scores/jobs";
import { leadEmailJob } from "./mail/lead-email-job";
import { rateLimitSweepJob } from "./rate-limit";
import { selfAuditJobs } from "./seo/self-audit";
import type { Services } from "./services";

/**
 * Every queue of the app, in one list, over the one assembly: createServices
 * builds the services, then starts the job system with this list, so a job's
 * handler uses the same studio, gates and stores as the pages do. The web
 * process and `npm run worker` (`createServices({ http: false })`) start
 * exactly this list, so a worker process runs every kind of job: crawls,
 * analyses and their weekly re-analysis, lead e-mails, and the scheduled
 * housekeeping. A feature adds its queue here, and its name to the README's
 * "Background jobs" (tests/architecture/job-queues.test.ts compares them).
 */
export type JobServices = Pick<
  Services,
  | "config"
  | "database"
  | "log"
  | "ai"
  | "jobs"
  | "bus"
  | "leads"
  | "inbox"
  | "studio"
  | "sitemapOptimization"
  | "contentResearch"
  | "contentAutomation"
  | "pages"
  | "redirects"
  | "contentResearchWriter"
  | "media"
  | "mailer"
>;

export function jobDefinitions(services: JobServices): JobDefinition<never>[] {
  const { config, log, ai } = services;
  const db = services.database.db;
  const definitions: JobDefinition[] = [
    leadEmailJob(services.leads.delivery) as JobDefinition,
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
      jobs: services.jobs,
    }),
    chatRetentionJob({ db: () => db, config, log }),
    // Scheduled publishes and unpublishes of the content studio; the run itself queues nothing.
    ...contentScheduleJobs(services.studio.deps),
    // Audits of our own site (issue 23 item 4): started from /sitemap-optimization, and weekly.
    ...selfAuditJobs({ store: () => services.sitemapOptimization, db: () => db }),
    // Content briefs built from competitor pages (issue 24 item 1): queued by /content-research/new.
    ...contentResearchJobs({ store: () => services.contentResearch }),
    // WordPress imports (issue 24 item 7): started from /content-migration/wordpress; a killed run resumes.
    wordpressImportJob(() =>
      wordpressRunDeps({
        config,
        db: () => db,
        bus: services.bus,
        log,
        pages: services.pages,
        redirects: services.redirects.store,
        contentWriter: services.contentResearchWriter,
        media: services.media,
      }),
    ) as JobDefinition,
    // Content automation runs (issue 24 item 6): each rule's cron schedule, and "run now".
    ...contentAutomationJobs(() => services.contentAutomation.deps),
    // Reminders of the inbox's next steps (issue 25 item 7): queued with each task, to start at its due time.
    taskReminderJob({ db, mailer: services.mailer, config, log }) as JobDefinition,
    // Lead scores (issue 25 item 1): every lead scored again after a rule set is saved, and a 10-minute sweep.
    ...leadScoreJobs(() => ({ db, timeZone: config.agencyTimeZone, log })),
  ];
  return definitions as JobDefinition<never>[];
}
