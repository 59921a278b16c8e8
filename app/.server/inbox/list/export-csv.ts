import { count } from "drizzle-orm";
import { agencyDay } from "~/lib/agency-day";
import type { LeadListQuery } from "~/lib/inbox/query";
import type { Actor } from "../../auth";
import { csvRow } from "../../csv";
import { leads } from "../../db";
import { audit, type InboxDeps, nowOf } from "./deps";
import { leadSource } from "./lead-source";
import { leadConditions, leadOrder } from "./list-leads";

/**
 * The filtered list as CSV, for spreadsheets. Streamed in batches so a large
 * export never sits in memory, and bounded (MAX_EXPORT_ROWS) so one click
 * cannot tie up the database. An export is a read of personal data: it is
 * audited (who, which filters, how many rows) before the first byte.
 */
export const MAX_EXPORT_ROWS = 50_000;
const BATCH = 500;

const columns = {
  id: leads.id,
  createdAt: leads.createdAt,
  formType: leads.formType,
  status: leads.status,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  facility: leads.facility,
  message: leads.message,
  source: leadSource,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  utmTerm: leads.utmTerm,
  utmContent: leads.utmContent,
  landingPage: leads.landingPage,
  referrer: leads.referrer,
  consentVersion: leads.consentVersion,
  consentAt: leads.consentAt,
  firstContactedAt: leads.firstContactedAt,
  deliveryStatus: leads.deliveryStatus,
  isSpam: leads.isSpam,
  spamReason: leads.spamReason,
  userAgent: leads.userAgent,
};
type Column = keyof typeof columns;
const HEADER: Record<Column, string> = {
  id: "Lead id",
  createdAt: "Received (UTC)",
  formType: "Form",
  status: "Status",
  name: "Name",
  email: "Email",
  phone: "Phone",
  facility: "Facility",
  message: "Message",
  source: "Source",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  utmTerm: "UTM term",
  utmContent: "UTM content",
  landingPage: "Landing page",
  referrer: "Referrer",
  consentVersion: "Privacy policy version",
  consentAt: "Consent at (UTC)",
  firstContactedAt: "First contacted (UTC)",
  deliveryStatus: "E-mail delivery",
  isSpam: "Spam",
  spamReason: "Spam reason",
  userAgent: "User agent",
};
const order = Object.keys(columns) as Column[];

export async function exportLeadsCsv(deps: InboxDeps, actor: Actor, query: LeadListQuery) {
  const now = nowOf(deps);
  const where = leadConditions(query, deps.timeZone, actor.id);
  const [{ matched } = { matched: 0 }] = await deps.db.select({ matched: count() }).from(leads).where(where);
  const rows = Math.min(matched, MAX_EXPORT_ROWS);
  const { page: _page, ...filters } = query;
  await audit(deps, deps.db, actor, {
    action: "leads.export",
    subjectType: "leads",
    after: { filters, rows, truncated: matched > MAX_EXPORT_ROWS },
  });

  const encoder = new TextEncoder();
  let offset = 0;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A BOM, so Excel reads the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(order.map((column) => HEADER[column]))}`));
        return;
      }
      const limit = Math.min(BATCH, rows - offset);
      if (limit <= 0) {
        controller.close();
        return;
      }
      const batch = await deps.db
        .select(columns)
        .from(leads)
        .where(where)
        .orderBy(...leadOrder(query.sort))
        .limit(limit)
        .offset(offset);
      offset += limit;
      if (batch.length === 0) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(batch.map((row) => csvRow(order.map((column) => row[column]))).join("")));
    },
  });
  return { stream, rows, filename: `leads-${agencyDay(now, deps.timeZone)}.csv` };
}
