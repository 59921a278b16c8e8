import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { createPageStore } from "../../content/pages/store";
import { type ContentBus, createContentBus } from "../../content-bus";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, redirects } from "../../db/schema";
import type { Logger } from "../../log";
import { collectSitemapGroups } from "../sitemaps/reader";
import { createRedirectStore } from "./store";
import { RedirectTable } from "./table";

const log = () => ({ error: vi.fn(), warn: vi.fn() }) as unknown as Logger;
const actor = { id: "u1", email: "writer@agency.example" };
const ctx = { actor };

describe.each(testDatabaseTargets)("redirects on $name", (target) => {
  let database: DatabaseHandle;
  let bus: ContentBus;
  let store: ReturnType<typeof createRedirectStore>;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    bus = createContentBus(log());
    store = createRedirectStore({ db: () => database.db, bus, siteOrigin: "https://agency.example" });
  });
  afterEach(async () => {
    await database.close();
  });

  const table = async () =>
    Object.fromEntries(
      (await database.db.select().from(redirects).orderBy(redirects.fromPath)).map((row) => [
        row.fromPath,
        `${row.status} ${row.toTarget}`,
      ]),
    );
  const audits = async (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("stores a redirect as the router sees the path, audits it, and announces it on the bus", async () => {
    const heard = vi.fn();
    bus.subscribe(["redirects"], heard);
    const result = await store.create(ctx, { from: "/Old-Page/", to: "/new-page", note: "moved" });
    expect(result).toMatchObject({ ok: true });
    expect(await table()).toEqual({ "/old-page": "301 /new-page" });
    expect(heard).toHaveBeenCalledWith({ topic: "redirects" }, true);
    const [entry] = await audits("redirect.create");
    expect(entry).toMatchObject({
      actorEmail: actor.email,
      after: expect.objectContaining({ from: "/old-page", to: "/new-page" }),
    });
  });

  it("refuses a redirect to itself, and changes nothing", async () => {
    const result = await store.create(ctx, { from: "/a", to: "/A/" });
    expect(result).toEqual({ ok: false, status: 409, message: expect.stringContaining("cannot lead to itself (/a)") });
    expect(await table()).toEqual({});
    expect(await audits("redirect.create")).toHaveLength(0);
  });

  it("refuses A → B → A with the loop named", async () => {
    expect((await store.create(ctx, { from: "/a", to: "/b" })).ok).toBe(true);
    const result = await store.create(ctx, { from: "/b", to: "/a" });
    expect(result).toEqual({ ok: false, status: 409, message: expect.stringContaining("/b → /a → /b") });
    expect(await table()).toEqual({ "/a": "301 /b" });
  });

  it("stores A → C when B → C exists (one hop), and rewrites A → B to A → C when B → C is added", async () => {
    await store.create(ctx, { from: "/b", to: "/c" });
    const added = await store.create(ctx, { from: "/a", to: "/b" });
    expect(added).toMatchObject({ ok: true, message: expect.stringContaining("/a → /c") });
    expect(await table()).toEqual({ "/a": "301 /c", "/b": "301 /c" });

    await store.create(ctx, { from: "/x", to: "/y" });
    const rewrote = await store.create(ctx, { from: "/y", to: "https://elsewhere.example/z" });
    expect(rewrote).toMatchObject({ ok: true, message: expect.stringContaining("1 redirect that led to /y now leads") });
    expect(await table()).toMatchObject({ "/x": "301 https://elsewhere.example/z", "/y": "301 https://elsewhere.example/z" });
  });

  it("refuses an edit that closes a loop through a chain, and a duplicate source", async () => {
    await store.create(ctx, { from: "/a", to: "/c" });
    await store.create(ctx, { from: "/b", to: "/c" });
    // /c → /a would make /a → /c → /a.
    expect(await store.create(ctx, { from: "/c", to: "/a" })).toMatchObject({ ok: false, status: 409 });
    expect(await store.create(ctx, { from: "/a", to: "/d" })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("already exists"),
    });
    expect(await table()).toEqual({ "/a": "301 /c", "/b": "301 /c" });
  });

  it.each([
    ["javascript:alert(1)", "never javascript:"],
    ["JaVaScRiPt:alert(1)", "never javascript:"],
    ["data:text/html,<script>alert(1)</script>", "never data:"],
    ["//evil.example/x", "must be a path"],
    ["relative/path", "must be a path"],
    ["https://user:pw@evil.example/", "user name or password"],
    ["/has space\u0000", "control characters"],
    ["/a/../admin", ". or .. segments"],
  ])("refuses the target %s", async (to, message) => {
    const result = await store.create(ctx, { from: "/from-here", to });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect((result as { message: string }).message).toContain(message);
    expect(await table()).toEqual({});
  });

  it.each([
    ["/admin/leads", "back-office"],
    ["/api/leads", "server itself"],
    ["/website-crawler/abc", "a tool"],
    ["/chat", "a tool"],
    ["https://agency.example/x", "not a full address"],
    ["/", "home page"],
    ["/about", "live page"],
  ])("refuses the source %s", async (from, message) => {
    const result = await store.create(ctx, { from, to: "/somewhere" });
    expect(result).toMatchObject({ ok: false });
    expect((result as { message: string }).message).toContain(message);
  });

  it("refuses a redirect from a published page's path, naming the page", async () => {
    const pages = createPageStore({ db: () => database.db, log: log(), bus });
    await pages.publishPage({ path: fixturePage.path, type: "service", schema: fixturePage.schema, publishedBy: "test" });
    const result = await store.create(ctx, { from: fixturePage.path, to: "/elsewhere" });
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect((result as { message: string }).message).toContain(`is a live page (service page "${fixturePage.schema.seo.title}")`);
  });

  it("keeps an absolute address on the site's own origin as its path, so chains through it are seen", async () => {
    await store.create(ctx, { from: "/b", to: "/c" });
    await store.create(ctx, { from: "/a", to: "https://agency.example/b" });
    expect(await table()).toMatchObject({ "/a": "301 /c" });
  });

  it("pathChanged stores old → new, rewrites redirects to the old path, and drops a redirect from the new path", async () => {
    await store.create(ctx, { from: "/older", to: "/services/old" });
    await store.create(ctx, { from: "/services/new", to: "/elsewhere" });
    const result = await store.pathChanged("/services/old", "/services/new", actor);
    expect(result).toMatchObject({ ok: true });
    expect(await table()).toEqual({ "/older": "301 /services/new", "/services/old": "301 /services/new" });
    // And back again: no loop, the page lives at /services/old once more.
    expect(await store.pathChanged("/services/new", "/services/old", actor)).toMatchObject({ ok: true });
    expect(await table()).toEqual({ "/older": "301 /services/old", "/services/new": "301 /services/old" });
    expect(await audits("redirect.path-change")).toHaveLength(2);
  });

  it("pathChanged runs inside the caller's transaction and leaves the announcement to the caller", async () => {
    const heard = vi.fn();
    bus.subscribe(["redirects"], heard);
    await database.db.transaction(async (tx) => {
      expect(await store.pathChanged("/guides/a", "/guides/b", actor, { db: tx as never })).toMatchObject({ ok: true });
    });
    expect(await table()).toEqual({ "/guides/a": "301 /guides/b" });
    expect(heard).not.toHaveBeenCalled();
    // A failed transaction leaves nothing behind.
    await expect(
      database.db.transaction(async (tx) => {
        await store.pathChanged("/guides/c", "/guides/d", actor, { db: tx as never });
        throw new Error("the page's own save failed");
      }),
    ).rejects.toThrow("the page's own save failed");
    expect(await table()).toEqual({ "/guides/a": "301 /guides/b" });
  });

  it("edits and removes, with before and after in the audit log", async () => {
    const created = await store.create(ctx, { from: "/a", to: "/b" });
    const id = (created as { id: number }).id;
    expect(await store.update(ctx, id, { from: "/a", to: "/c", status: "302", note: "campaign" })).toMatchObject({ ok: true });
    expect(await table()).toEqual({ "/a": "302 /c" });
    expect(await store.update(ctx, 999_999, { from: "/q", to: "/r" })).toMatchObject({ ok: false, status: 404 });
    expect(await store.update(ctx, id, { from: "/a", to: "/c", status: "307" })).toMatchObject({ ok: false, status: 400 });
    expect(await store.remove(ctx, id)).toMatchObject({ ok: true });
    expect(await store.remove(ctx, id)).toMatchObject({ ok: false, status: 404 });
    expect(await table()).toEqual({});
    const [update] = await audits("redirect.update");
    expect(update).toMatchObject({
      before: { to: "/b", status: 301 },
      after: expect.objectContaining({ to: "/c", status: 302 }),
    });
    expect(await audits("redirect.delete")).toHaveLength(1);
  });

  it("imports 1,000 redirects from CSV in one go, previewing new, updated, unchanged and invalid with reasons", async () => {
    await store.create(ctx, { from: "/old-0", to: "/new-0" });
    await store.create(ctx, { from: "/old-1", to: "/somewhere-else" });
    const lines = ["Old URL,New URL,Code"];
    for (let i = 0; i < 1000; i++) lines.push(`/old-${i},/new-${i},301`);
    lines.push(
      "/loop-a,/loop-b,301",
      "/loop-b,/loop-a,301",
      '"=HYPERLINK(""http://evil"")",/x,301',
      "/bad,javascript:alert(1),301",
      "/old-5,/dup,301",
    );
    const csv = `${lines.join("\r\n")}\r\n`;

    const preview = await store.previewImport(csv, {});
    expect(preview).toMatchObject({
      ok: true,
      preview: {
        mapping: { fromColumn: "Old URL", toColumn: "New URL", statusColumn: "Code" },
        counts: { new: 998, updated: 1, unchanged: 1, invalid: 5 },
      },
    });
    const reasons = (preview as { preview: { invalid: { line: number; reason: string }[] } }).preview.invalid;
    expect(reasons.map((row) => row.line)).toEqual([1002, 1003, 1004, 1005, 1006]);
    expect(reasons[0]?.reason).toContain("would loop");
    expect(reasons[1]?.reason).toContain("/loop-a → /loop-b → /loop-a");
    expect(reasons[2]?.reason).toContain("formulas");
    expect(reasons[3]?.reason).toContain("javascript:");
    expect(reasons[4]?.reason).toContain("Line 7 already redirects /old-5");
    expect(await database.db.$count(redirects)).toBe(2);

    const started = performance.now();
    const imported = await store.importCsv(ctx, csv, {});
    expect(imported).toMatchObject({ ok: true, message: expect.stringContaining("998 new, 1 updated, 1 unchanged, 5 invalid") });
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await database.db.$count(redirects)).toBe(1000);
    expect((await table())["/old-999"]).toBe("301 /new-999");
    expect(await audits("redirects.import")).toHaveLength(1);
  });

  it("refuses an import of more rows than allowed, one with no from/to columns, and one with only invalid rows, changing nothing", async () => {
    const huge = `from,to\n${"/a,/b\n".repeat(10_001)}`;
    expect(await store.importCsv(ctx, huge, {})).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining("more than 10,000"),
    });
    expect(await store.importCsv(ctx, "path,where\n/a,/b\n", {})).toMatchObject({ ok: false, status: 400 });
    expect(await store.importCsv(ctx, "from,to\n=cmd|' /C calc'!A0,/x\n@SUM(1),/y\n", {})).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await database.db.$count(redirects)).toBe(0);
    expect(await audits("redirects.import")).toHaveLength(0);
  });

  it("answers from the in-memory table, reloads on the bus, and adds hits in batches", async () => {
    const redirectTable = new RedirectTable(store, log(), 60_000);
    await redirectTable.start(bus);
    expect(redirectTable.match("/a")).toBeUndefined();
    await store.create(ctx, { from: "/a", to: "/b" });
    await redirectTable.settled();
    const hit = redirectTable.match("/A/");
    expect(hit).toMatchObject({ location: "/b", status: 301, site: true });
    redirectTable.hit(hit?.id as number);
    redirectTable.hit(hit?.id as number);
    const [before] = await database.db.select().from(redirects);
    expect(before?.hits).toBe(0);
    await redirectTable.close();
    const [after] = await database.db.select().from(redirects);
    expect(after).toMatchObject({ hits: 2, lastHitAt: expect.any(Date) });
    await store.remove(ctx, after?.id as number);
  });

  it("leaves redirect sources out of the sitemap", async () => {
    await database.db.execute(sql`insert into redirects (from_path, to_target) values ('/faq', '/about')`);
    const paths = (await collectSitemapGroups(database.db)).flatMap((group) => group.entries.map((entry) => entry.path));
    expect(paths).toContain("/about");
    expect(paths).not.toContain("/faq");
  });
});
