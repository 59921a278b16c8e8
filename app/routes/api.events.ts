import { ingestEvents } from "~/.server/analytics/ingest";
import { apiRoute } from "~/.server/http/api-handler";
import { refusal } from "~/.server/http/app-error";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/**
 * POST /api/events: the analytics beacon's batches (app/.server/analytics/ingest.ts).
 * Refusals in the socket's envelope; an unexpected failure is logged and a 500
 * without details: analytics must never break anything.
 */
const api = apiRoute({
  async POST({ request, context }) {
    const services = context.get(servicesContext);
    const info = context.get(requestContext);
    const outcome = await ingestEvents(
      { db: services.database.db, runtime: services.analytics, timeZone: services.config.agencyTimeZone },
      { request, ip: info?.clientIp ?? "unknown" },
    );
    if (outcome.status !== 204) return refusal(outcome.status, outcome.message);
    if (outcome.dropped) (info?.log ?? services.log).debug({ dropped: outcome.dropped }, "analytics batch not counted");
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  },
});

export const action = api;
export const loader = api;
