import "../zod-setup";
import { z } from "zod";
import { LEAD_PIPELINE_STATUSES } from "../leads/lead-enums";
import { BIDI_CONTROL, ENCODED_WORD } from "../leads/lead-validation";
import { zonedTimeToUtc } from "../leads/session-slots";

/**
 * The inbox's daily-work tools (issue 25 item 7): a lead's owner, its next
 * steps (tasks with a reminder e-mail), bulk actions on selected rows, e-mail
 * to the lead from templates, the call log, the deal value and the pipeline
 * board. What the forms accept is said here, once; the server parses with
 * these and answers a bad value with its message and a 4xx.
 */

/** At most this many leads in one bulk action (the page says so when more are sent). */
export const BULK_MAX = 500;
export const TASK_TITLE_MAX = 200;
export const CALL_NOTES_MAX = 5000;
export const TEMPLATE_NAME_MAX = 100;
export const SUBJECT_MAX = 200;
/** A message to a lead is a letter, not a newsletter: 20,000 characters. */
export const EMAIL_BODY_MAX = 20_000;
/** The largest deal value accepted: ten million dollars (the column is whole cents in a 32-bit integer). */
export const DEAL_VALUE_MAX_DOLLARS = 10_000_000;
/** Cards per board column; the column says how many more there are. */
export const BOARD_CARDS_PER_COLUMN = 50;
/** How far ahead a task may be due. */
const TASK_MAX_DAYS_AHEAD = 5 * 366;
/** A due time that passed while the form was being filled in is still taken (its reminder goes at once). */
export const TASK_PAST_GRACE_MS = 60_000;

export const CALL_DIRECTIONS = ["outbound", "inbound"] as const;
export const CALL_OUTCOMES = ["connected", "voicemail", "no_answer", "busy", "wrong_number"] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_DIRECTION_LABELS: Record<CallDirection, string> = { outbound: "We called", inbound: "They called" };
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: "Talked",
  voicemail: "Left a voicemail",
  no_answer: "No answer",
  busy: "Busy",
  wrong_number: "Wrong number",
};

/** What a template may say: {{name}} and friends. Anything else is refused on save. */
export const TEMPLATE_PLACEHOLDERS = ["name", "first_name", "facility", "email", "agency", "agency_phone", "staff_name"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export const PLACEHOLDER_HELP: Record<TemplatePlaceholder, string> = {
  name: "the lead's name",
  first_name: "the first word of the lead's name",
  facility: "the lead's facility (or “your facility”)",
  email: "the lead's e-mail address",
  agency: "the agency's name",
  agency_phone: "the agency's phone number",
  staff_name: "the name of the staff member sending",
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names that are not known, in order, once each. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The text with each known placeholder replaced by its value. */
export function fillPlaceholders(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
}

const placeholdersKnown = (label: string) => (text: string, context: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0)
    context.addIssue({
      code: "custom",
      message: `${label} uses an unknown placeholder: ${unknown.map((name) => `{{${name}}}`).join(", ")}. Known: ${TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}.`,
    });
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A subject goes into a mail header: a line break in it would start another header, so it is refused. */
const subject = z
  .string("Write a subject.")
  .refine((value) => !/[\r\n\u2028\u2029]/.test(value), "The subject must be one line (no line breaks).")
  .refine((value) => !CONTROL_CHARACTERS.test(value), "The subject cannot contain control characters.")
  // The lead forms' rules for what reaches a Subject header (issue 35 B6): no text that reorders what follows it,
  // and no encoded word a mail client would decode into other text.
  .refine((value) => !BIDI_CONTROL.test(value) && !ENCODED_WORD.test(value), "Write the subject as plain text.")
  .transform((value) => value.trim())
  .pipe(z.string().min(1, "Write a subject.").max(SUBJECT_MAX, `A subject can be at most ${SUBJECT_MAX} characters.`));

const body = z
  .string("Write the message.")
  .max(EMAIL_BODY_MAX, `The message can be at most ${EMAIL_BODY_MAX} characters.`)
  .refine((value) => value.trim().length > 0, "Write the message.")
  .refine((value) => !value.includes("\u0000"), "The message cannot contain NUL characters.");

export const templateSchema = z.object({
  name: z
    .string("Name the template.")
    .trim()
    .min(1, "Name the template.")
    .max(TEMPLATE_NAME_MAX, `A template's name can be at most ${TEMPLATE_NAME_MAX} characters.`),
  subject: subject.superRefine(placeholdersKnown("The subject")),
  body: body.superRefine(placeholdersKnown("The message")),
});
export type TemplateInput = z.output<typeof templateSchema>;

const uuidOf = (message: string) => z.uuid(message);
const optionalText = (value: unknown) => (value === "" || value === null ? undefined : value);

/** "2026-03-31T14:30" or with seconds, as a datetime-local field sends it: a wall time in the agency's zone. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A wall time in `timeZone` as an instant, or null when it is not a real time. */
export function wallTimeToUtc(value: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  if (!year || !month || !day || month > 12 || day > 31 || (hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59)
    return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return null;
  const at = zonedTimeToUtc({ year, month, day, hour: hour ?? 0, minute: minute ?? 0 }, timeZone);
  return new Date(at.getTime() + (second ?? 0) * 1000);
}

/** An instant as a datetime-local value in `timeZone` (seconds kept). */
export function utcToWallTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A due time: a real wall time in the agency's zone, not in the past, at most five years ahead. */
export function parseDueTime(
  value: string,
  timeZone: string,
  now: Date,
): { ok: true; at: Date } | { ok: false; message: string } {
  const at = wallTimeToUtc(value, timeZone);
  if (!at) return { ok: false, message: "The due time must be a date and time like 2026-03-31T14:30." };
  if (at.getTime() < now.getTime() - TASK_PAST_GRACE_MS) return { ok: false, message: "The due time is in the past." };
  if (at.getTime() > now.getTime() + TASK_MAX_DAYS_AHEAD * 86_400_000)
    return { ok: false, message: "The due time can be at most five years ahead." };
  return { ok: true, at };
}

/** Dollars as typed ("12,500", "$12,500.50") to whole cents; "" clears. */
export function parseDealValue(value: string): { ok: true; cents: number | null } | { ok: false; message: string } {
  const text = value.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (text === "") return { ok: true, cents: null };
  if (text.startsWith("-")) return { ok: false, message: "A deal value cannot be negative." };
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text))
    return { ok: false, message: "A deal value must be an amount like 12500 or 12,500.00." };
  const [whole = "0", fraction = ""] = text.split(".");
  const dollars = Number(whole);
  if (dollars > DEAL_VALUE_MAX_DOLLARS || (dollars === DEAL_VALUE_MAX_DOLLARS && Number(fraction) > 0))
    return { ok: false, message: `A deal value can be at most $${DEAL_VALUE_MAX_DOLLARS.toLocaleString("en-US")}.` };
  return { ok: true, cents: dollars * 100 + Number(fraction.padEnd(2, "0")) };
}

export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

/** The lead page's forms of this part; each names its intent (the page's other intents are in inbox-query.ts). */
export const LEAD_WORK_INTENTS = ["owner", "task", "task-done", "task-undone", "email", "call", "deal-value"] as const;
export type LeadWorkIntent = (typeof LEAD_WORK_INTENTS)[number];
export const isLeadWorkIntent = (value: unknown): value is LeadWorkIntent =>
  typeof value === "string" && (LEAD_WORK_INTENTS as readonly string[]).includes(value);

const ownerId = z.preprocess(
  optionalText,
  z
    .string("Unknown staff member.")
    .max(100, "Unknown staff member.")
    .regex(/^[\w-]+$/, "Unknown staff member.")
    .optional(),
);

export const leadWorkSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("owner"), ownerId }),
    z.object({
      intent: z.literal("task"),
      title: z
        .string("Name the next step.")
        .trim()
        .min(1, "Name the next step.")
        .max(TASK_TITLE_MAX, `A next step can be at most ${TASK_TITLE_MAX} characters.`),
      due: z.string("Give the due time.").max(40, "The due time must be a date and time like 2026-03-31T14:30."),
      ownerId,
    }),
    z.object({ intent: z.literal("task-done"), taskId: uuidOf("Unknown task.") }),
    z.object({ intent: z.literal("task-undone"), taskId: uuidOf("Unknown task.") }),
    z.object({
      intent: z.literal("email"),
      templateId: z.preprocess(optionalText, uuidOf("Unknown template.").optional()),
      subject: subject.superRefine(placeholdersKnown("The subject")),
      body: body.superRefine(placeholdersKnown("The message")),
    }),
    z.object({
      intent: z.literal("call"),
      calledAt: z.string("Give the time of the call.").max(40, "The call's time must be a date and time."),
      direction: z.enum(CALL_DIRECTIONS, "Unknown call direction."),
      outcome: z.enum(CALL_OUTCOMES, "Unknown call outcome."),
      notes: z.string().trim().max(CALL_NOTES_MAX, `Call notes can be at most ${CALL_NOTES_MAX} characters.`).default(""),
    }),
    z.object({
      intent: z.literal("deal-value"),
      dealValue: z.string("Give an amount.").max(40, "A deal value must be an amount."),
    }),
  ],
  "Unknown action.",
);
export type LeadWorkCommand = z.output<typeof leadWorkSchema>;

export const BULK_OPERATIONS = ["status", "owner", "spam", "export"] as const;
export const bulkSchema = z
  .object({
    op: z.enum(BULK_OPERATIONS, "Unknown bulk action."),
    ids: z
      .array(z.uuid("Unknown lead in the selection."), "Select some leads first.")
      .min(1, "Select some leads first.")
      .max(BULK_MAX, `At most ${BULK_MAX} leads can be changed at once; select fewer.`),
    status: z.preprocess(optionalText, z.enum(LEAD_PIPELINE_STATUSES, "Unknown pipeline status.").optional()),
    ownerId,
  })
  .refine((value) => value.op !== "status" || value.status, { message: "Choose a status.", path: ["status"] });
export type BulkCommand = z.output<typeof bulkSchema>;

/** The inbox's owner filter: `owner=me` (mine), `owner=none` (unassigned). */
export const OWNER_FILTERS = ["me", "none"] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];
export function ownerFilterOf(value: string | null | undefined): OwnerFilter | undefined {
  return value && (OWNER_FILTERS as readonly string[]).includes(value) ? (value as OwnerFilter) : undefined;
}
