import { answerMetricPost, answerMetricsRead } from "~/.server/analytics/agent-metrics/answer";
import { refusal } from "~/.server/http/app-error";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.agent-metrics";

/**
 * GET /api/agent-metrics?from=ISO&to=ISO: the rows in that range, newest
 * first, for a super admin's session or `Authorization: Bearer <token>` with
 * metrics:read (the guard verifies the token; app/.server/auth/guard.ts).
 * POST (public): one metric from the site's own widgets, answered 201.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return answerMetricsRead(request, context.get(servicesContext), context.get(requestContext));
}

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return refusal(405, "Use GET to read metrics or POST to send one.", { headers: { Allow: "GET, POST" } });
  }
  return answerMetricPost(request, context.get(servicesContext), context.get(requestContext));
}
