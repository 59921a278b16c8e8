import { answerClientReport } from "~/.server/clients/route-context";
import { refusal } from "~/.server/http/app-error";
import type { Route } from "./+types/report";

/** GET /client-dashboard/reports/:analysisId/report.pdf: the white-labelled PDF of one of the client's analyses; else 404. */
export const loader = ({ context, params }: Route.LoaderArgs) => answerClientReport(context, params.analysisId);

export function action() {
  return refusal(405, "Use GET here.", { headers: { Allow: "GET, HEAD" } });
}
