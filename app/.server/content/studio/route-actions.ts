import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  approveInput,
  checkDraft,
  diffInput,
  publishInput,
  rescheduleInput,
  restoreInput,
  reviewCommentInput,
  STUDIO_TEXT,
  saveDraftInput,
  scheduleIdField,
  schedulePublishInput,
  scheduleUnpublishInput,
  submitForReviewInput,
  unpublishInput,
  wholeNumber,
} from "~/lib/content/studio";
import { firstIssue } from "~/lib/first-issue";
import { requireStaff, type Staff } from "../../auth/staff";
import { AppError } from "../../http/app-error";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { DraftConflictError } from "./context";
import type { DraftView } from "./drafts";
import { otherPagesSeo } from "./editor-data";
import type { Studio } from "./index";
import { type MoveDeps, movePage } from "./move";
import {
  diffVersions,
  type EditorSubject,
  editorSideData,
  ok,
  orNotFound,
  runSubjectAction,
  type SubjectAnswer,
  subjectActionResponse,
  WORKFLOW_INTENTS,
} from "./subject-editor";

/**
 * The page editor's loader and action (/admin/pages/:id, issue 22 items 2-9),
 * kept out of the thin route module. The action takes JSON `{ intent, ... }`
 * (the editor posts with a fetcher; the draft is a nested object no form
 * encodes). The page is the URL's: a body naming another page, a schedule of
 * another page, a stale revision, a wrong type or a missing page is refused
 * with a 4xx and a message, and nothing changes. Every answer is an
 * EditorAnswer; a stale revision's carries the current draft, a refused
 * publish's the problems by section and field. The dispatch and the answers
 * are the article editor's too (subject-editor.ts); this file holds what is
 * the page's: its calls, inputs, texts and the move.
 */
export const EDITOR_INTENTS = [...WORKFLOW_INTENTS, "move"] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];
export type EditorAnswer = SubjectAnswer<DraftView, EditorIntent>;

/** The largest draft posted: 40 sections of rich text fit well under this. */
const EDITOR_MAX_BYTES = 1024 * 1024;

// Digits only: `/admin/pages/1e3` or `0x10` names no page (a coercion would open page 1000 or 16).
const pageIdParam = wholeNumber(STUDIO_TEXT.noSuchPage);
const moveInput = z.object({
  pageId: pageIdParam,
  path: z.string("Enter the new path, like /rehab/seo.").max(300, STUDIO_TEXT.pathInvalid),
});
const cancelInput = z.object({ scheduleId: scheduleIdField });

/** The page id of the URL, or a 404 (what no link of ours makes). */
export function editorPageId(raw: string | undefined): number {
  const parsed = pageIdParam.safeParse(raw);
  if (!parsed.success) throw data(new AppError("NOT_FOUND", STUDIO_TEXT.noSuchPage).toJSON(), { status: 404 });
  return parsed.data;
}

export async function loadPageEditor(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const pageId = editorPageId(rawId);
  const { studio, config } = context.get(servicesContext);
  const draft = await orNotFound(studio.getDraft(pageId));
  const [side, siteSeo] = await Promise.all([
    editorSideData(studio, staff, { ...studio, id: pageId, authorId: draft.authorId }),
    otherPagesSeo(studio.deps, pageId),
  ]);
  const stored = checkDraft(draft.schema);
  return {
    ...side,
    draft,
    /** Old data that no longer passes the draft check: loaded anyway, and the editor says what is wrong. */
    storedIssues: stored.ok ? [] : stored.issues,
    publicUrl: new URL(config.publicUrl).origin,
    siteSeo,
  };
}

export async function loadPageDiff(context: Readonly<RouterContextProvider>, rawId: string | undefined, url: URL) {
  requireStaff(context);
  const pageId = editorPageId(rawId);
  const { studio } = context.get(servicesContext);
  const draft = await orNotFound(studio.getDraft(pageId));
  const { from, to } = diffVersions(diffInput, { pageId }, url);
  const changes = await orNotFound(studio.diff(pageId, from, to));
  return { pageId, path: draft.path, from, to, changes };
}

/** One of the studio's input schemas, with the URL's page id; a body naming another page is refused. */
function inputOf<S extends z.ZodType>(schema: S, body: Record<string, unknown>, pageId: number): z.output<S> {
  if (body.pageId !== undefined && String(body.pageId) !== String(pageId)) {
    throw new AppError("BAD_REQUEST", "This request names another page than the one open in the editor.");
  }
  const parsed = schema.safeParse({ ...body, pageId });
  // Named after its field ("expectedRevision: ..."): only a client other than the editor sends a wrong type.
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstIssue(parsed.error));
  return parsed.data;
}

export interface EditorActionDeps {
  studio: Studio;
  redirects: MoveDeps["redirects"];
  /** Waits until this instance's redirect table has reloaded (a moved page's old path redirects on the next request). */
  redirectsSettled?: () => Promise<void>;
}

/** Page `pageId` as the shared dispatcher's subject: `studio.*` by pageId, and the page's own intent, "move". */
function pageSubject(
  deps: EditorActionDeps,
  pageId: number,
): EditorSubject<DraftView, Awaited<ReturnType<Studio["unpublish"]>>, EditorIntent> {
  const { studio } = deps;
  return {
    id: pageId,
    intents: EDITOR_INTENTS,
    calls: studio,
    inputs: {
      save: saveDraftInput,
      submit: submitForReviewInput,
      requestChanges: reviewCommentInput,
      approve: approveInput,
      publish: publishInput,
      schedulePublish: schedulePublishInput,
      scheduleUnpublish: scheduleUnpublishInput,
      unpublish: unpublishInput,
      restore: restoreInput,
      reschedule: rescheduleInput,
      cancel: cancelInput,
    },
    inputOf: (schema, body) => inputOf(schema, body, pageId),
    Conflict: DraftConflictError,
    publishedVersion: (draft) => draft.pageVersion,
    unpublished: (result) =>
      `Unpublished: ${result.path} now ${result.redirectTo ? `redirects (301) to ${result.redirectTo}` : "answers 404"}.`,
    more: async (name, request, body) => {
      const moved = await movePage({ ...studio.deps, redirects: deps.redirects }, request, inputOf(moveInput, body, pageId));
      if (moved.redirected) await deps.redirectsSettled?.();
      const message =
        moved.from === moved.to
          ? "The path did not change."
          : moved.redirected
            ? `Moved to ${moved.to}; ${moved.from} now redirects (301) there.`
            : `Moved to ${moved.to}.`;
      return ok(name, message, { path: moved.to, draft: await studio.getDraft(pageId) });
    },
  };
}

/** Runs one intent on page `pageId` for `staff`: the action's work, apart from HTTP so tests call it directly. */
export const runEditorAction = (
  deps: EditorActionDeps,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  pageId: number,
  body: Record<string, unknown>,
) => runSubjectAction(deps.studio, pageSubject(deps, pageId), staff, clientIp, body);

export async function pageEditorAction(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const pageId = editorPageId(rawId);
  const { studio, redirects } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const deps = { studio, redirects: redirects.store, redirectsSettled: () => redirects.table.settled() };
  return subjectActionResponse(
    request,
    { maxBytes: EDITOR_MAX_BYTES, tooLarge: STUDIO_TEXT.saveFailed("the page is larger than 1 MB.") },
    (body) => runEditorAction(deps, staff, clientIp, pageId, body),
  );
}
