import type { StudioDeps, StudioRequest } from "./context";
import { getDraft, saveDraft } from "./drafts";
import { studioQueue } from "./queue";
import { schedulePublish, scheduleUnpublish } from "./schedule";
import type { StudioSubject, SubjectShapes } from "./subject";
import { diffVersions, listVersions, restoreVersion } from "./versions";
import { approve, listComments, publishNow, requestChanges, reviewerChoices, submitForReview, unpublishNow } from "./workflow";

/**
 * The studio's members for one subject type, as routes call them: each
 * input names its subject by `key` (`pageId` for pages, `recordId` for
 * content_research records), as the route's schema parsed it.
 */
export function subjectStudio<T extends SubjectShapes, K extends string>(deps: StudioDeps, subject: StudioSubject<T>, key: K) {
  type Input<I> = Record<K, number> & I;
  return {
    getDraft: (id: number) => getDraft(deps, subject, id),
    saveDraft: (request: StudioRequest, input: Input<{ expectedRevision: number | null; schema: unknown }>) =>
      saveDraft(deps, subject, request, { id: input[key], expectedRevision: input.expectedRevision, schema: input.schema }),
    submitForReview: (request: StudioRequest, input: Input<{ expectedRevision: number; reviewerId: string }>) =>
      submitForReview(deps, subject, request, input[key], input),
    requestChanges: (request: StudioRequest, input: Input<{ expectedRevision: number; comment: string }>) =>
      requestChanges(deps, subject, request, input[key], input),
    approve: (request: StudioRequest, input: Input<{ expectedRevision: number; comment?: string }>) =>
      approve(deps, subject, request, input[key], input),
    publish: (request: StudioRequest, input: Input<{ expectedRevision: number; note?: string }>) =>
      publishNow(deps, subject, request, input[key], input),
    unpublish: (request: StudioRequest, input: Input<T["unpublishInput"]>) =>
      unpublishNow(deps, subject, request, input[key], input),
    schedulePublish: (request: StudioRequest, input: Input<{ expectedRevision: number; at: string; note?: string }>) =>
      schedulePublish(deps, subject, request, input[key], input),
    scheduleUnpublish: (request: StudioRequest, input: Input<T["unpublishInput"] & { at: string }>) =>
      scheduleUnpublish(deps, subject, request, input[key], input),
    versions: (id: number) => listVersions(deps, subject, id),
    diff: (id: number, from: number, to: number) => diffVersions(deps, subject, id, from, to),
    restore: (request: StudioRequest, input: Input<{ version: number; expectedRevision: number | null }>) =>
      restoreVersion(deps, subject, request, input[key], input),
    comments: (id: number) => listComments(deps, subject, id),
    queue: (actorId: string) => studioQueue(deps, subject, actorId),
    reviewers: (authorId: string | null) => reviewerChoices(deps, authorId),
  };
}
