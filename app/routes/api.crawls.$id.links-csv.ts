import { answerCrawlLinksCsv, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.links-csv";

/** GET /api/crawls/{id}/links.csv: every link (source, target, anchor, target status) as a CSV download. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerCrawlLinksCsv(context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
