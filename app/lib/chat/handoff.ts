import "../zod-setup";
import { z } from "zod";
import { dateTimeFormat } from "../agency-day";

/**
 * A person takes over the chat (issue 25 item 8; docs/chat.md "A person takes
 * over"): the rule that reads a visitor's message as asking for a person, the
 * agency's opening hours (a setting) and the words for the next opening, the
 * assistant's texts for a hand-off, and /chat's filters. Shared by the server,
 * the widget's contract and the back-office page.
 */

/**
 * The documented rule: a message asks for a person when it says talk/speak/chat
 * to or with a human, a person, someone/somebody, a real/live person, an agent,
 * a representative, a member of (your) staff/team, or says "human please",
 * "real person", "live agent"/"live person"; or when it comes from the widget's
 * "Talk to a person" button (the request's `handoff: true`). Read after the
 * guardrails (a crisis message is answered as one first).
 */
const PERSON =
  /\b(talk|speak|chat)\s+(to|with)\s+(a\s+|an\s+|some\s+)?(real\s+|live\s+|actual\s+)?(human|person|someone|somebody|people|agent|representative|rep|member of (your |the )?(staff|team))\b|\b(real|live|actual)\s+(person|human|agent)\b|\bhuman,?\s+please\b/i;

export function wantsPerson(message: string): boolean {
  return PERSON.test(message);
}

/** What the widget's button sends, so the transcript says what happened in the visitor's words. */
export const HANDOFF_BUTTON_MESSAGE = "I'd like to talk to a person.";

export const HANDOFF_TEXT = {
  /** In hours: a person is asked for; the assistant keeps helping until someone takes over. */
  requested:
    "I've asked a member of our team to join this chat. They'll reply right here, usually within a few minutes; you can keep typing in the meantime.",
  /** Outside hours: when someone will reply, and a way to reach the visitor (the chat's booking form makes the lead). */
  afterHours: (nextOpening: string) =>
    `Our team is away right now; someone will reply ${nextOpening}. Leave your e-mail (and phone, if you like) in the form below and we'll get back to you then.`,
  alreadyRequested: "A member of our team has already been asked to join this chat; they'll reply right here.",
  /** The visitor wrote while staff hold the chat: the message went to them, and the assistant stays silent. */
  held: "A member of our team is in this chat now.",
  offer: "Would you like to talk to a person?",
  joined: "A member of our team has joined the chat.",
  handedBack: "Our team member has left the chat; the assistant is back to help.",
} as const;

/* ---- Opening hours (the setting) ---- */

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 09:00.");
const dayHours = z
  .object({ open: clock, close: clock })
  .refine((day) => day.open < day.close, "A day must close after it opens.")
  .nullable();

/** Monday first; null: closed that day. Times are the agency's (AGENCY_TIME_ZONE). */
export const chatHoursSchema = z.array(dayHours).length(7);
export type ChatHours = z.infer<typeof chatHoursSchema>;

export const DEFAULT_CHAT_HOURS: ChatHours = [
  { open: "09:00", close: "17:00" },
  { open: "09:00", close: "17:00" },
  { open: "09:00", close: "17:00" },
  { open: "09:00", close: "17:00" },
  { open: "09:00", close: "17:00" },
  null,
  null,
];

/** The setting (site_settings key); changed by a super admin on /chat, audited by writeSetting. */
export const chatHoursSetting = { key: "chat.hours", schema: chatHoursSchema, fallback: DEFAULT_CHAT_HOURS };

/** The agency's local weekday (0 = Monday) and minutes since its midnight at `at`. */
function localClock(at: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(part("weekday"));
  return { weekday, minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function isOpen(hours: ChatHours, timeZone: string, at = new Date()): boolean {
  const { weekday, minutes } = localClock(at, timeZone);
  const day = hours[weekday];
  return Boolean(day && minutes >= toMinutes(day.open) && minutes < toMinutes(day.close));
}

function clockWords(time: string): string {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${minute} ${suffix}`;
}

/**
 * The next opening in words, from `at`: "today at 9:00 AM", "tomorrow at 9:00 AM"
 * or "on Monday at 9:00 AM", with the zone ("Eastern time" style names from
 * Intl). Null when every day is closed (the text then says "as soon as we can").
 */
export function nextOpening(hours: ChatHours, timeZone: string, at = new Date()): string | null {
  const { weekday, minutes } = localClock(at, timeZone);
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const day = hours[(weekday + ahead) % 7];
    if (!day) continue;
    if (ahead === 0 && minutes >= toMinutes(day.open)) continue;
    const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : `on ${WEEKDAYS[(weekday + ahead) % 7]}`;
    return `${when} at ${clockWords(day.open)} (${zoneWords(timeZone, at)})`;
  }
  return null;
}

function zoneWords(timeZone: string, at: Date): string {
  const name = dateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name ? name.replace(/ (Standard|Daylight) Time$/, " time") : timeZone;
}

/** Reads the hours form of /chat: `open-0`..`open-6`, `close-0`..`close-6`; an empty pair is a closed day. */
export function hoursFromForm(fields: Record<string, string>): { ok: true; hours: ChatHours } | { ok: false; message: string } {
  const days: ChatHours = [];
  for (let day = 0; day < 7; day += 1) {
    const open = (fields[`open-${day}`] ?? "").trim();
    const close = (fields[`close-${day}`] ?? "").trim();
    if (!open && !close) {
      days.push(null);
      continue;
    }
    const parsed = dayHours.safeParse({ open, close });
    if (!parsed.success) return { ok: false, message: `${WEEKDAYS[day]}: ${parsed.error.issues[0]?.message ?? "not valid"}` };
    days.push(parsed.data);
  }
  return { ok: true, hours: days };
}

/* ---- /chat ---- */

/**
 * /chat?filter=: `waiting` asked for a person and not answered yet (the staff dashboard links here), `person` ever
 * asked for a person, `lead` became a lead, `failed` provider failed.
 */
export const CHAT_FILTERS = [
  { value: "waiting", label: "Waiting for a person" },
  { value: "person", label: "Asked for a person" },
  { value: "held", label: "Held by staff now" },
  { value: "lead", label: "Became a lead" },
  { value: "failed", label: "Provider failed" },
  { value: "mine", label: "Mine (I own it)" },
  { value: "unread", label: "Unread by me" },
] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number]["value"];

export const isChatFilter = (value: string): value is ChatFilter => CHAT_FILTERS.some((filter) => filter.value === value);

/** Longest search text (characters). */
export const CHAT_SEARCH_MAX = 200;
/** Longest staff reply (characters): twice a visitor's message. */
export const STAFF_REPLY_MAX = 2000;

export const staffReplySchema = z
  .string()
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, "Write a reply first.")
      .max(STAFF_REPLY_MAX, `A reply can be at most ${STAFF_REPLY_MAX.toLocaleString("en-US")} characters.`),
  );
