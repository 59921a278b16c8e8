import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STUDIO_TEXT, toAgencyDateTimeInput } from "~/lib/content/studio";
import type { ResearchDraft } from "~/lib/content/studio-research";
import { gatesNotUnderTest } from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { createContentBus } from "../../content-bus";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, contentDrafts, contentResearch, contentResearchVersions, contentSchedules, users } from "../../db/schema";
import type { Logger } from "../../log";
import { createStudio, type Studio, type StudioActor } from "./";
import { runContentViewAction } from "./editor-actions";

const ZONE = "America/New_York";
const alice: StudioActor = { id: "u-alice", email: "alice@agency.test", role: "admin" };
const bob: StudioActor = { id: "u-bob", email: "bob@agency.test", role: "admin" };
const quietLogger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as Logger;

const article = (title: string, content = "<p>Admissions in Austin</p>"): ResearchDraft => ({
  title,
  excerpt: "Short",
  content,
  seo: { title: "Rehab marketing in Austin", description: "For treatment centers in Austin, Texas." },
});

describe.each(testDatabaseTargets)("the article editor's action on $name", (target) => {
  let database: DatabaseHandle;
  let studio: Studio;
  let recordId: number;
  let otherId: number;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    const log = quietLogger();
    studio = createStudio({ db: () => database.db, bus: createContentBus(log), log, timeZone: ZONE, gates: gatesNotUnderTest });
    await database.db
      .insert(users)
      .values([alice, bob].map((actor) => ({ id: actor.id, name: actor.email, email: actor.email, role: actor.role })));
    const rows = await database.db
      .insert(contentResearch)
      .values(
        ["Austin", "Dallas"].map((city) => ({
          contentType: "service_type_location",
          slug: `rehab-marketing-${city.toLowerCase()}-tx`,
          serviceType: "rehab-marketing",
          city,
          state: "TX",
          status: "draft",
          title: `Old title for ${city}`,
          content: "<p>Not ready</p>",
        })),
      )
      .returning({ id: contentResearch.id });
    recordId = rows[0]!.id;
    otherId = rows[1]!.id;
  });
  afterEach(async () => {
    await database.close();
  });

  const run = (actor: StudioActor, body: Record<string, unknown>, id = recordId) =>
    runContentViewAction(studio, actor, "203.0.113.9", id, body);

  /** What a refusal must leave as it was: the records, versions, drafts, schedules and the audit log. */
  async function snapshot() {
    const db = database.db;
    return JSON.stringify([
      await db.select().from(contentResearch).orderBy(contentResearch.id),
      await db.select().from(contentResearchVersions).orderBy(contentResearchVersions.id),
      await db.select().from(contentDrafts).orderBy(contentDrafts.id),
      await db.select().from(contentSchedules).orderBy(contentSchedules.id),
      (await db.select({ id: auditLog.id }).from(auditLog)).length,
    ]);
  }

  const live = async (id = recordId) => (await database.db.select().from(contentResearch).where(eq(contentResearch.id, id)))[0]!;

  it("saves, refuses a stale save with the current draft, and saves over it when the writer keeps theirs", async () => {
    const first = await run(alice, { intent: "save", recordId, expectedRevision: null, schema: article("Alice's title") });
    expect(first).toMatchObject({ status: 200, body: { ok: true, intent: "save", draft: { revision: 1 } } });
    // Bob opened the article before Alice saved: his save names no revision.
    const stale = await run(bob, { intent: "save", expectedRevision: null, schema: article("Bob's title") });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STUDIO_TEXT.conflict);
    expect(stale.body.current?.schema).toMatchObject({ title: "Alice's title" });
    expect((stale.body.current?.schema as ResearchDraft | undefined)?.title).toBe("Alice's title");
    // "Keep mine": the same text over the revision he has now seen.
    const over = await run(bob, { intent: "save", expectedRevision: 1, schema: article("Bob's title") });
    expect(over).toMatchObject({ status: 200, body: { ok: true, draft: { revision: 2 } } });
    expect((await studio.research.getDraft(recordId)).schema).toMatchObject({ title: "Bob's title" });
    // A save is a draft: the record on the site is unchanged.
    expect((await live()).title).toBe("Old title for Austin");
  });

  it("refuses to publish an article without a title, naming the field, while its draft saves", async () => {
    const saved = await run(alice, { intent: "save", expectedRevision: null, schema: article("") });
    expect(saved.status).toBe(200);
    const before = await snapshot();
    // Sending it to review is refused with the publish's reason and sentence (issue 35 A3): nobody is asked to
    // approve what could not be published.
    const refused = await run(alice, { intent: "submit", expectedRevision: 1, reviewerId: bob.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STUDIO_TEXT.publishInvalid);
    expect(refused.body.issues?.map((issue) => issue.message)).toContain("Article: Title is required");
    expect(await snapshot()).toBe(before);
    expect((await live()).status).toBe("draft");
  });

  it("submits, approves, publishes with a note, then unpublishes: the record follows each step", async () => {
    await run(alice, { intent: "save", expectedRevision: null, schema: article("Rehab marketing in Austin") });
    const submit = await run(alice, { intent: "submit", expectedRevision: 1, reviewerId: bob.id });
    expect(submit.body).toMatchObject({ ok: true, message: `Sent for review to ${bob.email}.` });
    expect((await run(bob, { intent: "approve", expectedRevision: 1 })).body.draft?.status).toBe("approved");
    const publish = await run(bob, { intent: "publish", expectedRevision: 1, note: "First city copy" });
    expect(publish).toMatchObject({ status: 200, body: { ok: true, message: "Published as version 1." } });
    expect(await live()).toMatchObject({ status: "published", title: "Rehab marketing in Austin" });
    const [version] = await database.db
      .select()
      .from(contentResearchVersions)
      .where(eq(contentResearchVersions.contentResearchId, recordId));
    expect(version?.note).toBe("First city copy");

    const unpublish = await run(alice, { intent: "unpublish" });
    expect(unpublish.body.ok).toBe(true);
    expect(unpublish.body.draft?.recordStatus).not.toBe("published");
    expect((await live()).status).not.toBe("published");
  });

  it("schedules a publish in the agency's zone, moves it and cancels it; another subject's schedule is refused", async () => {
    await run(alice, { intent: "save", expectedRevision: null, schema: article("Scheduled") });
    await run(alice, { intent: "submit", expectedRevision: 1, reviewerId: bob.id });
    await run(bob, { intent: "approve", expectedRevision: 1 });
    const at = toAgencyDateTimeInput(new Date(Date.now() + 2 * 3600_000), ZONE);
    const scheduled = await run(bob, { intent: "schedule-publish", expectedRevision: 1, at });
    expect(scheduled.body).toMatchObject({ ok: true, draft: { status: "scheduled" } });
    const [schedule] = await database.db.select().from(contentSchedules);
    const later = toAgencyDateTimeInput(new Date(Date.now() + 5 * 3600_000), ZONE);
    expect((await run(bob, { intent: "reschedule", scheduleId: schedule!.id, at: later })).status).toBe(200);

    const before = await snapshot();
    const foreign = await run(bob, { intent: "cancel-schedule", scheduleId: schedule!.id }, otherId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(STUDIO_TEXT.scheduleGone);
    expect(await snapshot()).toBe(before);

    expect((await run(bob, { intent: "cancel-schedule", scheduleId: schedule!.id })).body.ok).toBe(true);
    expect((await studio.research.getDraft(recordId)).status).not.toBe("scheduled");
  });

  it("refuses hostile and malformed bodies with a 4xx and a message, changing nothing", async () => {
    await run(alice, { intent: "save", expectedRevision: null, schema: article("Base") });
    const bodies: [string, Record<string, unknown>, number?][] = [
      ["no intent", {}],
      ["unknown intent", { intent: "drop-table" }],
      ["intent of the wrong type", { intent: ["save"] }],
      ["another record's id", { intent: "save", recordId: otherId, expectedRevision: 1, schema: article("X") }],
      ["a page id", { intent: "save", pageId: recordId, expectedRevision: 1, schema: article("X") }],
      ["schema not an object", { intent: "save", expectedRevision: 1, schema: "<script>alert(1)</script>" }],
      ["title too long", { intent: "save", expectedRevision: 1, schema: article("x".repeat(201)) }],
      ["revision of the wrong type", { intent: "save", expectedRevision: "one", schema: article("X") }],
      ["negative revision", { intent: "submit", expectedRevision: -1, reviewerId: bob.id }],
      ["stale revision on submit", { intent: "submit", expectedRevision: 7, reviewerId: bob.id }],
      ["reviewing oneself", { intent: "submit", expectedRevision: 1, reviewerId: alice.id }],
      ["unknown reviewer", { intent: "submit", expectedRevision: 1, reviewerId: "u-nobody" }],
      ["publish before approval", { intent: "publish", expectedRevision: 1 }],
      ["approve a draft not in review", { intent: "approve", expectedRevision: 1 }],
      ["comment too long", { intent: "request-changes", expectedRevision: 1, comment: "x".repeat(4001) }],
      ["unpublish what is not live", { intent: "unpublish" }],
      ["schedule at no date", { intent: "schedule-publish", expectedRevision: 1, at: "tomorrow" }],
      ["reschedule a schedule that does not exist", { intent: "reschedule", scheduleId: 999_999, at: "2030-01-01T10:00" }],
      ["restore a version that does not exist", { intent: "restore", version: 99, expectedRevision: 1 }],
      ["a record that does not exist", { intent: "save", expectedRevision: null, schema: article("X") }, 2_000_000_000],
    ];
    const before = await snapshot();
    for (const [what, body, id] of bodies) {
      const answer = await run(alice, body, id);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.body.ok, what).toBe(false);
      expect(answer.body.message, what).toMatch(/\w/);
    }
    expect(await snapshot()).toBe(before);
  });
});
