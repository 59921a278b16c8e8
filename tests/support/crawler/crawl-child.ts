/**
 * A crawl worker in a process of its own, for the kill-and-resume test:
 * opens the database named by CRAWL_DATABASE_URL (PostgreSQL) or
 * CRAWL_DATA_DIR (PGlite), runs the crawl CRAWL_ID, exits. The test kills it
 * with SIGKILL mid-crawl.
 */
import { runCrawl } from "../../../app/.server/audits/crawler/engine/run-crawl";
import { openDatabase } from "../../../app/.server/db/client";
import { createLogger } from "../../../app/.server/log";
import { loopbackFetchers } from "./crawl-harness";

const database = await openDatabase({
  databaseUrl: process.env.CRAWL_DATABASE_URL || undefined,
  dataDir: process.env.CRAWL_DATA_DIR || undefined,
});
const outcome = await runCrawl(
  {
    db: database.db,
    ...loopbackFetchers(),
    log: createLogger("silent"),
    workerId: "first-worker",
    limits: { delayMs: 0, leaseMs: Number(process.env.CRAWL_LEASE_MS ?? 1500), heartbeatMs: 200, concurrencyPerHost: 3 },
  },
  process.env.CRAWL_ID ?? "",
);
console.log(JSON.stringify({ outcome }));
await database.close();
