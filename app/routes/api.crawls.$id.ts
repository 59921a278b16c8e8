import { answerCrawlStatus } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}: {"id", "url", "status", "pagesDone", "maxPages", "error"}; 404 for an unknown id. */
const api = apiRoute({
  GET: ({ params, context }) => answerCrawlStatus(context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
