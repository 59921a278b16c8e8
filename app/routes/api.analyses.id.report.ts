import { answerReport } from "~/.server/audits/analyzer/flow/api";
import { reportRenderers } from "~/.server/audits/analyzer/flow/renderers";
import { refusal } from "~/.server/http/app-error";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.analyses.id.report";

/** GET /api/analyses/{id}/report.pdf|.csv|.json (one module, three routes: the format is the path's end). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.endsWith(".pdf")
    ? "pdf"
    : new URL(request.url).pathname.endsWith(".csv")
      ? "csv"
      : "json";
  return answerReport(params.id, kind, context.get(servicesContext), reportRenderers);
}

/** Any other method: 405 in the envelope (React Router would answer a route without an action with its own body). */
export function action() {
  return refusal(405, "Use GET here.", { headers: { Allow: "GET, HEAD" } });
}
