import { apiRoute } from "~/.server/http/api-handler";
import { calendarFeedResponse } from "~/.server/inbox/live/http";

/** /calendar/<token>.ics: a staff member's bookings calendar feed (issue 25 item 7); see app/.server/inbox/live/calendar-feed.ts. */
const api = apiRoute({ GET: calendarFeedResponse });

export const loader = api;
export const action = api;
