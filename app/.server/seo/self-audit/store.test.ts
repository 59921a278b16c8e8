import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sitemapSetting } from "~/lib/seo/sitemap-generator";
import { type SelfAuditSite, startSelfAuditSite } from "../../../../tests/support/self-audit-site";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { crawlerFetchers } from "../../audits/crawler/engine/crawler-fetchers";
import { type ContentBus, createContentBus } from "../../content-bus";
import { auditLog, crawls, selfAuditFindings, selfAudits } from "../../db/schema";
import { createLogger } from "../../log";
import { readSetting } from "../../settings/store";
import { selfAuditJobs } from "./jobs";
import { weeklySelfAuditSetting } from "./settings";
import { createSelfAuditStore, type SelfAuditStore } from "./store";

const log = () => createLogger("silent");
const actor = { id: "staff-1", email: "admin@agency.example" };
/** CRAWL_ALLOW_PRIVATE off: the fixture site on loopback is reached only because it is "our" site. */
const crawler = crawlerFetchers({
  crawler: {
    allowPrivate: false,
    allowedPorts: [80, 443],
    userAgent: "RecoveryGrowthBot/1.0",
    timeoutMs: 10_000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
  },
});

for (const target of testDatabaseTargets) {
  describe(`self-audit store (${target.name})`, () => {
    const database = migratedDatabase(target);
    let site: SelfAuditSite;
    let bus: ContentBus;
    let store: SelfAuditStore;
    let enqueued: number[];

    beforeEach(async () => {
      site = await startSelfAuditSite("planted");
      bus = createContentBus(log());
      enqueued = [];
      store = createSelfAuditStore({
        db: () => database.db,
        log: log(),
        bus,
        siteUrl: site.url,
        crawler,
        enqueue: async (_tx, job) => enqueued.push(job.auditId),
      });
    });
    afterEach(async () => {
      await site.close();
    });

    const rows = async () => ({
      audits: (await database.db.select({ n: count() }).from(selfAudits))[0]?.n ?? 0,
      crawls: (await database.db.select({ n: count() }).from(crawls))[0]?.n ?? 0,
      log: (await database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0,
    });

    it("starts, runs and stores an audit of our site, audited and queued once; a second start waits", async () => {
      const started = await store.start({ actor }, { trigger: "manual" });
      expect(started.ok).toBe(true);
      if (!started.ok) return;
      expect(enqueued).toEqual([started.auditId]);
      const again = await store.start({ actor }, { trigger: "manual" });
      expect(again).toMatchObject({ ok: false, status: 409 });
      expect((await rows()).audits).toBe(1);

      expect(await store.run(started.auditId)).toBe("completed");
      const audit = await store.byId(started.auditId);
      expect(audit).toMatchObject({ status: "completed", errors: 4, requestedByEmail: actor.email });
      expect(audit?.typeCounts).toMatchObject({ sitemap_orphan: 2, duplicate_title: 1, broken_link: 1 });
      const [log] = await database.db.select().from(auditLog).where(eq(auditLog.action, "self_audit.start"));
      expect(log?.subjectId).toBe(String(started.auditId));

      const errors = await store.findings(started.auditId, { severity: "error" });
      expect(errors.total).toBe(4);
      expect(errors.rows.every((row) => row.severity === "error")).toBe(true);
      const orphans = await store.findings(started.auditId, { type: "sitemap_orphan" });
      expect(orphans.rows.map((row) => new URL(row.url).pathname).sort()).toEqual(["/old", "/orphan"]);
      const searched = await store.findings(started.auditId, { q: "Our team" });
      expect(searched.rows.map((row) => row.type)).toEqual(["duplicate_title"]);

      // Finished: another may start.
      expect((await store.start({ actor }, { trigger: "manual" })).ok).toBe(true);
    });

    it("refuses to audit another host and stores nothing", async () => {
      const before = await rows();
      for (const url of ["https://example.com/", "http://127.0.0.1:1/", `${site.origin}.evil.example/`, "javascript:alert(1)"]) {
        const refused = await store.start({ actor }, { trigger: "manual", url });
        expect(refused, url).toMatchObject({ ok: false, status: 400 });
      }
      expect(await rows()).toEqual(before);
      expect(enqueued).toEqual([]);
      expect((await store.start({ actor }, { trigger: "manual", url: `${site.origin}/` })).ok).toBe(true);
    });

    it("excludes a finding's page from the sitemap once, audited and announced; refuses what is not the finding's", async () => {
      const started = await store.start({ actor }, { trigger: "manual" });
      if (!started.ok) throw new Error(started.message);
      await store.run(started.auditId);
      const [orphan] = (await store.findings(started.auditId, { type: "sitemap_orphan" })).rows.filter((row) =>
        row.url.endsWith("/orphan"),
      );
      const [duplicate] = (await store.findings(started.auditId, { type: "duplicate_title" })).rows;
      if (!orphan || !duplicate) throw new Error("planted findings missing");
      const heard = vi.fn();
      bus.subscribe("all", heard);
      const before = await rows();

      expect(await store.exclude({ actor }, 999_999, orphan.url)).toMatchObject({ ok: false, status: 404 });
      expect(await store.exclude({ actor }, orphan.id, `${site.origin}/services`)).toMatchObject({ ok: false, status: 400 });
      expect(await store.exclude({ actor }, orphan.id, "https://example.com/orphan")).toMatchObject({ ok: false, status: 400 });
      // A duplicate title is fixed in the editor, not by hiding the page.
      expect(await store.exclude({ actor }, duplicate.id, duplicate.url)).toMatchObject({ ok: false, status: 400 });
      expect(await rows()).toEqual(before);
      expect(heard).not.toHaveBeenCalled();

      expect(await store.exclude({ actor }, orphan.id, orphan.url)).toMatchObject({ ok: true, pattern: "/orphan" });
      expect((await readSetting(database.db, sitemapSetting)).exclusions).toEqual(["/orphan"]);
      expect(heard).toHaveBeenCalledWith({ topic: "sitemap" }, true);
      expect((await rows()).log).toBe(before.log + 1);
      expect(await store.exclude({ actor }, orphan.id, orphan.url)).toMatchObject({ ok: true });
      expect((await rows()).log).toBe(before.log + 1);
    });

    it("the weekly job audits only while the setting is on", async () => {
      const [, weekly] = selfAuditJobs({ store: () => store, db: () => database.db });
      if (!weekly) throw new Error("no weekly job");
      await store.schedule({ actor }, false);
      expect(await readSetting(database.db, weeklySelfAuditSetting)).toBe(false);
      await weekly.handle([]);
      expect((await rows()).audits).toBe(0);
      await store.schedule({ actor }, true);
      await weekly.handle([]);
      const [audit] = await database.db.select().from(selfAudits);
      expect(audit).toMatchObject({ trigger: "scheduled", status: "completed", requestedById: null });
      expect((await database.db.select({ n: count() }).from(selfAuditFindings))[0]?.n).toBeGreaterThan(0);
    });
  });
}
