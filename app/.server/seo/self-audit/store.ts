import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { SELF_AUDIT_FINDING_TYPES, SELF_AUDIT_PAGE_SIZE, SELF_AUDIT_TEXT, type SelfAuditQuery } from "~/lib/seo/self-audit";
import { type Actor, recordAudit } from "../../auth";
import type { ContentBus } from "../../content-bus";
import { crawls, type Db, pageSchemas, selfAuditFindings, selfAudits } from "../../db";
import type { Logger } from "../../log";
import { createSelfAuditCrawl, runSelfAuditCrawl, type SelfAuditCrawlDeps } from "./run-audit";
import { addSitemapExclusion, setWeeklySelfAudit } from "./settings";

/**
 * Audits of our own site, stored (self_audits, self_audit_findings): start
 * one (the page, the weekly job), run it (the job's worker), read them (the
 * page). Every write of staff is audited; excluding a page from the sitemap
 * also tells the content bus, so every instance drops its cached sitemap.
 */
export const SELF_AUDIT_QUEUE = "self-audit";
export const SELF_AUDIT_WEEKLY_QUEUE = "self-audit-weekly";
export interface SelfAuditJob {
  auditId: number;
}

/** An audit queued or running for longer than this is taken as dead (its job gave up): another may start. */
const STALE_AFTER_MS = 6 * 3600 * 1000;

export interface SelfAuditStoreDeps {
  db: () => Db;
  log: Logger;
  bus: ContentBus;
  /** Our site's address (PUBLIC_URL): the only site this tool audits. */
  siteUrl: string;
  /** The crawler's fetchers and configured policy (crawler-fetchers.ts). */
  crawler: Omit<SelfAuditCrawlDeps, "db" | "log">;
  /** Queues an audit's job inside the transaction that stores it (not when the caller runs it itself: `runHere`). */
  enqueue?: (tx: Db, job: SelfAuditJob) => Promise<unknown>;
  secret?: string;
}

export type Result<T = object> = ({ ok: true; message: string } & T) | { ok: false; status: number; message: string };

export type SelfAuditStore = ReturnType<typeof createSelfAuditStore>;
type AuditRow = typeof selfAudits.$inferSelect;

export function createSelfAuditStore(deps: SelfAuditStoreDeps) {
  const siteOrigin = new URL(deps.siteUrl).origin;

  async function running(db: Db) {
    const [row] = await db
      .select({ id: selfAudits.id })
      .from(selfAudits)
      .where(
        and(
          inArray(selfAudits.status, ["queued", "running"]),
          sql`${selfAudits.createdAt} > now() - ${`${STALE_AFTER_MS} milliseconds`}::interval`,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Stores a queued audit and its crawl; with `jobs`, its job in the same transaction. */
  async function start(
    ctx: { actor: Actor | null; clientIp?: string },
    options: {
      trigger: "manual" | "scheduled";
      url?: string;
      maxPages?: number;
      /** The caller runs the audit itself, in this process (the weekly job): no job is queued for it. */
      runHere?: boolean;
    },
  ): Promise<Result<{ auditId: number }>> {
    if (options.url !== undefined && options.url.trim() !== "") {
      const asked = URL.parse(options.url.trim());
      if (!asked || asked.origin !== siteOrigin) return { ok: false, status: 400, message: SELF_AUDIT_TEXT.otherHost };
    }
    const db = deps.db();
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // One at a time: two audits of one site at once measure each other's load.
      await t.execute(sql`select pg_advisory_xact_lock(792451023)`);
      if (await running(t)) return { ok: false as const, status: 409, message: SELF_AUDIT_TEXT.alreadyRunning };
      const crawlId = await createSelfAuditCrawl(t, deps.siteUrl, options.maxPages);
      const [row] = await t
        .insert(selfAudits)
        .values({
          crawlId,
          url: new URL("/", deps.siteUrl).href,
          trigger: options.trigger,
          requestedById: ctx.actor?.id ?? null,
          requestedByEmail: ctx.actor?.email ?? null,
        })
        .returning({ id: selfAudits.id });
      if (!row) throw new Error("inserting the self-audit returned no row");
      if (ctx.actor) {
        await recordAudit(
          t,
          { actor: ctx.actor, action: "self_audit.start", subjectType: "self_audit", subjectId: row.id, clientIp: ctx.clientIp },
          deps.secret,
        );
      }
      if (!options.runHere) await deps.enqueue?.(t, { auditId: row.id });
      return { ok: true as const, message: SELF_AUDIT_TEXT.started, auditId: row.id };
    });
  }

  /** Runs a stored audit to its end (the job); run again after a crash, the crawl continues from its rows. */
  async function run(auditId: number, options: { signal?: AbortSignal } = {}): Promise<AuditRow["status"]> {
    const db = deps.db();
    const [audit] = await db.select().from(selfAudits).where(eq(selfAudits.id, auditId));
    if (!audit || audit.status === "completed" || audit.status === "failed") return audit?.status ?? "failed";
    if (!audit.crawlId) {
      await db.update(selfAudits).set({ status: "failed", error: "Its crawl was deleted." }).where(eq(selfAudits.id, auditId));
      return "failed";
    }
    const started = Date.now();
    await db
      .update(selfAudits)
      .set({ status: "running", startedAt: sql`coalesce(${selfAudits.startedAt}, now())` })
      .where(eq(selfAudits.id, auditId));
    const result = await runSelfAuditCrawl({ ...deps.crawler, db, log: deps.log }, audit.crawlId, options);
    if (result.outcome === "paused" || result.outcome === "held") return "running";
    const typeCounts: Record<string, number> = {};
    for (const finding of result.findings) typeCounts[finding.type] = (typeCounts[finding.type] ?? 0) + 1;
    const status = result.outcome === "completed" ? "completed" : "failed";
    await db.transaction(async (tx) => {
      await tx.delete(selfAuditFindings).where(eq(selfAuditFindings.auditId, auditId));
      for (let i = 0; i < result.findings.length; i += 500) {
        await tx.insert(selfAuditFindings).values(result.findings.slice(i, i + 500).map((finding) => ({ ...finding, auditId })));
      }
      await tx
        .update(selfAudits)
        .set({
          status,
          urls: result.urls,
          ...result.counts,
          unchecked: result.unchecked,
          typeCounts,
          error: status === "failed" ? (result.error ?? `The crawl ended ${result.outcome}.`) : null,
          finishedAt: sql`now()`,
          durationMs: Date.now() - started,
        })
        .where(eq(selfAudits.id, auditId));
    });
    deps.log.info({ auditId, status, urls: result.urls, ...result.counts }, "self-audit finished");
    return status;
  }

  async function byId(auditId: number) {
    const [row] = await deps
      .db()
      .select({ audit: selfAudits, pagesDone: crawls.pagesDone, pagesFound: crawls.pagesFound })
      .from(selfAudits)
      .leftJoin(crawls, eq(crawls.id, selfAudits.crawlId))
      .where(eq(selfAudits.id, auditId));
    return row ? { ...row.audit, pagesDone: row.pagesDone ?? 0, pagesFound: row.pagesFound ?? 0 } : null;
  }

  /** The latest audits, newest first: the trend. */
  async function recent(limit = 12) {
    return deps.db().select().from(selfAudits).orderBy(desc(selfAudits.createdAt), desc(selfAudits.id)).limit(limit);
  }

  async function latestId(): Promise<number | null> {
    const [row] = await deps.db().select({ id: selfAudits.id }).from(selfAudits).orderBy(desc(selfAudits.id)).limit(1);
    return row?.id ?? null;
  }

  /** One audit's findings, filtered and paged, with the editor's page id for each URL that is a schema page. */
  async function findings(auditId: number, query: Partial<SelfAuditQuery>) {
    const db = deps.db();
    const conditions = [eq(selfAuditFindings.auditId, auditId)];
    if (query.type) conditions.push(eq(selfAuditFindings.type, query.type));
    if (query.severity) conditions.push(eq(selfAuditFindings.severity, query.severity));
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const match = or(ilike(selfAuditFindings.url, like), ilike(selfAuditFindings.details, like));
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(selfAuditFindings).where(where);
    const pageCount = Math.max(1, Math.ceil(total / SELF_AUDIT_PAGE_SIZE));
    const page = Math.min(query.page ?? 1, pageCount);
    const rows = await db
      .select()
      .from(selfAuditFindings)
      .where(where)
      .orderBy(
        sql`case ${selfAuditFindings.severity} when 'error' then 0 when 'warning' then 1 else 2 end`,
        asc(selfAuditFindings.type),
        asc(selfAuditFindings.url),
      )
      .limit(SELF_AUDIT_PAGE_SIZE)
      .offset((page - 1) * SELF_AUDIT_PAGE_SIZE);
    const byType = await db
      .select({ type: selfAuditFindings.type, severity: selfAuditFindings.severity, total: count() })
      .from(selfAuditFindings)
      .where(eq(selfAuditFindings.auditId, auditId))
      .groupBy(selfAuditFindings.type, selfAuditFindings.severity);
    const paths = [
      ...new Set(rows.map((row) => pathOf(row.url)).filter((path): path is string => path !== null && path !== "/")),
    ];
    const editable = paths.length
      ? await db.select({ id: pageSchemas.id, path: pageSchemas.path }).from(pageSchemas).where(inArray(pageSchemas.path, paths))
      : [];
    const pageIds = Object.fromEntries(editable.map((row) => [row.path, row.id]));
    return { rows, total, page, pageCount, byType, pageIds };
  }

  function pathOf(url: string): string | null {
    const parsed = URL.parse(url);
    if (!parsed || parsed.origin !== siteOrigin) return null;
    const path = decodeURIComponent(parsed.pathname).toLowerCase().replace(/\/+$/, "");
    return path || "/";
  }

  /**
   * "Exclude from the sitemap": the URL must be one of the finding's pages and
   * on our site; its path joins the sitemap exclusions (settings.ts).
   */
  async function exclude(
    ctx: { actor: Actor; clientIp?: string },
    findingId: number,
    url: string,
  ): Promise<Result<{ pattern: string }>> {
    const db = deps.db();
    const [finding] = await db.select().from(selfAuditFindings).where(eq(selfAuditFindings.id, findingId));
    if (!finding) return { ok: false, status: 404, message: SELF_AUDIT_TEXT.findingNotFound };
    const type = SELF_AUDIT_FINDING_TYPES[finding.type as keyof typeof SELF_AUDIT_FINDING_TYPES];
    const actions: readonly string[] = type?.actions ?? [];
    const path = pathOf(url);
    if (!actions.includes("exclude") || path === null || (finding.url !== url && !finding.pages.includes(url)))
      return { ok: false, status: 400, message: SELF_AUDIT_TEXT.notExcludable };
    const added = await addSitemapExclusion(db, ctx.actor, path);
    if (!added.ok) return { ok: false, status: 400, message: added.message };
    if (!added.added) return { ok: true, message: SELF_AUDIT_TEXT.alreadyExcluded(path), pattern: path };
    // The sitemap is read through a cache that a `sitemap` change drops on every instance; rendered pages stay.
    deps.bus.publish({ topic: "sitemap" });
    return { ok: true, message: SELF_AUDIT_TEXT.excluded(path), pattern: path };
  }

  async function schedule(ctx: { actor: Actor }, on: boolean): Promise<Result> {
    await setWeeklySelfAudit(deps.db(), ctx.actor, on);
    return { ok: true, message: on ? SELF_AUDIT_TEXT.scheduleOn : SELF_AUDIT_TEXT.scheduleOff };
  }

  return { start, run, byId, recent, latestId, findings, exclude, schedule, siteOrigin };
}
