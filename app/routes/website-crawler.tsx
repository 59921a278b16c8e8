import { data, useNavigate } from "react-router";
import { crawlStatusJson, findCrawl } from "~/.server/audits/crawler/api/read-crawl";
import { maxPagesLimitFor } from "~/.server/audits/crawler/api/start-crawl";
import { MAX_PAGES_DEFAULT } from "~/.server/audits/crawler/contract";
import { hasRole } from "~/.server/auth/staff";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import { CrawlForm } from "~/components/audits/crawler/crawl-form";
import { CrawlSession } from "~/components/audits/crawler/crawl-session";
import { NoResults } from "~/components/audits/crawler/results-viewer";
import { Card } from "~/components/ui/card";
import { buildMeta } from "~/lib/meta";
import { hydrateHandle } from "~/lib/page-loading";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/website-crawler";

/**
 * /website-crawler (spec §2, §4, §8) and each crawl's shareable address
 * /website-crawler/{id}. The loader reads the crawl's status; the page
 * follows its progress over server-sent events and reads the results from
 * /api/crawls. An unknown id shows the No Results panel with a 404 status.
 */
export const handle = hydrateHandle;

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  buildMeta(
    {
      title: `Website Crawler | ${siteFromMatches(matches).agency.name}`,
      description:
        "Crawl your treatment center's website: every page's status, title, text and metadata, broken links and SEO issues, in minutes.",
      path: location.pathname,
      // A crawl's results are one visitor's, not content for search engines.
      ...(params.crawlId ? { robots: "noindex, nofollow" } : {}),
    },
    siteFromMatches(matches),
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const staff = context.get(requestContext).staff ?? null;
  const base = {
    maxPagesLimit: maxPagesLimitFor({ clientIp: "", staff }),
    defaultMaxPages: MAX_PAGES_DEFAULT,
    // Vectorize Content is offered to staff only (the API refuses everyone else: answer.ts).
    isStaff: hasRole(staff, "admin"),
  };
  if (!params.crawlId) return { ...base, crawl: null, notFound: false };
  const crawl = await findCrawl(services.database.db, params.crawlId);
  if (!crawl) return data({ ...base, crawl: null, notFound: true }, { status: 404 });
  return { ...base, crawl: crawlStatusJson(crawl), notFound: false };
}

export default function WebsiteCrawler({ loaderData }: Route.ComponentProps) {
  const { crawl, notFound, maxPagesLimit, defaultMaxPages, isStaff } = loaderData;
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Website Crawler</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          See your site the way search engines do: every page's status, title, text and metadata, with broken links, redirects and
          SEO problems listed.
        </p>
      </header>
      <Card>
        <CrawlForm
          maxPagesLimit={maxPagesLimit}
          defaultMaxPages={defaultMaxPages}
          onStarted={(crawlId) => navigate(`/website-crawler/${crawlId}`)}
        />
      </Card>
      {notFound ? <NoResults /> : null}
      {crawl ? (
        <Card>
          <CrawlSession key={crawl.id} initial={crawl} canVectorize={isStaff} />
        </Card>
      ) : null}
    </div>
  );
}
