import { data, redirect } from "react-router";
import { z } from "zod";
import { pageAction, refuse } from "~/.server/http/page-action";
import { readContent } from "~/.server/read-policy";
import { locationReads } from "~/.server/seo/locations/page-reads";
import { services, servicesContext } from "~/.server/services-context";
import { SchemaPageView } from "~/components/content/page-schema/schema-page-view";
import { breadcrumbJsonLd } from "~/lib/breadcrumb-list";
import { publicPageHeaders } from "~/lib/cache-control";
import { normalizePagePath } from "~/lib/content/page-path";
import { articleJsonLd, schemaFaqJsonLd, serviceJsonLd } from "~/lib/content/page-structured-data";
import { ancestorPaths, pageLabel, pageTrail } from "~/lib/content/page-trail";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/schema-page";

/** The same for every anonymous visitor: the page cache and a CDN may keep it (app/lib/cache-control.ts). */
export const headers = publicPageHeaders;

/**
 * Every path no other route claims: the stored page schema for the path when
 * there is one, otherwise the real 404 page with status 404 (the layout's
 * error boundary renders it with the full header and footer).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pages } = context.get(servicesContext);
  const locations = locationReads(context, services(context));
  const url = new URL(request.url);
  const page = await readContent(context, "page by path", () => pages.byPath(url.pathname));
  if (!page) {
    // A page unpublished in the content studio with a chosen target moves there for good.
    const target = await readContent(context, "unpublished page redirect", () => pages.unpublishedRedirect(url.pathname));
    if (target) throw redirect(target, 301);
    throw data("Not Found", { status: 404 });
  }
  // One address per page: /Rehab/SEO/ and /rehab/seo/ move to /rehab/seo.
  if (url.pathname !== page.path) throw redirect(`${page.path}${url.search}`, 301);

  const ancestors = await readContent(context, "page ancestors", async () => {
    const found = await Promise.all(ancestorPaths(page.path).map((path) => pages.byPath(path)));
    return found.filter((ancestor) => ancestor !== null).map((ancestor) => ({ path: ancestor.path, label: pageLabel(ancestor) }));
  });
  const stateName = page.schema.seo.stateName;
  const stateCode = stateName
    ? (await locations.states()).find((state) => state.name.toLowerCase() === stateName.toLowerCase())?.abbreviation
    : undefined;

  return {
    page: {
      path: page.path,
      type: page.type,
      schema: page.schema,
      publishedAt: page.createdAt.toISOString(),
      modifiedAt: page.updatedAt.toISOString(),
    },
    breadcrumbs: pageTrail(page, ancestors),
    stateCode,
  };
}

/**
 * Stored pages only answer GET and HEAD; other paths stay 404 whatever the
 * method. The guard says so before any body is read; the handler never runs.
 */
export const action = pageAction(z.never(), () => refuse(404, "Not Found"), {
  guard: async ({ request, context }) => {
    const { pages } = context.get(servicesContext);
    const page = await readContent(context, "page by path", () => pages.byPath(new URL(request.url).pathname));
    if (page) throw data("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
    throw data("Not Found", { status: 404 });
  },
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  const { page, breadcrumbs, stateCode } = loaderData;
  const { seo } = page.schema;
  const structured: Record<string, unknown>[] = [breadcrumbJsonLd(breadcrumbs, site.publicUrl, page.path)];
  const faq = schemaFaqJsonLd(page.schema);
  if (faq) structured.push(faq);
  if (page.type === "service") {
    structured.push(
      serviceJsonLd({
        name: pageLabel(page),
        description: seo.description,
        path: page.path,
        site,
        cityName: seo.cityName,
        stateName: seo.stateName,
      }),
    );
  }
  if (page.type === "blog") {
    structured.push(
      articleJsonLd({
        headline: seo.title,
        description: seo.description,
        path: page.path,
        site,
        datePublished: page.publishedAt,
        dateModified: page.modifiedAt,
        image: seo.ogImage,
      }),
    );
  }
  if (seo.structuredData) structured.push(seo.structuredData);
  return buildMeta(
    {
      title: seo.title,
      description: seo.description,
      path: normalizePagePath(page.path),
      canonicalUrl: seo.canonicalUrl,
      keywords: seo.keywords,
      ogImage: seo.ogImage,
      ogType: seo.ogType,
      cityName: seo.cityName,
      stateName: seo.stateName,
      stateCode,
      article: page.type === "blog" ? { publishedTime: page.publishedAt, modifiedTime: page.modifiedAt } : undefined,
      structuredData: structured,
      robots: seo.noindex ? "noindex, follow" : undefined,
    },
    site,
  );
};

export default function SchemaPage({ loaderData }: Route.ComponentProps) {
  const { page, breadcrumbs } = loaderData;
  return <SchemaPageView type={page.type} schema={page.schema} breadcrumbs={breadcrumbs} />;
}
