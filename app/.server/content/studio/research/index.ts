import type { ResearchListQuery } from "~/lib/content/studio-research";
import type { StudioDeps } from "../context";
import { subjectStudio } from "../subject-studio";
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
    ...subjectStudio(deps, subject, "recordId"),
  };
}

export type { ResearchListRow } from "./list";
export { ResearchConflictError, type ResearchDraftView } from "./subject";
