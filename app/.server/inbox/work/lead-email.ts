import { desc, eq } from "drizzle-orm";
import { fillPlaceholders, type TemplatePlaceholder } from "~/lib/inbox/work";
import type { Actor } from "../../auth";
import type { Config } from "../../config";
import { type Db, emailTemplates, leadMessages, leads } from "../../db";
import type { Mailer } from "../../mail";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "../list/deps";
import { UNKNOWN_TEMPLATE } from "./templates";

export interface LeadEmailDeps extends InboxDeps {
  mailer: Pick<Mailer, "send">;
  config: Pick<Config, "agency" | "mail">;
}

/** What {{name}} and the other placeholders say for this lead and sender. */
export function placeholderValues(
  lead: { name: string; email: string; facility: string | null },
  config: Pick<Config, "agency">,
  staffName: string,
): Record<TemplatePlaceholder, string> {
  return {
    name: lead.name,
    first_name: lead.name.trim().split(/\s+/)[0] ?? lead.name,
    facility: lead.facility?.trim() || "your facility",
    email: lead.email,
    agency: config.agency.name,
    agency_phone: config.agency.phone,
    staff_name: staffName,
  };
}

/** A template filled in for a lead, for the page's form (the person edits it before sending). */
export async function templateForLead(deps: LeadEmailDeps, templateId: string, leadId: string, staffName: string) {
  const [template] = await deps.db.select().from(emailTemplates).where(eq(emailTemplates.id, templateId));
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, leadId));
  if (!template || !lead) return null;
  const values = placeholderValues(lead, deps.config, staffName);
  return { id: template.id, subject: fillPlaceholders(template.subject, values), body: fillPlaceholders(template.body, values) };
}

/**
 * E-mails the lead from its page, through the mailer (the outbox without
 * SMTP). The message is stored first (`sending`), then sent during the
 * request; its row says `sent` or `failed` and the audit row, which the
 * timeline shows, holds its subject, status and body. Spam is never e-mailed.
 * The subject was refused earlier if it had a line break (no header
 * injection) and the body is capped; placeholders left in either are filled.
 */
export async function sendLeadMessage(
  deps: LeadEmailDeps,
  actor: Actor & { name: string },
  leadId: string,
  input: { templateId?: string; subject: string; body: string },
): Promise<InboxResult<{ sent: boolean; recipient: string; messageId: string }>> {
  const now = nowOf(deps);
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return refuse(404, NOT_FOUND.lead);
  if (lead.isSpam) return refuse(409, "Spam is never e-mailed. Mark the lead as not spam first.");
  if (input.templateId) {
    const [template] = await deps.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, input.templateId));
    if (!template) return refuse(404, UNKNOWN_TEMPLATE);
  }
  const values = placeholderValues(lead, deps.config, actor.name);
  const subject = fillPlaceholders(input.subject, values).replace(/[\r\n]+/g, " ");
  const body = fillPlaceholders(input.body, values);
  const [row] = await deps.db
    .insert(leadMessages)
    .values({
      leadId,
      templateId: input.templateId ?? null,
      recipient: lead.email,
      subject,
      body,
      senderId: actor.id,
      senderEmail: actor.email,
      createdAt: now,
    })
    .returning({ id: leadMessages.id });
  if (!row) throw new Error("message insert returned no row");

  let error: string | null = null;
  let messageId: string | null = null;
  try {
    ({ messageId } = await deps.mailer.send({
      from: deps.config.mail.from,
      to: lead.email,
      replyTo: actor.email ?? undefined,
      subject,
      text: body,
    }));
  } catch (caught) {
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500);
    deps.log.warn({ leadId, err: error }, "e-mail to a lead failed");
  }
  const status = error ? "failed" : "sent";
  await deps.db
    .update(leadMessages)
    .set({ status, error, messageId, sentAt: error ? null : nowOf(deps) })
    .where(eq(leadMessages.id, row.id));
  await audit(deps, deps.db, actor, {
    action: "lead.email",
    subjectType: "lead",
    subjectId: leadId,
    before: null,
    after: { messageId: row.id, templateId: input.templateId ?? null, recipient: lead.email, subject, status, body, error },
  });
  return { ok: true, sent: !error, recipient: lead.email, messageId: row.id };
}

export function listLeadMessages(db: Db, leadId: string) {
  return db.select().from(leadMessages).where(eq(leadMessages.leadId, leadId)).orderBy(desc(leadMessages.createdAt)).limit(100);
}
