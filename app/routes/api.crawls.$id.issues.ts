import { answerCrawlIssues, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.issues";

/** GET /api/crawls/{id}/issues: {"issues": [{type, severity, url, details, sources}]}, worst first. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerCrawlIssues(context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
