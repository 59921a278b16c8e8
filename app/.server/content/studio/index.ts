import { directPublishSetting, STUDIO_TEXT } from "~/lib/content/studio";
import { readSetting, writeSetting } from "../../settings";
import type { StudioActor, StudioDeps, StudioRequest } from "./context";
import { createPage } from "./create-page";
import { listPages, pageChoices } from "./list-pages";
import { pageSubject } from "./page-subject";
import { createResearchStudio } from "./research";
import { cancelSchedule, contentScheduleJobs, reschedule, runDueSchedules, runSchedule } from "./schedule";
import { subjectStudio } from "./subject-studio";

/**
 * The content studio's server side (issue 22): drafts, publish, versions,
 * review workflow, schedules and the queue of schema-driven pages and, as
 * `research`, of content_research records: one implementation over a
 * StudioSubject adapter per subject type (subject.ts). Routes parse their
 * input with the schemas of app/lib/content/studio.ts and call one of these; each
 * write is audited, and refusals are AppErrors (4xx) with the spec's texts.
 * Built once by the content domain's factory (content/services.ts); the scheduled runs (its `contentJobs`) use the same one.
 */
export function createStudio(deps: StudioDeps) {
  return {
    deps,
    /** content_research records (issue 22 item 11): the same drafts, review, versions and schedules, by `recordId`. */
    research: createResearchStudio(deps),
    listPages: (query: Parameters<typeof listPages>[1]) => listPages(deps, query),
    pageChoices: () => pageChoices(deps),
    ...subjectStudio(deps, pageSubject, "pageId"),
    createPage: (request: StudioRequest, input: Parameters<typeof createPage>[2]) => createPage(deps, request, input),
    reschedule: (request: StudioRequest, input: Parameters<typeof reschedule>[2]) => reschedule(deps, request, input),
    cancelSchedule: (request: StudioRequest, input: Parameters<typeof cancelSchedule>[2]) => cancelSchedule(deps, request, input),
    runSchedule: (scheduleId: number) => runSchedule(deps, scheduleId),
    runDueSchedules: () => runDueSchedules(deps),
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
