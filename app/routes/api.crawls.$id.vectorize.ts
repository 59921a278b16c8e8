import { answerVectorize } from "~/.server/audits/crawler/api/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** POST /api/crawls/{id}/vectorize: indexes the pages' main text for search, answering {"vectorizedCount"}. */
const api = apiRoute({
  POST: ({ params, context }) => answerVectorize(context.get(servicesContext).crawlApi, context.get(requestContext), params.id),
});

export const loader = api;
export const action = api;
