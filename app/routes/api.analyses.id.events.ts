import { answerEvents } from "~/.server/audits/analyzer/flow/api";
import { apiRoute } from "~/.server/http/api-handler";
import { servicesContext } from "~/.server/services-context";

/** GET /api/analyses/{id}/events: server-sent progress read from the database. */
const api = apiRoute({
  GET: ({ params, request, context }) => answerEvents(params.id, request, context.get(servicesContext)),
});

export const loader = api;
export const action = api;
