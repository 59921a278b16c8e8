// Publishes the test-only page schemas into the database the e2e server is
// about to use (run by playwright.config.ts before `server.js`). Seeded copy
// may change; these fixtures give the specs a page whose every part is known.
import { createAuth } from "~/.server/auth/create-auth";
import { StaffAccountExistsError } from "~/.server/auth/staff-accounts";
import { staffEmailsFor } from "~/.server/auth/staff-emails";
import { loadConfigOrExit } from "~/.server/config";
import { createPageStore } from "~/.server/content/pages/store";
import { openDatabase } from "~/.server/db/client";
import { createLogger } from "~/.server/log";
import { createMailer } from "~/.server/mail/transport";
import { resolveAppSecret } from "~/.server/secret";
import { runSeeds } from "~/.server/seed";
import { fixturePage } from "../../fixtures/schema-pages";
import { createTestStaff } from "../../support/staff";
import { loadAuthFlowAccounts } from "./auth-accounts";
import { loadClientDashboardFixtures } from "./client-dashboard-fixtures";
import { loadContentGatesFixtures } from "./content-gates-fixtures";
import { loadContentResearchFixtures } from "./content-research-fixtures";
import { loadContentViewFixtures } from "./content-view-fixtures";
import { loadCrawlerFixtures } from "./crawler-fixtures";
import { loadMediaFixtures } from "./media-fixtures";
import { loadPageEditorFixtures } from "./page-editor-fixtures";
import { loadPreviewFixture } from "./preview-fixtures";
import { loadRichTextFixtures } from "./rich-text-fixtures";
import { E2E_STAFF } from "./staff-accounts";

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await runSeeds(database.db);
  const store = createPageStore({ db: () => database.db, log: createLogger(config.logLevel) });
  await store.publishPage({ ...fixturePage, publishedBy: "e2e-fixtures" });
  // Hostile rich text, one page through the store and one past it (tests/e2e/rich-text-safety.spec.ts).
  await loadRichTextFixtures(database.db, store);
  // A page at a known id for the studio preview's spec (tests/e2e/page-preview.spec.ts).
  await loadPreviewFixture(database.db);
  // A page per test of the page editor's spec (tests/e2e/page-editor.spec.ts); their ids go to a file in DATA_DIR.
  await loadPageEditorFixtures(store, config.dataDir);
  // An unpublished city service article for the article editor's spec (tests/e2e/content-view.spec.ts).
  await loadContentViewFixtures(database.db, config.dataDir);
  // A city service article whose brief the content research spec builds (tests/e2e/content-research.spec.ts).
  await loadContentResearchFixtures(database.db, config.dataDir);
  // Unpublished city service articles for the quality gates' spec (tests/e2e/content-gates.spec.ts).
  await loadContentGatesFixtures(database.db, config.dataDir);
  // Staff accounts, with the secret the server will use (the same DATA_DIR/app-secret or APP_SECRET).
  const log = createLogger(config.logLevel);
  const auth = createAuth({
    config,
    db: database.db,
    secret: await resolveAppSecret(config),
    log,
    emails: staffEmailsFor(createMailer(config.mail, log), config, log),
  });
  for (const staff of E2E_STAFF) {
    await createTestStaff(auth, staff).catch((error: unknown) => {
      // A rerun on the same DATABASE_URL finds them already there.
      if (!(error instanceof StaffAccountExistsError)) throw error;
    });
  }
  await loadAuthFlowAccounts(auth, database.db);
  // A finished crawl for the crawler page's spec (tests/e2e/crawler-page.spec.ts).
  await loadCrawlerFixtures(database.db);
  // An upload used by a draft page, for the media library's spec (tests/e2e/media-library.spec.ts).
  await loadMediaFixtures(database.db, config);
  // Client accounts, their planted sites and a lead for the client's walk (tests/e2e/client-dashboard.spec.ts).
  await loadClientDashboardFixtures(auth, database.db);
} finally {
  await database.close();
}
