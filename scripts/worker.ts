// `npm run worker`: every background job of the app (app/.server/job-definitions.ts:
// crawls, analyses and re-analysis, lead e-mails, housekeeping) without the web
// server, for running more workers beside the web instances (DESIGN.md: workers
// at scale). It needs PostgreSQL: the embedded database belongs to the one
// process that opened it, the web server.

import { createAiProvider } from "~/.server/ai";
import { createSiteIndexer } from "~/.server/chat/site-index";
import { loadConfigOrExit } from "~/.server/config";
import { createPageStore } from "~/.server/content/pages/store";
import { createContentBus } from "~/.server/content-bus";
import { jobDefinitions } from "~/.server/job-definitions";
import { type JobSystem, startJobs } from "~/.server/jobs";
import { createLogger, flushLogs } from "~/.server/log";
import { createMailer } from "~/.server/mail/transport";
import { warnIfPrivateAllowed } from "~/.server/net/policy";
import { createSitemapGenerator } from "~/.server/seo/sitemaps/generator";
import { createSitemapSource } from "~/.server/seo/sitemaps/reader";
import { shareContentBus } from "~/.server/shared-content-bus";
import { openConfiguredDatabase } from "./open-configured-database";

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error("npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the web server's process.");
  process.exit(1);
}
const log = createLogger(config.logLevel);
warnIfPrivateAllowed(config, log);
const database = await openConfiguredDatabase();
const mailer = createMailer(config.mail, log);
const ai = createAiProvider(config.ai, log);
// Scheduled publishes run here: the bus tells every web instance to drop the page (LISTEN/NOTIFY).
const bus = createContentBus(log);
const sharedBus = shareContentBus(bus, { connectionString: config.databaseUrl, log });
// The chat's index of the site is rebuilt by the process that published a change: here, a scheduled one.
const pages = createPageStore({ db: () => database.db, log, bus });
bus.subscribe(["pages"], () => pages.invalidate());
const siteIndexer = createSiteIndexer({ db: () => database.db, pages, bus, log });
// IndexNow is told of a change by the process that made it (like the chat index): a scheduled publish made here.
const sitemap = createSitemapSource({ db: () => database.db });
bus.subscribe("all", () => sitemap.invalidate());
const sitemapGenerator = createSitemapGenerator({ db: () => database.db, bus, sitemap, log, config });
const jobs: JobSystem = await startJobs({
  database,
  log,
  definitions: jobDefinitions({ config, database, log, mailer, ai, boss: () => jobs.boss, bus }),
});
log.info({ database: database.kind, queues: jobs.queues }, "worker started");

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "worker stopping");
    // A crawl in progress finishes its requests, records them and lets go of its lease; pg-boss retries it.
    await jobs.stop().catch((error: unknown) => log.error({ err: error }, "stopping the job system failed"));
    siteIndexer.stop();
    await siteIndexer.ready;
    await sitemapGenerator.indexNow.settled().catch(() => {});
    sitemapGenerator.close();
    mailer.close();
    await sharedBus.close();
    await database.close();
    await flushLogs();
    process.exit(0);
  });
}
