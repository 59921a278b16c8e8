import { contentViewWithBrief } from "~/.server/content/research/route-actions";
import type { ResearchDraftView } from "~/.server/content/studio";
import { ARTICLE_EDITOR_SOCKET, articleEditorCommand } from "~/.server/content/studio/editor-actions";
import { pageAction } from "~/.server/http/page-action";
import { ContentScorePanel } from "~/components/content/research/content-score-panel";
import { CompliancePanel } from "~/components/content/studio/compliance-panel";
import { EditorScreen, noReloadAfterSave } from "~/components/content/studio/editor/editor-screen";
import { GatesPanel } from "~/components/content/studio/gates-panel";
import { RichTextField } from "~/components/content/studio/rich-text-field";
import { SeoPanel } from "~/components/content/studio/seo-panel";
import { StudioField } from "~/components/content/studio/studio-field";
import { type DraftSeo, editorBody } from "~/lib/content/studio";
import { checkResearchDraft, checkResearchPublish, diffResearch, type ResearchDraft } from "~/lib/content/studio-research";
import type { Route } from "./+types/content-view";

/**
 * /content-view/:id (issue 22 item 11): one content_research record (a city
 * service article, a blog article, research) in the page editor's parts:
 * title, excerpt, rich text, SEO title and description, saved as you type
 * with the conflict choice; versions and their diff, the review workflow and
 * schedules; beside the form, the live preview in its city service page or
 * blog article (POST /api/admin/content/:id/preview). Admin role (guard table, and again in the loader and action).
 * The logic is in app/.server/content/studio/editor-actions.ts; the screen,
 * shared with the page editor, in app/components/content/studio/editor/editor-screen.tsx.
 */
export const handle = { hydrate: true };

const titleOf = (schema: unknown) => {
  const title = (schema as { title?: unknown } | null)?.title;
  return typeof title === "string" && title.trim() ? title : null;
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Edit ${titleOf(loaderData.draft.schema) ?? `article ${loaderData.draft.recordId}`}` : "Edit article" },
];

// The record's view with its latest brief, for the content score panel (issue 24 item 2).
export const loader = ({ context, params }: Route.LoaderArgs) => contentViewWithBrief(context, params.id);

export const action = pageAction(editorBody, articleEditorCommand, ARTICLE_EDITOR_SOCKET);

export const shouldRevalidate = noReloadAfterSave;

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

export default function ContentView({ loaderData: data }: Route.ComponentProps) {
  const { recordId } = data.draft;
  const { place } = data;
  const path = place.path ?? `/content-view/${recordId}`;
  const unpublishResult =
    place.kind === "city-service"
      ? "The city service page shows its default text again (and asks search engines not to index it)."
      : place.kind === "blog"
        ? "The blog article answers 404 and leaves the blog list."
        : "The record leaves the site.";
  return (
    <EditorScreen<ResearchDraftView, ResearchDraft>
      data={data}
      draftSubject={{ key: `article-save-${recordId}`, ids: { recordId }, editable: editableArticle }}
      workflowKey={`article-workflow-${recordId}`}
      marker="article-editor"
      noun="article"
      subjectLabel="Article"
      back={{ to: "/content-research", label: "All content research" }}
      heading={({ schema }) => <>Edit “{titleOf(schema) ?? `Article ${recordId}`}”</>}
      about={() => (
        <>
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
        </>
      )}
      storedNote="This article's stored data does not pass the draft check. Fix the fields below before saving:"
      checkDraft={checkResearchDraft}
      checkPublish={checkResearchPublish}
      diff={diffResearch}
      forms={({ schema, setSchema, formIssues, readOnly }) => {
        const set = (change: Partial<ResearchDraft>) => setSchema({ ...schema, ...change });
        return (
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
            <ContentScorePanel
              brief={data.brief}
              title={schema.title}
              html={schema.content}
              newResearchHref={data.newResearchHref}
            />
          </section>
        );
      }}
      seoPanel={({ schema, setSchema, formIssues, readOnly }) => (
        <SeoPanel
          seo={schema.seo as DraftSeo}
          onChange={(seo) => setSchema({ ...schema, seo: { title: seo.title, description: seo.description } })}
          path={path}
          publicUrl={data.publicUrl}
          siteSeo={[]}
          issues={formIssues.filter((issue) => issue.path[0] === "seo")}
          readOnly={readOnly}
          titleAndDescriptionOnly
        />
      )}
      diffUrl={`/content-view/${recordId}/diff`}
      preview={({ view }) => ({ endpoint: `/api/admin/content/${recordId}/preview`, type: view.contentType, path })}
      workflowView={(view) => ({ ...view, pageStatus: view.recordStatus, pageVersion: view.recordVersion })}
      unpublishResult={unpublishResult}
      footer={({ schema, view }) => (
        <>
          <CompliancePanel title={schema.title} html={schema.content} heldAccreditations={data.heldAccreditations} />
          <GatesPanel recordId={recordId} revision={view.revision} />
        </>
      )}
    />
  );
}
