import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./app/.server/audits/analyzer/lab/chromium";
import { testBrowserPath } from "./tests/e2e/support/test-browser";

/**
 * End-to-end tests in Chromium against the production build (`npm run test:e2e`
 * builds first, then runs this). The server runs on its own embedded database
 * in a fresh temporary directory, or on DATABASE_URL when that is set.
 */
// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;
const isCI = Boolean(process.env.CI);

// This file is evaluated by the runner and again by every worker. The runner
// names a fresh directory and stores it in the environment its workers
// inherit; only the runner starts the web server, so even a worker that named
// another directory would never use it. The runner removes the directory it
// named when it exits, after the web server has stopped.
const DATA_DIR_VARIABLE = "PLAYWRIGHT_E2E_DATA_DIR";
const dataDir = process.env[DATA_DIR_VARIABLE] ?? nameDataDir();

function nameDataDir() {
  const dir = path.join(os.tmpdir(), `agency-e2e-${process.pid}-${Date.now().toString(36)}`);
  process.env[DATA_DIR_VARIABLE] = dir;
  if (!process.env.TEST_WORKER_INDEX) {
    process.once("exit", () => {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // A temporary directory left behind must not fail the run.
      }
    });
  }
  return dir;
}

// One migrated and seeded database per run (tests/e2e/support/seeded-data-dir.ts), built by whichever process needs
// it first and copied into each server's DATA_DIR; named here like the data directory and removed with it.
const SEEDED_DIR_VARIABLE = "PLAYWRIGHT_E2E_SEEDED_DIR";
const seededDir = process.env[SEEDED_DIR_VARIABLE] ?? nameSeededDir();

function nameSeededDir() {
  const dir = `${dataDir}-seeded`;
  process.env[SEEDED_DIR_VARIABLE] = dir;
  if (!process.env.TEST_WORKER_INDEX) {
    process.once("exit", () => {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // As above.
      }
    });
  }
  return dir;
}

const chromiumLaunchOptions = {
  executablePath: testBrowserPath(),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two browser workers against the shared server (a third made timing-sensitive specs fail on 2 cores), and a third
  // slot for the specs that start their own processes and mostly wait on them (see "own-processes" below).
  workers: 3,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: chromiumLaunchOptions,
    // Reveal-on-scroll keeps content below the fold at opacity 0 until it is
    // scrolled to, and axe reads that as failed contrast. Specs see the final
    // state; tests/e2e/reveal.spec.ts turns motion back on to test the effect.
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    // Specs that start their own processes: server-process.spec.ts (a server each) and cluster.spec.ts (its own
    // PostgreSQL, two web instances behind nginx and two workers, tests/support/cluster). One at a time, in the third
    // worker slot, beside the two browser workers instead of in their place. Measured on PostgreSQL with CI=true:
    // 1,180 s with the two in one of two slots (244 s of it), 1,088 s this way (the browser specs' own time grew from
    // 1,900 to 2,031 s with the third process beside them, and no spec failed).
    {
      name: "own-processes",
      testMatch: ["server-process.spec.ts", "cluster.spec.ts"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "chromium",
      testIgnore: ["server-process.spec.ts", "cluster.spec.ts", "analytics-*.spec.ts"],
      workers: 2,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Analytics counts every visit to the shared server, so its exact-count specs run once the others are done.
    {
      name: "analytics",
      testMatch: "analytics-*.spec.ts",
      dependencies: ["chromium"],
      workers: 2,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // A copy of the run's seeded database (on PGlite), then the test-only page schemas go into it (see tests/fixtures).
    // Its output goes to DATA_DIR/server.log, where errors-and-headers.spec.ts checks every line is JSON.
    command:
      'mkdir -p "$DATA_DIR" && node_modules/.bin/node --import tsx tests/e2e/support/seeded-data-dir.ts "$DATA_DIR" && node_modules/.bin/node --import tsx tests/e2e/support/load-fixtures.ts && exec node_modules/.bin/node server.js >>"$DATA_DIR/server.log" 2>&1',
    port: PORT,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_MS: "0",
      DATA_DIR: dataDir,
      [SEEDED_DIR_VARIABLE]: seededDir,
      // Empty means unset: the tests expect the defaults whatever the shell exports.
      HOST: "",
      PUBLIC_URL: "",
      AGENCY_NAME: "",
      AGENCY_PHONE: "",
      AGENCY_EMAIL: "",
      AGENCY_WEBSITE: "",
      AGENCY_TIME_ZONE: "",
      // Browsers fill forms faster than people, and every test comes from one address.
      LEAD_MIN_FILL_SECONDS: "0",
      LEAD_RATE_LIMIT: "10000",
      AUTH_RATE_LIMIT: "10000",
      // Specs sign in wrongly on purpose, all from one address; accounts are still limited one by one.
      SIGN_IN_FAILURES_PER_ADDRESS: "10000",
      SMTP_URL: "",
      // Header login options for a URL carrying ?access_code= (tests/e2e/superadmin-header.spec.ts).
      ACCESS_CODE: "e2e-access-code-0123456789",
      // Analyzer specs: Lighthouse on one page, mobile only, axe on one page; every analysis from one address.
      ANALYZER_LAB_PAGES: "1",
      ANALYZER_LAB_FORM_FACTORS: "mobile",
      ANALYZER_AXE_PAGES: "1",
      ANALYZER_RATE_LIMIT: "10000",
      // Fixture sites for the crawler and analyzer specs listen on loopback, high ports (app/.server/net).
      CRAWL_ALLOW_PRIVATE: "true",
      ...(process.env.DATABASE_URL
        ? { DATABASE_URL: process.env.DATABASE_URL, APP_SECRET: "e2e-only-secret-e2e-only-secret-e2e-only" }
        : {}),
    },
  },
});
