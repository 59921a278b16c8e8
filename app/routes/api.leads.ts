import { apiRoute } from "~/.server/http/api-handler";
import { answerLeadApi } from "~/.server/leads/capture/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** POST /api/leads: the consultation form as JSON, for the form itself and other clients (the chat). */
const api = apiRoute({
  POST: ({ request, context }) => answerLeadApi(request, context.get(servicesContext), context.get(requestContext)),
});

export const loader = api;
export const action = api;
