import { answerEvents } from "~/.server/audits/analyzer/flow/api";
import { refusal } from "~/.server/http/app-error";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.analyses.id.events";

/** GET /api/analyses/{id}/events: server-sent progress read from the database. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return answerEvents(params.id, request, context.get(servicesContext));
}

/** Any other method: 405 in the envelope (React Router would answer a route without an action with its own body). */
export function action() {
  return refusal(405, "Use GET here.", { headers: { Allow: "GET, HEAD" } });
}
