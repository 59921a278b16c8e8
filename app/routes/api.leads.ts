import { refusal } from "~/.server/http/app-error";
import { answerLeadApi } from "~/.server/leads/capture/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.leads";

/** POST /api/leads: the consultation form as JSON, for the form itself and other clients (the chat). */
export function action({ request, context }: Route.ActionArgs) {
  return answerLeadApi(request, context.get(servicesContext), context.get(requestContext));
}

export function loader() {
  return refusal(405, "Use POST with a JSON body.", { fields: {}, headers: { Allow: "POST" } });
}
