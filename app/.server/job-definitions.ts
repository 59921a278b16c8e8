import { analyticsDomainJobs } from "./analytics/services";
import { auditsJobs } from "./audits/services";
import { chatJobs } from "./chat/services";
import { contentJobs } from "./content/services";
import { inboxJobs } from "./inbox/services";
import type { JobDefinition } from "./jobs";
import { captureLeadJourneys } from "./leads";
import { leadsJobs } from "./leads/services";
import { mailJobs } from "./mail/services";
import { rateLimitSweepJob } from "./rate-limit";
import { seoJobs } from "./seo/services";
import type { Services } from "./services";

/**
 * Every queue of the app, in one list, over the one assembly: createServices
 * builds the services, then starts the job system with this list, so a job's
 * handler uses the same studio, gates and stores as the pages do. The web
 * process and `npm run worker` (`createServices({ http: false })`) start
 * exactly this list, so a worker process runs every kind of job: crawls,
 * analyses and their weekly re-analysis, lead e-mails, and the scheduled
 * housekeeping. Each domain lists its own queues (`contentJobs`, `seoJobs`, …
 * in `<domain>/services.ts`); a feature adds its queue there, and its name to the
 * README's "Background jobs" (tests/architecture/job-queues.test.ts compares them).
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
  const definitions: JobDefinition[] = [
    ...mailJobs(services),
    rateLimitSweepJob(services.database.db),
    // The leads domain keeps its leads' journeys before the rollup deletes raw events: analytics knows no lead.
    ...analyticsDomainJobs(services, captureLeadJourneys),
    ...auditsJobs(services),
    ...chatJobs(services),
    ...seoJobs(services),
    ...contentJobs(services),
    ...inboxJobs(services),
    ...leadsJobs(services),
  ];
  return definitions as JobDefinition<never>[];
}
