import { answerCreate } from "~/.server/analyzer/flow/api";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services";
import type { Route } from "./+types/api.analyses";

/** POST /api/analyses {url, email?, consent?}: 202 {id}; the spec's website-analyzer function as a route. */
export function action({ request, context }: Route.ActionArgs) {
  return answerCreate(request, context.get(servicesContext), context.get(requestContext));
}

export function loader() {
  return Response.json({ error: { message: "Use POST with a JSON body." } }, { status: 405, headers: { Allow: "POST" } });
}
