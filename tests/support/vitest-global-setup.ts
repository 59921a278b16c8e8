import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL test databases (tests/support/test-databases.ts), so it can drop them all at the end. */
    testRunId: string;
  }
}

/** The prefix of every test database the run `runId` keeps on the server, one per worker and lease (test-databases.ts). */
export function reusedDatabasePrefix(runId: string) {
  return `agency_test_r${runId}_`;
}

/**
 * Once per `vitest run`, in the main process: a name for the run, and at the end the PostgreSQL databases its workers
 * kept from one test file to the next are dropped (a test file drops only what it opens for itself).
 */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString("hex");
  project.provide("testRunId", runId);
  return async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>("select datname as name from pg_database where datname like $1", [
        `${reusedDatabasePrefix(runId)}%`,
      ]);
      for (const { name } of rows) await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
}
