import { answerCreate } from "~/.server/audits/analyzer/flow/api";
import { refusal } from "~/.server/http/app-error";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.analyses";

/** POST /api/analyses {url, email?, consent?}: 202 {id}; the spec's website-analyzer function as a route. */
export function action({ request, context }: Route.ActionArgs) {
  return answerCreate(request, context.get(servicesContext), context.get(requestContext));
}

export function loader() {
  return refusal(405, "Use POST with a JSON body.", { headers: { Allow: "POST" } });
}
