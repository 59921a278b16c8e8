import { randomBytes } from "node:crypto";
import pg from "pg";
import { analyticsReport } from "../app/.server/analytics/report";
import { nightlyRollup } from "../app/.server/analytics/rollup";
import { openDatabase } from "../app/.server/db/client";
import { DEFAULT_AGENCY_TIME_ZONE } from "../app/lib/agency-day";
import { writeYearOfEvents } from "../scripts/analytics-generate-year";

/**
 * The dashboard over a year (issue 14): a year of generated events in a fresh
 * PostgreSQL database (DATABASE_URL's server), rolled up, then the dashboard's
 * report for the whole year timed. Target: under a second.
 */
export async function run() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log("  DATABASE_URL is not set: skipping the year-of-events dashboard benchmark (it needs PostgreSQL)");
    return;
  }
  const name = `agency_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
    const now = new Date();
    const t0 = performance.now();
    const written = await writeYearOfEvents(database.db, { now, perDay: Number(process.env.BENCH_EVENTS_PER_DAY ?? 3000) });
    const t1 = performance.now();
    await nightlyRollup(database.db, { now, retentionDays: 400, timeZone: DEFAULT_AGENCY_TIME_ZONE });
    const t2 = performance.now();
    const to = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
    const times: number[] = [];
    let pageviews = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const report = await analyticsReport(
        database.db,
        { from, to },
        { now, retentionDays: 400, timeZone: DEFAULT_AGENCY_TIME_ZONE },
      );
      times.push(performance.now() - started);
      pageviews = report.totals.pageviews;
    }
    console.log(
      `dashboard over a year on PostgreSQL (${written} events written in ${((t1 - t0) / 1000).toFixed(1)} s, rolled up in ${((t2 - t1) / 1000).toFixed(1)} s):`,
    );
    console.log(
      `  report ${from}..${to}: ${pageviews} page views; ${times.map((ms) => `${ms.toFixed(0)} ms`).join(", ")} (target < 1000 ms)`,
    );
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
