import { answerCrawlIssuesCsv } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}/issues.csv: the issues as a CSV download. */
const api = apiRoute({
  GET: ({ params, context }) =>
    answerCrawlIssuesCsv(context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
