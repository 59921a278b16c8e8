// One migrated and seeded embedded database per end-to-end run, copied into the data directory of each server the
// run starts, instead of each server migrating and seeding (50,000 cities among it) on its first start.
//
//   node --import tsx tests/e2e/support/seeded-data-dir.ts <DATA_DIR>   copies it into DATA_DIR (the webServer)
//   copySeededDataDir(dataDir)                                          the same from a spec (own-server.ts)
//
// The first caller builds it under a lock (any process of the run may be first: the web server's command, or a
// spec's own server); the others wait and copy. A server started on the copy finds its migrations applied and every
// seed at its version, so it skips both: the same state a second start reaches. The first start itself, seeding
// included, is still tested: server-process.spec.ts ("first start") starts on an empty DATA_DIR, as do the
// cluster's instances on their own PostgreSQL, and app/.server/seed tests run every seed.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Set by playwright.config.ts in the runner, so its workers and the web server's command share one directory. */
export const SEEDED_DIR_VARIABLE = "PLAYWRIGHT_E2E_SEEDED_DIR";

function seededDir(): string {
  return process.env[SEEDED_DIR_VARIABLE] ?? path.join(os.tmpdir(), `agency-e2e-seeded-${process.pid}`);
}

const STALE_LOCK_MS = 5 * 60_000;

/** The seeded cluster (a PGlite data directory), built on the first call of the run. */
export async function seededCluster(): Promise<string> {
  const dir = seededDir();
  const cluster = path.join(dir, "pglite");
  if (existsSync(path.join(cluster, "PG_VERSION"))) return cluster;
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, "building.lock");
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (existsSync(path.join(cluster, "PG_VERSION"))) return cluster;
      // A builder that died leaves its lock: take it over once it is clearly abandoned.
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rmdir(lock).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (existsSync(path.join(cluster, "PG_VERSION"))) return cluster;
    const making = path.join(dir, "making");
    await rm(making, { recursive: true, force: true });
    // In a child process: a spec imports this file under Playwright's loader, which cannot load every app module.
    await promisify(execFile)(
      path.join(ROOT, "node_modules/.bin/node"),
      ["--import", "tsx", path.join(ROOT, "tests/e2e/support/build-seeded-cluster.ts"), making],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir(), LOG_LEVEL: "warn" } },
    );
    // Renamed into place whole, so nobody copies a half-built cluster.
    await rename(path.join(making, "pglite"), cluster);
    await rm(making, { recursive: true, force: true });
    return cluster;
  } finally {
    await rmdir(lock).catch(() => {});
  }
}

/** Gives `dataDir` (a server's DATA_DIR, not yet used) a copy of the seeded database. */
export async function copySeededDataDir(dataDir: string): Promise<void> {
  const cluster = await seededCluster();
  await mkdir(dataDir, { recursive: true });
  await cp(cluster, path.join(dataDir, "pglite"), { recursive: true });
}

if (import.meta.main || process.argv[1] === import.meta.filename) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error("usage: seeded-data-dir.ts <DATA_DIR>");
    process.exit(2);
  }
  // The web server on DATABASE_URL migrates and seeds that database itself (one start per run).
  if (!process.env.DATABASE_URL) await copySeededDataDir(dataDir);
}
