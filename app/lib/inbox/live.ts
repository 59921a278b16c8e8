import "../zod-setup";
import { z } from "zod";

/**
 * The live inbox (issue 25 item 7): saved views, the new-leads stream, the
 * keyboard shortcuts and the bookings calendar feed. What a form or a URL may
 * carry is parsed here once; the server answers a bad value with this
 * message and a 400.
 */
export const SAVED_VIEW_NAME_MAX = 60;
/** Views one staff member may keep: enough for daily use, a bound for a script. */
export const SAVED_VIEWS_PER_USER = 50;
/** The longest query string a view keeps (the inbox's own filters are far shorter). */
export const SAVED_VIEW_QUERY_MAX = 1000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const savedViewNameSchema = z
  .string("Name the view.")
  .trim()
  .min(1, "Name the view.")
  .max(SAVED_VIEW_NAME_MAX, `A view's name can be at most ${SAVED_VIEW_NAME_MAX} characters.`)
  .refine((name) => !CONTROL_CHARACTERS.test(name), "A view's name cannot contain control characters.");

export const savedViewActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save-view"),
      name: savedViewNameSchema,
      /** The list's query string as the page shows it; parsed again with the inbox's own schema. */
      query: z
        .string()
        .max(SAVED_VIEW_QUERY_MAX, "These filters are too long to save.")
        .optional()
        .transform((value) => value ?? ""),
      shared: z
        .enum(["on", "true"], "Unknown sharing choice.")
        .optional()
        .transform((value) => value !== undefined),
    }),
    z.object({ intent: z.literal("delete-view"), viewId: z.uuid("Unknown view.") }),
  ],
  "Unknown action.",
);
export type SavedViewAction = z.output<typeof savedViewActionSchema>;
export const SAVED_VIEW_INTENTS = ["save-view", "delete-view"] as const;

export interface SavedViewItem {
  id: string;
  name: string;
  /** `?status=new&sort=oldest`, or "" for the plain inbox. */
  search: string;
  shared: boolean;
  mine: boolean;
  ownerEmail: string | null;
}

/** One lead announced by the new-leads stream (GET /api/admin/inbox/events): what the bar shows. */
export interface NewLeadEvent {
  id: string;
  name: string;
  createdAt: string;
}

/** Where the stream lives; the page adds its filters and the moment its list was read (`since`). */
export const INBOX_EVENTS_PATH = "/api/admin/inbox/events";

/** The keyboard shortcuts, listed in the `?` dialog; keys never fire while typing in a field. */
export const LIST_SHORTCUTS = [
  { keys: "j", text: "Next lead in the list" },
  { keys: "k", text: "Previous lead in the list" },
  { keys: "Enter", text: "Open the selected lead" },
  { keys: "?", text: "Show these shortcuts" },
] as const;
export const LEAD_SHORTCUTS = [
  { keys: "n", text: "Next lead (in the list's filters and order)" },
  { keys: "p", text: "Previous lead" },
  { keys: "?", text: "Show these shortcuts" },
] as const;

/** The calendar feed's address: the token is 43 base64url characters (32 random bytes). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const calendarPath = (token: string) => `/calendar/${token}.ics`;
export const CALENDAR_INTENTS = ["calendar-create", "calendar-revoke"] as const;

/** Only a web address opens as a link; anything else (javascript:, data:) is shown as text. */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A tel: address of a phone number as typed: its digits and a leading +. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace(/\D/g, "").length >= 3 ? `tel:${digits}` : null;
}
