import { data } from "react-router";
import { z } from "zod";
import type { ActionAnswer } from "~/lib/action-answer";
import {
  approveInput,
  formatAgencyDateTime,
  localDateTime,
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
} from "~/lib/content/studio";
import type { StudioSubjectType } from "~/lib/content/studio-enums";
import {
  researchApproveInput,
  researchCommentInput,
  researchPublishInput,
  researchRestoreInput,
  researchSaveInput,
  researchScheduleInput,
  researchScheduleUnpublishInput,
  researchSubmitInput,
  researchUnpublishInput,
} from "~/lib/content/studio-research";
import { firstIssue } from "~/lib/first-issue";
import type { Staff } from "../../auth";
import { AppError, firstProblem, isAppError, type PageActionArgs, type PageActionOptions, refuse } from "../../http";
import { staffRequest } from "../../services-context";
import { DraftConflictError, type StudioRequest, StudioValidationError } from "./context";
import type { DraftView } from "./drafts";
import { scheduleOwner } from "./editor-data";
import type { Studio } from "./index";
import { type MoveDeps, movePage } from "./move";
import { ResearchConflictError, type ResearchDraftView } from "./research";

/**
 * The studio's editor actions, one module for both editors: the page editor
 * (/admin/pages/:id, `studio.*` by pageId, and its own intent "move") and the
 * article editor (/content-view/:id, `studio.research.*` by recordId). Each
 * route plugs `editorBody` into the page socket (JSON `{ intent, ... }`: the
 * editor posts with a fetcher; the draft is a nested object no form encodes)
 * and one handler here. The subject is the URL's: a body naming another
 * subject, a schedule of another one, a stale revision, a wrong type or a
 * missing subject is refused with a 4xx and a message, and nothing changes.
 * A stale revision's answer carries the current draft, a refused publish's
 * the problems by section and field. Each editor is a table of its subject
 * (its studio calls, input schemas and the few texts that differ) run by
 * one dispatcher.
 */
export const WORKFLOW_INTENTS = [
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
type WorkflowIntent = (typeof WORKFLOW_INTENTS)[number];
export const PAGE_EDITOR_INTENTS = [...WORKFLOW_INTENTS, "move"] as const;
type PageIntent = (typeof PAGE_EDITOR_INTENTS)[number];

/** An editor's answer: the draft after the change, a stale revision's current draft, a refused publish's problems, a moved page's path. */
export type EditorAnswer<V> = ActionAnswer<{ draft: V; current: V; issues: StudioIssue[]; path: string }>;
/** The answer and its HTTP status, apart from HTTP so tests call the dispatcher directly. */
export type Answer<V> = { status: number; body: EditorAnswer<V> };

export const ok = <V>(intent: string, message: string, extra: Partial<EditorAnswer<V>> = {}): Answer<V> => ({
  status: 200,
  body: { ok: true, intent, message, ...extra } as EditorAnswer<V>,
});
const refused = <V>(status: number, message: string, extra: Partial<EditorAnswer<V>> = {}): Answer<V> => ({
  status,
  body: { ok: false, message, ...extra } as EditorAnswer<V>,
});

/* The subjects. */

/** The subject type of an article's schedules. */
export const ARTICLE = "content_research" as const;

// Digits only: `/admin/pages/1e3` or `0x10` names no page (a coercion would open page 1000 or 16).
const pageIdParam = wholeNumber(STUDIO_TEXT.noSuchPage);
const recordIdParam = wholeNumber("An id is a whole number above 0.");

/** The id of the URL, or a 404 (what no link of ours makes). */
function idOf(raw: string | undefined, schema: z.ZodType<number>, missing: string): number {
  const parsed = schema.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw ?? "")) throw data(new AppError("NOT_FOUND", missing).toJSON(), { status: 404 });
  return parsed.data;
}
export const pageId = (raw: string | undefined) => idOf(raw, pageIdParam, STUDIO_TEXT.noSuchPage);
export const articleId = (raw: string | undefined) => idOf(raw, recordIdParam, STUDIO_TEXT.noSuchRecord);

type Input = Record<string, unknown>;
type RunAt = { runAt: Date | string };

/** The studio's calls for one subject: `studio` for pages, `studio.research` for articles (methods: inputs are the parsed schemas below). */
interface SubjectCalls<V, U> {
  getDraft(id: number): Promise<V>;
  saveDraft(request: StudioRequest, input: Input): Promise<V>;
  submitForReview(request: StudioRequest, input: Input): Promise<V>;
  requestChanges(request: StudioRequest, input: Input): Promise<V>;
  approve(request: StudioRequest, input: Input): Promise<V>;
  publish(request: StudioRequest, input: Input): Promise<V>;
  schedulePublish(request: StudioRequest, input: Input): Promise<{ draft: V; schedule: RunAt }>;
  scheduleUnpublish(request: StudioRequest, input: Input): Promise<RunAt>;
  unpublish(request: StudioRequest, input: Input): Promise<U>;
  restore(request: StudioRequest, input: Input): Promise<V>;
}

/** One subject's table for `runSubjectAction`, made for the subject of the URL. */
interface EditorSubject<V extends { reviewerEmail: string | null }, U, I extends string> {
  /** The subject's id, the URL's. */
  id: number;
  intents: readonly [I, ...I[]];
  calls: SubjectCalls<V, U>;
  inputs: Record<"save" | "submit" | "requestChanges" | "approve" | "publish" | "schedulePublish", z.ZodType<Input>> & {
    scheduleUnpublish: z.ZodType<Input>;
    unpublish: z.ZodType<Input>;
    restore: z.ZodType<Input & { version: number }>;
    reschedule: z.ZodType<{ scheduleId: number; at: string }>;
    cancel: z.ZodType<{ scheduleId: number }>;
  };
  /** One input with the URL's id; a body naming another subject is refused. */
  inputOf<S extends z.ZodType>(schema: S, body: Input): z.output<S>;
  /** The subject type of its schedules (pages unless given). */
  type?: StudioSubjectType;
  Conflict: abstract new (...args: never[]) => Error & { current: V };
  publishedVersion(draft: V): number;
  unpublished(result: U): string;
  /** Intents only this subject knows (the page editor's "move"). */
  more?: (intent: I, request: StudioRequest, body: Input) => Promise<Answer<V>>;
}

const moveInput = z.object({
  pageId: pageIdParam,
  path: z.string("Enter the new path, like /rehab/seo.").max(300, STUDIO_TEXT.pathInvalid),
});

export interface EditorActionDeps {
  studio: Studio;
  redirects: MoveDeps["redirects"];
  /** Waits until this instance's redirect table has reloaded (a moved page's old path redirects on the next request). */
  redirectsSettled?: () => Promise<void>;
}

/** Page `id` as the dispatcher's subject: `studio.*` by pageId, and the page's own intent, "move". */
function pageSubject(
  deps: EditorActionDeps,
  id: number,
): EditorSubject<DraftView, Awaited<ReturnType<Studio["unpublish"]>>, PageIntent> {
  const { studio } = deps;
  /** One of the studio's input schemas, with the URL's page id; a body naming another page is refused. */
  const inputOf = <S extends z.ZodType>(schema: S, body: Input): z.output<S> => {
    if (body.pageId !== undefined && String(body.pageId) !== String(id)) {
      throw new AppError("BAD_REQUEST", "This request names another page than the one open in the editor.");
    }
    const parsed = schema.safeParse({ ...body, pageId: id });
    // Named after its field ("expectedRevision: ..."): only a client other than the editor sends a wrong type.
    if (!parsed.success) throw new AppError("BAD_REQUEST", firstIssue(parsed.error));
    return parsed.data;
  };
  return {
    id,
    intents: PAGE_EDITOR_INTENTS,
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
      cancel: z.object({ scheduleId: scheduleIdField }),
    },
    inputOf,
    Conflict: DraftConflictError,
    publishedVersion: (draft) => draft.pageVersion,
    unpublished: (result) =>
      `Unpublished: ${result.path} now ${result.redirectTo ? `redirects (301) to ${result.redirectTo}` : "answers 404"}.`,
    more: async (name, request, body) => {
      const moved = await movePage({ ...studio.deps, redirects: deps.redirects }, request, inputOf(moveInput, body));
      if (moved.redirected) await deps.redirectsSettled?.();
      const message =
        moved.from === moved.to
          ? "The path did not change."
          : moved.redirected
            ? `Moved to ${moved.to}; ${moved.from} now redirects (301) there.`
            : `Moved to ${moved.to}.`;
      return ok<DraftView>(name, message, { path: moved.to, draft: await studio.getDraft(id) });
    },
  };
}

/** Record `recordId` as the dispatcher's subject: `studio.research.*` by recordId. */
function articleSubject(studio: Studio, recordId: number): EditorSubject<ResearchDraftView, unknown, WorkflowIntent> {
  const scheduleId = recordIdParam;
  return {
    id: recordId,
    intents: WORKFLOW_INTENTS,
    calls: studio.research,
    inputs: {
      save: researchSaveInput,
      submit: researchSubmitInput,
      requestChanges: researchCommentInput,
      approve: researchApproveInput,
      publish: researchPublishInput,
      schedulePublish: researchScheduleInput,
      scheduleUnpublish: researchScheduleUnpublishInput,
      unpublish: researchUnpublishInput,
      restore: researchRestoreInput,
      reschedule: z.object({ scheduleId, at: localDateTime }),
      cancel: z.object({ scheduleId }),
    },
    // One of the research inputs with the URL's record id; a body naming another record (or a page) is refused.
    inputOf: (schema, body) => {
      if (body.pageId !== undefined || (body.recordId !== undefined && String(body.recordId) !== String(recordId))) {
        throw new AppError("BAD_REQUEST", "This request names another article than the one open in the editor.");
      }
      const parsed = schema.safeParse({ ...body, recordId });
      if (!parsed.success) throw new AppError("BAD_REQUEST", firstProblem(parsed.error));
      return parsed.data;
    },
    type: ARTICLE,
    Conflict: ResearchConflictError,
    publishedVersion: (draft) => draft.recordVersion,
    unpublished: () => "Unpublished: the article is off the site.",
  };
}

/* The dispatcher. */

/** A schedule of this subject, or a refusal (a schedule of another page or article is not this editor's to change). */
async function ownSchedule(studio: Studio, subject: { id: number; type?: StudioSubjectType }, scheduleId: number) {
  if ((await scheduleOwner(studio.deps, scheduleId, subject.type)) !== subject.id) {
    throw new AppError("NOT_FOUND", STUDIO_TEXT.scheduleGone);
  }
}

/** Runs one intent on the subject for `staff`. */
async function runSubjectAction<V extends { reviewerEmail: string | null }, U, I extends string>(
  studio: Studio,
  subject: EditorSubject<V, U, I>,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  body: Input,
): Promise<Answer<V>> {
  const { calls, inputs, inputOf } = subject;
  const request = { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp };
  const when = (schedule: RunAt) => formatAgencyDateTime(new Date(schedule.runAt), studio.deps.timeZone);
  const intent = z.object({ intent: z.enum(subject.intents, "Say what to do: an intent this editor knows.") }).safeParse(body);
  if (!intent.success) return refused(400, firstProblem(intent.error));
  const name = intent.data.intent;
  const answer = (message: string, extra: Partial<EditorAnswer<V>> = {}) => ok<V>(name, message, extra);
  try {
    switch (name as I & WorkflowIntent) {
      case "save":
        return answer("Saved.", { draft: await calls.saveDraft(request, inputOf(inputs.save, body)) });
      case "submit": {
        const draft = await calls.submitForReview(request, inputOf(inputs.submit, body));
        return answer(`Sent for review to ${draft.reviewerEmail ?? "the reviewer"}.`, { draft });
      }
      case "request-changes": {
        const draft = await calls.requestChanges(request, inputOf(inputs.requestChanges, body));
        return answer("Changes requested: the author sees your comment.", { draft });
      }
      case "approve": {
        const draft = await calls.approve(request, inputOf(inputs.approve, body));
        return answer("Approved: the draft may be published or scheduled.", { draft });
      }
      case "publish": {
        const draft = await calls.publish(request, inputOf(inputs.publish, body));
        return answer(`Published as version ${subject.publishedVersion(draft)}.`, { draft });
      }
      case "schedule-publish": {
        const { draft, schedule } = await calls.schedulePublish(request, inputOf(inputs.schedulePublish, body));
        return answer(`Publish scheduled for ${when(schedule)}.`, { draft });
      }
      case "schedule-unpublish": {
        const schedule = await calls.scheduleUnpublish(request, inputOf(inputs.scheduleUnpublish, body));
        return answer(`Unpublish scheduled for ${when(schedule)}.`);
      }
      case "reschedule": {
        const input = inputOf(inputs.reschedule, body);
        await ownSchedule(studio, subject, input.scheduleId);
        return answer(`Moved to ${when(await studio.reschedule(request, input))}.`);
      }
      case "cancel-schedule": {
        const input = inputOf(inputs.cancel, body);
        await ownSchedule(studio, subject, input.scheduleId);
        await studio.cancelSchedule(request, input);
        return answer("Schedule cancelled.", { draft: await calls.getDraft(subject.id) });
      }
      case "unpublish": {
        const result = await calls.unpublish(request, inputOf(inputs.unpublish, body));
        return answer(subject.unpublished(result), { draft: await calls.getDraft(subject.id) });
      }
      case "restore": {
        const input = inputOf(inputs.restore, body);
        const draft = await calls.restore(request, input);
        return answer(`Version ${input.version} restored as a new draft: publish it to make it live again.`, { draft });
      }
    }
    if (!subject.more) throw new Error(`No handler for the intent ${name}.`);
    return await subject.more(name, request, body);
  } catch (error) {
    if (error instanceof subject.Conflict) return refused(409, error.message, { intent: name, current: error.current });
    if (error instanceof StudioValidationError) {
      // A publish, a schedule of one, or a step towards one (review, approval) refused for its content: the editor
      // lists the problems under one sentence.
      const publishing = ["publish", "schedule-publish", "submit", "approve"].includes(name);
      return refused(error.status, publishing ? STUDIO_TEXT.publishInvalid : error.message, {
        intent: name,
        issues: error.issues,
      });
    }
    if (isAppError(error)) return refused(error.status, error.message, { intent: name });
    throw error;
  }
}

/** Runs one intent on page `id` for `staff`: the page editor's work, apart from HTTP so tests call it directly. */
export const runEditorAction = (
  deps: EditorActionDeps,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  id: number,
  body: Input,
) => runSubjectAction(deps.studio, pageSubject(deps, id), staff, clientIp, body);

/** Runs one intent on record `recordId` for `staff`: the article editor's work, apart from HTTP so tests call it directly. */
export const runContentViewAction = (
  studio: Studio,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  recordId: number,
  body: Input,
) => runSubjectAction(studio, articleSubject(studio, recordId), staff, clientIp, body);

/* The routes' side: the socket's options and handlers. */

/** An answer for the socket: a refusal keeps its status and everything the editor reads. */
const socketAnswer = <V>({ status, body }: Answer<V>) => (status < 400 ? body : { ...refuse(status, body.message), ...body });

/** The role check and the URL's subject before the body is read: a missing page is a 404 whatever was sent. */
const guarded =
  (idOfUrl: (raw: string | undefined) => number): PageActionOptions["guard"] =>
  ({ context, params }) => {
    staffRequest(context);
    idOfUrl(params.id);
  };

/** The page editor's socket: JSON under 1 MB (40 sections of rich text fit well under it). */
export const PAGE_EDITOR_SOCKET: PageActionOptions = {
  json: true,
  maxBytes: 1024 * 1024,
  tooLarge: STUDIO_TEXT.saveFailed("the page is larger than 1 MB."),
  guard: guarded(pageId),
};

/** The article editor's socket: an article's rich text is at most 200 KB (its draft schema); the rest of the body is small. */
export const ARTICLE_EDITOR_SOCKET: PageActionOptions = {
  json: true,
  maxBytes: 512 * 1024,
  tooLarge: STUDIO_TEXT.saveFailed("the article is larger than 512 KB."),
  guard: guarded(articleId),
};

/** POST /admin/pages/:id. */
export async function pageEditorCommand(body: Input, { context, params }: Pick<PageActionArgs, "context" | "params">) {
  const { staff, services, clientIp } = staffRequest(context);
  const { studio, redirects } = services;
  const deps = { studio, redirects: redirects.store, redirectsSettled: () => redirects.table.settled() };
  return socketAnswer(await runEditorAction(deps, staff, clientIp, pageId(params.id), body));
}

/** POST /content-view/:id. */
export async function articleEditorCommand(body: Input, { context, params }: Pick<PageActionArgs, "context" | "params">) {
  const { staff, services, clientIp } = staffRequest(context);
  return socketAnswer(await runContentViewAction(services.studio, staff, clientIp, articleId(params.id), body));
}
