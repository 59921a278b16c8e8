import { answerCrawlIssuesCsv, methodNotAllowed } from "~/.server/audits/crawler/api/answer";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.crawls.$id.issues-csv";

/** GET /api/crawls/{id}/issues.csv: the issues as a CSV download. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerCrawlIssuesCsv(context.get(servicesContext).crawlApi, context.get(requestContext), params.id);
}

export function action() {
  return methodNotAllowed("GET");
}
