import { and, asc, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import { WXR_CLAIM_RENEW_MS, WXR_CLAIM_STALE_MS } from "~/lib/content/migration-wordpress";
import { isPagePath, normalizePagePath } from "~/lib/content/page-path";
import type { PageSchema } from "~/lib/content/page-schema";
import { isReservedPath } from "~/lib/content/studio";
import { type Actor, recordAudit } from "../../../auth";
import type { ContentBus } from "../../../content-bus";
import { contentResearch, type Db, pageSchemas, wxrImportItems, wxrImports } from "../../../db";
import type { Logger } from "../../../log";
import type { RedirectStore } from "../../../seo";
import { BLOG_ARTICLE } from "../../blog/seed";
import type { PageStore } from "../../pages/store";
import type { ContentResearchWriter } from "../../research/writer";
import { finishContent, plainText, prepareContent, toSlug } from "./content";
import { createImageImporter, type ImageDeps } from "./images";
import type { WxrItem } from "./parse";

/**
 * The `wordpress-import` job's work: every item of one import, each claimed
 * by a conditional update (pending → working) and written idempotently by
 * its stable key, so a run killed at any point and started again finishes
 * with nothing twice:
 *
 * - the item first records where it will land (target_path); a row at that
 *   place counts as this item's own when an item with the same GUID (or, with
 *   none, the same WordPress ID) recorded it, so a retry updates it instead of
 *   calling it a collision;
 * - articles are upserted by (blog_article, slug), pages by path;
 * - images are deduplicated by URL and content (images.ts);
 * - a redirect already stored with the same target counts as done.
 *
 * An item is marked done only after its redirect, so nothing is left half
 * made. A claim is a lease: the run renews claimed_at of the items it works
 * on every 5 s, and an item whose claim is older than 15 s (its run was
 * killed) is claimed again by a later run, which waits for such leases to
 * run out before it finishes. Two runs of one import (pg-boss hands a job on
 * when its worker misses heartbeats) never work the same item at once.
 *
 * Published posts and pages are imported published (they were public on the
 * WordPress site, and the old addresses redirect to them at once); drafts,
 * pending, scheduled, private and trashed ones are skipped with a report
 * line. Every write is audited: the item (`wordpress.import-item`), its
 * images (`media.upload`), its redirect (`redirect.create`), and the run's
 * end (`wordpress.import-finish`).
 */
export interface RunDeps extends ImageDeps {
  db: () => Db;
  bus: Pick<ContentBus, "publish">;
  log: Pick<Logger, "info" | "warn" | "error">;
  pages: Pick<PageStore, "publishPage">;
  redirects: Pick<RedirectStore, "create" | "all">;
  contentWriter: ContentResearchWriter;
  /** Items worked at once (their images are fetched in parallel). */
  concurrency?: number;
  /** Tests: how old a claim must be to be taken again (default WXR_CLAIM_STALE_MS). */
  claimStaleMs?: number;
}

type ItemRow = typeof wxrImportItems.$inferSelect;

const SKIPPED_STATUS: Record<string, string> = {
  draft: "a draft",
  pending: "pending review",
  future: "scheduled, not yet published",
  private: "private",
  trash: "in the trash",
  "auto-draft": "an auto-draft",
};

function oldPath(link: string | null, siteUrl: string | null): string | null {
  if (!link) return null;
  const url = URL.parse(link, siteUrl ?? undefined);
  if (!url || url.search) return null;
  const path = normalizePagePath(decodeURIComponent(url.pathname));
  return path === "/" ? null : path;
}

export async function runImport(deps: RunDeps, importId: number): Promise<"done" | "missing"> {
  const db = deps.db();
  const [started] = await db
    .update(wxrImports)
    // A finished import stays finished (a late retry of its job finds nothing to do).
    .set({
      status: sql`case when ${wxrImports.status} = 'done' then 'done' else 'running' end`,
      startedAt: sql`coalesce(${wxrImports.startedAt}, now())`,
    })
    .where(eq(wxrImports.id, importId))
    .returning();
  if (!started) return "missing";
  const actor: Actor = { id: started.actorId, email: started.actorEmail };

  const attachmentRows = await db
    .select({ wpId: wxrImportItems.wpId, payload: wxrImportItems.payload })
    .from(wxrImportItems)
    .where(and(eq(wxrImportItems.importId, importId), eq(wxrImportItems.kind, "attachment")));
  const attachments = new Map<number, string>();
  const childImages = new Map<number, string[]>();
  for (const row of attachmentRows) {
    const item = row.payload as WxrItem;
    if (!item.attachmentUrl) continue;
    attachments.set(item.wpId, item.attachmentUrl);
    if (item.parentId) childImages.set(item.parentId, [...(childImages.get(item.parentId) ?? []), item.attachmentUrl]);
  }
  const images = createImageImporter(deps, actor);
  const context = { deps, importId, siteUrl: started.siteUrl, actor, images, attachments, childImages };

  const concurrency = deps.concurrency ?? 4;
  const staleMs = deps.claimStaleMs ?? WXR_CLAIM_STALE_MS;
  const inFlight = new Set<number>();
  const renew = setInterval(
    () => {
      if (inFlight.size === 0) return;
      void db
        .update(wxrImportItems)
        .set({ claimedAt: sql`now()` })
        .where(and(inArray(wxrImportItems.id, [...inFlight]), eq(wxrImportItems.status, "working")))
        .catch((error: unknown) => deps.log.warn({ err: error, importId }, "renewing WordPress item claims failed"));
    },
    Math.min(WXR_CLAIM_RENEW_MS, staleMs / 3),
  );
  renew.unref?.();
  const claimable = and(
    eq(wxrImportItems.importId, importId),
    or(
      eq(wxrImportItems.status, "pending"),
      and(
        eq(wxrImportItems.status, "working"),
        lt(wxrImportItems.claimedAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
      ),
    ),
  );
  try {
    for (;;) {
      const claimed = await db
        .update(wxrImportItems)
        .set({ status: "working", claimedAt: sql`now()`, attempts: sql`${wxrImportItems.attempts} + 1` })
        .where(
          and(
            // Checked again on the row itself: of two runs that picked the same rows, only one claims each.
            claimable,
            inArray(
              wxrImportItems.id,
              db
                .select({ id: wxrImportItems.id })
                .from(wxrImportItems)
                .where(claimable)
                .orderBy(asc(wxrImportItems.id))
                .limit(concurrency * 4),
            ),
          ),
        )
        .returning();
      if (claimed.length === 0) {
        // Done when nothing is pending or claimed; a claim its run stopped renewing (killed) runs out and is taken here.
        const left = await db.$count(
          wxrImportItems,
          and(eq(wxrImportItems.importId, importId), inArray(wxrImportItems.status, ["pending", "working"])),
        );
        if (left === 0) break;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000, staleMs / 4)));
        continue;
      }
      for (const row of claimed) inFlight.add(row.id);
      claimed.sort((a, b) => a.id - b.id);
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, claimed.length) }, async () => {
          while (next < claimed.length) {
            const row = claimed[next++] as ItemRow;
            await workItem(context, row)
              .catch(async (error: unknown) => {
                deps.log.error({ err: error, importId, wpId: row.wpId }, "a WordPress item failed");
                await finish(db, row.id, "failed", [`Not imported: ${(error as Error).message ?? String(error)}`.slice(0, 500)]);
              })
              .finally(() => inFlight.delete(row.id));
          }
        }),
      );
    }
  } finally {
    clearInterval(renew);
  }

  const counts = await db
    .select({ status: wxrImportItems.status, n: sql<number>`count(*)::int` })
    .from(wxrImportItems)
    .where(eq(wxrImportItems.importId, importId))
    .groupBy(wxrImportItems.status);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(wxrImports)
      .set({ status: "done", finishedAt: sql`now()` })
      .where(and(eq(wxrImports.id, importId), ne(wxrImports.status, "done")))
      .returning({ id: wxrImports.id });
    if (row)
      await recordAudit(tx as unknown as Db, {
        actor,
        action: "wordpress.import-finish",
        subjectType: "wordpress-import",
        subjectId: importId,
        after: Object.fromEntries(counts.map((count) => [count.status, count.n])),
      });
  });
  return "done";
}

interface RunContext {
  deps: RunDeps;
  importId: number;
  siteUrl: string | null;
  actor: Actor;
  images: ReturnType<typeof createImageImporter>;
  attachments: Map<number, string>;
  childImages: Map<number, string[]>;
}

async function finish(db: Db, id: number, status: "done" | "skipped" | "failed", report: string[]) {
  await db
    .update(wxrImportItems)
    .set({ status, report, finishedAt: sql`now()` })
    .where(and(eq(wxrImportItems.id, id), eq(wxrImportItems.status, "working")));
}

/** Whether the row at `targetPath` is this WordPress item's own (recorded by an item with the same GUID, or the same ID without one). */
async function owns(db: Db, row: ItemRow, targetPath: string): Promise<boolean> {
  const same = row.guid ? eq(wxrImportItems.guid, row.guid) : eq(wxrImportItems.wpId, row.wpId);
  const [found] = await db
    .select({ id: wxrImportItems.id })
    .from(wxrImportItems)
    .where(and(same, eq(wxrImportItems.kind, row.kind), eq(wxrImportItems.targetPath, targetPath)))
    .limit(1);
  return Boolean(found);
}

async function workItem(ctx: RunContext, row: ItemRow) {
  const db = ctx.deps.db();
  const item = row.payload as WxrItem;
  if (item.kind === "attachment") {
    if (!item.attachmentUrl) return finish(db, row.id, "skipped", ["Attachment without a file address."]);
    const image = await ctx.images.get(item.attachmentUrl);
    return image.ok ? finish(db, row.id, "done", []) : finish(db, row.id, "failed", [image.reason]);
  }
  const skipped = SKIPPED_STATUS[item.status];
  if (skipped || item.status !== "publish") {
    return finish(db, row.id, "skipped", [
      `Not imported: the ${item.kind} is ${skipped ?? `"${item.status}"`} on WordPress (only published content is imported).`,
    ]);
  }
  const prepared = prepareContent(item.content, {
    baseUrl: item.link ?? ctx.siteUrl,
    attachments: ctx.attachments,
    childImages: ctx.childImages.get(item.wpId) ?? [],
  });
  const report = [...prepared.notes];
  if (!plainText(prepared.html) && prepared.images.length === 0) {
    return finish(db, row.id, "failed", ["Not imported: the post has no content."]);
  }
  const sources = new Map<string, string | null>();
  for (const url of prepared.images) {
    const image = await ctx.images.get(url);
    sources.set(url, image.ok ? image.src : null);
    if (!image.ok) report.push(`${image.reason} The image was left out.`);
  }
  const html = finishContent(prepared.html, sources);
  const title = item.title || "Untitled";
  const excerpt = plainText(item.excerpt) || plainText(html).slice(0, 300);

  let targetPath: string;
  if (item.kind === "post") {
    const slug = toSlug(item.slug || item.title);
    if (!slug) return finish(db, row.id, "failed", ["Not imported: no slug could be made from the post's name or title."]);
    targetPath = `/blog/${slug}`;
    const [existing] = await db
      .select({ id: contentResearch.id })
      .from(contentResearch)
      .where(and(eq(contentResearch.contentType, BLOG_ARTICLE), eq(contentResearch.slug, slug)));
    if (existing && !(await owns(db, row, targetPath))) {
      return finish(db, row.id, "failed", [
        `Not imported: the slug "${slug}" is taken by another blog article (${targetPath}); rename one of them and import again.`,
      ]);
    }
    await claimTarget(db, row.id, targetPath);
    const saved = await ctx.deps.contentWriter.save({
      contentType: BLOG_ARTICLE,
      slug,
      status: "published",
      title: title.slice(0, 300),
      content: html,
      excerpt: excerpt.slice(0, 500) || null,
      seoTitle: title.slice(0, 120),
      seoDescription: excerpt.slice(0, 320) || null,
      author: item.author,
      publishedAt: item.publishedAt ? new Date(item.publishedAt) : new Date(),
    });
    await recordTarget(ctx, row, saved.id, targetPath, "content_research");
  } else {
    const fromLink = oldPath(item.link, ctx.siteUrl);
    const slug = toSlug(item.slug || item.title);
    const candidate = fromLink && isPagePath(fromLink) && !isReservedPath(fromLink) ? fromLink : slug ? `/${slug}` : null;
    if (!candidate || !isPagePath(candidate) || isReservedPath(candidate)) {
      return finish(db, row.id, "failed", ["Not imported: no usable page address could be made from the page's link or slug."]);
    }
    targetPath = candidate;
    const [existing] = await db.select({ id: pageSchemas.id }).from(pageSchemas).where(eq(pageSchemas.path, targetPath));
    if (existing && !(await owns(db, row, targetPath))) {
      return finish(db, row.id, "failed", [`Not imported: the address ${targetPath} is taken by another page of the site.`]);
    }
    if (html.length > 50_000) {
      return finish(db, row.id, "failed", [
        "Not imported: the page's HTML is longer than 50,000 characters, the most a section holds.",
      ]);
    }
    await claimTarget(db, row.id, targetPath);
    const description = (excerpt || title).slice(0, 320);
    const schema: PageSchema = {
      seo: { title: title.slice(0, 120), description, ogType: "website" },
      breadcrumb: title.slice(0, 80),
      sections: [
        { id: "hero", type: "hero", title: title.slice(0, 200) },
        { id: "content", type: "content", content: html },
      ],
    };
    const page = await ctx.deps.pages.publishPage({
      path: targetPath,
      type: "blog",
      schema,
      publishedBy: ctx.actor.email ?? "wordpress-import",
    });
    await recordTarget(ctx, row, page.id, targetPath, "page");
  }

  const from = oldPath(item.link, ctx.siteUrl);
  if (from && from !== targetPath) {
    const made = await ctx.deps.redirects.create(
      { actor: ctx.actor },
      { from, to: targetPath, status: "301", note: `WordPress import ${ctx.importId}` },
    );
    if (!made.ok) {
      const stored = (await ctx.deps.redirects.all()).find((each) => each.fromPath === normalizePagePath(from));
      if (!stored || stored.toTarget !== targetPath) report.push(`The old address ${from} was not redirected: ${made.message}`);
    }
  }
  return finish(db, row.id, "done", report);
}

async function claimTarget(db: Db, id: number, targetPath: string) {
  await db.update(wxrImportItems).set({ targetPath }).where(eq(wxrImportItems.id, id));
}

async function recordTarget(ctx: RunContext, row: ItemRow, targetId: number, targetPath: string, subjectType: string) {
  await ctx.deps.db().transaction(async (tx) => {
    await tx.update(wxrImportItems).set({ targetId }).where(eq(wxrImportItems.id, row.id));
    await recordAudit(tx as unknown as Db, {
      actor: ctx.actor,
      action: "wordpress.import-item",
      subjectType,
      subjectId: targetId,
      after: { importId: ctx.importId, wpId: row.wpId, guid: row.guid, path: targetPath },
    });
  });
}
