import { answerCrawlPages } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}/pages: {"pages": [...]} in crawl order (`?fields=summary` for the list, `?seq=N` for one page). */
const api = apiRoute({
  GET: ({ request, params, context }) =>
    answerCrawlPages(request, context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
