import { answerCancel, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.cancel";

/** POST /api/crawls/{id}/cancel: stops a crawl (for whoever started it, or an admin). */
export function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerCancel(context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function loader() {
  return methodNotAllowed("POST");
}
