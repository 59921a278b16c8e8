// A separate process that runs one WordPress import's job to its end (the
// `wordpress-import` job's handler, as `npm run worker` runs it), for the
// kill-and-restart test: `node --import tsx tests/support/wxr-import-child.ts <importId>`
// with DATABASE_URL (PostgreSQL), DATA_DIR, CRAWL_ALLOW_PRIVATE and CRAWL_ALLOWED_PORTS set.
import { loadConfigOrExit } from "~/.server/config";
import { runImport } from "~/.server/content/migration/wordpress/run";
import { createContentBus } from "~/.server/content-bus";
import { openDatabase } from "~/.server/db/client";
import { createLogger } from "~/.server/log";
import { standaloneWordpressRunDeps } from "./wordpress-run";

const importId = Number(process.argv[2]);
const config = loadConfigOrExit();
const log = createLogger("silent");
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const deps = standaloneWordpressRunDeps({ config, db: () => database.db, bus: createContentBus(log), log });
const outcome = await runImport({ ...deps, concurrency: Number(process.env.WXR_CONCURRENCY ?? 4) }, importId);
await database.close();
process.stdout.write(`${outcome}\n`);
