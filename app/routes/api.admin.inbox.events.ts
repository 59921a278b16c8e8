import { apiRoute } from "~/.server/http/api-handler";
import { inboxEventsResponse } from "~/.server/inbox/live/http";

/** New leads for an open inbox, as server-sent events (issue 25 item 7); see app/.server/inbox/live/new-leads.ts. */
const api = apiRoute({ GET: inboxEventsResponse });

export const loader = api;
export const action = api;
