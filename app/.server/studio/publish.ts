import { and, eq } from "drizzle-orm";
import { isPagePath, normalizePagePath } from "~/lib/page-path";
import { checkPublish, type DraftStatus, directPublishSetting, STUDIO_TEXT } from "~/lib/studio";
import type { Db } from "../db/client";
import { contentDrafts, contentSchedules, pageSchemas, pageSchemaVersions } from "../db/schema";
import { AppError } from "../http/app-error";
import { readSetting } from "../settings/store";
import { type StudioActor, type StudioDeps, type StudioRequest, StudioValidationError } from "./context";
import { audit, type DraftRow, draftView, PAGE, type PageRow } from "./drafts";

/**
 * Publishing and unpublishing (issue 22 items 5, 8 and 12). A publish checks
 * the draft against the strict contract (each problem named by section and
 * field), then in one transaction writes the page, its version (author,
 * publisher, time, note), the draft's new state and the audit row. After the
 * commit the change goes on the content bus with the page's path, so the read
 * caches, the sitemap (whose lastmod for the path is the page's updated_at,
 * now the publish time) and the rendered pages drop it on every instance.
 */

/** Who may publish this draft now: the approved draft anyone; an unapproved one only its author, and only when the super admin allows it. */
export async function assertMayPublish(db: Db, actor: StudioActor, draft: DraftRow): Promise<void> {
  const status = draft.status as DraftStatus;
  if (status === "approved" || status === "scheduled") return;
  if (status === "published") throw new AppError("CONFLICT", STUDIO_TEXT.wrongState("publish", status));
  const direct = await readSetting(db, directPublishSetting);
  if (!direct) throw new AppError("FORBIDDEN", STUDIO_TEXT.approvalRequired);
  if (draft.authorId !== actor.id) throw new AppError("FORBIDDEN", STUDIO_TEXT.notAuthor);
}

/** The draft's schema as it may go live, or a refusal naming each problem's section and field. */
export function publishableSchema(draft: DraftRow) {
  const checked = checkPublish(draft.schema);
  if (!checked.ok) {
    throw new StudioValidationError(
      STUDIO_TEXT.saveFailed(checked.issues[0]?.message ?? "the page is not valid"),
      checked.issues,
    );
  }
  return checked.schema;
}

/**
 * Publishes a locked draft inside `tx`: the caller has checked who may; the
 * caller announces `page.path` on the bus after the commit.
 */
export async function publishInTx(
  tx: Db,
  deps: Pick<StudioDeps, "secret" | "now">,
  request: StudioRequest,
  page: PageRow,
  draft: DraftRow,
  note: string | null,
  extra: Record<string, unknown> = {},
) {
  const schema = publishableSchema(draft);
  const now = deps.now?.() ?? new Date();
  const version = page.version + 1;
  const [updated] = await tx
    .update(pageSchemas)
    .set({ schema, status: "published", version, redirectTo: null, updatedAt: now })
    .where(eq(pageSchemas.id, page.id))
    .returning();
  await tx.insert(pageSchemaVersions).values({
    pageSchemaId: page.id,
    version,
    schema,
    publishedBy: request.actor.id,
    publishedAt: now,
    authorId: draft.authorId,
    note,
  });
  const [published] = await tx
    .update(contentDrafts)
    .set({ status: "published", schema, basedOnVersion: version, updatedAt: now })
    .where(eq(contentDrafts.id, draft.id))
    .returning();
  // Publishing now supersedes a publish scheduled for later.
  await tx
    .update(contentSchedules)
    .set({ status: "cancelled", outcome: "published before it ran", updatedAt: now })
    .where(
      and(
        eq(contentSchedules.subjectType, PAGE),
        eq(contentSchedules.subjectId, page.id),
        eq(contentSchedules.action, "publish"),
        eq(contentSchedules.status, "pending"),
      ),
    );
  await audit(
    tx,
    deps,
    request,
    "page.publish",
    page.id,
    { status: draft.status, version: page.version, pageStatus: page.status },
    { status: "published", version, pageStatus: "published", revision: draft.revision, note, ...extra },
  );
  if (!updated || !published) throw new Error(`page ${page.id} vanished while it was published`);
  return draftView(updated, published);
}

/** A site path to send an unpublished page's visitors to, or null for a 404. */
export function redirectTarget(page: Pick<PageRow, "path">, redirectTo: string | undefined | null): string | null {
  if (redirectTo === undefined || redirectTo === null || redirectTo.trim() === "") return null;
  const target = normalizePagePath(redirectTo.trim());
  if (!redirectTo.trim().startsWith("/") || (target !== "/" && !isPagePath(target)) || target === page.path) {
    throw new AppError("BAD_REQUEST", STUDIO_TEXT.redirectInvalid, { fields: { redirectTo: STUDIO_TEXT.redirectInvalid } });
  }
  return target;
}

/** Takes a published page off the site inside `tx`: it answers 404, or 301 to `redirectTo`. The caller announces the path. */
export async function unpublishInTx(
  tx: Db,
  deps: Pick<StudioDeps, "secret" | "now">,
  request: StudioRequest,
  page: PageRow,
  redirectTo: string | null,
  extra: Record<string, unknown> = {},
) {
  if (page.status !== "published") throw new AppError("CONFLICT", STUDIO_TEXT.notPublished);
  const now = deps.now?.() ?? new Date();
  const [updated] = await tx
    .update(pageSchemas)
    .set({ status: "archived", redirectTo, updatedAt: now })
    .where(eq(pageSchemas.id, page.id))
    .returning();
  await audit(
    tx,
    deps,
    request,
    "page.unpublish",
    page.id,
    { pageStatus: page.status, redirectTo: page.redirectTo },
    { pageStatus: "archived", redirectTo, ...extra },
  );
  if (!updated) throw new Error(`page ${page.id} vanished while it was unpublished`);
  return updated;
}

/** Tells every instance the page at `path` changed (read caches, sitemap, rendered pages). */
export function announce(deps: Pick<StudioDeps, "bus">, path: string) {
  deps.bus.publish({ topic: "pages", paths: [path] });
}
