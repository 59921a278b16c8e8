// Publishes the test-only page schemas into the database the e2e server is
// about to use (run by playwright.config.ts before `server.js`). Seeded copy
// may change; these fixtures give the specs a page whose every part is known.
import { loadConfigOrExit } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";
import { runSeeds } from "~/.server/db/seed";
import { createLogger } from "~/.server/log";
import { createPageStore } from "~/.server/pages/store";
import { fixturePage } from "../../fixtures/schema-pages";

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await runSeeds(database.db);
  const store = createPageStore({ db: () => database.db, log: createLogger(config.logLevel) });
  await store.publishPage({ ...fixturePage, publishedBy: "e2e-fixtures" });
} finally {
  await database.close();
}
