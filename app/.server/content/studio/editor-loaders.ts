import { data, type RouterContextProvider } from "react-router";
import { checkDraft, diffQuery } from "~/lib/content/studio";
import type { StudioSubjectType } from "~/lib/content/studio-enums";
import { checkResearchDraft, researchTypeLabel } from "~/lib/content/studio-research";
import type { Staff } from "../../auth";
import { isAppError, listQuery } from "../../http";
import { staffRequest } from "../../services-context";
import { articlePlace } from "./article-place";
import { ARTICLE, articleId, pageId } from "./editor-actions";
import { otherPagesSeo, pendingSchedules, staffEmailsById } from "./editor-data";
import type { Studio } from "./index";

/**
 * What the studio's two editors load: the page editor (/admin/pages/:id and
 * its diff) and the article editor (/content-view/:id and its diff), with
 * what both show beside the form (versions and their people, comments,
 * reviewers, schedules). The subject is the URL's; a missing one is a 404.
 */

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

/** /admin/pages/:id: the page's draft in the section forms, the SEO of the other pages, and the side data. */
export async function loadPageEditor(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const { staff, services } = staffRequest(context);
  const id = pageId(rawId);
  const { studio, config } = services;
  const draft = await orNotFound(studio.getDraft(id));
  const [side, siteSeo] = await Promise.all([
    editorSideData(studio, staff, { ...studio, id, authorId: draft.authorId }),
    otherPagesSeo(studio.deps, id),
  ]);
  const stored = checkDraft(draft.schema);
  return {
    ...side,
    draft,
    /** Old data that no longer passes the draft check: loaded anyway, and the editor says what is wrong. */
    storedIssues: stored.ok ? [] : stored.issues,
    publicUrl: new URL(config.publicUrl).origin,
    siteSeo,
  };
}

/** /admin/pages/:id/diff?from=&to= (a version that is not one: 400 "Choose two versions to compare."). */
export async function loadPageDiff(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const { studio } = staffRequest(context).services;
  const id = pageId(rawId);
  const draft = await orNotFound(studio.getDraft(id));
  const { from, to } = listQuery(request, diffQuery);
  const changes = await orNotFound(studio.diff(id, from, to));
  return { pageId: id, path: draft.path, from, to, changes };
}

/** /content-view/:id: one content_research record in the editor's parts, with its place on the site and the held accreditations. */
export async function loadContentView(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const { staff, services } = staffRequest(context);
  const recordId = articleId(rawId);
  const { studio, config, contentGates } = services;
  const draft = await orNotFound(studio.research.getDraft(recordId));
  const [side, place, heldAccreditations] = await Promise.all([
    editorSideData(studio, staff, { ...studio.research, id: recordId, type: ARTICLE, authorId: draft.authorId }),
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

/** /content-view/:id/diff?from=&to=. */
export async function loadContentViewDiff(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const { studio } = staffRequest(context).services;
  const recordId = articleId(rawId);
  const draft = await orNotFound(studio.research.getDraft(recordId));
  const { from, to } = listQuery(request, diffQuery);
  const changes = await orNotFound(studio.research.diff(recordId, from, to));
  const title = (draft.schema as { title?: unknown } | null)?.title;
  return { recordId, title: typeof title === "string" && title ? title : `Article ${recordId}`, from, to, changes };
}
