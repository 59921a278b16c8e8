import type { ResearchListQuery } from "~/lib/studio-research";
import type { StudioDeps, StudioRequest } from "../context";
import { getDraft, saveDraft } from "../drafts";
import { studioQueue } from "../queue";
import { schedulePublish, scheduleUnpublish } from "../schedule";
import { diffVersions, listVersions, restoreVersion } from "../versions";
import { approve, listComments, publishNow, requestChanges, reviewerChoices, submitForReview, unpublishNow } from "../workflow";
import { listResearch } from "./list";
import { researchSubject as subject } from "./subject";

/**
 * The studio's functions for content_research records, as `studio.research`:
 * the pages' functions over the research subject, with `recordId` for
 * `pageId`. Schedules are moved, cancelled and run by the pages' functions
 * (studio.reschedule, studio.cancelSchedule, studio.runSchedule), which read
 * the subject type.
 */
export function createResearchStudio(deps: StudioDeps) {
  return {
    list: (query: ResearchListQuery) => listResearch(deps, query),
    getDraft: (recordId: number) => getDraft(deps, subject, recordId),
    saveDraft: (request: StudioRequest, input: { recordId: number; expectedRevision: number | null; schema: unknown }) =>
      saveDraft(deps, subject, request, { ...input, id: input.recordId }),
    submitForReview: (request: StudioRequest, input: { recordId: number; expectedRevision: number; reviewerId: string }) =>
      submitForReview(deps, subject, request, input.recordId, input),
    requestChanges: (request: StudioRequest, input: { recordId: number; expectedRevision: number; comment: string }) =>
      requestChanges(deps, subject, request, input.recordId, input),
    approve: (request: StudioRequest, input: { recordId: number; expectedRevision: number; comment?: string }) =>
      approve(deps, subject, request, input.recordId, input),
    publish: (request: StudioRequest, input: { recordId: number; expectedRevision: number; note?: string }) =>
      publishNow(deps, subject, request, input.recordId, input),
    unpublish: (request: StudioRequest, input: { recordId: number }) => unpublishNow(deps, subject, request, input.recordId, {}),
    schedulePublish: (request: StudioRequest, input: { recordId: number; expectedRevision: number; at: string; note?: string }) =>
      schedulePublish(deps, subject, request, input.recordId, input),
    scheduleUnpublish: (request: StudioRequest, input: { recordId: number; at: string }) =>
      scheduleUnpublish(deps, subject, request, input.recordId, { at: input.at }),
    versions: (recordId: number) => listVersions(deps, subject, recordId),
    diff: (recordId: number, from: number, to: number) => diffVersions(deps, subject, recordId, from, to),
    restore: (request: StudioRequest, input: { recordId: number; version: number; expectedRevision: number | null }) =>
      restoreVersion(deps, subject, request, input.recordId, input),
    comments: (recordId: number) => listComments(deps, subject, recordId),
    reviewers: (authorId: string | null) => reviewerChoices(deps, authorId),
    queue: (actorId: string) => studioQueue(deps, subject, actorId),
  };
}

export type { ResearchListRow } from "./list";
export { ResearchConflictError, type ResearchDraftView } from "./subject";
