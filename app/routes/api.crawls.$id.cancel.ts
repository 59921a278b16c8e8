import { answerCancel } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** POST /api/crawls/{id}/cancel: stops a crawl (for whoever started it, or an admin). */
const api = apiRoute({
  POST: ({ params, context }) => answerCancel(context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
