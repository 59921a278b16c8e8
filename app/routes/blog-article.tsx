import { data } from "react-router";
import { readContent } from "~/.server/read-policy";
import { servicesContext } from "~/.server/services-context";
import { BlogArticleView } from "~/components/site/blog-article-view";
import { type BreadcrumbItem, breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { normalizePagePath } from "~/lib/content/page-schema";
import { articleJsonLd } from "~/lib/content/page-structured-data";
import { serviceGroupOf } from "~/lib/content/service-groups";
import { buildMeta } from "~/lib/meta";
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
  return <BlogArticleView {...loaderData} />;
}
