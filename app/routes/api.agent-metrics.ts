import { answerMetricPost, answerMetricsRead } from "~/.server/analytics/agent-metrics/answer";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/**
 * GET /api/agent-metrics?from=ISO&to=ISO: the rows in that range, newest
 * first, for a super admin's session or `Authorization: Bearer <token>` with
 * metrics:read (the guard verifies the token; app/.server/auth/guard.ts).
 * POST (public): one metric from the site's own widgets, answered 201.
 */
const api = apiRoute({
  GET: ({ request, context }) => answerMetricsRead(request, context.get(servicesContext), context.get(requestContext)),
  POST: ({ request, context }) => answerMetricPost(request, context.get(servicesContext), context.get(requestContext)),
});

export const loader = api;
export const action = api;
