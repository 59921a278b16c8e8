import "../zod-setup";
import { z } from "zod";
import { dashboardDaySchema } from "../dashboard/dashboard";
import { LEAD_PIPELINE_STATUSES } from "../leads/lead-enums";
import { savedViewActionSchema } from "./live";
import { bookingActionSchema, leadActionSchema, leadIdSchema } from "./query";
import { leadWorkSchema, OWNER_FILTERS, templateSchema } from "./work";

/**
 * What each inbox page's forms post, as one schema per page (the page
 * socket's `pageAction` checks it): the intents of the page, the fields of
 * each. An id that is not an id is `null` where the page answers it as
 * "does not exist" (a 404), not as a malformed form.
 */
const idOrNull = z.uuid().nullable().catch(null);
const UNKNOWN_ACTION = "Unknown action.";

/** /admin: "Not spam" and the saved views. */
export const inboxPageSchema = z.discriminatedUnion(
  "intent",
  [savedViewActionSchema, z.object({ intent: z.literal("not-spam"), leadId: leadIdSchema })],
  UNKNOWN_ACTION,
);
export type InboxPageInput = z.output<typeof inboxPageSchema>;

/** /admin/leads/:id: status, note, resend, not spam, and the daily work (owner, tasks, e-mail, calls, deal value). */
export const leadPageSchema = z.discriminatedUnion("intent", [leadActionSchema, leadWorkSchema], UNKNOWN_ACTION);
export type LeadPageInput = z.output<typeof leadPageSchema>;

/** /admin/bookings: cancel or move a session (asked first), and the calendar feed's address. */
export const bookingsPageSchema = z.discriminatedUnion(
  "intent",
  [bookingActionSchema, z.object({ intent: z.literal("calendar-create") }), z.object({ intent: z.literal("calendar-revoke") })],
  UNKNOWN_ACTION,
);
export type BookingsPageInput = z.output<typeof bookingsPageSchema>;

/** /admin/tasks: a next step done. */
export const tasksPageSchema = z.object({
  intent: z.literal("done", UNKNOWN_ACTION),
  taskId: idOrNull,
  leadId: idOrNull,
});
export type TasksPageInput = z.output<typeof tasksPageSchema>;

/** /admin/pipeline: a card moved to another column. */
export const pipelinePageSchema = z.object({
  intent: z.literal("move", UNKNOWN_ACTION),
  leadId: leadIdSchema,
  status: z.enum(LEAD_PIPELINE_STATUSES, "Unknown pipeline status."),
});
export type PipelinePageInput = z.output<typeof pipelinePageSchema>;

/** /admin/email-templates: save (a new one without an id) or delete a template. */
export const templatesPageSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("delete"), templateId: idOrNull }),
    templateSchema.extend({
      intent: z.literal("save"),
      // No id: a new template; an id that is not one: a template that does not exist.
      templateId: z.preprocess((value) => (value === "" ? undefined : value), idOrNull.optional()),
    }),
  ],
  UNKNOWN_ACTION,
);
export type TemplatesPageInput = z.output<typeof templatesPageSchema>;

const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const optionalText = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * POST /admin/bulk-leads: the selected rows (`ids`) or the whole page
 * (`scope=page`, `pageIds`), what to do with them, and the list to go back to.
 * The command itself is checked by the inbox (`bulkSchema`), whose refusal
 * is a page a person reads with the way back.
 */
export const bulkPageSchema = z
  .object({
    op: z.unknown().optional(),
    scope: z.unknown().optional(),
    ids: z.preprocess(list, z.array(z.unknown())),
    pageIds: z.preprocess(list, z.array(z.unknown())),
    status: z.preprocess(optionalText, z.unknown()),
    ownerId: z.preprocess(optionalText, z.unknown()),
    return: z.unknown().optional(),
  })
  .transform(({ scope, ids, pageIds, return: back, ...rest }) => ({
    ...rest,
    ids: (scope === "page" ? pageIds : ids).filter((value): value is string => typeof value === "string"),
    back: typeof back === "string" ? back : null,
  }));
export type BulkPageInput = z.output<typeof bulkPageSchema>;

/* What the inbox pages read from their address besides the list's filters (app/lib/inbox/query.ts). */

/** /admin/leads/:id?template=<id>: a template filled in for the e-mail form (anything else: none). */
export const leadPageQuery = z.object({ template: idOrNull });

/** /admin/email-templates?edit=<id>: the template in the form. */
export const templatesPageQuery = z.object({ edit: idOrNull });

/** /admin/pipeline?owner=me: my leads only (anything else: everyone's). */
export const pipelinePageQuery = z.object({ owner: z.enum(OWNER_FILTERS).optional().catch(undefined) });

/** /admin/bookings?day=YYYY-MM-DD: that agency day's confirmed sessions first (the staff dashboard's "today" link). */
export const bookingsPageQuery = z.object({ day: dashboardDaySchema.optional() });
