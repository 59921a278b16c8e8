import type { DraftView } from "~/.server/content/studio";
import { PAGE_EDITOR_SOCKET, pageEditorCommand } from "~/.server/content/studio/editor-actions";
import { loadPageEditor } from "~/.server/content/studio/editor-loaders";
import { pageAction } from "~/.server/http/page-action";
import { EditorScreen, noReloadAfterSave } from "~/components/content/studio/editor/editor-screen";
import { PathForm } from "~/components/content/studio/editor/path-form";
import { pageSubject } from "~/components/content/studio/editor/use-draft-editor";
import { SectionsEditor } from "~/components/content/studio/sections-editor";
import { SeoPanel } from "~/components/content/studio/seo-panel";
import { Input } from "~/components/ui/input";
import { checkDraft, checkPublish, type DraftPageSchema, editorBody } from "~/lib/content/studio";
import { diffPageSchemas } from "~/lib/content/studio-diff";
import { fieldId } from "~/lib/content/studio-fields";
import type { Route } from "./+types/page-editor";

/**
 * /admin/pages/:id (issue 22 items 2-9): one page's draft in the section
 * forms and the SEO panel beside its live preview, saved as you type; the
 * review workflow, schedules, versions and the page's path. Admin role (guard
 * table, and again in the loader and action). The logic is in
 * app/.server/content/studio/editor-actions.ts (one module for both editors); the screen, shared with the article
 * editor, in app/components/content/studio/editor/editor-screen.tsx.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Edit ${loaderData.draft.path}` : "Edit page" },
];

export const loader = ({ context, params }: Route.LoaderArgs) => loadPageEditor(context, params.id);

export const action = pageAction(editorBody, pageEditorCommand, PAGE_EDITOR_SOCKET);

export const shouldRevalidate = noReloadAfterSave;

export default function PageEditor({ loaderData: data }: Route.ComponentProps) {
  const { pageId } = data.draft;
  return (
    <EditorScreen<DraftView, DraftPageSchema>
      data={data}
      draftSubject={pageSubject(pageId)}
      workflowKey={`page-workflow-${pageId}`}
      marker="page-editor"
      noun="page"
      subjectLabel="Page"
      back={{ to: "/admin/pages", label: "All pages" }}
      heading={({ view }) => (
        <>
          Edit <code className="text-2xl">{view.path}</code>
        </>
      )}
      about={({ view }) => (
        <>
          {view.type} page ·{" "}
          <a href={`${data.publicUrl}${view.path}`} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            Open the live page
          </a>
        </>
      )}
      storedNote="This page's stored data does not match the current page contract (it predates it). It is loaded as it is; fix the fields below before saving:"
      checkDraft={checkDraft}
      checkPublish={checkPublish}
      diff={diffPageSchemas}
      forms={({ schema, setSchema, formIssues, readOnly }) => {
        const breadcrumbIssue = formIssues.find((issue) => issue.path[0] === "breadcrumb");
        return (
          <>
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
                  onChange={(event) => setSchema({ ...schema, breadcrumb: event.target.value || undefined })}
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
                onChange={(sections) => setSchema({ ...schema, sections })}
                issues={formIssues.filter((issue) => issue.path[0] === "sections")}
                readOnly={readOnly}
              />
            </section>
          </>
        );
      }}
      seoPanel={({ view, schema, setSchema, formIssues, readOnly }) => (
        <SeoPanel
          seo={schema.seo}
          onChange={(seo) => setSchema({ ...schema, seo })}
          path={view.path}
          publicUrl={data.publicUrl}
          siteSeo={data.siteSeo}
          issues={formIssues.filter((issue) => issue.path[0] === "seo")}
          readOnly={readOnly}
        />
      )}
      diffUrl={`/admin/pages/${pageId}/diff`}
      footer={({ view, busy, answer, act }) => <PathForm path={view.path} busy={busy} answer={answer} act={act} />}
      preview={({ view }) => ({ endpoint: `/api/admin/pages/${pageId}/preview`, type: view.type, path: view.path })}
      workflowView={(view) => view}
    />
  );
}
