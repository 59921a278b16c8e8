import { and, desc, eq } from "drizzle-orm";
import { STUDIO_TEXT } from "~/lib/content/studio";
import type { SchemaChange } from "~/lib/content/studio-diff";
import { AppError } from "../../http";
import type { StudioDeps, StudioRequest } from "./context";
import { getDraft, saveDraft } from "./drafts";
import type { StudioSubject, SubjectShapes } from "./subject";

/**
 * Versions (issue 22 item 6): every publish is one, with its author,
 * publisher, time and note, in the subject's versions table. Any two compare
 * by section and field; a restore makes a new draft from an old version, so
 * history is never rewritten (the restored text goes live as a new version
 * when published).
 */
export interface VersionSummary {
  version: number;
  publishedBy: string | null;
  authorId: string | null;
  publishedAt: string;
  note: string | null;
}

export async function listVersions(
  deps: StudioDeps,
  subject: StudioSubject<SubjectShapes>,
  id: number,
): Promise<VersionSummary[]> {
  const { table, subjectId } = subject.versions;
  const rows = await deps
    .db()
    .select({
      version: table.version,
      publishedBy: table.publishedBy,
      authorId: table.authorId,
      publishedAt: table.publishedAt,
      note: table.note,
    })
    .from(table)
    .where(eq(subjectId, id))
    .orderBy(desc(table.version));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** The schema of one version; version 0 names the working draft (or the live content when there is none). */
export async function versionSchema(
  deps: StudioDeps,
  subject: StudioSubject<SubjectShapes>,
  id: number,
  version: number,
): Promise<unknown> {
  if (version === 0) return ((await getDraft(deps, subject, id)) as { schema: unknown }).schema;
  const { table, subjectId } = subject.versions;
  const [row] = await deps
    .db()
    .select({ schema: table.schema })
    .from(table)
    .where(and(eq(subjectId, id), eq(table.version, version)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchVersion);
  return row.schema;
}

/** What changed from version `from` to version `to` (0: the working draft), by section and field. */
export async function diffVersions(
  deps: StudioDeps,
  subject: StudioSubject<SubjectShapes>,
  id: number,
  from: number,
  to: number,
): Promise<SchemaChange[]> {
  const [before, after] = await Promise.all([versionSchema(deps, subject, id, from), versionSchema(deps, subject, id, to)]);
  return subject.diff(before, after);
}

/** A new draft holding an old version's schema; the draft's revision must be the one the editor holds. */
export async function restoreVersion<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  id: number,
  input: { version: number; expectedRevision: number | null },
): Promise<T["view"]> {
  if (input.version < 1) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchVersion);
  const schema = await versionSchema(deps, subject, id, input.version);
  return saveDraft(
    deps,
    subject,
    request,
    { id, expectedRevision: input.expectedRevision, schema },
    { action: `${subject.actions}.restore`, extra: { restoredVersion: input.version } },
  );
}
