import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadListQuerySchema } from "~/lib/inbox/query";
import { DEFAULT_RULES, LEAD_SCORE_TEXT, type RuleSet, scoringActionSchema } from "~/lib/leads/scores";
import { insertBooking, insertLead } from "../../../../tests/support/inbox-fixtures";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { Staff } from "../../auth/staff";
import { parseConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { analyticsEvents, auditLog, chatConversations, leadScoreRuleSets, leadScores, leads, states } from "../../db/schema";
import { pageAction } from "../../http/page-action";
import { listLeads } from "../../inbox/list/list-leads";
import { createLogger } from "../../log";
import { requestContext } from "../../request-context";
import type { Services } from "../../services";
import { servicesContext, staffRequest } from "../../services-context";
import { submitLead } from "../capture/submit-lead";
import { LEAD_RESCORE_QUEUE } from "./jobs";
import { type ScoringAnswer, scoringFormOptions, scoringPageAction } from "./page";
import { currentRuleSet } from "./rule-sets";
import { readLeadScore, rescoreStale, type ScoringDeps, scoreLeads, scoreNewLead } from "./scoring";

/**
 * Lead scores against a real database: stored when a lead arrives (and never
 * at the lead's cost), the journey read from analytics and never guessed, the
 * editor's preview and save through the route's action, the rescore after a
 * save, the inbox's column, sort and filter, and the refusals.
 */
const log = createLogger("silent");
const TIME_ZONE = "America/New_York";

const superAdmin: Staff = {
  id: "user_super",
  email: "super@agency.example",
  name: "Sam Super",
  role: "super_admin",
  twoFactorEnabled: true,
  sessionId: "s1",
};
const admin: Staff = { ...superAdmin, id: "user_admin", email: "admin@agency.example", role: "admin" };

describe.each(testDatabaseTargets)("lead scores on $name", (target) => {
  let database: DatabaseHandle;
  let deps: ScoringDeps;
  let sent: unknown[];

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    deps = { db: database.db, timeZone: TIME_ZONE, log };
    sent = [];
    await database.db.insert(states).values({ name: "Florida", abbreviation: "FL", slug: "florida" });
  });
  afterEach(async () => {
    await database.close();
  });

  function contextAs(staff: Staff) {
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      database,
      config: { agencyTimeZone: TIME_ZONE },
      secret: "test-secret",
      jobs: { send: async (_definition: unknown, data: unknown) => sent.push(data) },
    } as unknown as Services);
    context.set(requestContext, { requestId: "r1", nonce: "n", log, clientIp: "203.0.113.9", staff });
    return context;
  }

  async function post(staff: Staff, fields: Record<string, string>) {
    // The route's action: the page socket with the scoring schema, its options and its handler.
    const action = pageAction(
      scoringActionSchema,
      (input, { context }) => scoringPageAction(staffRequest(context), input),
      scoringFormOptions,
    );
    const answer = await action({
      request: new Request("http://localhost/lead-analyzer/scoring", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
      params: {},
      context: contextAs(staff),
    });
    const init = (answer as unknown as { init?: { status?: number } }).init;
    return { status: init?.status ?? 200, body: (answer as unknown as { data: ScoringAnswer }).data };
  }

  const versions = async () => (await database.db.select({ n: count() }).from(leadScoreRuleSets))[0]?.n;

  it("scores a lead when it arrives, and never loses the lead when scoring fails", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "lead-scores-"));
    try {
      const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LEADS_TO: "leads@agency.example" });
      const leadDeps = {
        db: database.db,
        jobs: { send: async () => null },
        delivery: { db: database.db, mailer: { send: async () => ({ messageId: "m1" }) }, config, log },
        secret: "test-secret-test-secret-test-secret-0123",
        config,
        log,
      } as unknown as Parameters<typeof submitLead>[0];
      const form = (email: string) => ({
        name: "Dana Whitfield",
        email,
        facility: "Sunrise Detox",
        message: "We run a 40-bed detox in Tampa, FL and want more admissions.",
        privacyPolicy: true,
        idempotencyKey: crypto.randomUUID(),
      });
      const meta = { ip: "203.0.113.7", userAgent: "test", tokenRequired: false, doNotTrack: true };
      const first = await submitLead(leadDeps, "contact", form("dana@sunrisedetox.example"), meta);
      expect(first.status).toBe("ok");
      const score = await readLeadScore(database.db, (first as { leadId: string }).leadId);
      expect(score).toMatchObject({ fit: 60, grade: "A3", ruleSetVersion: 1 });
      expect(score?.fitReasons.map((reason) => reason.rule)).toEqual([
        "fit.facilityTypes.detox",
        "fit.bedBands.20",
        "fit.services.admissions",
        "fit.companyDomain",
        "fit.location",
      ]);

      // The score's table gone (a failing score): the lead is still stored and answered with success.
      await database.db.execute(sql`alter table lead_scores rename to lead_scores_away`);
      const errors = vi.fn();
      const second = await submitLead(
        { ...leadDeps, log: { ...log, error: errors } as never },
        "contact",
        form("eve@sunrisedetox.example"),
        {
          ...meta,
          log: { ...log, error: errors, info: () => {}, warn: () => {} } as never,
        },
      );
      expect(second.status).toBe("ok");
      expect(errors).toHaveBeenCalledWith(expect.anything(), "lead score not computed; the rescore sweep will try again");
      await database.db.execute(sql`alter table lead_scores_away rename to lead_scores`);
      const [stored] = await database.db.select({ n: count() }).from(leads);
      expect(stored?.n).toBe(2);
      // The sweep scores what the creation path missed.
      expect(await rescoreStale(deps)).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reads the journey from analytics: views, returns and key pages when seen; nothing guessed when not", async () => {
    const at = new Date("2026-03-10T17:00:00Z");
    const seen = await insertLead(database.db, { visitorHash: "vh-seen", createdAt: at, email: "a@gmail.com", message: "Hello" });
    const unseen = await insertLead(database.db, {
      visitorHash: "vh-none",
      createdAt: at,
      email: "b@gmail.com",
      message: "Hello",
    });
    const untracked = await insertLead(database.db, { visitorHash: null, createdAt: at, email: "c@gmail.com", message: "Hello" });
    const view = (minutes: number, pathName: string) => ({
      name: "pageview",
      visitorHash: "vh-seen",
      path: pathName,
      occurredAt: new Date(at.getTime() - minutes * 60_000),
    });
    // Two visits (a gap over 30 minutes), three views before the lead, one after it (not counted).
    await database.db
      .insert(analyticsEvents)
      .values([view(120, "/"), view(115, "/plans"), view(10, "/contact"), { ...view(-5, "/about") }]);
    await scoreLeads(deps, [seen.id, unseen.id, untracked.id]);
    const [a, b, c] = await Promise.all([seen, unseen, untracked].map((lead) => readLeadScore(database.db, lead.id)));
    expect(a?.engagementReasons.map((reason) => [reason.rule, reason.points])).toEqual([
      ["engagement.pageViews", 12],
      ["engagement.returnVisit", 15],
      ["engagement.keyPages", 10],
    ]);
    for (const score of [b, c]) {
      expect(score?.engagement).toBe(0);
      expect(score?.engagementReasons).toEqual([expect.objectContaining({ rule: "engagement.journey.unknown", points: 0 })]);
    }
    // The journey is kept: after the raw events are gone, a rescore still counts what was seen.
    await database.db.delete(analyticsEvents);
    await scoreLeads(deps, [seen.id]);
    expect((await readLeadScore(database.db, seen.id))?.engagement).toBe(37);
  });

  it("counts the same person's analyzer run, chat and booking as engagement, and a later lead of the same person rescores the earlier one", async () => {
    const lead = await insertLead(database.db, { email: "Pat@Example-Rehab.com", message: "Hello" });
    await scoreNewLead(deps, lead.id);
    expect((await readLeadScore(database.db, lead.id))?.engagement).toBe(0);
    await insertLead(database.db, { email: "pat@example-rehab.com", formType: "analyzer", message: "Report" });
    const booked = await insertLead(database.db, { email: "pat@example-rehab.com", formType: "booking", message: "Book" });
    await insertBooking(database.db, booked.id, new Date("2030-01-07T15:00:00Z"));
    await database.db.insert(chatConversations).values({ ownerHash: "h", leadId: lead.id });
    await scoreNewLead(deps, booked.id);
    const score = await readLeadScore(database.db, lead.id);
    expect(score?.engagementReasons.map((reason) => reason.rule)).toEqual([
      "engagement.journey.unknown",
      "engagement.analyzer",
      "engagement.chat",
      "engagement.booking",
    ]);
    expect(score?.engagement).toBe(65);
  });

  it("previews a rule change on today's leads, saves it as a new version, and the stored score changes", async () => {
    const lead = await insertLead(database.db, {
      name: "Sunrise Preview",
      email: "ops@sunrise-preview.com",
      message: "We run a 40-bed detox.",
    });
    await scoreNewLead(deps, lead.id);
    expect((await readLeadScore(database.db, lead.id))?.grade).toBe("B3");

    const edited: RuleSet = structuredClone(DEFAULT_RULES);
    (edited.fit.facilityTypes.find((rule) => rule.id === "detox") as { points: number }).points = 60;
    const preview = await post(superAdmin, { intent: "preview", rules: JSON.stringify(edited), range: "today" });
    expect(preview.status).toBe(200);
    const row = preview.body.preview?.rows.find((each) => each.leadId === lead.id);
    expect(row?.current.grade).toBe("B3");
    expect(row?.edited.grade).toBe("A3");
    expect(row?.reasons).toContainEqual(expect.objectContaining({ rule: "fit.facilityTypes.detox", points: 60 }));
    expect(preview.body.preview?.changed).toBe(1);
    // A preview writes nothing.
    expect(await versions()).toBe(1);
    expect((await readLeadScore(database.db, lead.id))?.grade).toBe("B3");

    const saved = await post(superAdmin, {
      intent: "save",
      rules: JSON.stringify(edited),
      baseVersion: "1",
      note: "Detox matters",
    });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: LEAD_SCORE_TEXT.saved(2) } });
    expect(sent).toEqual([{ reason: "saved", version: 2 }]);
    expect((await currentRuleSet(database.db)).version).toBe(2);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "lead-scores.save"));
    expect(audit).toMatchObject({ actorEmail: superAdmin.email, subjectId: "2", after: { version: 2, note: "Detox matters" } });

    // What the rescore job does.
    expect(await rescoreStale(deps)).toBe(1);
    const rescored = await readLeadScore(database.db, lead.id);
    expect(rescored).toMatchObject({ grade: "A3", ruleSetVersion: 2 });
    expect(rescored?.fitReasons).toContainEqual(expect.objectContaining({ rule: "fit.facilityTypes.detox", points: 60 }));

    // Restoring version 1 makes version 3 with version 1's rules.
    const restored = await post(superAdmin, { intent: "restore", version: "1", baseVersion: "2" });
    expect(restored.body.message).toBe(LEAD_SCORE_TEXT.restored(1, 3));
    await rescoreStale(deps);
    expect(await readLeadScore(database.db, lead.id)).toMatchObject({ grade: "B3", ruleSetVersion: 3 });
  });

  it("refuses bad JSON, bad points, thresholds out of order, an admin's save and a stale version, changing nothing", async () => {
    await currentRuleSet(database.db);
    const good = JSON.stringify(DEFAULT_RULES);
    const negative = structuredClone(DEFAULT_RULES);
    negative.fit.location.points = -10;
    const huge = structuredClone(DEFAULT_RULES);
    huge.engagement.chat.points = 1_000_000;
    const backwards = { ...DEFAULT_RULES, grades: { ...DEFAULT_RULES.grades, engagement1: 10, engagement2: 40 } };
    const cases: [string, Record<string, string>, Staff, number, string][] = [
      ["bad JSON", { intent: "save", rules: '{"fit": [', baseVersion: "1" }, superAdmin, 400, LEAD_SCORE_TEXT.badJson],
      [
        "negative points",
        { intent: "save", rules: JSON.stringify(negative), baseVersion: "1" },
        superAdmin,
        400,
        "Points cannot be negative.",
      ],
      [
        "huge points",
        { intent: "save", rules: JSON.stringify(huge), baseVersion: "1" },
        superAdmin,
        400,
        "Points can be at most 100.",
      ],
      [
        "thresholds out of order",
        { intent: "save", rules: JSON.stringify(backwards), baseVersion: "1" },
        superAdmin,
        400,
        "must be higher",
      ],
      ["an admin saving", { intent: "save", rules: good, baseVersion: "1" }, admin, 403, LEAD_SCORE_TEXT.superAdminOnly],
      ["an admin restoring", { intent: "restore", version: "1", baseVersion: "1" }, admin, 403, LEAD_SCORE_TEXT.superAdminOnly],
      ["a stale version", { intent: "save", rules: good, baseVersion: "0" }, superAdmin, 400, "Unknown version."],
      ["an unknown intent", { intent: "delete" }, superAdmin, 400, "Unknown action."],
      [
        "a version to restore that does not exist",
        { intent: "restore", version: "99", baseVersion: "1" },
        superAdmin,
        404,
        LEAD_SCORE_TEXT.unknownVersion,
      ],
    ];
    for (const [name, fields, staff, status, message] of cases) {
      const answer = await post(staff, fields);
      expect([name, answer.status], name).toEqual([name, status]);
      expect(answer.body.message, name).toContain(message);
    }
    // Two editors of version 1: the second save is refused as stale.
    expect((await post(superAdmin, { intent: "save", rules: good, baseVersion: "1" })).status).toBe(200);
    const stale = await post(superAdmin, { intent: "save", rules: good, baseVersion: "1" });
    expect(stale).toMatchObject({ status: 409, body: { message: LEAD_SCORE_TEXT.stale(2) } });
    expect(await versions()).toBe(2);
    expect(sent).toHaveLength(1);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "lead-scores.save"))).toHaveLength(1);
  });

  it("shows the score in the inbox, sorts by it and filters by grade", async () => {
    const strong = await insertLead(database.db, {
      name: "Strong",
      email: "a@big-detox.com",
      message: "60-bed detox and residential, $20,000 a month budget",
    });
    const weak = await insertLead(database.db, { name: "Weak", email: "b@gmail.com", message: "Hi" });
    const unscored = await insertLead(database.db, { name: "Unscored", email: "c@gmail.com", message: "Hi" });
    await scoreLeads(deps, [strong.id, weak.id]);
    const list = await listLeads(database.db, leadListQuerySchema.parse({ sort: "score" }), TIME_ZONE);
    expect(list.rows.map((row) => [row.name, row.scoreGrade])).toEqual([
      ["Strong", "A3"],
      ["Weak", "C3"],
      ["Unscored", null],
    ]);
    expect(list.rows[0]?.scoreFit).toBeGreaterThanOrEqual(60);
    const onlyA = await listLeads(database.db, leadListQuerySchema.parse({ grade: "A" }), TIME_ZONE);
    expect(onlyA.rows.map((row) => row.name)).toEqual(["Strong"]);
    const c3 = await listLeads(database.db, leadListQuerySchema.parse({ grade: "C3" }), TIME_ZONE);
    expect(c3.rows.map((row) => row.name)).toEqual(["Weak"]);
    expect(leadListQuerySchema.safeParse({ grade: "D1" }).success).toBe(false);
    expect(unscored.id).toBeTruthy();
  });

  it("rescores thousands of leads in batches, each once, under the newest version", async () => {
    const rows = Array.from({ length: 600 }, (_, index) => ({
      formType: "contact" as const,
      name: `Lead ${index}`,
      email: `lead${index}@rehab${index % 7}.com`,
      message: index % 2 ? "A detox" : "Hello",
      createdAt: new Date(Date.UTC(2026, 2, 1 + (index % 20), 15)),
    }));
    await database.db.insert(leads).values(rows);
    expect(await rescoreStale(deps, { batch: 250 })).toBe(600);
    expect(await rescoreStale(deps, { batch: 250 })).toBe(0);
    const [byGrade] = await database.db
      .select({ n: count(), version: sql<number>`min(${leadScores.ruleSetVersion})` })
      .from(leadScores);
    expect(byGrade).toMatchObject({ n: 600, version: 1 });
    expect(LEAD_RESCORE_QUEUE).toBe("lead-scores-rescore");
  });
});
