import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { firstIssue } from "~/lib/first-issue";
import {
  approveInput,
  checkDraft,
  diffInput,
  formatAgencyDateTime,
  publishInput,
  rescheduleInput,
  restoreInput,
  reviewCommentInput,
  STUDIO_TEXT,
  type StudioIssue,
  saveDraftInput,
  scheduleIdField,
  schedulePublishInput,
  scheduleUnpublishInput,
  submitForReviewInput,
  unpublishInput,
  wholeNumber,
} from "~/lib/studio";
import { requireStaff, type Staff } from "../auth/staff";
import { AppError, isAppError } from "../http/app-error";
import { firstProblem, readJsonObject } from "../http/parse-request";
import { requestContext } from "../request-context";
import { servicesContext } from "../services";
import { DraftConflictError, StudioValidationError } from "./context";
import type { DraftView } from "./drafts";
import { otherPagesSeo, pendingSchedules, scheduleOwner, staffEmailsById } from "./editor-data";
import type { Studio } from "./index";
import { type MoveDeps, movePage } from "./move";

/**
 * The page editor's loader and action (/admin/pages/:id, issue 22 items 2-9),
 * kept out of the thin route module. The action takes JSON `{ intent, ... }`
 * (the editor posts with a fetcher; the draft is a nested object no form
 * encodes). The page is the URL's: a body naming another page, a schedule of
 * another page, a stale revision, a wrong type or a missing page is refused
 * with a 4xx and a message, and nothing changes. Every answer is an
 * EditorAnswer; a stale revision's carries the current draft, a refused
 * publish's the problems by section and field.
 */
export const EDITOR_INTENTS = [
  "save",
  "submit",
  "request-changes",
  "approve",
  "publish",
  "schedule-publish",
  "schedule-unpublish",
  "reschedule",
  "cancel-schedule",
  "unpublish",
  "restore",
  "move",
] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

export interface EditorAnswer {
  ok: boolean;
  intent?: EditorIntent;
  message: string;
  /** The draft after the change (its new revision, status, schema). */
  draft?: DraftView;
  /** A stale revision: the draft as it is now, to compare and choose from. */
  current?: DraftView;
  /** A refused save or publish: each problem by section and field. */
  issues?: StudioIssue[];
  /** A moved page's new path (the editor's URL stays: it names the id). */
  path?: string;
}

/** The largest draft posted: 40 sections of rich text fit well under this. */
const EDITOR_MAX_BYTES = 1024 * 1024;

// Digits only: `/admin/pages/1e3` or `0x10` names no page (a coercion would open page 1000 or 16).
const pageIdParam = wholeNumber(STUDIO_TEXT.noSuchPage);
const moveInput = z.object({
  pageId: pageIdParam,
  path: z.string("Enter the new path, like /rehab/seo.").max(300, STUDIO_TEXT.pathInvalid),
});
const cancelInput = z.object({ scheduleId: scheduleIdField });
const intentOf = z.object({ intent: z.enum(EDITOR_INTENTS, "Say what to do: an intent this editor knows.") });

/** The page id of the URL, or a 404 (what no link of ours makes). */
export function editorPageId(raw: string | undefined): number {
  const parsed = pageIdParam.safeParse(raw);
  if (!parsed.success) throw data(new AppError("NOT_FOUND", STUDIO_TEXT.noSuchPage).toJSON(), { status: 404 });
  return parsed.data;
}

/** A refusal of the studio thrown as the route's 4xx answer (the loader has no form to show it in). */
async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isAppError(error)) throw data(error.toJSON(), { status: error.status, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}

export async function loadPageEditor(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const pageId = editorPageId(rawId);
  const { studio, config } = context.get(servicesContext);
  const draft = await orNotFound(studio.getDraft(pageId));
  const [versions, comments, reviewers, schedules, directPublish, siteSeo] = await Promise.all([
    studio.versions(pageId),
    studio.comments(pageId),
    studio.reviewers(draft.authorId ?? staff.id),
    pendingSchedules(studio.deps, pageId),
    studio.directPublishAllowed(),
    otherPagesSeo(studio.deps, pageId),
  ]);
  const emails = await staffEmailsById(
    studio.deps,
    versions.flatMap((version) => [version.authorId, version.publishedBy]),
  );
  const stored = checkDraft(draft.schema);
  return {
    draft,
    /** Old data that no longer passes the draft check: loaded anyway, and the editor says what is wrong. */
    storedIssues: stored.ok ? [] : stored.issues,
    versions: versions.map((version) => ({
      ...version,
      authorEmail: version.authorId ? (emails[version.authorId] ?? null) : null,
      publishedByEmail: version.publishedBy ? (emails[version.publishedBy] ?? version.publishedBy) : null,
    })),
    comments: comments.map((comment) => ({
      id: comment.id,
      revision: comment.revision,
      authorEmail: comment.authorEmail,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
    })),
    reviewers: reviewers.filter((reviewer) => reviewer.id !== staff.id),
    schedules,
    directPublish,
    timeZone: studio.deps.timeZone,
    publicUrl: new URL(config.publicUrl).origin,
    siteSeo,
    me: { id: staff.id, email: staff.email, role: staff.role },
  };
}

export async function loadPageDiff(context: Readonly<RouterContextProvider>, rawId: string | undefined, url: URL) {
  requireStaff(context);
  const pageId = editorPageId(rawId);
  const { studio } = context.get(servicesContext);
  const draft = await orNotFound(studio.getDraft(pageId));
  const parsed = diffInput.safeParse({
    pageId,
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
  });
  if (!parsed.success) {
    throw data(new AppError("BAD_REQUEST", "Choose two versions to compare.").toJSON(), { status: 400 });
  }
  const { from, to } = parsed.data;
  const changes = await orNotFound(studio.diff(pageId, from, to));
  return { pageId, path: draft.path, from, to, changes };
}

type Answer = { status: number; body: EditorAnswer };
const ok = (intent: EditorIntent, message: string, extra: Partial<EditorAnswer> = {}): Answer => ({
  status: 200,
  body: { ok: true, intent, message, ...extra },
});
const refused = (status: number, message: string, extra: Partial<EditorAnswer> = {}): Answer => ({
  status,
  body: { ok: false, message, ...extra },
});

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

/** A schedule id of this page, or a refusal (another page's schedule is not this editor's to change). */
async function ownSchedule(studio: Studio, scheduleId: number, pageId: number) {
  if ((await scheduleOwner(studio.deps, scheduleId)) !== pageId) throw new AppError("NOT_FOUND", STUDIO_TEXT.scheduleGone);
}

export interface EditorActionDeps {
  studio: Studio;
  redirects: MoveDeps["redirects"];
  /** Waits until this instance's redirect table has reloaded (a moved page's old path redirects on the next request). */
  redirectsSettled?: () => Promise<void>;
}

/** Runs one intent on page `pageId` for `staff`: the action's work, apart from HTTP so tests call it directly. */
export async function runEditorAction(
  deps: EditorActionDeps,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  pageId: number,
  body: Record<string, unknown>,
): Promise<Answer> {
  const { studio } = deps;
  const request = { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp };
  const zone = studio.deps.timeZone;
  const intent = intentOf.safeParse(body);
  if (!intent.success) return refused(400, firstProblem(intent.error));
  const name = intent.data.intent;
  try {
    switch (name) {
      case "save": {
        const draft = await studio.saveDraft(request, inputOf(saveDraftInput, body, pageId));
        return ok(name, "Saved.", { draft });
      }
      case "submit": {
        const draft = await studio.submitForReview(request, inputOf(submitForReviewInput, body, pageId));
        return ok(name, `Sent for review to ${draft.reviewerEmail ?? "the reviewer"}.`, { draft });
      }
      case "request-changes": {
        const draft = await studio.requestChanges(request, inputOf(reviewCommentInput, body, pageId));
        return ok(name, "Changes requested: the author sees your comment.", { draft });
      }
      case "approve": {
        const draft = await studio.approve(request, inputOf(approveInput, body, pageId));
        return ok(name, "Approved: the draft may be published or scheduled.", { draft });
      }
      case "publish": {
        const draft = await studio.publish(request, inputOf(publishInput, body, pageId));
        return ok(name, `Published as version ${draft.pageVersion}.`, { draft });
      }
      case "schedule-publish": {
        const { draft, schedule } = await studio.schedulePublish(request, inputOf(schedulePublishInput, body, pageId));
        return ok(name, `Publish scheduled for ${formatAgencyDateTime(new Date(schedule.runAt), zone)}.`, { draft });
      }
      case "schedule-unpublish": {
        const schedule = await studio.scheduleUnpublish(request, inputOf(scheduleUnpublishInput, body, pageId));
        return ok(name, `Unpublish scheduled for ${formatAgencyDateTime(new Date(schedule.runAt), zone)}.`);
      }
      case "reschedule": {
        const input = inputOf(rescheduleInput, body, pageId);
        await ownSchedule(studio, input.scheduleId, pageId);
        const schedule = await studio.reschedule(request, input);
        return ok(name, `Moved to ${formatAgencyDateTime(new Date(schedule.runAt), zone)}.`);
      }
      case "cancel-schedule": {
        const input = inputOf(cancelInput, body, pageId);
        await ownSchedule(studio, input.scheduleId, pageId);
        await studio.cancelSchedule(request, input);
        return ok(name, "Schedule cancelled.", { draft: await studio.getDraft(pageId) });
      }
      case "unpublish": {
        const result = await studio.unpublish(request, inputOf(unpublishInput, body, pageId));
        const where = result.redirectTo ? `redirects (301) to ${result.redirectTo}` : "answers 404";
        return ok(name, `Unpublished: ${result.path} now ${where}.`, { draft: await studio.getDraft(pageId) });
      }
      case "restore": {
        const input = inputOf(restoreInput, body, pageId);
        const draft = await studio.restore(request, input);
        return ok(name, `Version ${input.version} restored as a new draft: publish it to make it live again.`, { draft });
      }
      case "move": {
        const moved = await movePage({ ...studio.deps, redirects: deps.redirects }, request, inputOf(moveInput, body, pageId));
        if (moved.redirected) await deps.redirectsSettled?.();
        const message =
          moved.from === moved.to
            ? "The path did not change."
            : moved.redirected
              ? `Moved to ${moved.to}; ${moved.from} now redirects (301) there.`
              : `Moved to ${moved.to}.`;
        return ok(name, message, { path: moved.to, draft: await studio.getDraft(pageId) });
      }
    }
  } catch (error) {
    if (error instanceof DraftConflictError) return refused(409, error.message, { intent: name, current: error.current });
    if (error instanceof StudioValidationError) {
      // A publish (or a schedule of one) refused for its content: the editor lists the problems under one sentence.
      const publishing = name === "publish" || name === "schedule-publish";
      return refused(error.status, publishing ? STUDIO_TEXT.publishInvalid : error.message, {
        intent: name,
        issues: error.issues,
      });
    }
    if (isAppError(error)) return refused(error.status, error.message, { intent: name });
    throw error;
  }
}

export async function pageEditorAction(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const pageId = editorPageId(rawId);
  const { studio, redirects } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const answer = ({ status, body }: Answer) => data<EditorAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(request, {
      maxBytes: EDITOR_MAX_BYTES,
      messages: { tooLarge: STUDIO_TEXT.saveFailed("the page is larger than 1 MB.") },
    });
  } catch (error) {
    if (isAppError(error)) return answer(refused(error.status, error.message));
    throw error;
  }
  return answer(
    await runEditorAction(
      { studio, redirects: redirects.store, redirectsSettled: () => redirects.table.settled() },
      staff,
      clientIp,
      pageId,
      body,
    ),
  );
}
