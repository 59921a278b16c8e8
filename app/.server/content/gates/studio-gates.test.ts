import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalFact } from "~/lib/content/brief";
import { toAgencyDateTimeInput } from "~/lib/content/studio";
import type { ResearchDraft } from "~/lib/content/studio-research";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { AUSTIN_FACT_SENTENCES, AUSTIN_FACTS, article } from "../../../../tests/support/gate-texts";
import { alice, as, bob, openStudioBed, refusal, STUDIO_TEST_ZONE } from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, contentDrafts, contentResearch, contentSchedules, pageSchemas, siteSettings, states } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { createStudio, ResearchConflictError, type Studio } from "../studio";
import { createContentGates } from "./";

const draft = (content: string): ResearchDraft => ({
  title: "IOP Marketing in Austin, Texas",
  excerpt: "",
  content,
  seo: { title: "IOP Marketing in Austin", description: "Admissions marketing for IOP programs in Austin." },
});
const clean = () => draft(article(101, { words: 900, city: "Austin", state: "Texas", extra: AUSTIN_FACT_SENTENCES }));
const promising = () => draft(`${clean().content}<p>We guarantee sobriety for every client.</p>`);

describe.each(testDatabaseTargets)("the studio refuses gated research drafts on $name", (target) => {
  let database: DatabaseHandle;
  let studio: Studio;
  let facts: LocalFact[] | null;
  let recordId: number;

  beforeEach(async () => {
    facts = AUSTIN_FACTS;
    let gates: ReturnType<typeof createContentGates> | undefined;
    const bed = await openStudioBed(target, {
      actors: [alice, bob],
      gates: { assertDraftPasses: (...args) => (gates as NonNullable<typeof gates>).assertDraftPasses(...args) },
    });
    ({ database, studio } = bed);
    gates = createContentGates({ db: () => database.db, localFacts: async () => facts });
    await database.db.insert(states).values({ name: "Texas", abbreviation: "TX", slug: "texas" }).onConflictDoNothing();
    const [row] = await database.db
      .insert(contentResearch)
      .values({
        contentType: "service_type_location",
        slug: "iop-marketing-tx-austin",
        serviceType: "iop-marketing",
        city: "Austin",
        state: "TX",
        status: "draft",
        title: "Working title",
        content: "<p>Not ready</p>",
      })
      .returning();
    recordId = (row as { id: number }).id;
  });
  afterEach(async () => {
    await database.close();
  });

  async function inReview(schema: ResearchDraft, expectedRevision: number | null = null) {
    const saved = await studio.research.saveDraft(as(alice), { recordId, expectedRevision, schema });
    const revision = saved.revision as number;
    await studio.research.submitForReview(as(alice), { recordId, expectedRevision: revision, reviewerId: bob.id });
    return revision;
  }

  const draftRow = async () =>
    (
      await database.db
        .select()
        .from(contentDrafts)
        .where(and(eq(contentDrafts.subjectType, "content_research"), eq(contentDrafts.subjectId, recordId)))
    )[0];
  const record = async () => (await database.db.select().from(contentResearch).where(eq(contentResearch.id, recordId)))[0];
  const audits = async (pattern: string) => database.db.select().from(auditLog).where(like(auditLog.action, pattern));

  it("refuses approval with a 409 naming the failed gate, changes nothing, then approves and publishes the fixed draft", async () => {
    const revision = await inReview(promising());
    const refused = await refusal(studio.research.approve(as(bob), { recordId, expectedRevision: revision }), AppError);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      "This article cannot be approved: Compliance linter failed (1 error, 0 warnings (first: guarantee sobriety); no errors (warnings do not block)).",
    );
    expect(await draftRow()).toMatchObject({ status: "in_review", revision });
    expect(await audits("research.review.approve")).toHaveLength(0);

    await studio.research.requestChanges(as(bob), { recordId, expectedRevision: revision, comment: "Remove the promise." });
    const fixed = await inReview(clean(), revision);
    await studio.research.approve(as(bob), { recordId, expectedRevision: fixed });
    await studio.research.publish(as(alice), { recordId, expectedRevision: fixed });
    expect(await record()).toMatchObject({ status: "published" });
  });

  it("lists every failed and unmeasured gate in the refusal", async () => {
    facts = null;
    const revision = await inReview(draft("<p>Austin IOP marketing, in brief.</p>"));
    const refused = await refusal(studio.research.approve(as(bob), { recordId, expectedRevision: revision }), AppError);
    expect(refused.message).toMatch(/^This article cannot be approved: Word count failed \(5 words; at least 600 words\); /);
    expect(refused.message).toContain("Local facts used was not measured (this article has no brief with local facts");
  });

  it("refuses publish-now and scheduling while a gate fails, even with direct publishing allowed", async () => {
    await database.db.insert(siteSettings).values({ key: "studio.direct_publish", value: true });
    const saved = await studio.research.saveDraft(as(alice), { recordId, expectedRevision: null, schema: promising() });
    const revision = saved.revision as number;
    const publish = await refusal(studio.research.publish(as(alice), { recordId, expectedRevision: revision }), AppError);
    expect(publish.status).toBe(409);
    expect(publish.message).toMatch(/^This article cannot be published: Compliance linter failed/);
    const at = toAgencyDateTimeInput(new Date(Date.now() + 86_400_000), STUDIO_TEST_ZONE);
    const schedule = await refusal(
      studio.research.schedulePublish(as(alice), { recordId, expectedRevision: revision, at }),
      AppError,
    );
    expect(schedule.message).toMatch(/^This article cannot be scheduled: Compliance linter failed/);
    expect(await record()).toMatchObject({ status: "draft", title: "Working title" });
    expect(await database.db.select().from(contentSchedules)).toHaveLength(0);
    expect(await draftRow()).toMatchObject({ status: "draft", revision });
  });

  it("gates a scheduled publish again when it runs: refused, it stays unpublished, with the reason on the queue and in the audit log", async () => {
    await database.db.insert(siteSettings).values({ key: "studio.direct_publish", value: true });
    const saved = await studio.research.saveDraft(as(alice), { recordId, expectedRevision: null, schema: clean() });
    const at = toAgencyDateTimeInput(new Date(Date.now() + 86_400_000), STUDIO_TEST_ZONE);
    const { schedule } = await studio.research.schedulePublish(as(alice), {
      recordId,
      expectedRevision: saved.revision as number,
      at,
    });
    // Between scheduling and the publish, the gate can no longer be measured (issue 35 A4: checked when it runs).
    facts = null;
    await database.db
      .update(contentSchedules)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(contentSchedules.id, schedule.scheduleId));
    expect(await studio.runSchedule(schedule.scheduleId)).toBe("failed");
    expect(await record()).toMatchObject({ status: "draft", title: "Working title" });
    expect(await draftRow()).toMatchObject({ status: "draft" });
    const [refused] = await audits("research.schedule.refused");
    expect(refused?.after).toMatchObject({
      status: "draft",
      reason: expect.stringContaining("Local facts used was not measured"),
    });
    const queue = await studio.research.queue(alice.id);
    expect(queue.myDrafts).toMatchObject([{ recordId, refusal: expect.stringContaining("Local facts used was not measured") }]);
    // Not tried again every minute.
    expect(await studio.runSchedule(schedule.scheduleId)).toBe("taken");
  });

  it("refuses approving a stale revision as a conflict, not as gated, and approves nothing", async () => {
    const revision = await inReview(clean());
    const stale = await refusal(
      studio.research.approve(as(bob), { recordId, expectedRevision: revision + 1 }),
      ResearchConflictError,
    );
    expect(stale.status).toBe(409);
    expect(await draftRow()).toMatchObject({ status: "in_review" });
  });

  it("refuses a gated step when the server has no gates: not measured is not a pass", async () => {
    const revision = await inReview(clean());
    const ungated = createStudio({ ...studio.deps, gates: undefined });
    const refused = await refusal(ungated.research.approve(as(bob), { recordId, expectedRevision: revision }), AppError);
    expect(refused.status).toBe(503);
    expect(await draftRow()).toMatchObject({ status: "in_review" });
  });

  it("gates content_research drafts only: a page's approval never asks the gates", async () => {
    const refusing = createStudio({
      ...studio.deps,
      gates: {
        assertDraftPasses: async () => {
          throw new AppError("CONFLICT", "gated");
        },
      },
    });
    const [page] = await database.db
      .insert(pageSchemas)
      .values({ path: fixturePage.path, type: fixturePage.type, status: "published", schema: fixturePage.schema })
      .returning();
    const pageId = (page as { id: number }).id;
    const saved = await refusing.saveDraft(as(alice), { pageId, expectedRevision: null, schema: fixturePage.schema });
    await refusing.submitForReview(as(alice), { pageId, expectedRevision: saved.revision as number, reviewerId: bob.id });
    const approved = await refusing.approve(as(bob), { pageId, expectedRevision: saved.revision as number });
    expect(approved.status).toBe("approved");

    const revision = await inReview(clean());
    const refused = await refusal(refusing.research.approve(as(bob), { recordId, expectedRevision: revision }), AppError);
    expect(refused.message).toBe("gated");
  });
});
