import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import { PreviewPane, type PreviewPaneProps } from "~/components/content/studio/preview-pane";
import { Button } from "~/components/ui/button";
import type { ActionAnswer } from "~/lib/action-answer";
import { STUDIO_TEXT, type StudioIssue } from "~/lib/content/studio";
import type { SchemaChange } from "~/lib/content/studio-diff";
import { IssueList } from "./issue-list";
import { LeaveGuard } from "./leave-guard";
import { SaveBar } from "./save-bar";
import { SchemaChangesTable } from "./schema-changes-table";
import { type DraftSubject, type LoadedDraft, postJson, useDraftEditor } from "./use-draft-editor";
import { type VersionRow, VersionsPanel } from "./versions-panel";
import { WorkflowPanel, type WorkflowPanelProps, type WorkflowView } from "./workflow-panel";

/**
 * The editor screen of a draft (issue 22 items 2-11), whatever its subject:
 * the save bar, stored and refused issues, the conflict choice, the
 * subject's forms beside the live preview, "Ready to publish?", versions and
 * the review workflow. The page editor (/admin/pages/:id) and the article
 * editor (/content-view/:id) pass what is theirs: the draft's subject, its
 * checks and diff, labels, the forms in the middle and the preview's place.
 */
type Check = { ok: true } | { ok: false; issues: StudioIssue[] };

export interface EditorData<V>
  extends Pick<WorkflowPanelProps, "me" | "reviewers" | "directPublish" | "schedules" | "comments" | "timeZone"> {
  draft: V;
  storedIssues: StudioIssue[];
  versions: VersionRow[];
}

/** What the subject's parts of the screen are drawn from. */
export interface EditorParts<V, S> {
  view: V;
  schema: S;
  setSchema: (next: S) => void;
  formIssues: StudioIssue[];
  readOnly: boolean;
  busy: boolean;
  answer: ActionAnswer<{ draft: V; issues: StudioIssue[] }> | undefined;
  act: (body: Record<string, unknown>) => void;
}

/** A draft as the screen reads it: the editor's fields, its status and who saved it last. */
type ScreenDraft = LoadedDraft & { status: string; updatedByEmail: string | null };
type ScreenSchema = PreviewPaneProps["schema"];

export interface EditorScreenProps<V extends ScreenDraft, S extends ScreenSchema> {
  data: EditorData<V>;
  draftSubject: DraftSubject<S>;
  /** The workflow fetcher's key (one per subject and id). */
  workflowKey: string;
  /** The screen's marker attribute, `data-<marker>` (tests and scripts find the editor by it). */
  marker: "page-editor" | "article-editor";
  /** "page", "article": in the save bar and the conflict heading. */
  noun: string;
  /** "Page", "Article": where a field is placed in the tables and the workflow panel. */
  subjectLabel: string;
  back: { to: string; label: string };
  heading: (parts: EditorParts<V, S>) => ReactNode;
  about: (parts: EditorParts<V, S>) => ReactNode;
  storedNote: string;
  checkDraft: (schema: S) => Check;
  checkPublish: (schema: S) => Check;
  diff: (before: unknown, after: unknown) => SchemaChange[];
  /** The subject's own forms, above "Search and sharing". */
  forms: (parts: EditorParts<V, S>) => ReactNode;
  seoPanel: (parts: EditorParts<V, S>) => ReactNode;
  diffUrl: string;
  /** Below the versions (the page's path form). */
  footer?: (parts: EditorParts<V, S>) => ReactNode;
  preview: (parts: EditorParts<V, S>) => { endpoint: string; type: string; path: string };
  workflowView: (view: V) => WorkflowView;
  unpublishResult?: string;
}

/** The editors' shouldRevalidate: an autosave changes nothing the loader reads that the editor does not already hold. */
export function noReloadAfterSave({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as ActionAnswer<{ draft: unknown; issues: StudioIssue[] }> | undefined;
  if (answer?.intent === "save") return false;
  return defaultShouldRevalidate;
}

const newer = <V extends LoadedDraft>(a: V, b: V | null) => (b && b.updatedAt >= a.updatedAt ? b : a);

export function EditorScreen<V extends ScreenDraft, S extends ScreenSchema>(props: EditorScreenProps<V, S>) {
  const { data } = props;
  const editor = useDraftEditor<V, S>(data.draft, props.draftSubject);
  const workflow = useFetcher<ActionAnswer<{ draft: V; issues: StudioIssue[] }>>({ key: props.workflowKey });
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
  const { checkDraft, checkPublish } = props;
  const draftCheck = useMemo(() => checkDraft(schema), [checkDraft, schema]);
  const publishCheck = useMemo(() => checkPublish(schema), [checkPublish, schema]);
  const publishIssues = publishCheck.ok ? [] : publishCheck.issues;
  const formIssues: StudioIssue[] = showPublishIssues ? publishIssues : draftCheck.ok ? [] : draftCheck.issues;
  const readOnly = (view.status === "in_review" || view.status === "scheduled") && !editAnyway;
  const blockedBecause = editor.saving
    ? "Saving… the steps below wait for the save."
    : editor.dirty
      ? "Save your changes first: the steps below act on the saved draft."
      : null;
  const act = (body: Record<string, unknown>) => postJson(workflow, body);
  const busy = workflow.state !== "idle";
  const parts: EditorParts<V, S> = { view, schema, setSchema: editor.setSchema, formIssues, readOnly, busy, answer, act };
  const marker = { [`data-${props.marker}`]: "" };

  return (
    <div className="space-y-8" {...marker} data-hydrated={hydrated ? "" : undefined}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to={props.back.to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {props.back.label}
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-bold text-ink">{props.heading(parts)}</h1>
          <p className="mt-1 text-sm text-slate-700">{props.about(parts)}</p>
        </div>
        <SaveBar
          state={editor.state}
          timeZone={data.timeZone}
          disabled={editor.saving || readOnly}
          onSave={editor.save}
          backup={editor.backup}
          noun={props.noun}
        />
      </div>

      {data.storedIssues.length > 0 ? (
        <div role="note" className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">{props.storedNote}</p>
          <IssueList issues={data.storedIssues} />
        </div>
      ) : null}

      {editor.state.kind === "conflict" ? (
        <section aria-labelledby="conflict-title" className="space-y-3 rounded-xl border border-red-700 bg-red-50 p-4">
          <h2 id="conflict-title" className="text-lg font-semibold text-red-900">
            Not saved: someone else changed this {props.noun}
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
            changes={props.diff(editor.state.current.schema, schema)}
            beforeLabel="Current"
            afterLabel="Yours"
            subject={props.subjectLabel}
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

          {props.forms(parts)}

          <section aria-labelledby="seo-title" className="space-y-3">
            <h2 id="seo-title" className="text-xl font-semibold text-ink">
              Search and sharing
            </h2>
            {props.seoPanel(parts)}
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
            diffUrl={props.diffUrl}
            versions={data.versions}
            timeZone={data.timeZone}
            blockedBecause={blockedBecause}
            busy={busy}
            restore={(version) => act({ intent: "restore", version, expectedRevision: editor.revision })}
          />

          {props.footer?.(parts)}
        </div>

        <div className="space-y-6">
          <PreviewPane {...props.preview(parts)} schema={schema} />
          <WorkflowPanel
            view={props.workflowView(view)}
            subject={props.subjectLabel}
            unpublishResult={props.unpublishResult}
            me={data.me}
            reviewers={data.reviewers}
            directPublish={data.directPublish}
            schedules={data.schedules}
            comments={data.comments}
            timeZone={data.timeZone}
            blockedBecause={blockedBecause}
            busy={busy}
            answer={answer?.intent === "move" ? undefined : answer}
            act={act}
          />
        </div>
      </div>
      <LeaveGuard when={editor.dirty || editor.saving} />
    </div>
  );
}
