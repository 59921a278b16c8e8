import { answerRead } from "~/.server/audits/analyzer/flow/api";
import { apiRoute } from "~/.server/http/api-handler";
import { servicesContext } from "~/.server/services-context";

/** GET /api/analyses/{id}: progress, then the results; unknown or malformed id: 404. */
const api = apiRoute({
  GET: ({ params, context }) => answerRead(params.id, context.get(servicesContext)),
});

export const loader = api;
export const action = api;
