import { useEffect, useMemo, useRef, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import type { DraftView } from "~/.server/studio";
import { type EditorAnswer, loadPageEditor, pageEditorAction } from "~/.server/studio/route-actions";
import { IssueList } from "~/components/studio/editor/issue-list";
import { LeaveGuard } from "~/components/studio/editor/leave-guard";
import { PathForm } from "~/components/studio/editor/path-form";
import { SaveBar } from "~/components/studio/editor/save-bar";
import { SchemaChangesTable } from "~/components/studio/editor/schema-changes-table";
import { pageSubject, postJson, useDraftEditor } from "~/components/studio/editor/use-draft-editor";
import { VersionsPanel } from "~/components/studio/editor/versions-panel";
import { WorkflowPanel } from "~/components/studio/editor/workflow-panel";
import { PreviewPane } from "~/components/studio/preview-pane";
import { SectionsEditor } from "~/components/studio/sections-editor";
import { SeoPanel } from "~/components/studio/seo-panel";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { checkDraft, checkPublish, type DraftPageSchema, STUDIO_TEXT, type StudioIssue } from "~/lib/studio";
import { diffPageSchemas } from "~/lib/studio-diff";
import { fieldId } from "~/lib/studio-fields";
import type { Route } from "./+types/page-editor";

/**
 * /admin/pages/:id (issue 22 items 2-9): one page's draft in the section
 * forms and the SEO panel beside its live preview, saved as you type; the
 * review workflow, schedules, versions and the page's path. Admin role (guard
 * table, and again in the loader and action). The logic is in
 * app/.server/studio/route-actions.ts.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Edit ${loaderData.draft.path}` : "Edit page" },
];

export const loader = ({ context, params }: Route.LoaderArgs) => loadPageEditor(context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => pageEditorAction(request, context, params.id);

/** An autosave changes nothing the loader reads that the editor does not already hold: no reload every few seconds. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as EditorAnswer | undefined;
  if (answer?.intent === "save") return false;
  return defaultShouldRevalidate;
}

const newer = (a: DraftView, b: DraftView | null) => (b && b.updatedAt >= a.updatedAt ? b : a);

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const editor = useDraftEditor<DraftView, DraftPageSchema>(data.draft, pageSubject(data.draft.pageId));
  const workflow = useFetcher<EditorAnswer>({ key: `page-workflow-${data.draft.pageId}` });
  const answer = workflow.state === "idle" ? workflow.data : undefined;
  const view = newer(data.draft, editor.latest);
  const [editAnyway, setEditAnyway] = useState(false);
  const [showPublishIssues, setShowPublishIssues] = useState(false);
  // Marks the editor as working (tests and scripts wait for it; before hydration nothing saves).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A workflow step answered, or the loader ran again: its draft (status, revision) is the editor's now, where nothing is
  // typed. Through a ref: adopt changes with every keystroke, and only a new answer matters here.
  const adopt = useRef(editor.adopt);
  adopt.current = editor.adopt;
  useEffect(() => {
    if (answer?.draft) adopt.current(answer.draft);
    if (answer?.issues) setShowPublishIssues(true);
  }, [answer]);
  useEffect(() => adopt.current(data.draft), [data.draft]);

  const { schema } = editor;
  const draftCheck = useMemo(() => checkDraft(schema), [schema]);
  const publishCheck = useMemo(() => checkPublish(schema), [schema]);
  const publishIssues = publishCheck.ok ? [] : publishCheck.issues;
  const formIssues: StudioIssue[] = showPublishIssues ? publishIssues : draftCheck.ok ? [] : draftCheck.issues;
  const readOnly = (view.status === "in_review" || view.status === "scheduled") && !editAnyway;
  const blockedBecause = editor.saving
    ? "Saving… the steps below wait for the save."
    : editor.dirty
      ? "Save your changes first: the steps below act on the saved draft."
      : null;
  const act = (body: Record<string, unknown>) => postJson(workflow, body);
  const breadcrumbIssue = formIssues.find((issue) => issue.path[0] === "breadcrumb");

  return (
    <div className="space-y-8" data-page-editor="" data-hydrated={hydrated ? "" : undefined}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to="/admin/pages" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              All pages
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-bold text-ink">
            Edit <code className="text-2xl">{view.path}</code>
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            {view.type} page ·{" "}
            <a href={`${data.publicUrl}${view.path}`} className="text-brand-700 underline" target="_blank" rel="noreferrer">
              Open the live page
            </a>
          </p>
        </div>
        <SaveBar
          state={editor.state}
          timeZone={data.timeZone}
          disabled={editor.saving || readOnly}
          onSave={editor.save}
          backup={editor.backup}
        />
      </div>

      {data.storedIssues.length > 0 ? (
        <div role="note" className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">
            This page's stored data does not match the current page contract (it predates it). It is loaded as it is; fix the
            fields below before saving:
          </p>
          <IssueList issues={data.storedIssues} />
        </div>
      ) : null}

      {editor.state.kind === "conflict" ? (
        <section aria-labelledby="conflict-title" className="space-y-3 rounded-xl border border-red-700 bg-red-50 p-4">
          <h2 id="conflict-title" className="text-lg font-semibold text-red-900">
            Not saved: someone else changed this page
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
            changes={diffPageSchemas(editor.state.current.schema, schema)}
            beforeLabel="Current"
            afterLabel="Yours"
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

          <section aria-labelledby="page-fields-title" className="space-y-3">
            <h2 id="page-fields-title" className="text-xl font-semibold text-ink">
              Page
            </h2>
            <div className="max-w-md">
              <label htmlFor={fieldId(["breadcrumb"])} className="block text-sm font-medium">
                Breadcrumb
              </label>
              <Input
                id={fieldId(["breadcrumb"])}
                value={schema.breadcrumb ?? ""}
                maxLength={80}
                readOnly={readOnly}
                aria-invalid={Boolean(breadcrumbIssue)}
                aria-describedby={breadcrumbIssue ? `${fieldId(["breadcrumb"])}-error` : undefined}
                onChange={(event) => editor.setSchema({ ...schema, breadcrumb: event.target.value || undefined })}
              />
              {breadcrumbIssue ? (
                <p id={`${fieldId(["breadcrumb"])}-error`} className="mt-1 text-sm text-red-700">
                  {breadcrumbIssue.problem}
                </p>
              ) : null}
            </div>
          </section>

          <section aria-labelledby="sections-title" className="space-y-3">
            <h2 id="sections-title" className="text-xl font-semibold text-ink">
              Sections
            </h2>
            <SectionsEditor
              sections={schema.sections}
              onChange={(sections) => editor.setSchema({ ...schema, sections })}
              issues={formIssues.filter((issue) => issue.path[0] === "sections")}
              readOnly={readOnly}
            />
          </section>

          <section aria-labelledby="seo-title" className="space-y-3">
            <h2 id="seo-title" className="text-xl font-semibold text-ink">
              Search and sharing
            </h2>
            <SeoPanel
              seo={schema.seo}
              onChange={(seo) => editor.setSchema({ ...schema, seo })}
              path={view.path}
              publicUrl={data.publicUrl}
              siteSeo={data.siteSeo}
              issues={formIssues.filter((issue) => issue.path[0] === "seo")}
              readOnly={readOnly}
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
            diffUrl={`/admin/pages/${view.pageId}/diff`}
            versions={data.versions}
            timeZone={data.timeZone}
            blockedBecause={blockedBecause}
            busy={workflow.state !== "idle"}
            restore={(version) => act({ intent: "restore", version, expectedRevision: editor.revision })}
          />

          <PathForm path={view.path} busy={workflow.state !== "idle"} answer={answer} act={act} />
        </div>

        <div className="space-y-6">
          <PreviewPane endpoint={`/api/admin/pages/${view.pageId}/preview`} type={view.type} path={view.path} schema={schema} />
          <WorkflowPanel
            view={view}
            me={data.me}
            reviewers={data.reviewers}
            directPublish={data.directPublish}
            schedules={data.schedules}
            comments={data.comments}
            timeZone={data.timeZone}
            blockedBecause={blockedBecause}
            busy={workflow.state !== "idle"}
            answer={answer?.intent === "move" ? undefined : answer}
            act={act}
          />
        </div>
      </div>
      <LeaveGuard when={editor.dirty || editor.saving} />
    </div>
  );
}
