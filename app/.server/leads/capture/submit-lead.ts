import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PRIVACY_POLICY_VERSION } from "~/content/legal/versions";
import type { LeadFormType } from "~/lib/leads/lead-enums";
import { LEAD_TEXT } from "~/lib/leads/lead-form-result";
import {
  BOOKING_MESSAGES,
  type BookingFields,
  bookingFieldsSchema,
  type FieldErrors,
  fieldErrorsOf,
  leadFieldsSchema,
} from "~/lib/leads/lead-validation";
import { isOfferedSlot, isValidTimeZone, slotEnd } from "~/lib/leads/session-slots";
import { visitorHash } from "../../analytics";
import type { Config } from "../../config";
import { bookings, type Db, isUniqueViolation, leads } from "../../db";
import type { JobSystem } from "../../jobs";
import type { Logger } from "../../log";
import type { DeliveryDeps } from "../../mail";
import { hitRateLimit } from "../../rate-limit";
import { scoreNewLead } from "../scores/scoring";
import { attributionFrom } from "./attribution";
import { checkFormToken, visitorKey } from "./form-token";
import { queueLeadEmails, sendLeadEmailsNow } from "./lead-email-queue";

/**
 * Every way a lead arrives (the /contact form, /api/leads, a booking) ends
 * here: validate, judge spam, count the visitor, store the lead in one
 * transaction with its e-mail rows and their jobs, and only then try to send.
 * Whatever happens after the commit, the lead is safe.
 */
/**
 * The forms that submit here. `chat` is the in-chat booking (app/.server/chat/booking.ts);
 * `analyzer` an e-mail left on /client-ingestion for the report (analyzer/flow/create-analysis.ts
 * fills the name, facility and message with the site and the report link).
 */
export type FormType = Extract<LeadFormType, "contact" | "booking" | "chat" | "analyzer">;

export interface LeadDeps {
  db: Db;
  jobs: Pick<JobSystem, "send">;
  delivery: DeliveryDeps;
  secret: string;
  config: Pick<Config, "leads" | "mail" | "agencyTimeZone">;
  log: Logger;
  now?: () => Date;
}

export interface SubmissionMeta {
  ip: string;
  userAgent: string | null;
  /** The JSON API may be called without a rendered form (the chat): no token is then no verdict. */
  tokenRequired: boolean;
  /** Global Privacy Control or Do Not Track: the lead gets no analytics visitor key (issue 14). */
  doNotTrack?: boolean;
  /** The request's logger, so the lead's lines carry its request id; else the app's. */
  log?: Logger;
}

export type SubmitResult =
  | { status: "ok"; leadId: string; warning?: string; duplicate?: boolean; spamReason?: string }
  | { status: "invalid"; message: string; fields: FieldErrors }
  | { status: "rate_limited"; message: string; retryAfterSeconds: number }
  | { status: "slot_taken"; message: string; fields: FieldErrors }
  | { status: "error"; message: string };

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

class SlotTakenError extends Error {}

export async function submitLead(
  deps: LeadDeps,
  formType: FormType,
  raw: Record<string, unknown>,
  meta: SubmissionMeta,
): Promise<SubmitResult> {
  const now = deps.now?.() ?? new Date();
  const log = meta.log ?? deps.log;
  const parsed = (formType === "booking" ? bookingFieldsSchema : leadFieldsSchema).safeParse(raw);
  if (!parsed.success) {
    return { status: "invalid", message: LEAD_TEXT.invalid, fields: fieldErrorsOf(parsed.error) };
  }
  const fields = parsed.data;
  const booking = formType === "booking" ? (fields as BookingFields) : undefined;
  const slot = booking?.slot;
  const timeZone = booking?.timeZone && isValidTimeZone(booking.timeZone) ? booking.timeZone : null;

  // A retry or double submit of the same form: the same key with the same content.
  const clientKey =
    typeof raw.idempotencyKey === "string" && idempotencyKeyPattern.test(raw.idempotencyKey) ? raw.idempotencyKey : randomUUID();
  const idempotencyKey = createHash("sha256")
    .update([clientKey, formType, fields.email, fields.name, fields.message, slot ?? ""].join("\u0000"))
    .digest("base64url");
  const earlier = await findByKey(deps.db, idempotencyKey);
  if (earlier) return earlier;

  const spamReason = judgeSpam(deps, raw, meta, now);

  const limit = await hitRateLimit(deps.db, `lead:${visitorKey(deps.secret, meta.ip)}`, {
    limit: deps.config.leads.rateLimit,
    windowSeconds: deps.config.leads.rateWindowSeconds,
    now,
  });
  if (!limit.allowed) {
    log.warn({ formType, count: limit.count }, "lead rate limit reached");
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return { status: "rate_limited", message: LEAD_TEXT.rateLimited(minutes), retryAfterSeconds: limit.retryAfterSeconds };
  }

  if (slot && !spamReason && !isOfferedSlot(slot, now)) {
    return { status: "invalid", message: LEAD_TEXT.invalid, fields: { slot: BOOKING_MESSAGES.slot } };
  }

  const attribution = attributionFrom({ landingPage: raw.landingPage, referrer: raw.referrer });
  // The day's analytics visitor key joins the lead to the visit's page views (the dashboard's funnel).
  const visitor = meta.doNotTrack ? null : await visitorHash(deps.db, meta.ip, meta.userAgent, deps.config.agencyTimeZone, now);
  let stored: { leadId: string; emailIds: number[] } | "duplicate";
  try {
    stored = await deps.db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          formType,
          name: fields.name,
          email: fields.email,
          phone: fields.phone ?? null,
          facility: fields.facility ?? null,
          message: fields.message,
          consentVersion: PRIVACY_POLICY_VERSION,
          consentAt: now,
          ...attribution,
          visitorHash: visitor,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
          idempotencyKey,
          isSpam: Boolean(spamReason),
          spamReason,
          deliveryStatus: spamReason ? "skipped" : "pending",
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id });
      if (!lead) return "duplicate" as const;
      // Spam is kept for review but never e-mailed, and never blocks a slot.
      if (spamReason) return { leadId: lead.id, emailIds: [] };

      if (slot) {
        const start = new Date(slot);
        try {
          await tx
            .insert(bookings)
            .values({ leadId: lead.id, slotStart: start, slotEnd: slotEnd(start), timeZone, createdAt: now });
        } catch (error) {
          if (isUniqueViolation(error, "bookings_confirmed_slot_key")) throw new SlotTakenError();
          throw error;
        }
      }
      const emailIds = await queueLeadEmails(tx, deps, { id: lead.id, email: fields.email }, now, log);
      return { leadId: lead.id, emailIds };
    });
  } catch (error) {
    if (error instanceof SlotTakenError) {
      return { status: "slot_taken", message: BOOKING_MESSAGES.slotTaken, fields: { slot: BOOKING_MESSAGES.slotTaken } };
    }
    throw error;
  }

  if (stored === "duplicate") {
    return (await findByKey(deps.db, idempotencyKey)) ?? { status: "error", message: LEAD_TEXT.error };
  }
  log.info({ leadId: stored.leadId, formType, spam: spamReason ?? undefined }, "lead stored");
  // After the commit and never throwing: a score that fails is logged and left to the rescore sweep.
  const score = () => scoreNewLead({ db: deps.db, timeZone: deps.config.agencyTimeZone, log }, stored.leadId);
  if (spamReason) {
    await score();
    return { status: "ok", leadId: stored.leadId, spamReason };
  }

  // The lead's e-mails first: the agency hears of a lead without waiting for its score.
  const sent = await sendLeadEmailsNow({ ...deps, log, delivery: { ...deps.delivery, log } }, stored.emailIds);
  await score();
  return sent ? { status: "ok", leadId: stored.leadId } : { status: "ok", leadId: stored.leadId, warning: LEAD_TEXT.warning };
}

function judgeSpam(deps: LeadDeps, raw: Record<string, unknown>, meta: SubmissionMeta, now: Date): string | null {
  // The honeypot is a field people never see; only form-filling bots type in it.
  if (typeof raw.website === "string" && raw.website.trim() !== "") return "honeypot";
  if (raw.website !== undefined && typeof raw.website !== "string") return "honeypot";
  if (!meta.tokenRequired && (raw.formToken === undefined || raw.formToken === "")) return null;
  const verdict = checkFormToken(deps.secret, raw.formToken, now.getTime());
  if (!verdict.ok) return verdict.reason;
  if (verdict.ageMs < deps.config.leads.minFillSeconds * 1000) return "too_fast";
  return null;
}

async function findByKey(db: Db, idempotencyKey: string): Promise<SubmitResult | undefined> {
  const [lead] = await db
    .select({ id: leads.id, deliveryStatus: leads.deliveryStatus, deliveryAttempts: leads.deliveryAttempts })
    .from(leads)
    .where(eq(leads.idempotencyKey, idempotencyKey));
  if (!lead) return undefined;
  const mailTrouble = lead.deliveryStatus === "failed" || (lead.deliveryStatus === "pending" && lead.deliveryAttempts > 0);
  return { status: "ok", leadId: lead.id, duplicate: true, ...(mailTrouble ? { warning: LEAD_TEXT.warning } : {}) };
}
