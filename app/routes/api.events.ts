import { ingestEvents } from "~/.server/analytics/ingest";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services";
import type { Route } from "./+types/api.events";

const noStore = { "Cache-Control": "no-store" };

/** POST /api/events: the analytics beacon's batches (app/.server/analytics/ingest.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const info = context.get(requestContext);
  try {
    const outcome = await ingestEvents(
      { db: services.database.db, runtime: services.analytics },
      { request, ip: info?.clientIp ?? "unknown" },
    );
    if (outcome.status === 204) {
      if (outcome.dropped) (info?.log ?? services.log).debug({ dropped: outcome.dropped }, "analytics batch not counted");
      return new Response(null, { status: 204, headers: noStore });
    }
    // An oversized body is left unread: the connection must not carry another request.
    const close: Record<string, string> = outcome.status === 413 ? { Connection: "close" } : {};
    return Response.json({ error: outcome.message }, { status: outcome.status, headers: { ...noStore, ...close } });
  } catch (error) {
    // Analytics must never break anything: log it, answer without details.
    (info?.log ?? services.log).error({ err: error }, "analytics ingest failed");
    return Response.json({ error: "Events could not be stored." }, { status: 500, headers: noStore });
  }
}

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST", ...noStore } });
}
