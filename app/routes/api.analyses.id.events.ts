import { answerEvents } from "~/.server/analyzer/flow/api";
import { servicesContext } from "~/.server/services";
import type { Route } from "./+types/api.analyses.id.events";

/** GET /api/analyses/{id}/events: server-sent progress read from the database. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return answerEvents(params.id, request, context.get(servicesContext));
}
