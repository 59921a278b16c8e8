import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toAgencyDateTimeInput } from "~/lib/content/studio";
import type { ResearchDraft } from "~/lib/content/studio-research";
import type { CityWithState } from "~/lib/seo/location-records";
import {
  alice,
  as,
  bob,
  openStudioBed,
  refusal,
  type StudioBed,
  STUDIO_TEST_ZONE as ZONE,
} from "../../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import type { ContentChange } from "../../../content-bus";
import type { DatabaseHandle } from "../../../db/client";
import { auditLog, contentResearch, contentResearchVersions } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { ResearchConflictError, type Studio, StudioValidationError } from "..";

const austin = {
  id: 1,
  name: "Austin",
  slug: "austin",
  stateId: 1,
  isMajor: true,
  population: null,
  state: { id: 1, name: "Texas", abbreviation: "TX", slug: "texas" },
} satisfies CityWithState;

const article = (title: string, extra: Partial<ResearchDraft> = {}): ResearchDraft => ({
  title,
  excerpt: "Admissions marketing for Austin programs.",
  content: `<h2>${title}</h2><p>How Austin treatment centers fill their beds.</p>`,
  seo: { title: `${title} | Agency`, description: "Rehab marketing in Austin, Texas." },
  ...extra,
});

describe.each(testDatabaseTargets)("content studio for content_research on $name", (target) => {
  let database: DatabaseHandle;
  let changes: ContentChange[];
  let clock: Date;
  let studio: Studio;
  let content: StudioBed["content"];

  beforeEach(async () => {
    clock = new Date();
    ({ database, changes, content, studio } = await openStudioBed(target, { actors: [alice, bob], now: () => clock }));
  });
  afterEach(async () => {
    await database.close();
  });

  /** A city service article for rehab marketing in Austin, not yet on the site (status draft). */
  async function unpublishedCityArticle() {
    const [row] = await database.db
      .insert(contentResearch)
      .values({
        contentType: "service_type_location",
        slug: "rehab-marketing-austin-tx",
        serviceType: "rehab-marketing",
        city: "Austin",
        state: "TX",
        status: "draft",
        title: "Old working title",
        content: "<p>Not ready</p>",
      })
      .returning();
    return row!;
  }

  /** Saved by alice, approved by bob: ready to publish. */
  async function approved(recordId: number, schema: ResearchDraft, expectedRevision: number | null = null) {
    const saved = await studio.research.saveDraft(as(alice), { recordId, expectedRevision, schema });
    const revision = saved.revision as number;
    await studio.research.submitForReview(as(alice), { recordId, expectedRevision: revision, reviewerId: bob.id });
    await studio.research.approve(as(bob), { recordId, expectedRevision: revision });
    return revision;
  }

  it("saves a draft with its HTML sanitised, and refuses a stale save with the current draft", async () => {
    const record = await unpublishedCityArticle();
    const first = await studio.research.saveDraft(as(alice), {
      recordId: record.id,
      expectedRevision: null,
      schema: article("Rehab Marketing in Austin", { content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
    });
    expect(first).toMatchObject({ revision: 1, status: "draft", authorEmail: alice.email, recordStatus: "draft" });
    expect((first.schema as ResearchDraft).content).toBe("<p>Hi</p>");

    const stale = await refusal(
      studio.research.saveDraft(as(bob), { recordId: record.id, expectedRevision: null, schema: article("Bob's title") }),
      ResearchConflictError,
    );
    expect(stale.status).toBe(409);
    expect(stale.current.revision).toBe(1);
    expect((stale.current.schema as ResearchDraft).title).toBe("Rehab Marketing in Austin");
    // A draft is never the record: the site still reads the stored fields.
    const [stored] = await database.db.select().from(contentResearch).where(eq(contentResearch.id, record.id));
    expect(stored?.title).toBe("Old working title");
    expect((await refusal(studio.research.getDraft(999_999), AppError)).status).toBe(404);
  });

  it("refuses to publish an article without a title, naming it; the draft saves", async () => {
    const record = await unpublishedCityArticle();
    const saved = await studio.research.saveDraft(as(alice), {
      recordId: record.id,
      expectedRevision: null,
      schema: article(""),
    });
    // Refused already at review (issue 35 A3), with the same reason a publish gives.
    const revision = saved.revision as number;
    const refused = await refusal(
      studio.research.submitForReview(as(alice), { recordId: record.id, expectedRevision: revision, reviewerId: bob.id }),
      StudioValidationError,
    );
    expect(refused.status).toBe(400);
    expect(refused.issues.map((issue) => issue.message)).toContain("Article: Title is required");
    expect((await studio.research.queue(bob.id)).waitingForMyReview).toEqual([]);
    expect((await studio.research.getDraft(record.id)).status).toBe("draft");
  });

  it("publishes to the city service page at once (lifting its noindex), and unpublishing brings back the default text", async () => {
    const record = await unpublishedCityArticle();
    // Read (and cache) before the publish: the page has no record, so it shows its default text with noindex.
    expect(await content.cityServiceContent.forPage("rehab-marketing", austin)).toBeNull();
    const revision = await approved(record.id, article("Rehab Marketing in Austin"));
    changes.length = 0;
    const published = await studio.research.publish(as(alice), {
      recordId: record.id,
      expectedRevision: revision,
      note: "First",
    });
    expect(published).toMatchObject({ status: "published", recordStatus: "published", recordVersion: 1 });
    expect(changes).toEqual([{ topic: "content-research", contentType: "service_type_location" }]);
    const shown = await content.cityServiceContent.forPage("rehab-marketing", austin);
    expect(shown).toMatchObject({ title: "Rehab Marketing in Austin", seoTitle: "Rehab Marketing in Austin | Agency" });
    const [stored] = await database.db.select().from(contentResearch).where(eq(contentResearch.id, record.id));
    expect(stored?.status).toBe("published");
    expect(stored?.publishedAt?.getTime()).toBe(clock.getTime());

    await studio.research.unpublish(as(alice), { recordId: record.id });
    expect(await content.cityServiceContent.forPage("rehab-marketing", austin)).toBeNull();
    const [after] = await database.db.select().from(contentResearch).where(eq(contentResearch.id, record.id));
    expect(after?.status).toBe("draft");
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "content_research"), eq(auditLog.subjectId, String(record.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((row) => row.action)).toEqual([
      "research.draft.save",
      "research.review.submit",
      "research.review.approve",
      "research.publish",
      "research.unpublish",
    ]);
  });

  it("keeps a seeded article as version 1, compares versions by field, and restores one as a new draft", async () => {
    const [seeded] = await database.db
      .insert(contentResearch)
      .values({
        contentType: "blog_article",
        slug: "seeded-article",
        status: "published",
        title: "Seeded title",
        content: "<p>Seeded body</p>",
        publishedAt: new Date("2025-01-01T00:00:00Z"),
      })
      .returning();
    const id = seeded!.id;
    const revision = await approved(id, article("Edited title"));
    await studio.research.publish(as(alice), { recordId: id, expectedRevision: revision });
    expect((await studio.research.versions(id)).map((version) => version.version)).toEqual([2, 1]);
    const diff = await studio.research.diff(id, 1, 2);
    expect(diff).toContainEqual({
      kind: "field-changed",
      scope: "page",
      field: "title",
      before: "Seeded title",
      after: "Edited title",
    });

    const restored = await studio.research.restore(as(bob), { recordId: id, version: 1, expectedRevision: revision });
    expect(restored).toMatchObject({ status: "draft", revision: revision + 1, authorEmail: bob.email });
    expect((restored.schema as ResearchDraft).title).toBe("Seeded title");
    // History stays as it was; the record is live at version 2 until the restored draft is published.
    expect(
      await database.db.select().from(contentResearchVersions).where(eq(contentResearchVersions.contentResearchId, id)),
    ).toHaveLength(2);
    const [live] = await database.db.select().from(contentResearch).where(eq(contentResearch.id, id));
    expect(live?.title).toBe("Edited title");
  });

  it("runs a scheduled publish once, even when two runners find it due", async () => {
    const record = await unpublishedCityArticle();
    const revision = await approved(record.id, article("Scheduled article"));
    expect((await studio.research.queue(alice.id)).myDrafts).toMatchObject([{ recordId: record.id, status: "approved" }]);
    const at = toAgencyDateTimeInput(new Date(clock.getTime() + 3_600_000), ZONE);
    const { schedule } = await studio.research.schedulePublish(as(alice), {
      recordId: record.id,
      expectedRevision: revision,
      at,
    });
    expect(schedule).toMatchObject({ subjectType: "content_research", action: "publish" });
    expect(await studio.runDueSchedules()).toBe(0);
    clock = new Date(clock.getTime() + 3_700_000);
    const outcomes = await Promise.all([studio.runSchedule(schedule.scheduleId), studio.runSchedule(schedule.scheduleId)]);
    expect(outcomes.sort()).toEqual(["done", "taken"]);
    expect(await studio.runDueSchedules()).toBe(0);
    expect(await content.cityServiceContent.forPage("rehab-marketing", austin)).toMatchObject({ title: "Scheduled article" });
    expect(await studio.research.versions(record.id)).toHaveLength(1);
  });

  it("cancels a research schedule through the shared function, putting the draft back to approved", async () => {
    const record = await unpublishedCityArticle();
    const revision = await approved(record.id, article("Later"));
    const at = toAgencyDateTimeInput(new Date(clock.getTime() + 3_600_000), ZONE);
    const { schedule } = await studio.research.schedulePublish(as(alice), {
      recordId: record.id,
      expectedRevision: revision,
      at,
    });
    await studio.cancelSchedule(as(alice), { scheduleId: schedule.scheduleId });
    expect((await studio.research.getDraft(record.id)).status).toBe("approved");
    const [cancelled] = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, "research.schedule.cancel"));
    expect(cancelled).toBeDefined();
  });
});
