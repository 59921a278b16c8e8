import { Prose } from "~/components/content/page-schema/prose";
import { BlogArticleView } from "~/components/site/blog-article-view";
import { CityServiceView, type CityServiceViewProps } from "~/components/site/city-service-view";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import type { StudioIssue } from "~/lib/content/studio";
import type { ResearchDraft } from "~/lib/content/studio-research";
import type { SiteConfig } from "~/lib/site-config";
import { type PreviewDocumentInput, ProblemNotice, renderPreviewShell } from "./preview-document.server";

/**
 * The preview of an unsaved article (issue 22 item 11) in the page it fills:
 * a city service article in its /{service}/{state}/{city} page, a blog
 * article in /blog/{slug}, through the components those routes render
 * (CityServiceView, BlogArticleView), inside the pages' preview document
 * (no script, the site's stylesheet, a policy that forbids script).
 * Research has no public page: its text is shown plainly under a hero.
 */
export interface ArticlePreviewInput {
  /** Its content already through the public render's sanitiser. */
  draft: ResearchDraft;
  issues: StudioIssue[];
  place: { kind: "city-service" | "blog" | "none"; path: string | null };
  /** A city service article's page (its service, place and the other locations band), when its place exists. */
  cityService: Omit<CityServiceViewProps, "record" | "defaultText"> | null;
  site: SiteConfig;
  stylesheet: PreviewDocumentInput["stylesheet"];
  now?: Date;
}

export function renderArticlePreviewDocument(input: ArticlePreviewInput): string {
  const { draft, place, cityService } = input;
  const now = (input.now ?? new Date()).toISOString();
  const main = cityService ? (
    <CityServiceView {...cityService} record={{ title: draft.title, html: draft.content }} defaultText={[]} />
  ) : place.kind === "blog" ? (
    <BlogArticleView
      article={{
        title: draft.title,
        excerpt: draft.excerpt,
        content: draft.content,
        author: null,
        publishedAt: now,
        updatedAt: now,
      }}
      related={[]}
      breadcrumbs={[{ label: "Home", href: "/" }, { label: "Blog", href: "/blog" }, { label: draft.title }]}
    />
  ) : (
    <>
      <PageHero title={draft.title} subtitle={draft.excerpt} />
      <Section aria-label="Article">
        <Prose html={draft.content} className="mx-auto" />
      </Section>
    </>
  );
  return renderPreviewShell({
    title: draft.seo.title || draft.title,
    path: place.path ?? "/",
    site: input.site,
    stylesheet: input.stylesheet,
    notice: <ProblemNotice issues={input.issues} skipped={0} />,
    main,
  });
}
