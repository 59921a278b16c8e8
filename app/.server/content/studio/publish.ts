import { eq } from "drizzle-orm";
import { type DraftStatus, directPublishSetting, STUDIO_TEXT } from "~/lib/content/studio";
import { contentDrafts, type Db } from "../../db";
import { AppError } from "../../http";
import { readSetting } from "../../settings";
import type { StudioActor, StudioDeps, StudioRequest } from "./context";
import {
  auditOf,
  cancelPendingPublish,
  type DraftRow,
  insertVersion,
  type Loaded,
  type StudioSubject,
  type SubjectShapes,
} from "./subject";

/**
 * Publishing and unpublishing (issue 22 items 5, 8 and 12). A publish checks
 * the draft against the subject's strict contract (each problem named by
 * section and field), then in one transaction writes the subject and its
 * version (author, publisher, time, note), the draft's new state and the
 * audit row. After the commit the caller announces the change on the content
 * bus, so the read caches, the sitemap and the rendered pages drop it on
 * every instance.
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

/**
 * Publishes a locked draft inside `tx`: the caller has checked who may; the
 * caller announces the subject on the bus after the commit.
 */
export async function publishInTx<T extends SubjectShapes>(
  tx: Db,
  deps: Pick<StudioDeps, "secret" | "now">,
  subject: StudioSubject<T>,
  request: StudioRequest,
  current: Loaded<T["row"]>,
  draft: DraftRow,
  note: string | null,
  extra: Record<string, unknown> = {},
): Promise<T["view"]> {
  const schema = subject.publishable(draft);
  const now = deps.now?.() ?? new Date();
  const id = current.row.id;
  const published = await subject.writePublish(tx, current, schema, { now });
  const { version } = published;
  await insertVersion(tx, subject.versions, id, {
    version,
    schema,
    publishedBy: request.actor.id,
    publishedAt: now,
    authorId: draft.authorId,
    note,
  });
  const [row] = await tx
    .update(contentDrafts)
    .set({ status: "published", schema, basedOnVersion: version, updatedAt: now })
    .where(eq(contentDrafts.id, draft.id))
    .returning();
  // Publishing now supersedes a publish scheduled for later.
  await cancelPendingPublish(tx, subject.type, id, "published before it ran", now);
  await auditOf(subject.type)(
    tx,
    deps,
    request,
    `${subject.actions}.publish`,
    id,
    { status: draft.status, version: current.version, [subject.statusKey]: current.row.status },
    { status: "published", version, [subject.statusKey]: "published", revision: draft.revision, note, ...extra },
  );
  if (!row) throw new Error(`${subject.noun} ${id} vanished while it was published`);
  return subject.view(published, row);
}

/** Takes a published subject off the site inside `tx` (a page: 404, or 301 to `redirectTo`). The caller announces it. */
export async function unpublishInTx<T extends SubjectShapes>(
  tx: Db,
  deps: Pick<StudioDeps, "secret" | "now">,
  subject: StudioSubject<T>,
  request: StudioRequest,
  row: T["row"],
  redirectTo: string | null,
  extra: Record<string, unknown> = {},
): Promise<T["row"]> {
  if (row.status !== "published") throw new AppError("CONFLICT", STUDIO_TEXT.notPublished);
  const now = deps.now?.() ?? new Date();
  const change = await subject.writeUnpublish(tx, row, redirectTo, now);
  await auditOf(subject.type)(tx, deps, request, `${subject.actions}.unpublish`, row.id, change.before, {
    ...change.after,
    ...extra,
  });
  return change.row;
}
