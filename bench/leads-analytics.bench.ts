import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadDashboard } from "../app/.server/dashboard/load-dashboard";
import { type DatabaseHandle, openDatabase } from "../app/.server/db/client";
import { users } from "../app/.server/db/schema";
import { attributionReport } from "../app/.server/leads/analyzer/attribution";
import { funnelReport } from "../app/.server/leads/analyzer/funnel";
import { rangeBounds } from "../app/.server/leads/analyzer/range-leads";
import { speedReport } from "../app/.server/leads/analyzer/speed";
import { agencyDay, DEFAULT_AGENCY_TIME_ZONE, shiftDay } from "../app/lib/agency-day";
import { writeYearOfEvents } from "../scripts/analytics-generate-year";

/**
 * The lead analyzer over a year (issue 25, Done when): the year generator's
 * events (scripts/analytics-generate-year.ts, about 1.1 million at 3,000 a
 * day) and 10,000 leads whose visitor keys are the generator's, one
 * attribution report (all five models × leads, qualified, won × channel,
 * campaign, landing page, content) for the whole year, on PostgreSQL
 * (DATABASE_URL's server, a fresh database) and on PGlite (in memory).
 * Targets: under 1 s on PostgreSQL, under 3 s on PGlite. The peer, measured
 * in the same run on the same database: a plain count(*) of the year's events.
 */
const TIME_ZONE = DEFAULT_AGENCY_TIME_ZONE;
const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const PER_DAY = Number(process.env.BENCH_EVENTS_PER_DAY ?? 3000);

async function fill(database: DatabaseHandle, now: Date) {
  const t0 = performance.now();
  const events = await writeYearOfEvents(database.db, { now, perDay: PER_DAY });
  const keys = Math.max(Math.floor(PER_DAY / 4), 1);
  // Leads over the year on the generator's visitor keys (every tenth without one: "unknown"), statuses in turn.
  await database.db.execute(sql`
    insert into leads (form_type, name, email, message, visitor_hash, status, first_contacted_at, delivery_status, created_at, updated_at)
    select 'contact', 'Bench lead ' || i, 'bench' || i || '@bench.example', 'Bench lead.',
           case when i % 10 = 0 then null else 'v' || (i % ${keys}) end,
           (array['new','contacted','qualified','proposal','won','lost'])[1 + i % 6],
           case when i % 6 = 0 then null else t.at + (i % 240) * interval '1 minute' end,
           'sent', t.at, t.at
    from generate_series(1, ${LEADS}) as i,
         lateral (select ${now.toISOString()}::timestamptz - (i % 365) * interval '1 day' - (i % 20) * interval '1 hour' as at) as t`);
  // A year-old table has been vacuumed many times over (autovacuum); a freshly bulk-written one has not, and its
  // first readers would pay for setting every row's hint bits. Measure the table as it is in use.
  await database.db.execute(sql`vacuum analyze`);
  return { events, seconds: (performance.now() - t0) / 1000 };
}

const ms = (list: number[]) => list.map((value) => `${value.toFixed(0)} ms`).join(", ");

async function measure(label: string, database: DatabaseHandle, targetMs: number) {
  const now = new Date();
  const filled = await fill(database, now);
  const to = agencyDay(now, TIME_ZONE);
  const range = { from: shiftDay(to, -365), to };
  const { start, end } = rangeBounds(range, TIME_ZONE);
  const peer: number[] = [];
  const attribution: number[] = [];
  let counted = 0;
  let credited = 0;
  for (let run = 0; run < 3; run++) {
    let started = performance.now();
    const result = await database.db.execute(
      sql`select count(*)::int as n from analytics_events where occurred_at >= ${start.toISOString()}::timestamptz and occurred_at < ${end.toISOString()}::timestamptz`,
    );
    peer.push(performance.now() - started);
    counted = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    started = performance.now();
    const report = await attributionReport(database.db, range, TIME_ZONE);
    attribution.push(performance.now() - started);
    credited = report.totals.leads.leads;
  }
  let started = performance.now();
  await funnelReport(database.db, range, TIME_ZONE, "channel");
  const funnel = performance.now() - started;
  started = performance.now();
  await speedReport(database.db, range, TIME_ZONE, now);
  const speed = performance.now() - started;
  const best = Math.min(...attribution);
  const peerBest = Math.min(...peer);
  console.log(`${label}: ${filled.events} events and ${LEADS} leads written in ${filled.seconds.toFixed(1)} s`);
  console.log(`  peer: count(*) of ${counted} events ${range.from}..${range.to}: ${ms(peer)}`);
  console.log(
    `  attribution report (5 models × 3 audiences × 4 dimensions, ${credited} leads): ${ms(attribution)} ` +
      `(target < ${targetMs} ms: ${best < targetMs ? "met" : "MISSED"}; ${(best / Math.max(peerBest, 0.1)).toFixed(1)}× the peer)`,
  );
  console.log(`  funnel (range and previous range, by channel): ${funnel.toFixed(0)} ms; speed to lead: ${speed.toFixed(0)} ms`);
  // ─── DASHBOARD LOADER TIMING (issue 25 item 5, target < 200 ms) ─────────────────────────────
  // /dashboard's loader over the same database (the year of events and the leads above), as a staff member who
  // has visited before (the first visit looks back a fixed time; later ones since the last visit).
  const staffId = `user_bench_${randomBytes(4).toString("hex")}`;
  await database.db.insert(users).values({ id: staffId, name: "Bench Staff", email: `${staffId}@bench.example`, role: "admin" });
  const dashboard: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await loadDashboard(database.db, { id: staffId }, new Date(), { timeZone: TIME_ZONE });
    dashboard.push(performance.now() - started);
  }
  console.log(`  dashboard loader: ${ms(dashboard)} (target < 200 ms: ${Math.min(...dashboard) < 200 ? "met" : "MISSED"})`);
  // ───────────────────────────────────────────────────────────────────────────────────────────
}

export async function run() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `agency_bench_${randomBytes(4).toString("hex")}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
      await measure("PostgreSQL", database, 1000);
    } finally {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    }
  } else {
    console.log("  DATABASE_URL is not set: skipping the PostgreSQL half (PGlite runs below)");
  }
  const embedded = await openDatabase();
  try {
    await embedded.migrate();
    await measure("PGlite", embedded, 3000);
  } finally {
    await embedded.close();
  }
}
