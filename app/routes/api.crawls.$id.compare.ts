import { answerCompare } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/crawls/{id}/compare[?with={earlier id}]: the earlier crawls to pick from, or new, fixed and still-open issues. */
const api = apiRoute({
  GET: ({ request, params, context }) =>
    answerCompare(request, context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
