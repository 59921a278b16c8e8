import { directPublishSetting, STUDIO_TEXT } from "~/lib/studio";
import { readSetting, writeSetting } from "../settings/store";
import type { StudioActor, StudioDeps, StudioRequest } from "./context";
import { createPage } from "./create-page";
import { getDraft, saveDraft } from "./drafts";
import { listPages, pageChoices } from "./list-pages";
import { pageSubject as page } from "./page-subject";
import { studioQueue } from "./queue";
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
import { approve, listComments, publishNow, requestChanges, reviewerChoices, submitForReview, unpublishNow } from "./workflow";

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
    getDraft: (pageId: number) => getDraft(deps, page, pageId),
    saveDraft: (request: StudioRequest, input: { pageId: number; expectedRevision: number | null; schema: unknown }) =>
      saveDraft(deps, page, request, { ...input, id: input.pageId }),
    createPage: (request: StudioRequest, input: Parameters<typeof createPage>[2]) => createPage(deps, request, input),
    submitForReview: (request: StudioRequest, input: { pageId: number; expectedRevision: number; reviewerId: string }) =>
      submitForReview(deps, page, request, input.pageId, input),
    requestChanges: (request: StudioRequest, input: { pageId: number; expectedRevision: number; comment: string }) =>
      requestChanges(deps, page, request, input.pageId, input),
    approve: (request: StudioRequest, input: { pageId: number; expectedRevision: number; comment?: string }) =>
      approve(deps, page, request, input.pageId, input),
    publish: (request: StudioRequest, input: { pageId: number; expectedRevision: number; note?: string }) =>
      publishNow(deps, page, request, input.pageId, input),
    unpublish: (request: StudioRequest, input: { pageId: number; redirectTo?: string }) =>
      unpublishNow(deps, page, request, input.pageId, input),
    schedulePublish: (request: StudioRequest, input: { pageId: number; expectedRevision: number; at: string; note?: string }) =>
      schedulePublish(deps, page, request, input.pageId, input),
    scheduleUnpublish: (request: StudioRequest, input: { pageId: number; at: string; redirectTo?: string }) =>
      scheduleUnpublish(deps, page, request, input.pageId, input),
    reschedule: (request: StudioRequest, input: Parameters<typeof reschedule>[2]) => reschedule(deps, request, input),
    cancelSchedule: (request: StudioRequest, input: Parameters<typeof cancelSchedule>[2]) => cancelSchedule(deps, request, input),
    runSchedule: (scheduleId: number) => runSchedule(deps, scheduleId),
    runDueSchedules: () => runDueSchedules(deps),
    versions: (pageId: number) => listVersions(deps, page, pageId),
    diff: (pageId: number, from: number, to: number) => diffVersions(deps, page, pageId, from, to),
    restore: (request: StudioRequest, input: { pageId: number; version: number; expectedRevision: number | null }) =>
      restoreVersion(deps, page, request, input.pageId, input),
    comments: (pageId: number) => listComments(deps, page, pageId),
    queue: (actorId: string) => studioQueue(deps, page, actorId),
    reviewers: (authorId: string | null) => reviewerChoices(deps, authorId),
    /** Whether staff may publish their own drafts without approval (the super admin's setting; default no). */
    directPublishAllowed: () => readSetting(deps.db(), directPublishSetting),
    setDirectPublish: (actor: StudioActor, allowed: unknown) =>
      writeSetting(deps.db(), actor, directPublishSetting, allowed, STUDIO_TEXT.superAdminOnly),
  };
}

export type Studio = ReturnType<typeof createStudio>;
export { DraftConflictError, type StudioActor, type StudioDeps, type StudioRequest, StudioValidationError } from "./context";
export type { DraftView } from "./page-subject";
export { ResearchConflictError, type ResearchDraftView, type ResearchListRow } from "./research";
export { contentScheduleJobs };
