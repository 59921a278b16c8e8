import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./tests/support/vitest-sequencer.ts";
import { reactIslands } from "./vite.islands.config.ts";

// Every core: `npm test` runs Vitest alone, before Playwright (tests/support/test-all.ts, which leaves one core to
// Playwright when the two run side by side). On this 2-core machine, with nothing else running, 2 workers ran the
// whole suite on both engines in 10.7 min; 4 workers took over 13 min for the files holding 98% of that work (both
// cores busy, a third of it in the kernel). VITEST_MAX_WORKERS overrides (Vitest reads it itself, after this file,
// so it always wins).
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism();

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // virtual:react-islands (app/lib/islands.ts): the sources' addresses, as in development.
  plugins: [reactIslands()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    // Names the run; at its end drops the PostgreSQL databases the workers reused (tests/support/test-databases.ts).
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // Longest files first, on a fresh clone too (tests/support/test-durations.json).
    sequence: { sequencer: LongestFirstSequencer },
    maxWorkers,
    // Threads (Vitest's default, named so the choice is visible): on 32 files, twice each, one worker, threads took
    // 41 s and 38 s, forks 44 s and 41 s (load average 18-20 from other work, so a rough figure).
    pool: "threads",
    // Integration tests open databases and spawn servers: give them room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
