import { useEffect, useMemo, useRef, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import type { ResearchDraftView } from "~/.server/studio";
import { type ContentViewAnswer, contentViewAction, loadContentView } from "~/.server/studio/content-view-actions";
import { IssueList } from "~/components/studio/editor/issue-list";
import { LeaveGuard } from "~/components/studio/editor/leave-guard";
import { SaveBar } from "~/components/studio/editor/save-bar";
import { SchemaChangesTable } from "~/components/studio/editor/schema-changes-table";
import { postJson, useDraftEditor } from "~/components/studio/editor/use-draft-editor";
import { VersionsPanel } from "~/components/studio/editor/versions-panel";
import { WorkflowPanel } from "~/components/studio/editor/workflow-panel";
import { PreviewPane } from "~/components/studio/preview-pane";
import { RichTextField } from "~/components/studio/rich-text-field";
import { SeoPanel } from "~/components/studio/seo-panel";
import { StudioField } from "~/components/studio/studio-field";
import { Button } from "~/components/ui/button";
import { type DraftSeo, STUDIO_TEXT, type StudioIssue } from "~/lib/studio";
import { checkResearchDraft, checkResearchPublish, diffResearch, type ResearchDraft } from "~/lib/studio-research";
import type { Route } from "./+types/content-view";

/**
 * /content-view/:id (issue 22 item 11): one content_research record (a city
 * service article, a blog article, research) in the page editor's parts:
 * title, excerpt, rich text, SEO title and description, saved as you type
 * with the conflict choice; versions and their diff, the review workflow and
 * schedules; beside the form, the live preview in its city service page or
 * blog article (POST /api/admin/content/:id/preview). Admin role (guard table, and again in the loader and action).
 * The logic is in app/.server/studio/content-view-actions.ts.
 */
export const handle = { hydrate: true };

const titleOf = (schema: unknown) => {
  const title = (schema as { title?: unknown } | null)?.title;
  return typeof title === "string" && title.trim() ? title : null;
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Edit ${titleOf(loaderData.draft.schema) ?? `article ${loaderData.draft.recordId}`}` : "Edit article" },
];

export const loader = ({ context, params }: Route.LoaderArgs) => loadContentView(context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => contentViewAction(request, context, params.id);

/** An autosave changes nothing the loader reads that the editor does not already hold: no reload every few seconds. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as ContentViewAnswer | undefined;
  if (answer?.intent === "save") return false;
  return defaultShouldRevalidate;
}

/** A stored record that fails the draft check is loaded anyway, with empty defaults for what the form needs. */
function editableArticle(value: unknown): ResearchDraft {
  const raw = (value && typeof value === "object" ? value : {}) as Partial<ResearchDraft>;
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  return {
    title: text(raw.title),
    excerpt: text(raw.excerpt),
    content: text(raw.content),
    seo: { title: text(raw.seo?.title), description: text(raw.seo?.description) },
  };
}

const newer = (a: ResearchDraftView, b: ResearchDraftView | null) => (b && b.updatedAt >= a.updatedAt ? b : a);

export default function ContentView({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const recordId = data.draft.recordId;
  const editor = useDraftEditor<ResearchDraftView, ResearchDraft>(data.draft, {
    key: `article-save-${recordId}`,
    ids: { recordId },
    editable: editableArticle,
  });
  const workflow = useFetcher<ContentViewAnswer>({ key: `article-workflow-${recordId}` });
  const answer = workflow.state === "idle" ? workflow.data : undefined;
  const view = newer(data.draft, editor.latest);
  const [editAnyway, setEditAnyway] = useState(false);
  const [showPublishIssues, setShowPublishIssues] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A workflow step answered, or the loader ran again: its draft is the editor's now, where nothing is typed.
  const adopt = useRef(editor.adopt);
  adopt.current = editor.adopt;
  useEffect(() => {
    if (answer?.draft) adopt.current(answer.draft);
    if (answer?.issues) setShowPublishIssues(true);
  }, [answer]);
  useEffect(() => adopt.current(data.draft), [data.draft]);

  const { schema } = editor;
  const draftCheck = useMemo(() => checkResearchDraft(schema), [schema]);
  const publishCheck = useMemo(() => checkResearchPublish(schema), [schema]);
  const publishIssues = publishCheck.ok ? [] : publishCheck.issues;
  const formIssues: StudioIssue[] = showPublishIssues ? publishIssues : draftCheck.ok ? [] : draftCheck.issues;
  const readOnly = (view.status === "in_review" || view.status === "scheduled") && !editAnyway;
  const blockedBecause = editor.saving
    ? "Saving… the steps below wait for the save."
    : editor.dirty
      ? "Save your changes first: the steps below act on the saved draft."
      : null;
  const act = (body: Record<string, unknown>) => postJson(workflow, body);
  const set = (change: Partial<ResearchDraft>) => editor.setSchema({ ...schema, ...change });
  const { place } = data;
  const heading = titleOf(schema) ?? `Article ${recordId}`;
  const unpublishResult =
    place.kind === "city-service"
      ? "The city service page shows its default text again (and asks search engines not to index it)."
      : place.kind === "blog"
        ? "The blog article answers 404 and leaves the blog list."
        : "The record leaves the site.";

  return (
    <div className="space-y-8" data-article-editor="" data-hydrated={hydrated ? "" : undefined}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to="/content-research" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              All content research
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-bold text-ink">Edit “{heading}”</h1>
          <p className="mt-1 text-sm text-slate-700">
            {data.typeLabel}
            {place.path ? (
              <>
                {" "}
                on <code>{place.path}</code> ·{" "}
                <a href={`${data.publicUrl}${place.path}`} className="text-brand-700 underline" target="_blank" rel="noreferrer">
                  Open the live page
                </a>
              </>
            ) : place.kind === "city-service" ? (
              " · its service, state and city match no page of the site"
            ) : null}
          </p>
        </div>
        <SaveBar
          backup={editor.backup}
          state={editor.state}
          timeZone={data.timeZone}
          disabled={editor.saving || readOnly}
          onSave={editor.save}
          noun="article"
        />
      </div>

      {data.storedIssues.length > 0 ? (
        <div role="note" className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">
            This article's stored data does not pass the draft check. Fix the fields below before saving:
          </p>
          <IssueList issues={data.storedIssues} />
        </div>
      ) : null}

      {editor.state.kind === "conflict" ? (
        <section aria-labelledby="conflict-title" className="space-y-3 rounded-xl border border-red-700 bg-red-50 p-4">
          <h2 id="conflict-title" className="text-lg font-semibold text-red-900">
            Not saved: someone else changed this article
          </h2>
          <p role="alert" className="text-sm font-medium text-red-900">
            {STUDIO_TEXT.conflict}
          </p>
          <p className="text-sm text-slate-800">
            Current draft saved by {editor.state.current.updatedByEmail ?? "another editor"}. Your text stays in the form until
            you choose.
          </p>
          <SchemaChangesTable
            caption="Your changes against the current draft"
            changes={diffResearch(editor.state.current.schema, schema)}
            beforeLabel="Current"
            afterLabel="Yours"
            subject="Article"
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={editor.keepMine}>Keep mine</Button>
            <Button variant="secondary" onClick={editor.takeTheirs}>
              Take theirs
            </Button>
          </div>
        </section>
      ) : null}

      {answer?.issues ? (
        <div role="alert" className="space-y-2 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">{answer.message}</p>
          <IssueList issues={answer.issues} />
        </div>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-8">
          {readOnly ? (
            <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm">
              <p>
                This draft is {view.status === "in_review" ? "in review" : "scheduled"}: editing it takes it back to a draft
                {view.status === "scheduled" ? " and cancels the scheduled publish" : " (the review starts again)"}.
              </p>
              <Button size="sm" variant="secondary" onClick={() => setEditAnyway(true)}>
                Edit anyway
              </Button>
            </div>
          ) : null}

          <section aria-labelledby="article-fields-title" className="space-y-4">
            <h2 id="article-fields-title" className="text-xl font-semibold text-ink">
              Article
            </h2>
            <StudioField
              path={["title"]}
              label="Title"
              value={schema.title}
              maxLength={200}
              onChange={(title) => set({ title })}
              issues={formIssues}
              readOnly={readOnly}
            />
            <StudioField
              path={["excerpt"]}
              label="Excerpt"
              value={schema.excerpt}
              multiline
              maxLength={1000}
              onChange={(excerpt) => set({ excerpt })}
              issues={formIssues}
              readOnly={readOnly}
              hint="A short summary: the meta description falls back to it."
            />
            <RichTextField
              path={["content"]}
              label="Content"
              value={schema.content}
              onChange={(content) => set({ content })}
              issues={formIssues}
              readOnly={readOnly}
            />
          </section>

          <section aria-labelledby="seo-title" className="space-y-3">
            <h2 id="seo-title" className="text-xl font-semibold text-ink">
              Search and sharing
            </h2>
            <SeoPanel
              seo={schema.seo as DraftSeo}
              onChange={(seo) => set({ seo: { title: seo.title, description: seo.description } })}
              path={place.path ?? `/content-view/${recordId}`}
              publicUrl={data.publicUrl}
              siteSeo={[]}
              issues={formIssues.filter((issue) => issue.path[0] === "seo")}
              readOnly={readOnly}
              titleAndDescriptionOnly
            />
          </section>

          <section aria-labelledby="ready-title" className="space-y-2">
            <h2 id="ready-title" className="text-xl font-semibold text-ink">
              Ready to publish?
            </h2>
            {publishIssues.length === 0 ? (
              <p className="text-sm text-green-900">Nothing stands in the way of publishing this draft.</p>
            ) : (
              <>
                <p className="text-sm text-slate-800">
                  A publish would be refused until these are fixed (a draft saves as it is):
                </p>
                <IssueList issues={publishIssues} />
              </>
            )}
          </section>

          <VersionsPanel
            diffUrl={`/content-view/${recordId}/diff`}
            versions={data.versions}
            timeZone={data.timeZone}
            blockedBecause={blockedBecause}
            busy={workflow.state !== "idle"}
            restore={(version) => act({ intent: "restore", version, expectedRevision: editor.revision })}
          />
        </div>

        <div className="space-y-6">
          <PreviewPane
            endpoint={`/api/admin/content/${recordId}/preview`}
            type={view.contentType}
            path={place.path ?? `/content-view/${recordId}`}
            schema={schema}
          />
          <WorkflowPanel
            view={{ ...view, pageStatus: view.recordStatus, pageVersion: view.recordVersion }}
            subject="Article"
            unpublishResult={unpublishResult}
            me={data.me}
            reviewers={data.reviewers}
            directPublish={data.directPublish}
            schedules={data.schedules}
            comments={data.comments}
            timeZone={data.timeZone}
            blockedBecause={blockedBecause}
            busy={workflow.state !== "idle"}
            answer={answer}
            act={act}
          />
        </div>
      </div>
      <LeaveGuard when={editor.dirty || editor.saving} />
    </div>
  );
}
