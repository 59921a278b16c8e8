import { firstIssue } from "~/lib/first-issue";
import { leadListQuerySchema } from "~/lib/inbox/query";
import { type ApiArgs, AppError } from "../../http";
import { requestContext } from "../../request-context";
import { servicesContext, staffRequest } from "../../services-context";
import { inboxDeps } from "../list/deps";
import { readFeed, renderFeed } from "./calendar-feed";
import { newLeadsStream, sinceOf } from "./new-leads";

/**
 * GET /api/admin/inbox/events?<the inbox's filters>&since=<ISO time>: new
 * leads matching the filters as server-sent events (new-leads.ts). Staff
 * only: the guard answers 401 without a session, and requireStaff says so
 * again. `since` (the moment the page's list was read) is required: without
 * it the stream could not say what is new.
 */
export function inboxEventsResponse({ request, context }: ApiArgs): Response {
  const staffCall = staffRequest(context);
  const { staff } = staffCall;
  const url = new URL(request.url);
  const { since: sinceText, ...params } = Object.fromEntries(url.searchParams);
  if (!sinceText) throw new AppError("BAD_REQUEST", "since: name the moment the list was read (an ISO time).");
  if (Number.isNaN(Date.parse(sinceText))) throw new AppError("BAD_REQUEST", "since: must be an ISO time.");
  const parsed = leadListQuerySchema.safeParse(params);
  if (!parsed.success) throw new AppError("BAD_REQUEST", `These filters cannot be used: ${firstIssue(parsed.error)}`);
  const { db, timeZone } = inboxDeps(staffCall);
  const since = sinceOf(sinceText, request.headers.get("last-event-id"), new Date());
  return newLeadsStream(
    request,
    { db, timeZone },
    { filters: parsed.data, since, sessionId: staff.sessionId, viewerId: staff.id },
  );
}

const NOT_FOUND_FEED = "No calendar at this address (it may have been replaced or revoked).";

/**
 * GET /calendar/<token>.ics: a staff member's bookings feed (calendar-feed.ts).
 * Public in the guard's table (a calendar app has no session); an unknown,
 * old or malformed token is a 404, the same answer for each.
 */
export async function calendarFeedResponse({ request, params, context }: ApiArgs): Promise<Response> {
  const file = params.file ?? "";
  if (!file.endsWith(".ics")) throw new AppError("NOT_FOUND", NOT_FOUND_FEED);
  const { log, clientIp } = context.get(requestContext);
  const deps = inboxDeps({ services: context.get(servicesContext), log, clientIp });
  const rows = await readFeed(deps, file.slice(0, -".ics".length));
  if (!rows) throw new AppError("NOT_FOUND", NOT_FOUND_FEED);
  const { config } = context.get(servicesContext);
  const body = renderFeed(rows, { agency: config.agency, publicUrl: config.publicUrl });
  return new Response(request.method === "HEAD" ? null : body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bookings.ics"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
