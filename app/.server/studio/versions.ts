import { and, desc, eq } from "drizzle-orm";
import { STUDIO_TEXT } from "~/lib/studio";
import { diffPageSchemas, type SchemaChange } from "~/lib/studio-diff";
import { pageSchemaVersions } from "../db/schema";
import { AppError } from "../http/app-error";
import type { StudioDeps, StudioRequest } from "./context";
import { type DraftView, getDraft, readDraftRow, saveDraft } from "./drafts";

/**
 * Versions of a page (issue 22 item 6): every publish is one, with its
 * author, publisher, time and note. Any two compare by section and field;
 * a restore makes a new draft from an old version, so history is never
 * rewritten (the restored text goes live as a new version when published).
 */
export interface VersionSummary {
  version: number;
  publishedBy: string | null;
  authorId: string | null;
  publishedAt: string;
  note: string | null;
}

export async function listVersions(deps: StudioDeps, pageId: number): Promise<VersionSummary[]> {
  const rows = await deps
    .db()
    .select({
      version: pageSchemaVersions.version,
      publishedBy: pageSchemaVersions.publishedBy,
      authorId: pageSchemaVersions.authorId,
      publishedAt: pageSchemaVersions.publishedAt,
      note: pageSchemaVersions.note,
    })
    .from(pageSchemaVersions)
    .where(eq(pageSchemaVersions.pageSchemaId, pageId))
    .orderBy(desc(pageSchemaVersions.version));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** The schema of one version; version 0 names the working draft. */
export async function versionSchema(deps: StudioDeps, pageId: number, version: number): Promise<unknown> {
  if (version === 0) {
    const draft = await readDraftRow(deps.db(), pageId);
    if (draft) return draft.schema;
    return (await getDraft(deps, pageId)).schema;
  }
  const [row] = await deps
    .db()
    .select({ schema: pageSchemaVersions.schema })
    .from(pageSchemaVersions)
    .where(and(eq(pageSchemaVersions.pageSchemaId, pageId), eq(pageSchemaVersions.version, version)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchVersion);
  return row.schema;
}

/** What changed from version `from` to version `to` (0: the working draft), by section and field. */
export async function diffVersions(deps: StudioDeps, pageId: number, from: number, to: number): Promise<SchemaChange[]> {
  const [before, after] = await Promise.all([versionSchema(deps, pageId, from), versionSchema(deps, pageId, to)]);
  return diffPageSchemas(before, after);
}

/** A new draft holding an old version's schema; the draft's revision must be the one the editor holds. */
export async function restoreVersion(
  deps: StudioDeps,
  request: StudioRequest,
  input: { pageId: number; version: number; expectedRevision: number | null },
): Promise<DraftView> {
  if (input.version < 1) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchVersion);
  const schema = await versionSchema(deps, input.pageId, input.version);
  return saveDraft(
    deps,
    request,
    { pageId: input.pageId, expectedRevision: input.expectedRevision, schema },
    { action: "page.restore", extra: { restoredVersion: input.version } },
  );
}
