import { answerStartCrawl, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls";

/** POST /api/crawls: starts a crawl, answered 202 {"crawlId"} (issue 12 §3). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerStartCrawl(request, context.get(servicesContext).crawlApi, context.get(requestContext));
}

export function loader() {
  return methodNotAllowed("POST");
}
