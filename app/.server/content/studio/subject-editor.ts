import { data } from "react-router";
import { z } from "zod";
import { formatAgencyDateTime, STUDIO_TEXT, type StudioIssue } from "~/lib/content/studio";
import type { StudioSubjectType } from "~/lib/content/studio-enums";
import type { Staff } from "../../auth/staff";
import { AppError, isAppError } from "../../http/app-error";
import { firstProblem, readJsonObject } from "../../http/parse-request";
import { type StudioRequest, StudioValidationError } from "./context";
import { pendingSchedules, scheduleOwner, staffEmailsById } from "./editor-data";
import type { Studio } from "./index";

/**
 * What the page editor (route-actions.ts, `studio.*` by pageId) and the
 * article editor (content-view-actions.ts, `studio.research.*` by recordId)
 * do alike: the action's intent dispatch and its answers, the loader's
 * workflow data, the diff screen's loader and the refusals. Each editor
 * passes a table of its subject: its studio calls, input schemas, guards and
 * the few texts that differ.
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

export interface SubjectAnswer<V, I extends string> {
  ok: boolean;
  intent?: I;
  message: string;
  /** The draft after the change (its new revision, status, schema). */
  draft?: V;
  /** A stale revision: the draft as it is now, to compare and choose from. */
  current?: V;
  /** A refused save or publish: each problem by section and field. */
  issues?: StudioIssue[];
  /** A moved page's new path (the page editor's URL stays: it names the id). */
  path?: string;
}
export type Answer<V, I extends string> = { status: number; body: SubjectAnswer<V, I> };

export const ok = <V, I extends string>(intent: I, message: string, extra: Partial<SubjectAnswer<V, I>> = {}): Answer<V, I> => ({
  status: 200,
  body: { ok: true, intent, message, ...extra },
});
const refused = <V, I extends string>(
  status: number,
  message: string,
  extra: Partial<SubjectAnswer<V, I>> = {},
): Answer<V, I> => ({
  status,
  body: { ok: false, message, ...extra },
});

type Input = Record<string, unknown>;
type RunAt = { runAt: Date | string };

/** The studio's calls for one subject: `studio` for pages, `studio.research` for articles (methods: inputs are the parsed schemas below). */
export interface SubjectCalls<V, U> {
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
export interface EditorSubject<V extends { reviewerEmail: string | null }, U, I extends string> {
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
  more?: (intent: I, request: StudioRequest, body: Input) => Promise<Answer<V, I>>;
}

/** A schedule of this subject, or a refusal (a schedule of another page or article is not this editor's to change). */
async function ownSchedule(studio: Studio, subject: { id: number; type?: StudioSubjectType }, scheduleId: number) {
  if ((await scheduleOwner(studio.deps, scheduleId, subject.type)) !== subject.id) {
    throw new AppError("NOT_FOUND", STUDIO_TEXT.scheduleGone);
  }
}

/** Runs one intent on the subject for `staff`: the action's work, apart from HTTP so tests call it directly. */
export async function runSubjectAction<V extends { reviewerEmail: string | null }, U, I extends string>(
  studio: Studio,
  subject: EditorSubject<V, U, I>,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  body: Input,
): Promise<Answer<V, I>> {
  const { calls, inputs, inputOf } = subject;
  const request = { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp };
  const when = (schedule: RunAt) => formatAgencyDateTime(new Date(schedule.runAt), studio.deps.timeZone);
  const intent = z.object({ intent: z.enum(subject.intents, "Say what to do: an intent this editor knows.") }).safeParse(body);
  if (!intent.success) return refused(400, firstProblem(intent.error));
  const name = intent.data.intent;
  const answer = (message: string, extra: Partial<SubjectAnswer<V, I>> = {}) => ok<V, I>(name, message, extra);
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

const noStore = { "Cache-Control": "no-store" };

/** A refusal of the studio thrown as the route's 4xx answer (a loader has no form to show it in). */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isAppError(error)) throw data(error.toJSON(), { status: error.status, headers: noStore });
    throw error;
  }
}

/** The action's HTTP side: the JSON body under the subject's byte cap, then `run`; every answer `no-store`. */
export async function subjectActionResponse<V, I extends string>(
  request: Request,
  limit: { maxBytes: number; tooLarge: string },
  run: (body: Input) => Promise<Answer<V, I>>,
) {
  const respond = ({ status, body }: Answer<V, I>) => data<SubjectAnswer<V, I>>(body, { status, headers: noStore });
  let body: Input;
  try {
    body = await readJsonObject(request, { maxBytes: limit.maxBytes, messages: { tooLarge: limit.tooLarge } });
  } catch (error) {
    if (isAppError(error)) return respond(refused(error.status, error.message));
    throw error;
  }
  return respond(await run(body));
}

interface VersionOf {
  authorId: string | null;
  publishedBy: string | null;
}
interface CommentOf {
  id: number;
  revision: number;
  authorEmail: string | null;
  body: string;
  createdAt: Date;
}

/** What both editors' loaders show beside the form: versions with their people, comments, reviewers, schedules, who I am. */
export async function editorSideData<R extends VersionOf>(
  studio: Studio,
  staff: Pick<Staff, "id" | "email" | "role">,
  subject: {
    id: number;
    type?: StudioSubjectType;
    authorId: string | null;
    versions: (id: number) => Promise<R[]>;
    comments: (id: number) => Promise<CommentOf[]>;
    reviewers: (authorId: string) => Promise<{ id: string; name: string; email: string }[]>;
  },
) {
  const [versions, comments, reviewers, schedules, directPublish] = await Promise.all([
    subject.versions(subject.id),
    subject.comments(subject.id),
    subject.reviewers(subject.authorId ?? staff.id),
    pendingSchedules(studio.deps, subject.id, subject.type),
    studio.directPublishAllowed(),
  ]);
  const emails = await staffEmailsById(
    studio.deps,
    versions.flatMap((version) => [version.authorId, version.publishedBy]),
  );
  return {
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
    me: { id: staff.id, email: staff.email, role: staff.role },
  };
}

/** The diff screen's versions: `from` and `to` of the query, parsed with the subject's id, or a 400. */
export function diffVersions<S extends z.ZodType<{ from: number; to: number }>>(schema: S, ids: Input, url: URL): z.output<S> {
  const parsed = schema.safeParse({ ...ids, from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" });
  if (!parsed.success) throw data(new AppError("BAD_REQUEST", "Choose two versions to compare.").toJSON(), { status: 400 });
  return parsed.data;
}
