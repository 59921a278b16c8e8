import { answerRead } from "~/.server/audits/analyzer/flow/api";
import { refusal } from "~/.server/http/app-error";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.analyses.id";

/** GET /api/analyses/{id}: progress, then the results; unknown or malformed id: 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerRead(params.id, context.get(servicesContext));
}

/** Any other method: 405 in the envelope (React Router would answer a route without an action with its own body). */
export function action() {
  return refusal(405, "Use GET here.", { headers: { Allow: "GET, HEAD" } });
}
