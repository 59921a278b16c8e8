import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { reactIslands } from "./vite.islands.config.ts";

// One core is left to the Playwright run beside it (tests/support/test-all.ts) and to the servers the tests start;
// VITEST_MAX_WORKERS overrides (Vitest reads it itself, after this file, so it always wins).
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(1, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // virtual:react-islands (app/lib/islands.ts): the sources' addresses, as in development.
  plugins: [reactIslands()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    maxWorkers,
    // Threads (Vitest's default, named so the choice is visible): on 32 files, twice each, one worker, threads took
    // 41 s and 38 s, forks 44 s and 41 s (load average 18-20 from other work, so a rough figure).
    pool: "threads",
    // Integration tests open databases and spawn servers: give them room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
