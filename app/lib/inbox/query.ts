import "../zod-setup";
import { z } from "zod";
import { DAY_RANGE_TEXT, dayRangeQuery, isoDay } from "../day-range";
import { LEAD_FORM_TYPES, LEAD_PIPELINE_STATUSES } from "../leads/lead-enums";
import { GRADE_FILTERS } from "../leads/scores";
import { OWNER_FILTERS } from "./work";

/**
 * What the leads inbox accepts from a URL or a form, once: the list's
 * filters (also the CSV export's), the figures' date range and the lead
 * page's forms. The server parses with these and answers a bad value with
 * its message and a 400; the pages build their links and fields from them.
 */
export const LEAD_SORTS = ["newest", "oldest", "name", "status", "score"] as const;
export const LEAD_FOLDERS = ["inbox", "spam"] as const;
export const LEADS_PER_PAGE = 25;
export const NOTE_MAX_LENGTH = 5000;

export const LEAD_SORT_LABELS: Record<(typeof LEAD_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A-Z)",
  status: "Pipeline status",
  score: "Score (best first)",
};

export const PIPELINE_STATUS_LABELS: Record<(typeof LEAD_PIPELINE_STATUSES)[number], string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

export const FORM_TYPE_LABELS: Record<(typeof LEAD_FORM_TYPES)[number], string> = {
  contact: "Consultation request",
  booking: "Strategy session",
  chat: "Chat",
  analyzer: "Website analysis",
};

/** An empty field in a GET form means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const dateRange = {
  from: optional(isoDay),
  to: optional(isoDay),
};
const fromNotAfterTo = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
const rangeMessage = { message: DAY_RANGE_TEXT.reversed, path: ["to"] };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export const leadListQuerySchema = z
  .object({
    // A NUL reaches PostgreSQL as an error, not a search (issue 20 C14): refused here with a message.
    q: optional(
      z
        .string()
        .trim()
        .max(200, "Search text can be at most 200 characters.")
        .regex(NO_CONTROL_CHARACTERS, "Search text cannot contain control characters."),
    ),
    status: optional(z.enum(LEAD_PIPELINE_STATUSES, "Unknown pipeline status.")),
    formType: optional(z.enum(LEAD_FORM_TYPES, "Unknown form type.")),
    source: optional(
      z
        .string()
        .trim()
        .max(100, "Source can be at most 100 characters.")
        .regex(NO_CONTROL_CHARACTERS, "Source cannot contain control characters.")
        .transform((value) => value.toLowerCase()),
    ),
    ...dateRange,
    // Issue 25 item 7 (inbox work): `owner=me` (mine) or `owner=none` (unassigned).
    owner: optional(z.enum(OWNER_FILTERS, "Unknown owner filter: use me or none.")),
    // Lead scores (issue 25 item 1): a grade (A1) or a fit letter (A).
    grade: optional(z.enum(GRADE_FILTERS, "Unknown grade.")),
    // The staff dashboard's links (issue 25 item 5): exact instants, so a figure and its list count the same rows.
    since: optional(z.iso.datetime({ offset: true, message: "since must be a date and time like 2026-03-31T09:00:00Z." })),
    before: optional(z.iso.datetime({ offset: true, message: "before must be a date and time like 2026-03-31T09:00:00Z." })),
    email: optional(z.enum(["failed"], "Unknown e-mail filter.")),
    folder: optional(z.enum(LEAD_FOLDERS, "Unknown folder.")).transform((value) => value ?? "inbox"),
    sort: optional(z.enum(LEAD_SORTS, "Unknown sort order.")).transform((value) => value ?? "newest"),
    page: optional(
      z.coerce
        .number("Page must be a number.")
        .int("Page must be a whole number.")
        .min(1, "Page must be 1 or more.")
        .max(10_000, "Page can be at most 10000."),
    ).transform((value) => value ?? 1),
  })
  .refine(fromNotAfterTo, rangeMessage)
  .refine((query) => !query.since || !query.before || Date.parse(query.since) <= Date.parse(query.before), {
    message: "since must be on or before before.",
    path: ["before"],
  });

export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** /admin/figures?from&to: the agency's days, by default the last 30 up to today; at most a year, so the chart stays readable. */
export const FIGURES_RANGE = { defaultDays: 30, maxDays: 366 } as const;
export const figuresQuery = (today: string) => dayRangeQuery({ today, ...FIGURES_RANGE });

/** The URL parameters of a list query, leaving out defaults so links stay short. */
export function leadListSearch(query: Partial<LeadListQuery>, overrides: Partial<LeadListQuery> = {}): string {
  const merged = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.status) params.set("status", merged.status);
  if (merged.formType) params.set("formType", merged.formType);
  if (merged.source) params.set("source", merged.source);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.owner) params.set("owner", merged.owner);
  if (merged.grade) params.set("grade", merged.grade);
  if (merged.since) params.set("since", merged.since);
  if (merged.before) params.set("before", merged.before);
  if (merged.email) params.set("email", merged.email);
  if (merged.folder && merged.folder !== "inbox") params.set("folder", merged.folder);
  if (merged.sort && merged.sort !== "newest") params.set("sort", merged.sort);
  if (merged.page && merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/* The lead page's forms. Every one names its intent; ids come from the URL, never trusted from the form alone. */
export const leadActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("status"), status: z.enum(LEAD_PIPELINE_STATUSES, "Unknown pipeline status.") }),
    z.object({
      intent: z.literal("note"),
      body: z
        .string("Write a note first.")
        .trim()
        .min(1, "Write a note first.")
        .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters.`),
    }),
    z.object({
      intent: z.literal("resend"),
      emailId: z.coerce
        .number("Unknown e-mail.")
        .int("Unknown e-mail.")
        .positive("Unknown e-mail.")
        .max(2_147_483_647, "Unknown e-mail."),
    }),
    z.object({ intent: z.literal("not-spam") }),
  ],
  "Unknown action.",
);
export type LeadAction = z.output<typeof leadActionSchema>;

const uuid = z.uuid("Unknown booking.");
export const bookingActionSchema = z.discriminatedUnion(
  "intent",
  [
    // Cancelling e-mails the visitor: the first post asks, the second (confirmed=yes) does it (issue 20 D3).
    z.object({ intent: z.literal("cancel"), bookingId: uuid, confirmed: z.literal("yes").optional() }),
    // Moving e-mails the visitor too (issue 25 item 7): the form asks first (step=ask), then posts confirmed=yes.
    z.object({
      intent: z.literal("move"),
      bookingId: uuid,
      slot: z.iso.datetime({ message: "Choose a free slot." }),
      step: z.literal("ask", "Unknown step.").optional(),
      confirmed: z.literal("yes", "Confirm the move with yes.").optional(),
    }),
  ],
  "Unknown action.",
);
export type BookingAction = z.output<typeof bookingActionSchema>;

export const leadIdSchema = z.uuid("Unknown lead.");
