import { answerCrawlLinksCsv } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}/links.csv: every link (source, target, anchor, target status) as a CSV download. */
const api = apiRoute({
  GET: ({ params, context }) =>
    answerCrawlLinksCsv(context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
