import { answerStartCrawl } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** POST /api/crawls: starts a crawl, answered 202 {"crawlId"} (issue 12 §3). */
const api = apiRoute({
  POST: ({ request, context }) => answerStartCrawl(request, context.get(servicesContext).crawlApi, context.get(requestContext)),
});

export const loader = api;
export const action = api;
