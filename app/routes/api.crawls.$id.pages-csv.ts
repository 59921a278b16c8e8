import { answerCrawlPagesCsv } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}/pages.csv: the page table as a CSV download. */
const api = apiRoute({
  GET: ({ params, context }) =>
    answerCrawlPagesCsv(context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
