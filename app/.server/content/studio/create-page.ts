import { isPagePath, normalizePagePath } from "~/lib/content/page-path";
import type { PageType } from "~/lib/content/page-schema";
import { checkDraft, isReservedPath, pageTemplate, STUDIO_TEXT } from "~/lib/content/studio";
import { contentDrafts, pageSchemas } from "../../db";
import { AppError } from "../../http";
import { type StudioDeps, type StudioRequest, StudioValidationError, savingPage } from "./context";
import { audit, getDraft } from "./drafts";
import { type DraftView, PAGE, pageSubject } from "./page-subject";

/**
 * A new page at a free, valid path, from a template or as a copy of another
 * page (its working draft if it has one, else its published schema). The
 * page is stored unpublished (status draft, version 0) with its first draft.
 */
export async function createPage(
  deps: StudioDeps,
  request: StudioRequest,
  input: { path: string; type: PageType; template?: Parameters<typeof pageTemplate>[0]; copyOf?: number },
): Promise<DraftView> {
  const path = normalizePagePath(input.path.trim());
  if (!input.path.startsWith("/") || !isPagePath(path)) {
    throw new AppError("BAD_REQUEST", STUDIO_TEXT.pathInvalid, { fields: { path: STUDIO_TEXT.pathInvalid } });
  }
  if (isReservedPath(path)) {
    throw new AppError("BAD_REQUEST", STUDIO_TEXT.pathReserved, { fields: { path: STUDIO_TEXT.pathReserved } });
  }
  const db = deps.db();
  let schema: unknown;
  if (input.copyOf !== undefined) {
    const source = await getDraft(deps, pageSubject, input.copyOf);
    schema = source.schema;
  } else {
    schema = pageTemplate(input.template ?? "service");
  }
  const checked = checkDraft(schema);
  if (!checked.ok) throw new StudioValidationError(STUDIO_TEXT.saveFailed(checked.issues[0]?.message ?? ""), checked.issues);
  const { actor } = request;
  const created = await savingPage(deps, "page creation", () =>
    db.transaction(async (tx) => {
      const [page] = await tx
        .insert(pageSchemas)
        .values({ path, type: input.type, status: "draft", schema: checked.schema, version: 0 })
        .onConflictDoNothing({ target: pageSchemas.path })
        .returning();
      if (!page) return null;
      const [draft] = await tx
        .insert(contentDrafts)
        .values({
          subjectType: PAGE,
          subjectId: page.id,
          schema: checked.schema,
          basedOnVersion: 0,
          status: "draft",
          revision: 1,
          authorId: actor.id,
          authorEmail: actor.email,
          updatedById: actor.id,
          updatedByEmail: actor.email,
        })
        .returning();
      await audit(tx, deps, request, "page.create", page.id, null, {
        path,
        type: input.type,
        ...(input.copyOf !== undefined ? { copyOf: input.copyOf } : { template: input.template ?? "service" }),
      });
      return pageSubject.view({ row: page, version: 0 }, draft);
    }),
  );
  if (!created) throw new AppError("CONFLICT", STUDIO_TEXT.pathTaken, { fields: { path: STUDIO_TEXT.pathTaken } });
  return created;
}
