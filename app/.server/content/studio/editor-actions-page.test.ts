import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageSchema } from "~/lib/content/page-schema";
import { STUDIO_TEXT, toAgencyDateTimeInput } from "~/lib/content/studio";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { alice, bob, openStudioBed, type StudioBed, STUDIO_TEST_ZONE as ZONE } from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, contentDrafts, contentSchedules, pageSchemas } from "../../db/schema";
import { createRedirectStore } from "../../seo/redirects/store";
import type { Studio, StudioActor } from "./";
import { type EditorActionDeps, runEditorAction } from "./editor-actions";

function withHeroTitle(schema: unknown, title: string) {
  const next = structuredClone(schema) as PageSchema;
  (next.sections[0] as { title?: string }).title = title;
  return next;
}

describe.each(testDatabaseTargets)("the page editor's action on $name", (target) => {
  let database: DatabaseHandle;
  let studio: Studio;
  let deps: EditorActionDeps;
  let pageId: number;
  let otherId: number;

  beforeEach(async () => {
    let bus: StudioBed["bus"];
    let content: StudioBed["content"];
    ({ database, bus, content, studio } = await openStudioBed(target, { actors: [alice, bob] }));
    deps = { studio, redirects: createRedirectStore({ db: () => database.db, bus }) };
    pageId = (await content.pages.publishPage({ ...fixturePage, publishedBy: "seed" })).id;
    otherId = (
      await content.pages.publishPage({
        path: "/e2e-fixture/other",
        type: "service",
        schema: fixturePage.schema,
        publishedBy: "seed",
      })
    ).id;
  });
  afterEach(async () => {
    await database.close();
  });

  const run = (actor: StudioActor, body: Record<string, unknown>, id = pageId) =>
    runEditorAction(deps, actor, "203.0.113.9", id, body);

  /** What a refusal must leave as it was: the pages, drafts, schedules and the audit log. */
  async function snapshot() {
    const db = database.db;
    return JSON.stringify([
      await db.select().from(pageSchemas).orderBy(pageSchemas.id),
      await db.select().from(contentDrafts).orderBy(contentDrafts.id),
      await db.select().from(contentSchedules).orderBy(contentSchedules.id),
      (await db.select({ id: auditLog.id }).from(auditLog)).length,
    ]);
  }

  it("saves, refuses a stale save with the current draft, and saves over it when asked", async () => {
    const first = await run(alice, {
      intent: "save",
      expectedRevision: null,
      schema: withHeroTitle(fixturePage.schema, "Alice"),
    });
    expect(first).toMatchObject({ status: 200, body: { ok: true, intent: "save", draft: { revision: 1 } } });
    // Bob opened the page before Alice saved.
    const stale = await run(bob, { intent: "save", expectedRevision: null, schema: withHeroTitle(fixturePage.schema, "Bob") });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STUDIO_TEXT.conflict);
    expect(stale.body.current?.revision).toBe(1);
    expect((stale.body.current?.schema as PageSchema | undefined)?.sections[0]?.title).toBe("Alice");
    // "Keep mine": the same text again, over the revision the conflict showed.
    const mine = await run(bob, { intent: "save", expectedRevision: 1, schema: withHeroTitle(fixturePage.schema, "Bob") });
    expect(mine.body).toMatchObject({ ok: true, draft: { revision: 2 } });
  });

  it("saves a draft with an empty hero title, and refuses to publish it, naming the section and field", async () => {
    const saved = await run(alice, { intent: "save", expectedRevision: null, schema: withHeroTitle(fixturePage.schema, " ") });
    expect(saved.body.ok).toBe(true);
    await studio.setDirectPublish({ ...alice, role: "super_admin" }, true);
    const before = await snapshot();
    const refused = await run(alice, { intent: "publish", expectedRevision: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STUDIO_TEXT.publishInvalid);
    expect(refused.body.issues?.map((issue) => issue.message)).toEqual(["Section 1 (hero): Title is required"]);
    expect(await snapshot()).toBe(before);
  });

  it("answers every malformed or foreign request with a 4xx and a message, and changes nothing", async () => {
    await run(alice, { intent: "save", expectedRevision: null, schema: fixturePage.schema });
    const soon = toAgencyDateTimeInput(new Date(Date.now() + 3_600_000), ZONE);
    await studio.scheduleUnpublish({ actor: alice }, { pageId: otherId, at: soon });
    const [foreign] = await database.db
      .select({ id: contentSchedules.id })
      .from(contentSchedules)
      .where(and(eq(contentSchedules.subjectId, otherId)));
    const before = await snapshot();
    const cases: [string, Record<string, unknown>, number?][] = [
      ["no intent", {}],
      ["unknown intent", { intent: "drop-table" }],
      ["intent of a wrong type", { intent: ["save"] }],
      ["schema of a wrong type", { intent: "save", expectedRevision: 1, schema: "not a page" }],
      [
        "sections not a list",
        { intent: "save", expectedRevision: 1, schema: { seo: { title: "", description: "" }, sections: {} } },
      ],
      ["revision of a wrong type", { intent: "save", expectedRevision: "one", schema: fixturePage.schema }],
      ["stale revision", { intent: "save", expectedRevision: 7, schema: fixturePage.schema }],
      ["another page's id in the body", { intent: "save", pageId: otherId, expectedRevision: 1, schema: fixturePage.schema }],
      ["a missing page", { intent: "save", expectedRevision: null, schema: fixturePage.schema }, 999_999],
      ["submit to oneself", { intent: "submit", expectedRevision: 1, reviewerId: alice.id }],
      ["submit to nobody", { intent: "submit", expectedRevision: 1, reviewerId: "u-ghost" }],
      ["submit a stale revision", { intent: "submit", expectedRevision: 9, reviewerId: bob.id }],
      ["approve a draft not in review", { intent: "approve", expectedRevision: 1 }],
      ["request changes without a comment", { intent: "request-changes", expectedRevision: 1, comment: "   " }],
      ["publish without approval", { intent: "publish", expectedRevision: 1 }],
      ["schedule in the past", { intent: "schedule-publish", expectedRevision: 1, at: "2001-01-01T09:00" }],
      ["schedule at no time", { intent: "schedule-unpublish", at: "tomorrow" }],
      ["reschedule another page's schedule", { intent: "reschedule", scheduleId: foreign?.id, at: soon }],
      ["cancel another page's schedule", { intent: "cancel-schedule", scheduleId: foreign?.id }],
      ["cancel a schedule of a wrong type", { intent: "cancel-schedule", scheduleId: { id: 1 } }],
      ["unpublish to an outside address", { intent: "unpublish", redirectTo: "https://evil.example" }],
      ["unpublish to itself", { intent: "unpublish", redirectTo: fixturePage.path }],
      ["restore a version that does not exist", { intent: "restore", version: 42, expectedRevision: 1 }],
      ["restore over a stale revision", { intent: "restore", version: 1, expectedRevision: null }],
      ["move to a taken path", { intent: "move", path: "/e2e-fixture/other" }],
      ["move to a reserved path", { intent: "move", path: "/admin" }],
      ["move to an invalid path", { intent: "move", path: "../etc/passwd" }],
      ["move with a path of a wrong type", { intent: "move", path: 42 }],
    ];
    for (const [what, body, id] of cases) {
      const answer = await run(alice, body, id);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.body.ok, what).toBe(false);
      expect(answer.body.message.length, what).toBeGreaterThan(5);
    }
    expect(await snapshot()).toBe(before);
  });

  it("runs the review flow: submit, request changes with a comment, resubmit, approve, publish", async () => {
    await run(alice, { intent: "save", expectedRevision: null, schema: withHeroTitle(fixturePage.schema, "Reviewed") });
    expect((await run(alice, { intent: "submit", expectedRevision: 1, reviewerId: bob.id })).body.draft?.status).toBe(
      "in_review",
    );
    // The author may not review their own draft.
    expect((await run(alice, { intent: "approve", expectedRevision: 1 })).status).toBe(403);
    const changes = await run(bob, { intent: "request-changes", expectedRevision: 1, comment: "Shorter title, please." });
    expect(changes.body.draft?.status).toBe("changes_requested");
    expect((await studio.comments(pageId)).map((comment) => comment.body)).toEqual(["Shorter title, please."]);
    await run(alice, { intent: "save", expectedRevision: 1, schema: withHeroTitle(fixturePage.schema, "Short") });
    await run(alice, { intent: "submit", expectedRevision: 2, reviewerId: bob.id });
    expect((await run(bob, { intent: "approve", expectedRevision: 2 })).body.draft?.status).toBe("approved");
    const published = await run(bob, { intent: "publish", expectedRevision: 2, note: "Shorter hero" });
    expect(published.body).toMatchObject({ ok: true, message: "Published as version 2.", draft: { status: "published" } });
    const versions = await studio.versions(pageId);
    expect(versions[0]).toMatchObject({ version: 2, note: "Shorter hero", authorId: alice.id, publishedBy: bob.id });
  });
});
