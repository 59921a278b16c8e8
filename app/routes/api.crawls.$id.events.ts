import { answerCrawlEvents } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}/events: server-sent `progress` events, then `done` (app/.server/audits/crawler/api/events.ts). */
const api = apiRoute({
  GET: ({ request, params, context }) =>
    answerCrawlEvents(request, context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
