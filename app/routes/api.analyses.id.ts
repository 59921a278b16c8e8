import { answerRead } from "~/.server/analyzer/flow/api";
import { servicesContext } from "~/.server/services";
import type { Route } from "./+types/api.analyses.id";

/** GET /api/analyses/{id}: progress, then the results; unknown or malformed id: 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  return answerRead(params.id, context.get(servicesContext));
}
