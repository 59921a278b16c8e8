import { answerCrawlIssues } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}/issues: {"issues": [{type, severity, url, details, sources}]}, worst first. */
const api = apiRoute({
  GET: ({ params, context }) => answerCrawlIssues(context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
