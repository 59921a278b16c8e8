// `npm run worker`: the background jobs (crawls, lead e-mails, sweeps) without
// the web server, for running more workers beside the web instances
// (DESIGN.md: workers at scale). It needs PostgreSQL: the embedded database
// belongs to the one process that opened it, the web server.
import { loadConfigOrExit } from "~/.server/config";
import { crawlerFetchers } from "~/.server/crawler/engine/crawler-fetchers";
import { startJobs } from "~/.server/jobs";
import { createLogger } from "~/.server/log";
import { createMailer } from "~/.server/mail/transport";
import { warnIfPrivateAllowed } from "~/.server/net/policy";
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
const jobs = await startJobs({ database, config, mailer, log, crawler: crawlerFetchers(config) });
log.info({ database: database.kind }, "worker started");

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "worker stopping");
    // A crawl in progress finishes its requests, records them and lets go of its lease; pg-boss retries it.
    await jobs.stop().catch((error: unknown) => log.error({ err: error }, "stopping the job system failed"));
    await database.close();
    process.exit(0);
  });
}
