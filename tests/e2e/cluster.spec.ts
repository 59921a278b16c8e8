import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { createContentBus } from "~/.server/content-bus";
import { openDatabase } from "~/.server/db/client";
import { createLogger } from "~/.server/log";
import { createLocationWriter } from "~/.server/seo/locations/writer";
import { shareContentBus } from "~/.server/shared-content-bus";
import { LEAD_TEXT } from "~/lib/leads/lead-form-result";
import { type Cluster, startCluster } from "../support/cluster/cluster";
import { findPostgresBin } from "../support/cluster/throwaway-postgres";
import { type FixtureSite, startFixtureSite } from "../support/fixture-site";
import { TestSmtpServer } from "../support/test-smtp";
import { waitForIslands } from "./support/page-helpers";

/**
 * DESIGN.md §5 on real processes (issue 20 B2): PostgreSQL of its own, two
 * web instances (`node server.js`, JOBS_IN_WEB=false) behind nginx, and two
 * `npm run worker` processes. The tests run in order on one cluster and the
 * later ones take parts of it down: a worker, a web instance, PostgreSQL.
 */
const ADMIN = { email: "cluster-admin@agency.example", password: "Harbor-lights 7 keep every lead!" };
const CRAWL_LIMIT = 10; // CRAWL_API_LIMITS.crawlsPerHour: one visitor's crawls per hour
const HELD = "/p/8";
const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");
const run = promisify(execFile);

test.describe.configure({ mode: "serial", timeout: 180_000 });

let cluster: Cluster;
let smtp: TestSmtpServer;
let site: FixtureSite;
let heldSite: FixtureSite;
/** The test's own view of the cluster's database; a pool, so it reconnects after PostgreSQL restarts. */
let sql: pg.Pool;
let boss: PgBoss;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  test.skip(!(await findPostgresBin()), "PostgreSQL's server binaries are not installed: the cluster needs a server of its own");
  smtp = new TestSmtpServer();
  await smtp.start();
  site = await startFixtureSite({ variant: "large", pages: 12 });
  heldSite = await startFixtureSite({ variant: "large", pages: 20, hold: [HELD] });
  cluster = await startCluster({
    webInstances: 2,
    workers: 2,
    env: {
      SMTP_URL: smtp.url,
      LEADS_TO: "leads@agency.example",
      MAIL_RETRY_DELAY_SECONDS: "1",
      CRAWL_ALLOW_PRIVATE: "true",
      LEAD_MIN_FILL_SECONDS: "0",
      LEAD_RATE_LIMIT: "100000",
      ANALYZER_RATE_LIMIT: "1000",
      ANALYZER_LAB_PAGES: "0",
      ANALYZER_AXE_PAGES: "0",
      ANALYZER_MAX_PAGES: "3",
    },
  });
  sql = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
  sql.on("error", () => {});
  // A scheduled job every minute, on a queue whose job is harmless: both workers watch the schedule.
  boss = new PgBoss({
    connectionString: cluster.postgres.url,
    schema: "pgboss",
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on("error", () => {});
  await boss.start();
  await boss.schedule("rate-limit-sweep", "* * * * *");
});

test.afterAll(async () => {
  await boss?.stop({ graceful: false, close: true }).catch(() => {});
  await sql?.end().catch(() => {});
  await cluster?.stop();
  await site?.close();
  await heldSite?.close();
  await smtp?.stop();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: cluster.url, ...headers },
  body: JSON.stringify(body),
});

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rows = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

/** How many lines of a process's log are requests to `path` (the server logs each request with its path). */
const requestLines = (output: string, method: string, path: string) =>
  output.split("\n").filter((line) => line.includes(`"method":"${method}"`) && line.includes(`"path":"${path}"`)).length;

test("a session made through one instance works through the other", async () => {
  await cluster.script("scripts/admin-create.ts", ["--email", ADMIN.email, "--password", ADMIN.password, "--role", "admin"]);
  const [first, second] = cluster.web;
  const signIn = await fetch(`${first?.url}/api/auth/sign-in/email`, json(ADMIN));
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const inbox = await fetch(`${second?.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toContain("Leads");
  const anonymous = await fetch(`${second?.url}/admin`, { redirect: "manual" });
  expect(anonymous.status).toBe(302);
});

test("the crawl limit counts across both instances, and each crawl runs once, on a worker", async () => {
  const answers: number[] = [];
  const crawlIds: string[] = [];
  for (let index = 0; index <= CRAWL_LIMIT; index++) {
    // A client-made X-Forwarded-For must not make a new visitor: only the entry nginx appends counts.
    const response = await fetch(
      `${cluster.url}/api/crawls`,
      json({ url: site.url, options: { maxPages: 20 } }, { "X-Forwarded-For": `10.9.0.${index}` }),
    );
    answers.push(response.status);
    if (response.status === 202) crawlIds.push(((await response.json()) as { crawlId: string }).crawlId);
  }
  expect(answers).toEqual([...Array(CRAWL_LIMIT).fill(202), 429]);
  // Round robin: both instances took some of them.
  // Request lines are written in batches (within a quarter second, app/.server/log.ts): wait for them.
  for (const instance of cluster.web) {
    await expect.poll(() => requestLines(instance.output(), "POST", "/api/crawls"), { timeout: 5_000 }).toBeGreaterThan(0);
  }

  await waitUntil("every crawl to finish", async () => {
    const states = await rows<{ status: string }>("select status from crawls where id = any($1)", [crawlIds]);
    return states.length === crawlIds.length && states.every((row) => row.status === "completed");
  });
  // Each page of the site was fetched once per crawl: no crawl ran twice, or in two places at once.
  for (const path of site.pages) expect(site.hits(path), path).toBe(CRAWL_LIMIT);
  // Each crawl's "ended" line, once: logs are written in batches (log.ts), so the last may lag the row a moment.
  const endedLines = (crawlId: string) =>
    cluster.workers
      .map((worker) => worker.output())
      .join("\n")
      .split(`"crawlId":"${crawlId}","outcome"`).length - 1;
  await waitUntil(
    "every crawl's ended line in a worker's log",
    async () => crawlIds.every((crawlId) => endedLines(crawlId) > 0),
    10_000,
  );
  for (const crawlId of crawlIds) expect(endedLines(crawlId), crawlId).toBe(1);
  // No web instance ran a job (JOBS_IN_WEB=false): workers did.
  for (const instance of cluster.web) expect(instance.output()).not.toContain('"msg":"crawl job ended"');
});

test("a content change is served by both instances as soon as they hear of it", async () => {
  const [state] = await rows<{ id: number; slug: string }>("select id, slug from states order by id limit 1");
  expect(state).toBeDefined();
  const path = `/locations/${state?.slug}`;
  for (const instance of cluster.web) {
    await (await fetch(`${instance.url}${path}`)).text();
    const cached = await fetch(`${instance.url}${path}`);
    expect(cached.headers.get("x-cache"), instance.name).toBe("HIT");
    expect(await cached.text()).not.toContain("Clusterton");
  }
  // The app's own writer and shared bus, in a third process: no back-office route writes locations yet.
  const log = createLogger("silent");
  const database = await openDatabase({ databaseUrl: cluster.postgres.url });
  const bus = createContentBus(log);
  const shared = shareContentBus(bus, { connectionString: cluster.postgres.url, log });
  const listener = new pg.Client({ connectionString: cluster.postgres.url });
  try {
    await shared.ready;
    await listener.connect();
    await listener.query("listen content_changes");
    const heard = new Promise((resolve) => listener.once("notification", resolve));
    await createLocationWriter({ db: () => database.db, bus }).saveCity({
      stateId: state?.id ?? 0,
      name: "Clusterton",
      isMajor: true,
      population: 120_000,
    });
    await heard;
    // Each instance hears the notification on its own connection, a moment after this process does (longer on a busy
    // machine). Without the bus its caches would serve the old page for 60 s (rendered) to 5 min (reads): 3 s proves it.
    for (const instance of cluster.web) {
      await expect
        .poll(async () => (await (await fetch(`${instance.url}${path}`)).text()).includes("Clusterton"), {
          message: instance.name,
          timeout: 3_000,
          intervals: [50],
        })
        .toBe(true);
    }
  } finally {
    await listener.end();
    await shared.close();
    await database.close();
  }
});

test("each lead's e-mails and each analysis run once", async () => {
  const before = smtp.received.length;
  const emails = Array.from({ length: 12 }, (_, index) => `cluster-lead-${index}@harbor.example`);
  const answers = await Promise.all(
    emails.map((email) =>
      fetch(
        `${cluster.url}/api/leads`,
        json({ name: "Casey Cluster", email, message: "Census is down this quarter.", privacyPolicy: true }),
      ),
    ),
  );
  expect(answers.map((response) => response.status)).toEqual(emails.map(() => 200));
  const analysisIds: string[] = [];
  for (let index = 0; index < 3; index++) {
    const response = await fetch(`${cluster.url}/api/analyses`, json({ url: `${site.url}?analysis=${index}` }));
    expect(response.status).toBe(202);
    const body = (await response.json()) as { id?: string; analysisId?: string };
    analysisIds.push(body.analysisId ?? body.id ?? "");
  }
  await waitUntil("every lead e-mail to be settled", async () => {
    const pending = await rows<{ n: string }>(
      "select count(*) as n from lead_emails where status not in ('sent', 'failed', 'skipped')",
    );
    return pending[0]?.n === "0";
  });
  // Two per lead (the agency's notice, the visitor's confirmation), each once.
  const mails = smtp.received.slice(before);
  for (const email of emails) {
    const forLead = mails.filter((mail) => mail.raw.includes(email));
    expect(forLead.length, email).toBe(2);
  }
  await waitUntil("every analysis to finish", async () => {
    const states = await rows<{ status: string }>("select status from analyses where id = any($1)", [analysisIds]);
    return states.length === analysisIds.length && states.every((row) => row.status === "complete" || row.status === "failed");
  });
  const completeLines = (id: string) =>
    cluster.workers
      .map((worker) => worker.output())
      .join("\n")
      .split("\n")
      .filter((line) => line.includes(`"analysisId":"${id}"`) && line.includes('"msg":"analysis complete"')).length;
  await waitUntil(
    "every analysis's complete line in a worker's log",
    async () => analysisIds.every((id) => completeLines(id) > 0),
    10_000,
  );
  for (const id of analysisIds) expect(completeLines(id), id).toBe(1);
});

test("a scheduled job runs once a tick, though both workers watch the schedule", async () => {
  const ticks = await waitUntil(
    "the every-minute schedule to fire",
    async () => {
      const found = await rows<{ minute: string; jobs: string; completed: string }>(
        `select date_trunc('minute', created_on) as minute, count(*) as jobs, count(*) filter (where state = 'completed') as completed
           from pgboss.job where name = 'rate-limit-sweep' group by 1`,
      );
      return found.some((row) => row.completed !== "0") ? found : undefined;
    },
    150_000,
  );
  for (const tick of ticks) expect(tick.jobs, String(tick.minute)).toBe("1");
});

test("a publish scheduled a moment ahead is run once, by one of the two workers, and served by both instances", async () => {
  // The studio's own server code writes the draft, the review and the schedule (in a process of its own), and queues
  // the run in pg-boss; the two workers race for the job.
  const pagePath = "/cluster/scheduled-launch";
  const { stdout } = await run(
    NODE,
    ["--import", "tsx", "tests/support/cluster/schedule-publish.ts", cluster.postgres.url, pagePath, "Clusterton launch day"],
    {
      cwd: ROOT,
    },
  );
  const { pageId, scheduleId } = JSON.parse(stdout) as { pageId: number; scheduleId: number };
  // The controllable clock: the schedule (its row and its queued job) is moved to two seconds from now.
  await sql.query("update content_schedules set run_at = now() + interval '2 seconds' where id = $1", [scheduleId]);
  const moved = await sql.query(
    "update pgboss.job set start_after = now() + interval '2 seconds' where name = 'content-schedule' and (data->>'scheduleId')::int = $1",
    [scheduleId],
  );
  expect(moved.rowCount).toBe(1);

  await waitUntil("the scheduled publish", async () => {
    const [row] = await rows<{ status: string }>("select status from content_schedules where id = $1", [scheduleId]);
    return row?.status === "done";
  });
  const versions = await rows<{ version: number }>("select version from page_schema_versions where page_schema_id = $1", [
    pageId,
  ]);
  expect(versions).toEqual([{ version: 1 }]);
  const published = await rows<{ n: string }>(
    "select count(*) as n from audit_log where action = 'page.publish' and subject_id = $1",
    [String(pageId)],
  );
  expect(published[0]?.n).toBe("1");
  // The run's "done" commits with the publish; the workers' jobs settle a moment later: exactly one ran it.
  await waitUntil("the schedule's job to settle", async () => {
    const jobRows = await rows<{ state: string }>(
      "select state from pgboss.job where name = 'content-schedule' and (data->>'scheduleId')::int = $1",
      [scheduleId],
    );
    return jobRows.length > 0 && jobRows.every((job) => job.state === "completed") ? jobRows : undefined;
  });
  for (const instance of cluster.web) {
    await expect
      .poll(async () => (await (await fetch(`${instance.url}${pagePath}`)).text()).includes("Clusterton launch day"), {
        message: instance.name,
        timeout: 3_000,
        intervals: [50],
      })
      .toBe(true);
  }
  // The chat's index is shared and rebuilt where a change is made: the worker that published the page indexed it
  // (the web instances only heard of the change, and leave the index alone).
  await waitUntil(
    "the chat's index to hold the launched page",
    async () => {
      const passages = await rows<{ body: string }>(
        "select body from content_chunks where source_type = 'page' and source_id = $1",
        [pagePath],
      );
      return passages.some((passage) => passage.body.includes("Clusterton launch day")) ? passages : undefined;
    },
    15_000,
  );
});

test("a worker killed mid-crawl leaves the crawl to the other, which finishes it", async () => {
  const response = await fetch(`${cluster.web[0]?.url}/api/crawls`, json({ url: heldSite.url, options: { maxPages: 50 } }));
  expect(response.status).toBe(202);
  const { crawlId } = (await response.json()) as { crawlId: string };
  await heldSite.waitForRequest(HELD);
  const [held] = await rows<{ owner: string }>("select lease_owner as owner from crawls where id = $1", [crawlId]);
  const pid = Number(held?.owner.split(":")[1]);
  const holder = cluster.workers.find((worker) => worker.pid === pid);
  expect(holder, `lease owner ${held?.owner}`).toBeDefined();
  await holder?.kill("SIGKILL");
  const other = cluster.workers.find((worker) => worker !== holder);
  await waitUntil(
    "the other worker to finish the crawl",
    async () => (await rows<{ status: string }>("select status from crawls where id = $1", [crawlId]))[0]?.status === "completed",
    150_000,
  );
  await waitUntil(
    "the other worker's ended line",
    async () => other?.output().includes(`"crawlId":"${crawlId}","outcome"`),
    10_000,
  );
  // Nothing fetched twice, not even the page in flight when the first worker died.
  for (const path of heldSite.pages) expect(heldSite.hits(path), path).toBeLessThanOrEqual(1);
});

test("a web instance killed under load costs only the requests it held", async () => {
  const victim = cluster.web[1];
  let ok = 0;
  const failures: string[] = [];
  let killedAt = 0;
  const afterKill: number[] = [];
  const deadline = Date.now() + 4_000;
  const client = async () => {
    while (Date.now() < deadline) {
      const started = Date.now();
      const status = await fetch(`${cluster.url}/faq`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        (error: Error) => error.message,
      );
      if (status === 200) ok += 1;
      else failures.push(String(status));
      if (killedAt && started > killedAt) afterKill.push(status === 200 ? 1 : 0);
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await victim?.kill("SIGKILL");
  killedAt = Date.now();
  await Promise.all(clients);
  // At most the requests in flight on the killed instance (one per client); nginx sends the rest to the other.
  expect(failures.length, failures.join(", ")).toBeLessThanOrEqual(8);
  expect(ok).toBeGreaterThan(50);
  expect(afterKill.length).toBeGreaterThan(0);
  expect(afterKill.every((good) => good === 1)).toBe(true);
});

test("PostgreSQL restarted under a burst of leads loses no lead answered with success; the rest get a clear 503", async () => {
  const outcomes: { email: string; status: number; message?: string; retryAfter?: string | null }[] = [];
  let restarted = false;
  let counter = 0;
  const sender = async () => {
    while (!restarted || outcomes.filter((outcome) => outcome.status === 200).length < 20) {
      const email = `burst-${counter++}@harbor.example`;
      const response = await fetch(
        `${cluster.url}/api/leads`,
        json({ name: "Bea Burst", email, message: "Please call us back today.", privacyPolicy: true }),
      );
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      outcomes.push({
        email,
        status: response.status,
        message: body.error?.message,
        retryAfter: response.headers.get("retry-after"),
      });
      if (outcomes.length > 3000) break;
    }
  };
  const senders = Array.from({ length: 6 }, sender);
  await waitUntil("leads flowing", async () => outcomes.length >= 20);
  await cluster.postgres.restart();
  restarted = true;
  await Promise.all(senders);

  const statuses = new Set(outcomes.map((outcome) => outcome.status));
  // On failure, what the live instance said: a crash or a refused connection shows there.
  const live = cluster.web.filter((instance) => !instance.exited());
  expect(
    [...statuses].every((status) => status === 200 || status === 503),
    `${[...statuses].join(", ")}; live instances ${live.length}; ${cluster.web
      .map((instance) => `${instance.name}${instance.exited() ? " (exited)" : ""}: ${instance.output().slice(-3000)}`)
      .join("\n")}`,
  ).toBe(true);
  const refused = outcomes.filter((outcome) => outcome.status === 503);
  expect(refused.length, "no lead met the restart: nothing was proven").toBeGreaterThan(0);
  for (const outcome of refused) {
    expect(outcome.message).toBe(LEAD_TEXT.unavailable);
    expect(outcome.retryAfter).toBe("5");
  }
  const answeredOk = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.email);
  const stored = await waitUntil("the database back", async () =>
    rows<{ email: string }>("select email from leads where email = any($1)", [answeredOk]).catch(() => undefined),
  );
  expect(new Set(stored.map((row) => row.email)).size).toBe(answeredOk.length);
});

test("while PostgreSQL is down the form says the request was not saved, and sends once it is back", async ({ page }) => {
  await page.goto(`${cluster.url}/contact`);
  await waitForIslands(page, "lead-form");
  await page.getByLabel("Name").fill("Dana Down");
  await page.getByLabel("Email").fill("dana.down@harbor.example");
  await page.getByLabel("Message").fill("We want more admissions calls this quarter.");
  await page.getByLabel(/I have read and accept the/).check();
  await cluster.postgres.stopServer();
  try {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(LEAD_TEXT.unavailable)).toBeVisible({ timeout: 15_000 });
  } finally {
    await cluster.postgres.startServer();
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message! We'll be in touch with you shortly.")).toBeVisible({
    timeout: 15_000,
  });
  const stored = await rows<{ n: string }>("select count(*) as n from leads where email = 'dana.down@harbor.example'");
  expect(stored[0]?.n).toBe("1");
});
