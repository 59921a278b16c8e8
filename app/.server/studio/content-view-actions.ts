import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { formatAgencyDateTime, localDateTime, STUDIO_TEXT, type StudioIssue, wholeNumber } from "~/lib/studio";
import {
  checkResearchDraft,
  researchApproveInput,
  researchCommentInput,
  researchDiffInput,
  researchPublishInput,
  researchRestoreInput,
  researchSaveInput,
  researchScheduleInput,
  researchScheduleUnpublishInput,
  researchSubmitInput,
  researchTypeLabel,
  researchUnpublishInput,
} from "~/lib/studio-research";
import { requireStaff, type Staff } from "../auth/staff";
import { AppError, isAppError } from "../http/app-error";
import { firstProblem, readJsonObject } from "../http/parse-request";
import { requestContext } from "../request-context";
import { servicesContext } from "../services";
import { articlePlace } from "./article-place";
import { StudioValidationError } from "./context";
import { pendingSchedules, scheduleOwner, staffEmailsById } from "./editor-data";
import type { Studio } from "./index";
import { ResearchConflictError, type ResearchDraftView } from "./research";

/**
 * The article editor's loader and action (/content-view/:id, issue 22 item
 * 11), the page editor's shape (route-actions.ts) for content_research
 * records through `studio.research.*`. The action takes JSON `{ intent, ... }`;
 * the record is the URL's: a body naming another record, a schedule of
 * another subject, a stale revision, a wrong type or a missing record is
 * refused with a 4xx and a message, and nothing changes.
 */
export const CONTENT_VIEW_INTENTS = [
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
] as const;
export type ContentViewIntent = (typeof CONTENT_VIEW_INTENTS)[number];

export interface ContentViewAnswer {
  ok: boolean;
  intent?: ContentViewIntent;
  message: string;
  draft?: ResearchDraftView;
  /** A stale revision: the draft as it is now, to compare and choose from. */
  current?: ResearchDraftView;
  /** A refused save or publish: each problem by field ("Article: Title is required"). */
  issues?: StudioIssue[];
}

const SUBJECT = "content_research" as const;
/** An article's rich text is at most 200 KB (its draft schema); the rest of the body is small. */
const CONTENT_VIEW_MAX_BYTES = 512 * 1024;

const recordIdParam = wholeNumber("An id is a whole number above 0.");
const scheduleIdInput = z.object({ scheduleId: recordIdParam });
const rescheduleInput = z.object({ scheduleId: recordIdParam, at: localDateTime });
const intentOf = z.object({ intent: z.enum(CONTENT_VIEW_INTENTS, "Say what to do: an intent this editor knows.") });

const noStore = { "Cache-Control": "no-store" };

/** The record id of the URL, or a 404 (what no link of ours makes). */
export function contentViewId(raw: string | undefined): number {
  const parsed = recordIdParam.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw ?? "")) {
    throw data(new AppError("NOT_FOUND", STUDIO_TEXT.noSuchRecord).toJSON(), { status: 404 });
  }
  return parsed.data;
}

async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isAppError(error)) throw data(error.toJSON(), { status: error.status, headers: noStore });
    throw error;
  }
}

export async function loadContentView(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const recordId = contentViewId(rawId);
  const { studio, config } = context.get(servicesContext);
  const draft = await orNotFound(studio.research.getDraft(recordId));
  const [versions, comments, reviewers, schedules, directPublish, place] = await Promise.all([
    studio.research.versions(recordId),
    studio.research.comments(recordId),
    studio.research.reviewers(draft.authorId ?? staff.id),
    pendingSchedules(studio.deps, recordId, SUBJECT),
    studio.directPublishAllowed(),
    articlePlace(studio.deps, draft),
  ]);
  const emails = await staffEmailsById(
    studio.deps,
    versions.flatMap((version) => [version.authorId, version.publishedBy]),
  );
  const stored = checkResearchDraft(draft.schema);
  return {
    draft,
    typeLabel: researchTypeLabel(draft.contentType),
    place,
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
    me: { id: staff.id, email: staff.email, role: staff.role },
  };
}

export async function loadContentViewDiff(context: Readonly<RouterContextProvider>, rawId: string | undefined, url: URL) {
  requireStaff(context);
  const recordId = contentViewId(rawId);
  const { studio } = context.get(servicesContext);
  const draft = await orNotFound(studio.research.getDraft(recordId));
  const parsed = researchDiffInput.safeParse({
    recordId,
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
  });
  if (!parsed.success) throw data(new AppError("BAD_REQUEST", "Choose two versions to compare.").toJSON(), { status: 400 });
  const { from, to } = parsed.data;
  const changes = await orNotFound(studio.research.diff(recordId, from, to));
  const title = (draft.schema as { title?: unknown } | null)?.title;
  return { recordId, title: typeof title === "string" && title ? title : `Article ${recordId}`, from, to, changes };
}

type Answer = { status: number; body: ContentViewAnswer };
const ok = (intent: ContentViewIntent, message: string, extra: Partial<ContentViewAnswer> = {}): Answer => ({
  status: 200,
  body: { ok: true, intent, message, ...extra },
});
const refused = (status: number, message: string, extra: Partial<ContentViewAnswer> = {}): Answer => ({
  status,
  body: { ok: false, message, ...extra },
});

/** One of the research inputs with the URL's record id; a body naming another record (or a page) is refused. */
function inputOf<S extends z.ZodType>(schema: S, body: Record<string, unknown>, recordId: number): z.output<S> {
  if (body.pageId !== undefined || (body.recordId !== undefined && String(body.recordId) !== String(recordId))) {
    throw new AppError("BAD_REQUEST", "This request names another article than the one open in the editor.");
  }
  const parsed = schema.safeParse({ ...body, recordId });
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstProblem(parsed.error));
  return parsed.data;
}

/** A schedule of this record, or a refusal (a page's or another article's schedule is not this editor's to change). */
async function ownSchedule(studio: Studio, scheduleId: number, recordId: number) {
  if ((await scheduleOwner(studio.deps, scheduleId, SUBJECT)) !== recordId) {
    throw new AppError("NOT_FOUND", STUDIO_TEXT.scheduleGone);
  }
}

/** Runs one intent on record `recordId` for `staff`: the action's work, apart from HTTP so tests call it directly. */
export async function runContentViewAction(
  studio: Studio,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  recordId: number,
  body: Record<string, unknown>,
): Promise<Answer> {
  const research = studio.research;
  const request = { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp };
  const zone = studio.deps.timeZone;
  const intent = intentOf.safeParse(body);
  if (!intent.success) return refused(400, firstProblem(intent.error));
  const name = intent.data.intent;
  try {
    switch (name) {
      case "save": {
        const draft = await research.saveDraft(request, inputOf(researchSaveInput, body, recordId));
        return ok(name, "Saved.", { draft });
      }
      case "submit": {
        const draft = await research.submitForReview(request, inputOf(researchSubmitInput, body, recordId));
        return ok(name, `Sent for review to ${draft.reviewerEmail ?? "the reviewer"}.`, { draft });
      }
      case "request-changes": {
        const draft = await research.requestChanges(request, inputOf(researchCommentInput, body, recordId));
        return ok(name, "Changes requested: the author sees your comment.", { draft });
      }
      case "approve": {
        const draft = await research.approve(request, inputOf(researchApproveInput, body, recordId));
        return ok(name, "Approved: the draft may be published or scheduled.", { draft });
      }
      case "publish": {
        const draft = await research.publish(request, inputOf(researchPublishInput, body, recordId));
        return ok(name, `Published as version ${draft.recordVersion}.`, { draft });
      }
      case "schedule-publish": {
        const { draft, schedule } = await research.schedulePublish(request, inputOf(researchScheduleInput, body, recordId));
        return ok(name, `Publish scheduled for ${formatAgencyDateTime(new Date(schedule.runAt), zone)}.`, { draft });
      }
      case "schedule-unpublish": {
        const schedule = await research.scheduleUnpublish(request, inputOf(researchScheduleUnpublishInput, body, recordId));
        return ok(name, `Unpublish scheduled for ${formatAgencyDateTime(new Date(schedule.runAt), zone)}.`);
      }
      case "reschedule": {
        const input = inputOf(rescheduleInput, body, recordId);
        await ownSchedule(studio, input.scheduleId, recordId);
        const schedule = await studio.reschedule(request, input);
        return ok(name, `Moved to ${formatAgencyDateTime(new Date(schedule.runAt), zone)}.`);
      }
      case "cancel-schedule": {
        const input = inputOf(scheduleIdInput, body, recordId);
        await ownSchedule(studio, input.scheduleId, recordId);
        await studio.cancelSchedule(request, input);
        return ok(name, "Schedule cancelled.", { draft: await research.getDraft(recordId) });
      }
      case "unpublish": {
        await research.unpublish(request, inputOf(researchUnpublishInput, body, recordId));
        return ok(name, "Unpublished: the article is off the site.", { draft: await research.getDraft(recordId) });
      }
      case "restore": {
        const input = inputOf(researchRestoreInput, body, recordId);
        const draft = await research.restore(request, input);
        return ok(name, `Version ${input.version} restored as a new draft: publish it to make it live again.`, { draft });
      }
    }
  } catch (error) {
    if (error instanceof ResearchConflictError) return refused(409, error.message, { intent: name, current: error.current });
    if (error instanceof StudioValidationError) {
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

export async function contentViewAction(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const recordId = contentViewId(rawId);
  const { studio } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const answer = ({ status, body }: Answer) => data<ContentViewAnswer>(body, { status, headers: noStore });
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(request, {
      maxBytes: CONTENT_VIEW_MAX_BYTES,
      messages: { tooLarge: STUDIO_TEXT.saveFailed("the article is larger than 512 KB.") },
    });
  } catch (error) {
    if (isAppError(error)) return answer(refused(error.status, error.message));
    throw error;
  }
  return answer(await runContentViewAction(studio, staff, clientIp, recordId, body));
}
