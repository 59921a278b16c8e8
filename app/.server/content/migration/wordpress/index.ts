import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { formatBytes } from "~/lib/content/media";
import { WXR_MAX_BYTES, WXR_TEXT, type WxrImportStatus, type WxrItemStatus } from "~/lib/content/migration-wordpress";
import { type Actor, recordAudit } from "../../../auth";
import type { Config } from "../../../config";
import type { ContentBus } from "../../../content-bus";
import { type Db, wxrImportItems, wxrImports } from "../../../db";
import { AppError } from "../../../http";
import type { JobDefinition, JobSystem } from "../../../jobs";
import type { Logger } from "../../../log";
import { crawlerPolicy, safeFetch } from "../../../net";
import { parseWxr } from "./parse";
import { type RunDeps, runImport } from "./run";

/**
 * The WordPress import (issue 24 item 7): `start` checks and parses an
 * uploaded WXR file (parse.ts), stores the import and its items and queues
 * the `wordpress-import` job in one transaction; the job (run.ts) does the
 * rest. Reads for the page: the imports, one import's progress and report.
 */
export const WORDPRESS_IMPORT_QUEUE = "wordpress-import";
const payload = z.object({ importId: z.number().int().positive() });
type Payload = z.infer<typeof payload>;

export interface WordpressImportDeps {
  db: () => Db;
  jobs: Pick<JobSystem, "send">;
  secret?: string;
  /** Drops the cache of old `?p=` IDs when imported content changes. */
  bus?: Pick<ContentBus, "subscribe">;
}

/** How long the map of old `?p=` IDs is kept at most (the bus drops it sooner on a change). */
const LEGACY_TTL_MS = 30_000;

export interface ImportSummary {
  id: number;
  fileName: string;
  siteUrl: string | null;
  status: WxrImportStatus;
  actorEmail: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  counts: Record<WxrItemStatus, number> & { total: number };
}

export interface ReportLine {
  wpId: number;
  kind: string;
  title: string;
  status: WxrItemStatus;
  targetPath: string | null;
  lines: string[];
}

const emptyCounts = () => ({ pending: 0, working: 0, done: 0, skipped: 0, failed: 0, total: 0 });

export function createWordpressImport(deps: WordpressImportDeps) {
  let legacy: { loaded: number; map: Promise<Map<number, string>> } | null = null;
  deps.bus?.subscribe(["content-research", "pages", "redirects"], () => {
    legacy = null;
  });
  async function summaries(where?: ReturnType<typeof eq>, limit = 20): Promise<ImportSummary[]> {
    const db = deps.db();
    const rows = await db.select().from(wxrImports).where(where).orderBy(desc(wxrImports.id)).limit(limit);
    if (rows.length === 0) return [];
    const counts = await db
      .select({ importId: wxrImportItems.importId, status: wxrImportItems.status, n: sql<number>`count(*)::int` })
      .from(wxrImportItems)
      .where(
        sql`${wxrImportItems.importId} in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .groupBy(wxrImportItems.importId, wxrImportItems.status);
    return rows.map((row) => {
      const tally = emptyCounts();
      for (const count of counts.filter((each) => each.importId === row.id)) {
        tally[count.status as WxrItemStatus] = count.n;
        tally.total += count.n;
      }
      return {
        id: row.id,
        fileName: row.fileName,
        siteUrl: row.siteUrl,
        status: row.status as WxrImportStatus,
        actorEmail: row.actorEmail,
        createdAt: row.createdAt,
        finishedAt: row.finishedAt,
        counts: tally,
      };
    });
  }

  return {
    /** Checks and parses the file, stores the import and queues its job; throws an AppError (4xx) for a file it refuses. */
    async start(actor: Actor, file: { name: string; bytes: Uint8Array }, clientIp?: string) {
      if (file.bytes.byteLength > WXR_MAX_BYTES)
        throw new AppError("PAYLOAD_TOO_LARGE", WXR_TEXT.tooLarge(formatBytes(WXR_MAX_BYTES)));
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(file.bytes);
      } catch {
        throw new AppError("BAD_REQUEST", WXR_TEXT.notXml);
      }
      const parsed = await parseWxr(text);
      const notes = Object.entries(parsed.otherTypes).map(
        ([type, n]) => `${n} item${n === 1 ? "" : "s"} of type "${type}" not imported (only posts, pages and attachments are).`,
      );
      const fileName = file.name.replace(/[^\w .()-]/g, "_").slice(0, 200) || "export.xml";
      const db = deps.db();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(wxrImports)
          .values({
            siteUrl: parsed.siteUrl?.slice(0, 500) ?? null,
            fileName,
            fileBytes: file.bytes.byteLength,
            actorId: actor.id,
            actorEmail: actor.email,
            notes,
          })
          .returning({ id: wxrImports.id });
        if (!row) throw new Error("the import row was not stored");
        // One row per WordPress ID: a file that repeats an ID keeps its first item.
        const seen = new Set<number>();
        const items = parsed.items.filter((item) => !seen.has(item.wpId) && seen.add(item.wpId));
        for (let i = 0; i < items.length; i += 500) {
          await tx.insert(wxrImportItems).values(
            items.slice(i, i + 500).map((item) => ({
              importId: row.id,
              wpId: item.wpId,
              guid: item.guid?.slice(0, 500) ?? null,
              kind: item.kind,
              title: (item.title || "Untitled").slice(0, 300),
              payload: item,
            })),
          );
        }
        await recordAudit(
          tx as unknown as Db,
          {
            actor,
            action: "wordpress.import-start",
            subjectType: "wordpress-import",
            subjectId: row.id,
            after: { fileName, bytes: file.bytes.byteLength, items: items.length, siteUrl: parsed.siteUrl },
            clientIp,
          },
          deps.secret,
        );
        await deps.jobs.send(
          { queue: WORDPRESS_IMPORT_QUEUE, payload },
          { importId: row.id },
          { tx: tx as unknown as Db, singletonKey: `wordpress-import:${row.id}` },
        );
        return { id: row.id, items: items.length };
      });
      return { ...id, message: WXR_TEXT.queued(id.id, id.items) };
    },

    list: () => summaries(),

    /**
     * Where WordPress's own short address `/?p=<id>` (or `/?page_id=<id>`)
     * of an imported post or page now lives, or null. Redirects match paths
     * only (app/lib/seo/redirects.ts refuses a query), so the server asks here for
     * exactly those two forms on `/`. The latest import of an ID wins.
     */
    async legacyPath(wpId: number): Promise<string | null> {
      if (!legacy || Date.now() - legacy.loaded > LEGACY_TTL_MS) {
        const map = (async () => {
          const rows = await deps
            .db()
            .select({ wpId: wxrImportItems.wpId, targetPath: wxrImportItems.targetPath })
            .from(wxrImportItems)
            .where(and(eq(wxrImportItems.status, "done"), ne(wxrImportItems.kind, "attachment")))
            .orderBy(asc(wxrImportItems.importId));
          return new Map(rows.filter((row) => row.targetPath).map((row) => [row.wpId, row.targetPath as string]));
        })();
        legacy = { loaded: Date.now(), map };
        map.catch(() => {
          legacy = null;
        });
      }
      return (await legacy.map).get(wpId) ?? null;
    },

    async get(id: number): Promise<(ImportSummary & { notes: string[]; report: ReportLine[] }) | null> {
      const [summary] = await summaries(eq(wxrImports.id, id), 1);
      if (!summary) return null;
      const db = deps.db();
      const [row] = await db.select({ notes: wxrImports.notes }).from(wxrImports).where(eq(wxrImports.id, id));
      const items = await db
        .select()
        .from(wxrImportItems)
        .where(
          and(
            eq(wxrImportItems.importId, id),
            sql`(${wxrImportItems.status} in ('failed', 'skipped') or jsonb_array_length(${wxrImportItems.report}) > 0)`,
          ),
        )
        .orderBy(asc(wxrImportItems.id))
        .limit(1000);
      return {
        ...summary,
        notes: row?.notes ?? [],
        report: items.map((item) => ({
          wpId: item.wpId,
          kind: item.kind,
          title: item.title,
          status: item.status as WxrItemStatus,
          targetPath: item.targetPath,
          lines: item.report,
        })),
      };
    },

    /** The imported items with where they landed (for tests and the page's "imported" list). */
    async imported(id: number) {
      return deps
        .db()
        .select({ wpId: wxrImportItems.wpId, kind: wxrImportItems.kind, targetPath: wxrImportItems.targetPath })
        .from(wxrImportItems)
        .where(and(eq(wxrImportItems.importId, id), eq(wxrImportItems.status, "done"), ne(wxrImportItems.kind, "attachment")))
        .orderBy(asc(wxrImportItems.wpId));
    },
  };
}

export type WordpressImport = ReturnType<typeof createWordpressImport>;

/**
 * What the job needs: the app's own page store, redirect store, content writer
 * and media library (createServices' parts, the web process and `npm run
 * worker` alike), and the crawler's fetch rules.
 */
export function wordpressRunDeps(parts: {
  config: Config;
  db: () => Db;
  bus: ContentBus;
  log: Logger;
  pages: RunDeps["pages"];
  redirects: RunDeps["redirects"];
  contentWriter: RunDeps["contentWriter"];
  media: RunDeps["media"];
}): RunDeps {
  const { config, db, bus, log, pages, redirects, contentWriter, media } = parts;
  return {
    db,
    bus,
    log,
    pages,
    redirects,
    contentWriter,
    media,
    fetch: safeFetch,
    // The crawler's rules (CRAWL_ALLOW_PRIVATE is the test setting), with the media library's size cap.
    policy: crawlerPolicy(config, { maxBytes: config.media.maxBytes }),
  };
}

/** The `wordpress-import` queue: one job runs one import to its end; a killed run is retried and resumes. */
export function wordpressImportJob(run: () => RunDeps): JobDefinition<Payload> {
  return {
    queue: WORDPRESS_IMPORT_QUEUE,
    options: { expireInSeconds: 4 * 3600, heartbeatSeconds: 30, retryLimit: 5, retryDelay: 5, retryBackoff: true },
    work: { batchSize: 1, localConcurrency: 1 },
    payload,
    async handle(jobs) {
      for (const job of jobs) {
        const deps = run();
        try {
          await runImport(deps, job.data.importId);
        } catch (error) {
          // The last try failed too: the page says so instead of showing "Running" for ever.
          if (job.retryCount >= job.retryLimit)
            await deps
              .db()
              .update(wxrImports)
              .set({ status: "failed", finishedAt: sql`now()` })
              .where(eq(wxrImports.id, job.data.importId))
              .catch(() => {});
          throw error;
        }
      }
    },
  };
}
