import { Link } from "react-router";
import { readContent } from "~/.server/read-policy";
import { servicesContext } from "~/.server/services-context";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { publicPageHeaders } from "~/lib/cache-control";
import { formatLongDate } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/blog";

/** The same for every anonymous visitor: the page cache and a CDN may keep it (app/lib/cache-control.ts). */
export const headers = publicPageHeaders;

/** The blog: published articles, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  return { articles: await readContent(context, "blog list", () => context.get(servicesContext).blog.list()) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Treatment Center Marketing Blog | ${site.agency.name}`,
      description:
        "Articles on admissions marketing for addiction treatment and mental health providers: SEO, paid search, compliance, call handling and measuring cost per admission.",
      path: location.pathname,
      structuredData: {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `${site.agency.name} Blog`,
        url: `${site.publicUrl.replace(/\/+$/, "")}/blog`,
      },
    },
    site,
  );
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Admissions marketing, written for operators"
        subtitle="What we learn running search, paid media and websites for treatment centers: what moves census, what keeps ad accounts compliant, and how to measure it."
      />
      <Section aria-label="Articles">
        {articles.length === 0 ? (
          <p className="text-lg text-muted">No articles have been published yet. Check back soon.</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {articles.map((article) => (
              <li key={article.slug}>
                <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <h2 className="text-xl font-semibold text-ink">
                    <Link to={`/blog/${article.slug}`} className="hover:text-brand-700 hover:underline">
                      {article.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-sm text-muted">
                    <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
                    {article.author ? <> · {article.author}</> : null}
                  </p>
                  <p className="mt-4 flex-1 text-slate-700">{article.excerpt}</p>
                  <Link
                    to={`/blog/${article.slug}`}
                    className="mt-6 font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    Read the article<span className="sr-only">: {article.title}</span>
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <CtaBand
        title="Want this thinking applied to your census?"
        text="Book a free consultation and we will review your current marketing against your admissions data."
        ctaText="Schedule a Consultation"
        ctaUrl="/contact"
      />
    </>
  );
}
