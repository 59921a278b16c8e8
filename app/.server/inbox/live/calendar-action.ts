import { data, type RouterContextProvider } from "react-router";
import { CALENDAR_INTENTS, calendarPath } from "~/lib/inbox/live";
import type { Staff } from "../../auth/staff";
import { servicesContext } from "../../services-context";
import { inboxDeps } from "../list/route-context";
import { createFeedToken, revokeFeedToken } from "./calendar-feed";

export const isCalendarIntent = (intent: unknown): intent is (typeof CALENDAR_INTENTS)[number] =>
  (CALENDAR_INTENTS as readonly unknown[]).includes(intent);

/** The answer to a calendar form: the new address once (never again), or what happened. */
export interface CalendarAnswer {
  ok: boolean;
  message: string;
  intent: "calendar";
  /** The secret address, present only in the answer that made it. */
  url?: string;
}

/** The bookings page's calendar forms: make (or replace) the secret address, or revoke it. */
export async function calendarFeedAction(
  context: Readonly<RouterContextProvider>,
  staff: Staff,
  intent: (typeof CALENDAR_INTENTS)[number],
) {
  const deps = inboxDeps(context);
  const actor = { id: staff.id, email: staff.email };
  if (intent === "calendar-revoke") {
    const result = await revokeFeedToken(deps, actor);
    if (!result.ok)
      return data<CalendarAnswer>({ ok: false, message: result.message, intent: "calendar" }, { status: result.status });
    return data<CalendarAnswer>({
      ok: true,
      message: "Calendar address revoked: calendars subscribed to it get nothing more.",
      intent: "calendar",
    });
  }
  const { token, rotated } = await createFeedToken(deps, actor);
  const base = context.get(servicesContext).config.publicUrl.replace(/\/+$/, "");
  return data<CalendarAnswer>({
    ok: true,
    intent: "calendar",
    url: `${base}${calendarPath(token)}`,
    message: rotated
      ? "New calendar address made; the old one no longer works. Copy it now: it is shown only once."
      : "Calendar address made. Copy it now: it is shown only once.",
  });
}
