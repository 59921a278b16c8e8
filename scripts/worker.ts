// `npm run worker`: every background job of the app (app/.server/job-definitions.ts:
// crawls, analyses and re-analysis, lead e-mails, housekeeping) without the web
// server, for running more workers beside the web instances (DESIGN.md: workers
// at scale). It is the app's one assembly without HTTP, `createServices({ http:
// false })`, so a job runs here exactly as in the web process. It needs
// PostgreSQL: the embedded database belongs to the one process that opened it,
// the web server.

import { loadConfigOrExit } from "~/.server/config";
import { createLogger, flushLogs } from "~/.server/log";
import { createServices } from "~/.server/services";

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error("npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the web server's process.");
  process.exit(1);
}
const log = createLogger(config.logLevel);
// Scheduled publishes run here: the shared content bus tells every web instance to drop the page (LISTEN/NOTIFY),
// and the chat's index and IndexNow are told of the change by this process, the one that made it.
const services = await createServices({ config, log, http: false });
log.info({ database: services.database.kind, queues: services.jobs.queues }, "worker started");

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "worker stopping");
    // A crawl in progress finishes its requests, records them and lets go of its lease; pg-boss retries it.
    await services.close().catch((error: unknown) => log.error({ err: error }, "stopping the worker failed"));
    await flushLogs();
    process.exit(0);
  });
}
