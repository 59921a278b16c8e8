import { answerCrawlEvents, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.events";

/** GET /api/crawls/{id}/events: server-sent `progress` events, then `done` (app/.server/audits/crawler/api/events.ts). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return answerCrawlEvents(request, context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
