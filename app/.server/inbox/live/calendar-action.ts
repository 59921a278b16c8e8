import { type CALENDAR_INTENTS, calendarPath } from "~/lib/inbox/live";
import { answer, refuse } from "../../http";
import type { StaffRequest } from "../../services-context";
import { inboxDeps } from "../list/deps";
import { createFeedToken, revokeFeedToken } from "./calendar-feed";

/** What a calendar form needs back: the secret address, present only in the answer that made it. */
export interface CalendarFeedAnswer {
  url: string;
}

/** The bookings page's calendar forms: make (or replace) the secret address, or revoke it. The answer's intent is "calendar". */
export async function calendarFeedAction(request: StaffRequest, intent: (typeof CALENDAR_INTENTS)[number]) {
  const deps = inboxDeps(request);
  const actor = { id: request.staff.id, email: request.staff.email };
  if (intent === "calendar-revoke") {
    const result = await revokeFeedToken(deps, actor);
    if (!result.ok) return { ...refuse(result.status, result.message), intent: "calendar" };
    return answer(true, "Calendar address revoked: calendars subscribed to it get nothing more.", { intent: "calendar" });
  }
  const { token, rotated } = await createFeedToken(deps, actor);
  const base = request.services.config.publicUrl.replace(/\/+$/, "");
  return answer<CalendarFeedAnswer & { intent: string }>(
    true,
    rotated
      ? "New calendar address made; the old one no longer works. Copy it now: it is shown only once."
      : "Calendar address made. Copy it now: it is shown only once.",
    { intent: "calendar", url: `${base}${calendarPath(token)}` },
  );
}
