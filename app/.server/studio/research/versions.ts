import { and, desc, eq } from "drizzle-orm";
import { STUDIO_TEXT } from "~/lib/studio";
import type { SchemaChange } from "~/lib/studio-diff";
import { diffResearch } from "~/lib/studio-research";
import { contentResearchVersions } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { StudioDeps, StudioRequest } from "../context";
import type { VersionSummary } from "../versions";
import { getResearchDraft, saveResearchDraft } from "./drafts";

/** Versions of a content_research record: listed, compared field by field, restored as a new draft (history never rewritten). */
export async function listResearchVersions(deps: StudioDeps, recordId: number): Promise<VersionSummary[]> {
  const rows = await deps
    .db()
    .select({
      version: contentResearchVersions.version,
      publishedBy: contentResearchVersions.publishedBy,
      authorId: contentResearchVersions.authorId,
      publishedAt: contentResearchVersions.publishedAt,
      note: contentResearchVersions.note,
    })
    .from(contentResearchVersions)
    .where(eq(contentResearchVersions.contentResearchId, recordId))
    .orderBy(desc(contentResearchVersions.version));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** One version's fields; version 0 names the working draft (or the live record when there is none). */
export async function researchVersionSchema(deps: StudioDeps, recordId: number, version: number): Promise<unknown> {
  if (version === 0) return (await getResearchDraft(deps, recordId)).schema;
  const [row] = await deps
    .db()
    .select({ schema: contentResearchVersions.schema })
    .from(contentResearchVersions)
    .where(and(eq(contentResearchVersions.contentResearchId, recordId), eq(contentResearchVersions.version, version)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchVersion);
  return row.schema;
}

export async function diffResearchVersions(
  deps: StudioDeps,
  recordId: number,
  from: number,
  to: number,
): Promise<SchemaChange[]> {
  const [before, after] = await Promise.all([
    researchVersionSchema(deps, recordId, from),
    researchVersionSchema(deps, recordId, to),
  ]);
  return diffResearch(before, after);
}

export async function restoreResearchVersion(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; version: number; expectedRevision: number | null },
) {
  if (input.version < 1) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchVersion);
  const schema = await researchVersionSchema(deps, input.recordId, input.version);
  return saveResearchDraft(
    deps,
    request,
    { recordId: input.recordId, expectedRevision: input.expectedRevision, schema },
    { action: "research.restore", extra: { restoredVersion: input.version } },
  );
}
