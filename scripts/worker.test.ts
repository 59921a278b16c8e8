import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRun } from "~/.server/audits/analyzer/flow/insert-run";
import { ANALYSIS_QUEUE } from "~/.server/audits/analyzer/flow/jobs";
import { CRAWL_QUEUE } from "~/.server/audits/crawler/contract";
import { CHAT_RETENTION_QUEUE } from "~/.server/chat";
import type { DatabaseHandle } from "~/.server/db/client";
import { analyses, chatConversations, clientIngestions, crawls, leadEmails } from "~/.server/db/schema";
import { type JobSystem, startJobs } from "~/.server/jobs";
import { createLogger } from "~/.server/log";
import { LEAD_EMAIL_JOB } from "~/.server/mail/lead-email-job";
import { createCrawl } from "../tests/support/crawler/crawl-harness";
import { type FixtureSite, startFixtureSite } from "../tests/support/fixture-site";
import { insertLead } from "../tests/support/inbox-fixtures";
import { registeredQueues } from "../tests/support/job-registry";
import { openFreshPostgres } from "../tests/support/test-databases";

/**
 * `npm run worker` runs every queue of the app (issue 20 A2: analyses,
 * re-analysis and chat retention never ran in a worker process). A worker
 * is started as its own process, with no web process anywhere, on a fresh
 * PostgreSQL database; this test queues one job of each kind through its own
 * pg-boss connection and waits for the worker's results in the database and
 * the outbox: a crawl of a loopback fixture site, an analysis of it (without
 * the Chromium lab, which has its own tests), a lead e-mail, and the chat's
 * scheduled retention job. The worker needs PostgreSQL: without
 * DATABASE_URL the test is skipped and says so.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn("scripts/worker.test.ts skipped: the worker needs PostgreSQL (set DATABASE_URL)");

describe.skipIf(!databaseUrl)("npm run worker, alone", () => {
  let database: DatabaseHandle & { url: string };
  let dataDir: string;
  let site: FixtureSite;
  let worker: ChildProcess;
  let jobs: JobSystem;
  let workerLog = "";

  beforeAll(async () => {
    database = await openFreshPostgres(databaseUrl ?? "");
    await database.migrate();
    dataDir = await mkdtemp(path.join(tmpdir(), "worker-alone-"));
    site = await startFixtureSite({ variant: "good", crawlDelaySeconds: 0 });
    worker = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SMTP_URL: "",
        LOG_LEVEL: "info",
        CRAWL_ALLOW_PRIVATE: "true",
        ANALYZER_LAB_PAGES: "0",
        ANALYZER_AXE_PAGES: "0",
        ANALYZER_MAX_PAGES: "5",
        MAIL_RETRY_DELAY_SECONDS: "1",
        JOBS_IN_WEB: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker.stdout?.on("data", (chunk: Buffer) => {
      workerLog += chunk.toString();
    });
    worker.stderr?.on("data", (chunk: Buffer) => {
      workerLog += chunk.toString();
    });
    // Started when it says so: its queues exist and are worked.
    await waitFor(
      async () => workerLog.includes('"msg":"worker started"'),
      60_000,
      () => workerLog,
    );
    jobs = await startJobs({ database, log: createLogger("silent"), definitions: [] });
  }, 90_000);

  afterAll(async () => {
    worker?.kill("SIGTERM");
    await jobs?.stop();
    await site?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("works every queue of the app", () => {
    const started = workerLog.split("\n").find((line) => line.includes('"msg":"worker started"')) ?? "";
    const queues = (JSON.parse(started) as { queues: string[] }).queues;
    for (const queue of [CRAWL_QUEUE, ANALYSIS_QUEUE, "analysis-schedule", LEAD_EMAIL_JOB.queue, CHAT_RETENTION_QUEUE]) {
      expect(queues).toContain(queue);
    }
    // All of the registry's, whatever JOBS_IN_WEB says: the worker is the app's assembly without HTTP.
    expect([...queues].sort()).toEqual(
      registeredQueues()
        .map(({ queue }) => queue)
        .sort(),
    );
  });

  it("completes a crawl of a loopback site", async () => {
    const crawlId = await createCrawl(database.db, site.url, { maxPages: 5 });
    await jobs.boss.send(CRAWL_QUEUE, { crawlId });
    await waitFor(
      async () => (await crawlStatus(crawlId)) === "completed",
      60_000,
      () => workerLog,
    );
  }, 90_000);

  it("completes an analysis", async () => {
    const [ingestion] = await database.db
      .insert(clientIngestions)
      .values({ clientId: `client-${randomUUID()}`, clientData: {} as never, websiteUrl: site.url })
      .returning({ id: clientIngestions.id });
    const analysisId = randomUUID();
    await insertRun(database.db, {
      analysisId,
      ingestionId: ingestion?.id ?? "",
      url: site.url,
      maxPages: 5,
      requestedBy: "worker-test",
      now: new Date(),
    });
    await jobs.boss.send(ANALYSIS_QUEUE, { analysisId });
    await waitFor(
      async () => {
        const [row] = await database.db.select({ status: analyses.status }).from(analyses).where(eq(analyses.id, analysisId));
        return row?.status === "complete" || row?.status === "failed";
      },
      90_000,
      () => workerLog,
    );
    const [row] = await database.db.select().from(analyses).where(eq(analyses.id, analysisId));
    expect(row?.status).toBe("complete");
  }, 120_000);

  it("sends a lead e-mail", async () => {
    const lead = await insertLead(database.db);
    const [email] = await database.db
      .insert(leadEmails)
      .values({ leadId: lead.id, kind: "agency", recipient: "leads@agency.example" })
      .returning({ id: leadEmails.id });
    await jobs.send(LEAD_EMAIL_JOB, { emailId: email?.id ?? 0 });
    await waitFor(
      async () => {
        const [row] = await database.db
          .select()
          .from(leadEmails)
          .where(eq(leadEmails.id, email?.id ?? 0));
        return row?.status === "sent";
      },
      30_000,
      () => workerLog,
    );
    expect((await readdir(path.join(dataDir, "outbox"))).filter((name) => name.endsWith(".eml")).length).toBeGreaterThan(0);
  }, 60_000);

  it("runs a scheduled job: the chat's retention, and its schedule is registered", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const [conversation] = await database.db
      .insert(chatConversations)
      .values({ ownerHash: "worker-test", createdAt: old, lastMessageAt: old } as never)
      .returning({ id: chatConversations.id });
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(CHAT_RETENTION_QUEUE);
    // Its cron fires at 03:41; the test sends what the cron sends.
    await jobs.boss.send(CHAT_RETENTION_QUEUE, {});
    await waitFor(
      async () =>
        (
          await database.db
            .select()
            .from(chatConversations)
            .where(eq(chatConversations.id, conversation?.id ?? ""))
        ).length === 0,
      30_000,
      () => workerLog,
    );
  }, 60_000);

  async function crawlStatus(crawlId: string) {
    const [row] = await database.db.select({ status: crawls.status }).from(crawls).where(eq(crawls.id, crawlId));
    return row?.status;
  }
});

/** Polls an observable condition (a row, a log line) until it holds. */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, context: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out; worker output:\n${context().slice(-3000)}`);
}
