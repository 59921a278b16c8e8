import { answerCrawlStatus, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id";

/** GET /api/crawls/{id}: {"id", "url", "status", "pagesDone", "maxPages", "error"}; 404 for an unknown id. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerCrawlStatus(context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
