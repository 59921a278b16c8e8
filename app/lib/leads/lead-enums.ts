import "../zod-setup";
import { z } from "zod";

/**
 * The allowed values of the leads tables' status and type columns, once:
 * the zod enums below check them in code, and db/schema.ts turns the same
 * arrays into CHECK constraints, so the database refuses anything else.
 * Adding a value means a migration (`npm run db:generate`).
 */
/** `chat`: booked in the AI assistant; `analyzer`: e-mail left to receive a website report. */
export const LEAD_FORM_TYPES = ["contact", "booking", "chat", "analyzer"] as const;
/** `pending` until both e-mails are out, then `sent`; `failed` after the last try; `skipped` for spam. */
export const LEAD_DELIVERY_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export const LEAD_EMAIL_KINDS = ["agency", "visitor"] as const;
/** `sending` while one attempt holds the row; `skipped` when a confirmation was not sent on purpose (recipient limit). */
export const LEAD_EMAIL_STATUSES = ["pending", "sending", "sent", "failed", "skipped"] as const;
export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;
/** Where a lead stands in the agency's sales pipeline (the inbox moves it along). */
export const LEAD_PIPELINE_STATUSES = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;

export const leadFormTypeSchema = z.enum(LEAD_FORM_TYPES);
export const leadDeliveryStatusSchema = z.enum(LEAD_DELIVERY_STATUSES);
export const leadEmailKindSchema = z.enum(LEAD_EMAIL_KINDS);
export const leadEmailStatusSchema = z.enum(LEAD_EMAIL_STATUSES);
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const leadPipelineStatusSchema = z.enum(LEAD_PIPELINE_STATUSES);

export type LeadFormType = z.infer<typeof leadFormTypeSchema>;
export type LeadDeliveryStatus = z.infer<typeof leadDeliveryStatusSchema>;
export type LeadPipelineStatus = z.infer<typeof leadPipelineStatusSchema>;
export type LeadEmailKind = z.infer<typeof leadEmailKindSchema>;
export type LeadEmailStatus = z.infer<typeof leadEmailStatusSchema>;
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
