import { answerVectorize, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.vectorize";

/** POST /api/crawls/{id}/vectorize: indexes the pages' main text for search, answering {"vectorizedCount"}. */
export function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerVectorize(context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function loader() {
  return methodNotAllowed("POST");
}
