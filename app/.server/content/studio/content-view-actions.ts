import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { localDateTime, STUDIO_TEXT, wholeNumber } from "~/lib/content/studio";
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
} from "~/lib/content/studio-research";
import { requireStaff, type Staff } from "../../auth/staff";
import { AppError } from "../../http/app-error";
import { firstProblem } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { articlePlace } from "./article-place";
import type { Studio } from "./index";
import { ResearchConflictError, type ResearchDraftView } from "./research";
import {
  diffVersions,
  type EditorSubject,
  editorSideData,
  orNotFound,
  runSubjectAction,
  type SubjectAnswer,
  subjectActionResponse,
  WORKFLOW_INTENTS,
} from "./subject-editor";

/**
 * The article editor's loader and action (/content-view/:id, issue 22 item
 * 11), the page editor's shape (route-actions.ts) for content_research
 * records through `studio.research.*`. The action takes JSON `{ intent, ... }`;
 * the record is the URL's: a body naming another record, a schedule of
 * another subject, a stale revision, a wrong type or a missing record is
 * refused with a 4xx and a message, and nothing changes. The dispatch and
 * the answers are the page editor's (subject-editor.ts); this file holds the
 * article's calls, inputs and texts.
 */
export const CONTENT_VIEW_INTENTS = WORKFLOW_INTENTS;
export type ContentViewIntent = (typeof CONTENT_VIEW_INTENTS)[number];
/** Issues name the field ("Article: Title is required"). */
export type ContentViewAnswer = SubjectAnswer<ResearchDraftView, ContentViewIntent>;

const SUBJECT = "content_research" as const;
/** An article's rich text is at most 200 KB (its draft schema); the rest of the body is small. */
const CONTENT_VIEW_MAX_BYTES = 512 * 1024;

const recordIdParam = wholeNumber("An id is a whole number above 0.");
const scheduleIdInput = z.object({ scheduleId: recordIdParam });
const rescheduleInput = z.object({ scheduleId: recordIdParam, at: localDateTime });

/** The record id of the URL, or a 404 (what no link of ours makes). */
export function contentViewId(raw: string | undefined): number {
  const parsed = recordIdParam.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw ?? "")) {
    throw data(new AppError("NOT_FOUND", STUDIO_TEXT.noSuchRecord).toJSON(), { status: 404 });
  }
  return parsed.data;
}

export async function loadContentView(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const recordId = contentViewId(rawId);
  const { studio, config, contentGates } = context.get(servicesContext);
  const draft = await orNotFound(studio.research.getDraft(recordId));
  const [side, place, heldAccreditations] = await Promise.all([
    editorSideData(studio, staff, { ...studio.research, id: recordId, type: SUBJECT, authorId: draft.authorId }),
    articlePlace(studio.deps, draft),
    // The editor's live compliance linter allows the same accreditations as the gate (issue 24 item 4).
    contentGates.heldAccreditations(),
  ]);
  const stored = checkResearchDraft(draft.schema);
  return {
    ...side,
    draft,
    typeLabel: researchTypeLabel(draft.contentType),
    place,
    storedIssues: stored.ok ? [] : stored.issues,
    publicUrl: new URL(config.publicUrl).origin,
    heldAccreditations,
  };
}

export async function loadContentViewDiff(context: Readonly<RouterContextProvider>, rawId: string | undefined, url: URL) {
  requireStaff(context);
  const recordId = contentViewId(rawId);
  const { studio } = context.get(servicesContext);
  const draft = await orNotFound(studio.research.getDraft(recordId));
  const { from, to } = diffVersions(researchDiffInput, { recordId }, url);
  const changes = await orNotFound(studio.research.diff(recordId, from, to));
  const title = (draft.schema as { title?: unknown } | null)?.title;
  return { recordId, title: typeof title === "string" && title ? title : `Article ${recordId}`, from, to, changes };
}

/** One of the research inputs with the URL's record id; a body naming another record (or a page) is refused. */
function inputOf<S extends z.ZodType>(schema: S, body: Record<string, unknown>, recordId: number): z.output<S> {
  if (body.pageId !== undefined || (body.recordId !== undefined && String(body.recordId) !== String(recordId))) {
    throw new AppError("BAD_REQUEST", "This request names another article than the one open in the editor.");
  }
  const parsed = schema.safeParse({ ...body, recordId });
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstProblem(parsed.error));
  return parsed.data;
}

/** Record `recordId` as the shared dispatcher's subject: `studio.research.*` by recordId. */
function articleSubject(studio: Studio, recordId: number): EditorSubject<ResearchDraftView, unknown, ContentViewIntent> {
  return {
    id: recordId,
    intents: CONTENT_VIEW_INTENTS,
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
      reschedule: rescheduleInput,
      cancel: scheduleIdInput,
    },
    inputOf: (schema, body) => inputOf(schema, body, recordId),
    type: SUBJECT,
    Conflict: ResearchConflictError,
    publishedVersion: (draft) => draft.recordVersion,
    unpublished: () => "Unpublished: the article is off the site.",
  };
}

/** Runs one intent on record `recordId` for `staff`: the action's work, apart from HTTP so tests call it directly. */
export const runContentViewAction = (
  studio: Studio,
  staff: Pick<Staff, "id" | "email" | "role">,
  clientIp: string | undefined,
  recordId: number,
  body: Record<string, unknown>,
) => runSubjectAction(studio, articleSubject(studio, recordId), staff, clientIp, body);

export async function contentViewAction(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const recordId = contentViewId(rawId);
  const { studio } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  return subjectActionResponse(
    request,
    { maxBytes: CONTENT_VIEW_MAX_BYTES, tooLarge: STUDIO_TEXT.saveFailed("the article is larger than 512 KB.") },
    (body) => runContentViewAction(studio, staff, clientIp, recordId, body),
  );
}
