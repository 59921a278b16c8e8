import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STUDIO_TEXT } from "~/lib/content/studio";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { alice, as, openStudioBed, refusal, type StudioBed } from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { ContentBus, ContentChange } from "../../content-bus";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, pageSchemas, redirects as redirectsTable } from "../../db/schema";
import type { Logger } from "../../log";
import { createRedirectStore, type RedirectStore } from "../../seo/redirects/store";
import { RedirectTable } from "../../seo/redirects/table";
import { createStudio, type Studio } from "./";
import { type MoveDeps, movePage } from "./move";

const by = as(alice);

describe.each(testDatabaseTargets)("moving a page on $name", (target) => {
  let database: DatabaseHandle;
  let bus: ContentBus;
  let changes: ContentChange[];
  let store: RedirectStore;
  let deps: MoveDeps;
  let content: StudioBed["content"];
  let log: Logger;

  beforeEach(async () => {
    let studio: Studio;
    ({ database, bus, changes, content, studio, log } = await openStudioBed(target));
    store = createRedirectStore({ db: () => database.db, bus });
    deps = { ...studio.deps, redirects: store };
  });
  afterEach(async () => {
    await database.close();
  });

  const published = () =>
    content.pages.publishPage({ path: fixturePage.path, type: "service", schema: fixturePage.schema, publishedBy: "seed" });

  async function pathOf(id: number) {
    const [row] = await database.db.select({ path: pageSchemas.path }).from(pageSchemas).where(eq(pageSchemas.id, id));
    return row?.path;
  }

  it("moves a live page, and its old path answers 301 to the new one", async () => {
    const page = await published();
    const moved = await movePage(deps, by, { pageId: page.id, path: "/E2E-Fixture/moved-here/" });
    expect(moved).toEqual({ pageId: page.id, from: fixturePage.path, to: "/e2e-fixture/moved-here", redirected: true });
    expect(await pathOf(page.id)).toBe("/e2e-fixture/moved-here");

    // The table the server answers from, loaded from the store as after the bus's "redirects" change.
    const table = new RedirectTable(store, log, 60_000);
    await table.reload();
    expect(table.match(fixturePage.path)).toMatchObject({ location: "/e2e-fixture/moved-here", status: 301, site: true });
    await table.close();

    expect(changes).toContainEqual({ topic: "pages", paths: [fixturePage.path, "/e2e-fixture/moved-here"] });
    expect(changes.some((change) => change.topic === "redirects")).toBe(true);
    const audits = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "page"), eq(auditLog.subjectId, String(page.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.at(-1)).toEqual({
      action: "page.move",
      before: { path: fixturePage.path },
      after: { path: "/e2e-fixture/moved-here", redirected: true },
    });
  });

  it("refuses a taken, a reserved and an invalid path, and changes nothing", async () => {
    const page = await published();
    const other = await content.pages.publishPage({
      path: "/e2e-fixture/other",
      type: "service",
      schema: fixturePage.schema,
      publishedBy: "seed",
    });
    changes.length = 0;
    const taken = await refusal(movePage(deps, by, { pageId: page.id, path: other.path }));
    expect([taken.status, taken.message]).toEqual([409, STUDIO_TEXT.pathTaken]);
    const reserved = await refusal(movePage(deps, by, { pageId: page.id, path: "/admin/pages" }));
    expect([reserved.status, reserved.message]).toEqual([400, STUDIO_TEXT.pathReserved]);
    for (const bad of ["no-slash", "/two//slashes", "/spaces here", "/ünïcode", `/${"a".repeat(201)}`, "/"]) {
      const invalid = await refusal(movePage(deps, by, { pageId: page.id, path: bad }));
      expect(invalid.status, bad).toBe(400);
    }
    const missing = await refusal(movePage(deps, by, { pageId: 999_999, path: "/e2e-fixture/free" }));
    expect([missing.status, missing.message]).toEqual([404, STUDIO_TEXT.noSuchPage]);

    expect(await pathOf(page.id)).toBe(fixturePage.path);
    expect(await database.db.select().from(redirectsTable)).toEqual([]);
    expect(changes).toEqual([]);
  });

  it("moves a page that was never published without a redirect (it had no public address)", async () => {
    const studio = createStudio({ db: () => database.db, bus, log, timeZone: "America/New_York" });
    const created = await studio.createPage(by, { path: "/studio-test/new", type: "service", template: "guide" });
    const moved = await movePage(deps, by, { pageId: created.pageId, path: "/studio-test/renamed" });
    expect(moved.redirected).toBe(false);
    expect(await database.db.select().from(redirectsTable)).toEqual([]);
  });

  it("takes the place of a redirect that started at the new path (the page now answers there)", async () => {
    const page = await published();
    const added = await store.create(
      { actor: { id: alice.id, email: alice.email } },
      { from: "/e2e-fixture/new-home", to: "/contact" },
    );
    expect(added.ok).toBe(true);
    await movePage(deps, by, { pageId: page.id, path: "/e2e-fixture/new-home" });
    const rows = await database.db
      .select({ from: redirectsTable.fromPath, to: redirectsTable.toTarget })
      .from(redirectsTable)
      .orderBy(asc(redirectsTable.fromPath));
    expect(rows).toEqual([{ from: fixturePage.path, to: "/e2e-fixture/new-home" }]);
  });
});
