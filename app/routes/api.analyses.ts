import { answerCreate } from "~/.server/audits/analyzer/flow/api";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** POST /api/analyses {url, email?, consent?}: 202 {id}; the spec's website-analyzer function as a route. */
const api = apiRoute({
  POST: ({ request, context }) => answerCreate(request, context.get(servicesContext), context.get(requestContext)),
});

export const loader = api;
export const action = api;
