import { answerReport } from "~/.server/audits/analyzer/flow/api";
import { reportRenderers } from "~/.server/audits/analyzer/flow/renderers";
import { apiRoute } from "~/.server/http/api-handler";
import { servicesContext } from "~/.server/services-context";

/** GET /api/analyses/{id}/report.pdf|.csv|.json (one module, three routes: the format is the path's end). */
const api = apiRoute({
  GET: ({ params, request, context }) => {
    const path = new URL(request.url).pathname;
    const kind = path.endsWith(".pdf") ? "pdf" : path.endsWith(".csv") ? "csv" : "json";
    return answerReport(params.id, kind, context.get(servicesContext), reportRenderers);
  },
});

export const loader = api;
export const action = api;
