import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { readContent } from "~/.server/read-policy";
import { servicesContext } from "~/.server/services";
import { Prose } from "~/components/page-schema/prose";
import { BreadcrumbBand } from "~/components/site/breadcrumb-band";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { type BreadcrumbItem, breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { formatLongDate } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import { normalizePagePath } from "~/lib/page-schema";
import { articleJsonLd } from "~/lib/page-structured-data";
import { serviceGroupOf } from "~/lib/service-groups";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/blog-article";

/** The same for every anonymous visitor: the page cache and a CDN may keep it (app/lib/cache-control.ts). */
export const headers = publicPageHeaders;

const RELATED_LIMIT = 3;

/** One published article; unknown slugs get the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog, pages } = context.get(servicesContext);
  const article = await readContent(context, "blog article", () => blog.bySlug(params.slug));
  if (!article) throw data("Not Found", { status: 404 });
  const all = await readContent(context, "page list", () => pages.list());

  // The article's own service page first, then others from the same group of the services index.
  const servicePath = article.service
    ? normalizePagePath(article.service.startsWith("/") ? article.service : `/${article.service}`)
    : null;
  const own = all.find((page) => page.path === servicePath);
  const siblings = own
    ? all
        .filter((page) => page !== own && page.type === own.type && serviceGroupOf(page) === serviceGroupOf(own))
        .sort((a, b) => a.path.localeCompare(b.path))
    : [];
  const related = [own, ...siblings]
    .filter((page) => page !== undefined)
    .slice(0, RELATED_LIMIT)
    .map((page) => ({ path: page.path, title: page.schema.seo.title, description: page.schema.seo.description }));

  const breadcrumbs: BreadcrumbItem[] = [
    { label: "Home", href: "/" },
    { label: "Blog", href: "/blog" },
    { label: article.title },
  ];
  return { article, related, breadcrumbs };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  const { article, breadcrumbs } = loaderData;
  const path = `/blog/${article.slug}`;
  return buildMeta(
    {
      title: article.seoTitle,
      description: article.seoDescription,
      path,
      ogType: "article",
      article: { publishedTime: article.publishedAt, modifiedTime: article.updatedAt, author: article.author ?? undefined },
      structuredData: [
        articleJsonLd({
          headline: article.title,
          description: article.seoDescription,
          path,
          site,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: article.author ?? undefined,
        }),
        breadcrumbJsonLd(breadcrumbs, site.publicUrl, path),
      ],
    },
    site,
  );
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, related, breadcrumbs } = loaderData;
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
