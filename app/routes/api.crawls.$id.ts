import { answerCrawlStatus, methodNotAllowed } from "~/.server/crawler/api/answer";
import { crawlApiDeps } from "~/.server/crawler/api/deps";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services";
import type { Route } from "./+types/api.crawls.$id";

/** GET /api/crawls/{id}: {"id", "url", "status", "pagesDone", "maxPages", "error"}; 404 for an unknown id. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerCrawlStatus(crawlApiDeps(context.get(servicesContext)), context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
