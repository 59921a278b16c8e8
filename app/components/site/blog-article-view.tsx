import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Prose } from "~/components/content/page-schema/prose";
import { BreadcrumbBand } from "~/components/site/breadcrumb-band";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import type { BreadcrumbItem } from "~/lib/breadcrumb-list";
import { formatLongDate } from "~/lib/dates";

/**
 * The body of a blog article, /blog/{slug}: the route renders it for
 * visitors, and the content studio's preview renders it for an unsaved
 * article, so both show the same thing.
 */
export interface BlogArticleViewProps {
  article: {
    title: string;
    excerpt: string;
    /** Sanitised HTML. */
    content: string;
    author: string | null;
    publishedAt: string;
    updatedAt: string;
  };
  related: { path: string; title: string; description: string }[];
  breadcrumbs: BreadcrumbItem[];
}

export function BlogArticleView({ article, related, breadcrumbs }: BlogArticleViewProps) {
  const updated = article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);
  return (
    <>
      <BreadcrumbBand items={breadcrumbs} />
      <PageHero title={article.title} subtitle={article.excerpt}>
        <p className="mt-8 text-brand-50">
          {article.author ? <>By {article.author} · </> : null}
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
          {updated ? (
            <>
              {" "}
              · Updated <time dateTime={article.updatedAt}>{formatLongDate(article.updatedAt)}</time>
            </>
          ) : null}
        </p>
      </PageHero>
      <Section aria-label="Article">
        <article>
          <Prose html={article.content} className="mx-auto" />
        </article>
      </Section>
      <Section background="secondary" aria-labelledby="related-services">
        <h2 id="related-services" className="text-2xl font-bold tracking-tight text-ink">
          Related services
        </h2>
        {related.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((page) => (
              <li key={page.path} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Link to={page.path} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {page.title}
                </Link>
                <p className="mt-2 text-muted">{page.description}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to="/services"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          See every service <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </Section>
      <CtaBand
        title="Put this into practice at your center"
        text="A 30-minute strategy session with our team: your admissions numbers, your market, and what we would change first."
        ctaText="Schedule a Strategy Session"
        ctaUrl="/schedule-session"
      />
    </>
  );
}
