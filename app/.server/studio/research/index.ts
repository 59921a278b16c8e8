import type { ResearchListQuery } from "~/lib/studio-research";
import type { StudioDeps, StudioRequest } from "../context";
import { reviewerChoices } from "../workflow";
import { getResearchDraft, saveResearchDraft } from "./drafts";
import { listResearch } from "./list";
import { researchQueue } from "./queue";
import { scheduleResearchPublish, scheduleResearchUnpublish } from "./schedule";
import { diffResearchVersions, listResearchVersions, restoreResearchVersion } from "./versions";
import {
  approveResearch,
  listResearchComments,
  publishResearch,
  requestResearchChanges,
  submitResearch,
  unpublishResearch,
} from "./workflow";

type Input<F extends (deps: StudioDeps, request: StudioRequest, input: never) => unknown> = Parameters<F>[2];

/**
 * The studio's functions for content_research records, as `studio.research`:
 * the pages' functions with `recordId` for `pageId`. Schedules are moved,
 * cancelled and run by the pages' functions (studio.reschedule,
 * studio.cancelSchedule, studio.runSchedule), which read the subject type.
 */
export function createResearchStudio(deps: StudioDeps) {
  return {
    list: (query: ResearchListQuery) => listResearch(deps, query),
    getDraft: (recordId: number) => getResearchDraft(deps, recordId),
    saveDraft: (request: StudioRequest, input: Input<typeof saveResearchDraft>) => saveResearchDraft(deps, request, input),
    submitForReview: (request: StudioRequest, input: Input<typeof submitResearch>) => submitResearch(deps, request, input),
    requestChanges: (request: StudioRequest, input: Input<typeof requestResearchChanges>) =>
      requestResearchChanges(deps, request, input),
    approve: (request: StudioRequest, input: Input<typeof approveResearch>) => approveResearch(deps, request, input),
    publish: (request: StudioRequest, input: Input<typeof publishResearch>) => publishResearch(deps, request, input),
    unpublish: (request: StudioRequest, input: Input<typeof unpublishResearch>) => unpublishResearch(deps, request, input),
    schedulePublish: (request: StudioRequest, input: Input<typeof scheduleResearchPublish>) =>
      scheduleResearchPublish(deps, request, input),
    scheduleUnpublish: (request: StudioRequest, input: Input<typeof scheduleResearchUnpublish>) =>
      scheduleResearchUnpublish(deps, request, input),
    versions: (recordId: number) => listResearchVersions(deps, recordId),
    diff: (recordId: number, from: number, to: number) => diffResearchVersions(deps, recordId, from, to),
    restore: (request: StudioRequest, input: Input<typeof restoreResearchVersion>) =>
      restoreResearchVersion(deps, request, input),
    comments: (recordId: number) => listResearchComments(deps, recordId),
    reviewers: (authorId: string | null) => reviewerChoices(deps, authorId),
    queue: (actorId: string) => researchQueue(deps, actorId),
  };
}

export { ResearchConflictError } from "./drafts";
export type { ResearchListRow } from "./list";
export type { ResearchDraftView } from "./records";
