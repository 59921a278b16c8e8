import { and, asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageSchema } from "~/lib/content/page-schema";
import { pageListQuery, toAgencyDateTimeInput } from "~/lib/content/studio";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import {
  alice,
  as,
  bob,
  openStudioBed,
  quietLogger,
  refusal,
  type StudioBed,
  sam,
  STUDIO_TEST_ZONE as ZONE,
} from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { ContentBus, ContentChange } from "../../content-bus";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, contentSchedules, pageSchemaVersions, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { type JobSystem, startJobs } from "../../jobs";
import type { Logger } from "../../log";
import { collectSitemapGroups } from "../../seo/sitemaps/reader";
import { contentScheduleJobs, createStudio, DraftConflictError, type Studio, type StudioActor, StudioValidationError } from "./";

const copy = <T>(value: T): T => structuredClone(value);
function withHeroTitle(schema: unknown, title: string) {
  const next = copy(schema) as PageSchema;
  (next.sections[0] as { title?: string }).title = title;
  return next;
}

/** The HTTP status of the AppError a promise rejects with. */
async function refusalStatus(promise: Promise<unknown>) {
  return (await refusal(promise, AppError)).status;
}

describe.each(testDatabaseTargets)("content studio on $name", (target) => {
  let database: DatabaseHandle;
  let bus: ContentBus;
  let changes: ContentChange[];
  let clock: Date;
  let studio: Studio;
  let content: StudioBed["content"];
  let log: Logger;

  beforeEach(async () => {
    clock = new Date();
    ({ database, bus, changes, content, studio, log } = await openStudioBed(target, {
      actors: [alice, bob, sam],
      now: () => clock,
    }));
  });
  afterEach(async () => {
    await database.close();
  });

  async function auditActions(pageId: number) {
    const rows = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "page"), eq(auditLog.subjectId, String(pageId))))
      .orderBy(asc(auditLog.id));
    return rows;
  }

  /** A published page (the fixture, version 1) as the seed would store it. */
  async function publishedFixture() {
    return content.pages.publishPage({
      path: fixturePage.path,
      type: "service",
      schema: fixturePage.schema,
      publishedBy: "seed",
    });
  }

  /** A page created by alice and approved by bob, ready to publish. */
  async function approvedPage(schema: unknown = fixturePage.schema) {
    const created = await studio.createPage(as(alice), { path: "/studio-test/approved", type: "service", template: "service" });
    const saved = await studio.saveDraft(as(alice), { pageId: created.pageId, expectedRevision: created.revision, schema });
    const revision = saved.revision as number;
    await studio.submitForReview(as(alice), { pageId: created.pageId, expectedRevision: revision, reviewerId: bob.id });
    await studio.approve(as(bob), { pageId: created.pageId, expectedRevision: revision });
    return { pageId: created.pageId, revision, path: created.path };
  }

  it("refuses a stale save with the current draft, and overwrites nothing", async () => {
    const page = await publishedFixture();
    const opened = await studio.getDraft(page.id);
    expect(opened.revision).toBeNull();
    const first = await studio.saveDraft(as(bob), {
      pageId: page.id,
      expectedRevision: null,
      schema: withHeroTitle(opened.schema, "Bob's title"),
    });
    expect(first.revision).toBe(1);
    // Alice opened the page before Bob saved: her save names the revision she saw.
    const conflict = await refusal(
      studio.saveDraft(as(alice), {
        pageId: page.id,
        expectedRevision: null,
        schema: withHeroTitle(opened.schema, "Alice's title"),
      }),
      DraftConflictError,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.current.revision).toBe(1);
    expect((conflict.current.schema as PageSchema).sections[0]?.title).toBe("Bob's title");
    // Bob saves again; Alice, now holding revision 1, is refused again.
    await studio.saveDraft(as(bob), {
      pageId: page.id,
      expectedRevision: 1,
      schema: withHeroTitle(opened.schema, "Bob's second"),
    });
    const again = await refusal(
      studio.saveDraft(as(alice), {
        pageId: page.id,
        expectedRevision: 1,
        schema: withHeroTitle(opened.schema, "Alice's title"),
      }),
      DraftConflictError,
    );
    expect(again.current.revision).toBe(2);
    const stored = await studio.getDraft(page.id);
    expect((stored.schema as PageSchema).sections[0]?.title).toBe("Bob's second");
    expect(stored.revision).toBe(2);
  });

  it("saves a draft with an empty hero title but refuses to publish it, naming Section 1 (hero) and the field", async () => {
    await studio.setDirectPublish(sam, true);
    const created = await studio.createPage(as(alice), {
      path: "/studio-test/empty-hero",
      type: "service",
      copyOf: (await publishedFixture()).id,
    });
    const saved = await studio.saveDraft(as(alice), {
      pageId: created.pageId,
      expectedRevision: created.revision,
      schema: withHeroTitle(created.schema, ""),
    });
    expect((saved.schema as PageSchema).sections[0]?.title).toBe("");
    const error = await refusal(
      studio.publish(as(alice), { pageId: created.pageId, expectedRevision: saved.revision as number }),
      StudioValidationError,
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("Failed to save page schema: Section 1 (hero): Title is required");
    expect(error.issues).toContainEqual(
      expect.objectContaining({
        path: ["sections", 0, "title"],
        where: "Section 1 (hero)",
        field: "Title",
        message: "Section 1 (hero): Title is required",
      }),
    );
    expect(await content.pages.byPath("/studio-test/empty-hero")).toBeNull();
    // The draft still holds what was typed.
    expect((await studio.getDraft(created.pageId)).revision).toBe(saved.revision);
    // Nor can it be sent to review (issue 35 A3): the same reason, before anyone is asked to approve it.
    const submitted = await refusal(
      studio.submitForReview(as(alice), {
        pageId: created.pageId,
        expectedRevision: saved.revision as number,
        reviewerId: bob.id,
      }),
      StudioValidationError,
    );
    expect([submitted.status, submitted.message]).toEqual([
      400,
      "Failed to save page schema: Section 1 (hero): Title is required",
    ]);
    expect((await studio.getDraft(created.pageId)).status).toBe("draft");
  });

  it("a draft save still refuses wrong shapes and types", async () => {
    const page = await publishedFixture();
    const bad = copy(fixturePage.schema) as unknown as { sections: { items: unknown }[] };
    (bad.sections[0] as { items: unknown }).items = "not a list";
    const error = await refusal(
      studio.saveDraft(as(alice), { pageId: page.id, expectedRevision: null, schema: bad }),
      StudioValidationError,
    );
    expect(error.message).toMatch(/^Failed to save page schema: Section 1 \(hero\): Items/);
    expect((await studio.getDraft(page.id)).revision).toBeNull();
  });

  it("publishing writes a version, the public read returns it at once, the sitemap's lastmod moves and the bus names the path", async () => {
    const { pageId, revision, path } = await approvedPage();
    expect(await content.pages.byPath(path)).toBeNull();
    clock = new Date(Date.now() + 60_000);
    const published = await studio.publish(as(bob), { pageId, expectedRevision: revision, note: "First version" });
    expect(published).toMatchObject({ status: "published", pageStatus: "published", pageVersion: 1 });
    const live = await content.pages.byPath(path);
    expect(live?.schema.sections[0]?.title).toBe(fixturePage.schema.sections[0]?.title);
    const versions = await studio.versions(pageId);
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, publishedBy: bob.id, authorId: alice.id, note: "First version" }),
    ]);
    expect(changes).toContainEqual({ topic: "pages", paths: [path] });
    const pages = (await collectSitemapGroups(database.db)).find((group) => group.name === "pages");
    expect(pages?.entries.find((entry) => entry.path === path)?.lastmod.getTime()).toBe(clock.getTime());

    // A second publish: the cached read drops and serves the new text.
    const edited = await studio.saveDraft(as(alice), {
      pageId,
      expectedRevision: revision,
      schema: withHeroTitle(fixturePage.schema, "Version two"),
    });
    await studio.setDirectPublish(sam, true);
    await studio.publish(as(alice), { pageId, expectedRevision: edited.revision as number });
    expect((await content.pages.byPath(path))?.schema.sections[0]?.title).toBe("Version two");
    expect((await studio.versions(pageId)).map((version) => version.version)).toEqual([2, 1]);
  });

  it("restore makes a new draft from an old version and rewrites no history", async () => {
    const page = await publishedFixture();
    await studio.setDirectPublish(sam, true);
    const edited = await studio.saveDraft(as(alice), {
      pageId: page.id,
      expectedRevision: null,
      schema: withHeroTitle(fixturePage.schema, "Newer"),
    });
    await studio.publish(as(alice), { pageId: page.id, expectedRevision: edited.revision as number });
    const restored = await studio.restore(as(alice), { pageId: page.id, version: 1, expectedRevision: edited.revision });
    expect(restored).toMatchObject({ status: "draft", pageVersion: 2, basedOnVersion: 2, revision: 2 });
    expect((restored.schema as PageSchema).sections[0]?.title).toBe(fixturePage.schema.sections[0]?.title);
    // The public page is still version 2 until the restored draft is published.
    expect((await content.pages.byPath(page.path))?.schema.sections[0]?.title).toBe("Newer");
    const rows = await database.db.select().from(pageSchemaVersions).where(eq(pageSchemaVersions.pageSchemaId, page.id));
    expect(rows).toHaveLength(2);
    expect((await auditActions(page.id)).map((row) => row.action)).toContain("page.restore");
    const diff = await studio.diff(page.id, 2, 0);
    expect(diff).toEqual([
      expect.objectContaining({
        kind: "field-changed",
        scope: "section",
        section: 1,
        type: "hero",
        field: "title",
        before: "Newer",
      }),
    ]);
  });

  it("runs the review workflow, each step audited with before and after", async () => {
    const created = await studio.createPage(as(alice), { path: "/studio-test/review", type: "service", template: "guide" });
    let draft = await studio.saveDraft(as(alice), {
      pageId: created.pageId,
      expectedRevision: created.revision,
      schema: fixturePage.schema,
    });
    const revision = () => draft.revision as number;
    await refusal(
      studio.submitForReview(as(alice), { pageId: draft.pageId, expectedRevision: revision(), reviewerId: alice.id }),
      AppError,
    );
    await refusal(
      studio.submitForReview(as(alice), { pageId: draft.pageId, expectedRevision: revision(), reviewerId: "u-nobody" }),
      AppError,
    );
    // A client account (issue 25 item 6) is never a reviewer: it would be sent an unpublished draft.
    await database.db
      .insert(users)
      .values({ id: "u-client", name: "Clara Client", email: "clara@client.example", role: "client" });
    await refusal(
      studio.submitForReview(as(alice), { pageId: draft.pageId, expectedRevision: revision(), reviewerId: "u-client" }),
      AppError,
    );
    draft = await studio.submitForReview(as(alice), { pageId: draft.pageId, expectedRevision: revision(), reviewerId: bob.id });
    expect(draft).toMatchObject({ status: "in_review", reviewerId: bob.id });
    // The author cannot approve their own draft.
    expect(
      (await refusal(studio.approve(as(alice), { pageId: draft.pageId, expectedRevision: revision() }), AppError)).status,
    ).toBe(403);
    draft = await studio.requestChanges(as(bob), {
      pageId: draft.pageId,
      expectedRevision: revision(),
      comment: "Sharper hero title, please.",
    });
    expect(draft.status).toBe("changes_requested");
    expect((await studio.comments(draft.pageId))[0]).toMatchObject({
      body: "Sharper hero title, please.",
      authorEmail: bob.email,
      revision: 2,
    });
    expect((await studio.queue(alice.id)).myDrafts.map((entry) => entry.status)).toEqual(["changes_requested"]);
    draft = await studio.saveDraft(as(alice), {
      pageId: draft.pageId,
      expectedRevision: revision(),
      schema: withHeroTitle(fixturePage.schema, "Sharper"),
    });
    expect(draft.status).toBe("changes_requested");
    draft = await studio.submitForReview(as(alice), { pageId: draft.pageId, expectedRevision: revision(), reviewerId: bob.id });
    expect((await studio.queue(bob.id)).waitingForMyReview.map((entry) => entry.pageId)).toEqual([draft.pageId]);
    draft = await studio.approve(as(bob), { pageId: draft.pageId, expectedRevision: revision() });
    expect(draft.status).toBe("approved");
    draft = await studio.publish(as(bob), { pageId: draft.pageId, expectedRevision: revision(), note: "Reviewed" });
    expect(draft.status).toBe("published");
    expect((await content.pages.byPath("/studio-test/review"))?.schema.sections[0]?.title).toBe("Sharper");

    const audit = await auditActions(draft.pageId);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ["page.create", alice.email],
      ["page.draft.save", alice.email],
      ["page.review.submit", alice.email],
      ["page.review.request_changes", bob.email],
      ["page.draft.save", alice.email],
      ["page.review.submit", alice.email],
      ["page.review.approve", bob.email],
      ["page.publish", bob.email],
    ]);
    expect(audit[3]).toMatchObject({
      before: { status: "in_review" },
      after: { status: "changes_requested", comment: "Sharper hero title, please." },
    });
    expect(audit[6]).toMatchObject({ before: { status: "in_review" }, after: { status: "approved" } });
    expect(audit[7]).toMatchObject({
      before: { status: "approved", version: 0 },
      after: { status: "published", version: 1, note: "Reviewed" },
    });
  });

  it("an admin cannot publish their own page without approval unless the super admin allows it", async () => {
    const page = await publishedFixture();
    const draft = await studio.saveDraft(as(alice), {
      pageId: page.id,
      expectedRevision: null,
      schema: withHeroTitle(fixturePage.schema, "Direct"),
    });
    const request = { pageId: page.id, expectedRevision: draft.revision as number };
    expect(await studio.directPublishAllowed()).toBe(false);
    const refused = await refusal(studio.publish(as(alice), request), AppError);
    expect(refused).toMatchObject({ status: 403, message: "This draft needs a reviewer's approval before it is published." });
    // An admin cannot change the super admin's setting.
    expect((await refusal(studio.setDirectPublish(alice, true), AppError)).status).toBe(403);
    expect(await studio.directPublishAllowed()).toBe(false);
    await studio.setDirectPublish(sam, true);
    // Allowed for one's own pages only.
    expect((await refusal(studio.publish(as(bob), request), AppError)).status).toBe(403);
    const published = await studio.publish(as(alice), request);
    expect(published.pageVersion).toBe(2);
    const settingAudit = await database.db.select().from(auditLog).where(eq(auditLog.action, "setting.change"));
    expect(settingAudit).toEqual([
      expect.objectContaining({ actorEmail: sam.email, before: { value: false }, after: { value: true } }),
    ]);
  });

  describe("schedules", () => {
    let jobs: JobSystem;
    beforeEach(async () => {
      // The run queue without the sweep's cron: the jobs are due only in the test's clock, so the test runs
      // the handler itself, twice at once, as two workers would. (Working the queue also fills pg-boss's
      // queue cache, which a send inside a PGlite transaction needs: PGlite has one connection.)
      const [runJob] = contentScheduleJobs(studio.deps);
      jobs = await startJobs({ database, log: quietLogger(), definitions: [runJob] as never, pollingIntervalSeconds: 30 });
      studio = createStudio({ db: () => database.db, bus, jobs, log, timeZone: ZONE, now: () => clock });
    });
    afterEach(async () => {
      await jobs.stop();
    });

    it("a scheduled publish run by two workers at once publishes exactly once", async () => {
      const { pageId, revision, path } = await approvedPage();
      const at = toAgencyDateTimeInput(new Date(clock.getTime() + 5 * 60_000), ZONE);
      const { schedule, draft } = await studio.schedulePublish(as(alice), {
        pageId,
        expectedRevision: revision,
        at,
        note: "Launch",
      });
      expect(draft.status).toBe("scheduled");
      // The wall time was read in the agency's zone.
      expect(toAgencyDateTimeInput(new Date(schedule.runAt), ZONE)).toBe(at);
      // The job waits in pg-boss for the schedule's time.
      const queued = (await database.db.execute(
        sql`select start_after from pgboss.job where name = 'content-schedule'`,
      )) as unknown as {
        rows: { start_after: string | Date }[];
      };
      expect(queued.rows).toHaveLength(1);
      expect(new Date(queued.rows[0]?.start_after as string).toISOString()).toBe(schedule.runAt);

      // Not due yet: nothing happens.
      expect(await studio.runSchedule(schedule.scheduleId)).toBe("not-due");
      clock = new Date(clock.getTime() + 10 * 60_000);
      const [handler] = contentScheduleJobs(studio.deps);
      const job = { data: { scheduleId: schedule.scheduleId } } as never;
      const otherWorker = createStudio({ ...studio.deps });
      const [handler2] = contentScheduleJobs(otherWorker.deps);
      await Promise.all([handler?.handle([job]), handler2?.handle([job]), studio.runDueSchedules()]);

      const versions = await database.db.select().from(pageSchemaVersions).where(eq(pageSchemaVersions.pageSchemaId, pageId));
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ note: "Launch", publishedBy: alice.id });
      expect((await content.pages.byPath(path))?.version).toBe(1);
      expect((await auditActions(pageId)).filter((row) => row.action === "page.publish")).toHaveLength(1);
      expect(await studio.runSchedule(schedule.scheduleId)).toBe("taken");
    });

    it("a cancelled schedule never runs, and a moved one runs at its new time", async () => {
      const { pageId, revision, path } = await approvedPage();
      const soon = toAgencyDateTimeInput(new Date(clock.getTime() + 5 * 60_000), ZONE);
      const { schedule } = await studio.schedulePublish(as(alice), { pageId, expectedRevision: revision, at: soon });
      const later = toAgencyDateTimeInput(new Date(clock.getTime() + 60 * 60_000), ZONE);
      await studio.reschedule(as(alice), { scheduleId: schedule.scheduleId, at: later });
      clock = new Date(clock.getTime() + 10 * 60_000);
      expect(await studio.runDueSchedules()).toBe(0);
      await studio.cancelSchedule(as(bob), { scheduleId: schedule.scheduleId });
      clock = new Date(clock.getTime() + 60 * 60_000);
      expect(await studio.runDueSchedules()).toBe(0);
      expect(await studio.runSchedule(schedule.scheduleId)).toBe("taken");
      expect(await content.pages.byPath(path)).toBeNull();
      expect((await studio.getDraft(pageId)).status).toBe("approved");
      const [row] = await database.db.select().from(contentSchedules).where(eq(contentSchedules.id, schedule.scheduleId));
      expect(row?.status).toBe("cancelled");
      expect((await refusal(studio.cancelSchedule(as(bob), { scheduleId: schedule.scheduleId }), AppError)).status).toBe(409);
      expect((await studio.queue(alice.id)).scheduled).toEqual([]);
    });

    it("a scheduled unpublish takes the page off: 404, or a 301 to the chosen target", async () => {
      const page = await publishedFixture();
      const at = toAgencyDateTimeInput(new Date(clock.getTime() + 2 * 60_000), ZONE);
      await refusal(studio.scheduleUnpublish(as(alice), { pageId: page.id, at, redirectTo: page.path }), AppError);
      const schedule = await studio.scheduleUnpublish(as(alice), { pageId: page.id, at, redirectTo: "/services" });
      expect((await studio.queue(bob.id)).scheduled).toEqual([
        expect.objectContaining({ scheduleId: schedule.scheduleId, action: "unpublish" }),
      ]);
      expect(await content.pages.byPath(page.path)).not.toBeNull();
      clock = new Date(clock.getTime() + 5 * 60_000);
      expect(await studio.runDueSchedules()).toBe(1);
      expect(await content.pages.byPath(page.path)).toBeNull();
      expect(await content.pages.unpublishedRedirect(`${page.path}/`)).toBe("/services");
      expect(changes).toContainEqual({ topic: "pages", paths: [page.path] });
    });
  });

  it("refuses with a 4xx and changes nothing: unknown pages and versions, stale or wrong-state transitions, bad targets", async () => {
    const page = await publishedFixture();
    const status = refusalStatus;
    expect(await status(studio.getDraft(999_999))).toBe(404);
    expect(
      await status(studio.saveDraft(as(alice), { pageId: 999_999, expectedRevision: null, schema: fixturePage.schema })),
    ).toBe(404);
    expect(await status(studio.restore(as(alice), { pageId: page.id, version: 7, expectedRevision: null }))).toBe(404);
    // No draft yet: nothing to submit, approve or publish.
    expect(await status(studio.publish(as(alice), { pageId: page.id, expectedRevision: 1 }))).toBe(404);
    const draft = await studio.saveDraft(as(alice), { pageId: page.id, expectedRevision: null, schema: fixturePage.schema });
    const revision = draft.revision as number;
    expect(await status(studio.approve(as(bob), { pageId: page.id, expectedRevision: revision }))).toBe(409);
    expect(
      await status(studio.submitForReview(as(alice), { pageId: page.id, expectedRevision: revision + 1, reviewerId: bob.id })),
    ).toBe(409);
    await studio.submitForReview(as(alice), { pageId: page.id, expectedRevision: revision, reviewerId: bob.id });
    // Someone who is neither the reviewer nor a super admin cannot decide; a super admin may stand in.
    const carol: StudioActor = { id: "u-carol", email: "carol@agency.test", role: "admin" };
    expect(await status(studio.approve(as(carol), { pageId: page.id, expectedRevision: revision }))).toBe(403);
    expect(await status(studio.publish(as(bob), { pageId: page.id, expectedRevision: revision }))).toBe(403);
    expect(await status(studio.unpublish(as(alice), { pageId: page.id, redirectTo: "https://elsewhere.example/" }))).toBe(400);
    expect(await status(studio.scheduleUnpublish(as(alice), { pageId: page.id, at: "2001-01-01T00:00" }))).toBe(400);
    expect((await studio.approve(as(sam), { pageId: page.id, expectedRevision: revision })).status).toBe("approved");
    expect((await content.pages.byPath(page.path))?.version).toBe(1);
    expect((await studio.getDraft(page.id)).revision).toBe(revision);
  });

  it("unpublishes now: the page answers 404, and publishing again brings it back without its 301", async () => {
    const page = await publishedFixture();
    await studio.unpublish(as(alice), { pageId: page.id });
    expect(await content.pages.byPath(page.path)).toBeNull();
    expect(await content.pages.unpublishedRedirect(page.path)).toBeNull();
    expect(await refusalStatus(studio.unpublish(as(alice), { pageId: page.id }))).toBe(409);
    await studio.setDirectPublish(sam, true);
    const draft = await studio.saveDraft(as(alice), { pageId: page.id, expectedRevision: null, schema: fixturePage.schema });
    await studio.publish(as(alice), { pageId: page.id, expectedRevision: draft.revision as number });
    expect((await content.pages.byPath(page.path))?.version).toBe(2);
    const audit = (await auditActions(page.id)).map((row) => row.action);
    expect(audit).toEqual(["page.unpublish", "page.draft.save", "page.publish"]);
  });

  it("lists pages with their status, last editor and last change; search, filter, sort", async () => {
    const page = await publishedFixture();
    const created = await studio.createPage(as(alice), { path: "/alpha-guide", type: "blog", template: "guide" });
    await studio.saveDraft(as(bob), {
      pageId: page.id,
      expectedRevision: null,
      schema: withHeroTitle(fixturePage.schema, "Edited"),
    });
    const all = await studio.listPages(pageListQuery.parse({ sort: "path" }));
    expect(all.total).toBe(2);
    expect(all.rows.map((row) => [row.path, row.status, row.lastEditor])).toEqual([
      ["/alpha-guide", "draft", alice.email],
      [page.path, "draft", bob.email],
    ]);
    expect((await studio.listPages(pageListQuery.parse({ q: "fixture seo page" }))).rows.map((row) => row.id)).toEqual([page.id]);
    expect((await studio.listPages(pageListQuery.parse({ type: "blog" }))).rows.map((row) => row.id)).toEqual([created.pageId]);
    expect((await studio.listPages(pageListQuery.parse({ q: "100%_" }))).total).toBe(0);
    await studio.unpublish(as(alice), { pageId: page.id });
    expect((await studio.listPages(pageListQuery.parse({ status: "draft" }))).rows.map((row) => row.path)).toEqual([
      "/alpha-guide",
      page.path,
    ]);
    // Junk in the query falls back to the defaults instead of failing.
    expect(pageListQuery.parse({ sort: "drop table", page: "-3", status: "nope" })).toMatchObject({ sort: "updated", page: 1 });
  });

  it("creates pages only at free, valid paths of no fixed route", async () => {
    const page = await publishedFixture();
    const create = (path: string) => studio.createPage(as(alice), { path, type: "service", template: "service" });
    expect((await refusal(create(page.path), AppError)).status).toBe(409);
    expect((await refusal(create("/Bad Path"), AppError)).status).toBe(400);
    expect((await refusal(create("/contact"), AppError)).status).toBe(400);
    expect((await refusal(create("/seo/texas/austin"), AppError)).status).toBe(400);
    const created = await create("/new-guide/");
    expect(created).toMatchObject({ path: "/new-guide", pageStatus: "draft", pageVersion: 0, status: "draft", revision: 1 });
    // An unpublished page is not public.
    expect(await content.pages.byPath("/new-guide")).toBeNull();
  });
});
