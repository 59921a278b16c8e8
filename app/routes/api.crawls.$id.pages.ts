import { answerCrawlPages, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.pages";

/** GET /api/crawls/{id}/pages: {"pages": [...]} in crawl order (`?fields=summary` for the list, `?seq=N` for one page). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return answerCrawlPages(request, context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
