import { answerCrawlPagesCsv, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.pages-csv";

/** GET /api/crawls/{id}/pages.csv: the page table as a CSV download. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerCrawlPagesCsv(context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
