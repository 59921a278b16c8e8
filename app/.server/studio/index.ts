import { directPublishSetting, STUDIO_TEXT } from "~/lib/studio";
import { readSetting, writeSetting } from "../settings/store";
import type { StudioActor, StudioDeps, StudioRequest } from "./context";
import { createPage, getDraft, saveDraft } from "./drafts";
import { listPages, pageChoices } from "./list-pages";
import { createResearchStudio } from "./research";
import {
  cancelSchedule,
  contentScheduleJobs,
  reschedule,
  runDueSchedules,
  runSchedule,
  schedulePublish,
  scheduleUnpublish,
} from "./schedule";
import { diffVersions, listVersions, restoreVersion } from "./versions";
import {
  approve,
  listComments,
  publishNow,
  requestChanges,
  reviewerChoices,
  studioQueue,
  submitForReview,
  unpublishNow,
} from "./workflow";

/**
 * The content studio's server side (issue 22): drafts, publish, versions,
 * review workflow and schedules of schema-driven pages. Routes parse their
 * input with the schemas of app/lib/studio.ts and call one of these; each
 * write is audited, and refusals are AppErrors (4xx) with the spec's texts.
 * Built once in createServices; the worker builds one for scheduled runs.
 */
export function createStudio(deps: StudioDeps) {
  return {
    deps,
    /** content_research records (issue 22 item 11): the same drafts, review, versions and schedules, by `recordId`. */
    research: createResearchStudio(deps),
    listPages: (query: Parameters<typeof listPages>[1]) => listPages(deps, query),
    pageChoices: () => pageChoices(deps),
    getDraft: (pageId: number) => getDraft(deps, pageId),
    saveDraft: (request: StudioRequest, input: Parameters<typeof saveDraft>[2]) => saveDraft(deps, request, input),
    createPage: (request: StudioRequest, input: Parameters<typeof createPage>[2]) => createPage(deps, request, input),
    submitForReview: (request: StudioRequest, input: Parameters<typeof submitForReview>[2]) =>
      submitForReview(deps, request, input),
    requestChanges: (request: StudioRequest, input: Parameters<typeof requestChanges>[2]) => requestChanges(deps, request, input),
    approve: (request: StudioRequest, input: Parameters<typeof approve>[2]) => approve(deps, request, input),
    publish: (request: StudioRequest, input: Parameters<typeof publishNow>[2]) => publishNow(deps, request, input),
    unpublish: (request: StudioRequest, input: Parameters<typeof unpublishNow>[2]) => unpublishNow(deps, request, input),
    schedulePublish: (request: StudioRequest, input: Parameters<typeof schedulePublish>[2]) =>
      schedulePublish(deps, request, input),
    scheduleUnpublish: (request: StudioRequest, input: Parameters<typeof scheduleUnpublish>[2]) =>
      scheduleUnpublish(deps, request, input),
    reschedule: (request: StudioRequest, input: Parameters<typeof reschedule>[2]) => reschedule(deps, request, input),
    cancelSchedule: (request: StudioRequest, input: Parameters<typeof cancelSchedule>[2]) => cancelSchedule(deps, request, input),
    runSchedule: (scheduleId: number) => runSchedule(deps, scheduleId),
    runDueSchedules: () => runDueSchedules(deps),
    versions: (pageId: number) => listVersions(deps, pageId),
    diff: (pageId: number, from: number, to: number) => diffVersions(deps, pageId, from, to),
    restore: (request: StudioRequest, input: Parameters<typeof restoreVersion>[2]) => restoreVersion(deps, request, input),
    comments: (pageId: number) => listComments(deps, pageId),
    queue: (actorId: string) => studioQueue(deps, actorId),
    reviewers: (authorId: string | null) => reviewerChoices(deps, authorId),
    /** Whether staff may publish their own drafts without approval (the super admin's setting; default no). */
    directPublishAllowed: () => readSetting(deps.db(), directPublishSetting),
    setDirectPublish: (actor: StudioActor, allowed: unknown) =>
      writeSetting(deps.db(), actor, directPublishSetting, allowed, STUDIO_TEXT.superAdminOnly),
  };
}

export type Studio = ReturnType<typeof createStudio>;
export { DraftConflictError, type StudioActor, type StudioDeps, type StudioRequest, StudioValidationError } from "./context";
export type { DraftView } from "./drafts";
export { ResearchConflictError, type ResearchDraftView, type ResearchListRow } from "./research";
export { contentScheduleJobs };
