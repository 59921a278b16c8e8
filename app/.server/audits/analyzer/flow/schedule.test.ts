import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completedNotesFor, statusFor, stepTextFor } from "~/lib/audits/analyzer";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import type { Db } from "../../../db/client";
import { analyses, clientIngestions } from "../../../db/schema";
import { createLogger } from "../../../log";
import { insertRun } from "./insert-run";
import { compareRuns } from "./read-analysis";
import { failStaleAnalyses, INTERRUPTED_TEXT, isValidSchedule, nextRunAfter, runDueIngestions } from "./schedule";

const log = createLogger("silent");

describe("the spec's progress thresholds", () => {
  it.each([
    [0, "vectorizing", "Vectorizing website content", []],
    [19, "vectorizing", "Vectorizing website content", []],
    [20, "vectorizing", "Analyzing site structure", ["content vectorization"]],
    [29, "vectorizing", "Analyzing site structure", ["content vectorization"]],
    [30, "analyzing", "Analyzing site structure", ["content vectorization"]],
    [40, "analyzing", "Evaluating SEO performance", ["content vectorization", "site structure analysis"]],
    [59, "analyzing", "Evaluating SEO performance", ["content vectorization", "site structure analysis"]],
    [
      60,
      "generating",
      "Generating optimization recommendations",
      ["content vectorization", "site structure analysis", "SEO evaluation"],
    ],
    [
      80,
      "generating",
      "Finalizing analysis report",
      ["content vectorization", "site structure analysis", "SEO evaluation", "recommendations generated"],
    ],
    [
      100,
      "complete",
      "Finalizing analysis report",
      [
        "content vectorization",
        "site structure analysis",
        "SEO evaluation",
        "recommendations generated",
        "analysis report complete",
      ],
    ],
  ])("at %i%%: %s, %s", (progress, status, step, notes) => {
    expect(statusFor(progress)).toBe(status);
    expect(stepTextFor(progress)).toBe(step);
    expect(completedNotesFor(progress)).toEqual(notes);
  });
});

describe("next run of a schedule", () => {
  it("weekly on Monday at midnight in New York, across the clock change", () => {
    // Wednesday 2026-11-18: the next Monday midnight EST is 05:00 UTC on the 23rd.
    expect(nextRunAfter("0 0 * * 1", "America/New_York", new Date("2026-11-18T12:00:00Z")).toISOString()).toBe(
      "2026-11-23T05:00:00.000Z",
    );
    // In summer (EDT) the same midnight is 04:00 UTC.
    expect(nextRunAfter("0 0 * * 1", "America/New_York", new Date("2026-07-01T12:00:00Z")).toISOString()).toBe(
      "2026-07-06T04:00:00.000Z",
    );
    // Exactly at a run time: the next one, a week later.
    expect(nextRunAfter("0 0 * * 1", "America/New_York", new Date("2026-11-23T05:00:00Z")).toISOString()).toBe(
      "2026-11-30T05:00:00.000Z",
    );
    expect(isValidSchedule("0 0 * * 1", "America/New_York")).toBe(true);
    expect(isValidSchedule("every monday", "America/New_York")).toBe(false);
    expect(isValidSchedule("0 0 * * 1", "Mars/Olympus_Mons")).toBe(false);
  });
});

describe("what changed since the last run", () => {
  it("gives score deltas and the checks fixed and broken", () => {
    const changes = compareRuns(
      {
        scores: { seo: 80, performance: 60 },
        findings: [
          { checkId: "a", title: "Titles", passed: true },
          { checkId: "b", title: "988 shown", passed: false },
          { checkId: "c", title: "New check", passed: false },
        ],
      },
      {
        scores: { seo: 70, performance: 65, content: 50 },
        findings: [
          { checkId: "a", title: "Titles", passed: false },
          { checkId: "b", title: "988 shown", passed: true },
        ],
      },
      { previousId: "p", previousAt: "2026-11-16T05:00:00.000Z" },
    );
    expect(changes).toEqual({
      previousId: "p",
      previousAt: "2026-11-16T05:00:00.000Z",
      scoreDeltas: { seo: 10, performance: -5 },
      fixed: ["Titles"],
      regressed: ["988 shown"],
    });
  });
});

describe.each(testDatabaseTargets)("scheduled re-analysis on $name", (target) => {
  const database = migratedDatabase(target);

  async function ingestion(db: Db, values: Partial<typeof clientIngestions.$inferInsert>) {
    const url = values.websiteUrl ?? `https://site-${crypto.randomUUID().slice(0, 8)}.example/`;
    const [row] = await db
      .insert(clientIngestions)
      .values({
        clientId: url,
        websiteUrl: url,
        clientData: {
          id: "x",
          businessName: url,
          services: [],
          locations: [],
          treatmentModalities: [],
          targetAudience: [],
          marketingGoals: [],
          complianceRequirements: [],
          websiteUrl: url,
        },
        ...values,
      })
      .returning();
    if (!row) throw new Error("not stored");
    return row;
  }

  it("starts one run for each due ingestion, moves it to the next Monday, and never twice", async () => {
    const db = database.db;
    const now = new Date("2026-11-23T05:03:00Z");
    const due = await ingestion(db, { nextRunAt: new Date("2026-11-23T05:00:00Z") });
    const later = await ingestion(db, { nextRunAt: new Date("2026-11-30T05:00:00Z") });
    const unscheduled = await ingestion(db, { nextRunAt: null });
    const stopped = await ingestion(db, { scheduleInterval: null, nextRunAt: new Date("2026-11-01T00:00:00Z") });
    const enqueued: string[] = [];
    const deps = { db, log, maxPages: 25, now: () => now, enqueue: async (_tx: Db, id: string) => void enqueued.push(id) };

    const started = await runDueIngestions(deps);
    expect(started).toHaveLength(1);
    expect(enqueued).toEqual(started);
    const [run] = await db
      .select()
      .from(analyses)
      .where(eq(analyses.id, started[0] ?? ""));
    expect(run).toMatchObject({ ingestionId: due.id, scheduled: true, status: "pending", url: due.websiteUrl });
    const [moved] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, due.id));
    expect(moved?.nextRunAt?.toISOString()).toBe("2026-11-30T05:00:00.000Z");

    // A second sweep at the same moment (another instance) finds nothing due.
    expect(await runDueIngestions(deps)).toEqual([]);
    for (const other of [later, unscheduled, stopped]) {
      expect(await db.$count(analyses, eq(analyses.ingestionId, other.id))).toBe(0);
    }
  });

  it("a schedule that does not parse is switched off instead of firing every sweep", async () => {
    const db = database.db;
    const broken = await ingestion(db, { scheduleInterval: "whenever", nextRunAt: new Date("2026-11-01T00:00:00Z") });
    const deps = { db, log, maxPages: 25, now: () => new Date("2026-11-23T05:03:00Z"), enqueue: async () => {} };
    expect(await runDueIngestions(deps)).toEqual([]);
    const [row] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, broken.id));
    expect(row?.nextRunAt).toBeNull();
  });

  it("runs whose worker died are marked failed after the time limit; live ones are left alone", async () => {
    const db = database.db;
    const site = await ingestion(db, {});
    const now = new Date("2026-11-23T12:00:00Z");
    const ids = { dead: crypto.randomUUID(), live: crypto.randomUUID(), done: crypto.randomUUID() };
    for (const id of Object.values(ids)) {
      await insertRun(db, { analysisId: id, ingestionId: site.id, url: site.websiteUrl, maxPages: 5, requestedBy: "t", now });
    }
    await db
      .update(analyses)
      .set({ status: "analyzing", startedAt: new Date("2026-11-23T11:00:00Z") })
      .where(eq(analyses.id, ids.dead));
    await db
      .update(analyses)
      .set({ status: "analyzing", startedAt: new Date("2026-11-23T11:58:00Z") })
      .where(eq(analyses.id, ids.live));
    await db
      .update(analyses)
      .set({ status: "complete", startedAt: new Date("2026-11-23T10:00:00Z") })
      .where(eq(analyses.id, ids.done));
    expect(await failStaleAnalyses(db, 300_000, now)).toBe(1);
    const rows = await db.select().from(analyses).where(eq(analyses.ingestionId, site.id));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[ids.dead]).toMatchObject({ status: "failed", error: INTERRUPTED_TEXT });
    expect(byId[ids.live]?.status).toBe("analyzing");
    expect(byId[ids.done]?.status).toBe("complete");
  });
});
