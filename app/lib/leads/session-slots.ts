import { TZDate, tzName } from "@date-fns/tz";

/**
 * Strategy-session slots: 30 minutes, Monday to Friday, 9AM to 6PM in New
 * York (the agency's hours), over the next three weeks. The zone arithmetic
 * is @date-fns/tz's TZDate (a Date whose getters and setters work in a given
 * zone), so daylight-saving changes land right: 9AM New York is 13:00 UTC in
 * summer and 14:00 UTC in winter.
 *
 * The grid stays in New York whatever AGENCY_TIME_ZONE says (that setting is
 * where reports count days, app/lib/agency-day.ts): the slots are the hours
 * the site publishes ("Monday-Friday 9AM-6PM EST", spec: footer and contact
 * page), and moving the reporting day must not move what visitors can book
 * away from what the site tells them.
 */
export const SESSION_TIME_ZONE = "America/New_York";
export const SESSION_MINUTES = 30;
export const SESSION_DAY_START_HOUR = 9;
export const SESSION_DAY_END_HOUR = 18;
export const SESSION_DAYS_AHEAD = 21;
/** The agency needs some notice: slots starting sooner than this are not offered. */
export const SESSION_MIN_NOTICE_MINUTES = 120;

/** The instant when the clocks in `timeZone` show the given wall time (month 1-12). */
export function zonedTimeToUtc(
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  return new Date(new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, timeZone).getTime());
}

/** Every bookable slot start (booked or not) from `now` over the coming weeks, in order. */
export function sessionSlots(now: Date = new Date()): Date[] {
  const earliest = now.getTime() + SESSION_MIN_NOTICE_MINUTES * 60_000;
  const today = new TZDate(now, SESSION_TIME_ZONE);
  const slots: Date[] = [];
  for (let offset = 0; offset < SESSION_DAYS_AHEAD; offset++) {
    // Day overflow (March 32) rolls into the next month, as with Date.
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, SESSION_TIME_ZONE);
    const weekday = day.getDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let minutes = SESSION_DAY_START_HOUR * 60; minutes < SESSION_DAY_END_HOUR * 60; minutes += SESSION_MINUTES) {
      const start = new TZDate(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        Math.floor(minutes / 60),
        minutes % 60,
        SESSION_TIME_ZONE,
      );
      if (start.getTime() >= earliest) slots.push(new Date(start.getTime()));
    }
  }
  return slots;
}

export function slotEnd(start: Date): Date {
  return new Date(start.getTime() + SESSION_MINUTES * 60_000);
}

/** Whether `iso` names a slot on the grid that is still in the future window. */
export function isOfferedSlot(iso: string, now: Date = new Date()): boolean {
  return sessionSlots(now).some((slot) => slot.toISOString() === iso);
}

/** Is this a time zone the browser's Intl knows? */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface SlotDay {
  /** Calendar day in the display zone: 2026-03-02. */
  key: string;
  label: string;
  slots: { iso: string; label: string }[];
}

/** Slots grouped by day and labelled in `timeZone`: "Monday, March 2" / "9:00 AM". */
export function groupSlotsByDay(isoSlots: string[], timeZone: string): SlotDay[] {
  const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" });
  const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const days = new Map<string, SlotDay>();
  for (const iso of isoSlots) {
    const date = new Date(iso);
    const wall = new TZDate(date, timeZone);
    const key = `${wall.getFullYear()}-${String(wall.getMonth() + 1).padStart(2, "0")}-${String(wall.getDate()).padStart(2, "0")}`;
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayFormat.format(date), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ iso, label: timeFormat.format(date) });
  }
  return [...days.values()];
}

/** "Eastern Daylight Time" / "Central European Standard Time", for the zone in effect at `date`. */
export function timeZoneName(timeZone: string, date: Date = new Date()): string {
  return tzName(timeZone, date, "long") || timeZone;
}

/** "Monday, March 2, 2026 at 9:00 AM Eastern Standard Time" */
export function formatSlot(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
  return `${when} ${timeZoneName(timeZone, date)}`;
}
