import { answerCompare, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.compare";

/** GET /api/crawls/{id}/compare[?with={earlier id}]: the earlier crawls to pick from, or new, fixed and still-open issues. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return answerCompare(request, context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
