import { count, eq, inArray } from "drizzle-orm";
import { agencyDay } from "~/lib/agency-day";
import { type BulkCommand, formatCents } from "~/lib/inbox/work";
import { type Actor, staffMember } from "../../auth";
import { csvRow } from "../../csv";
import { leads, users } from "../../db";
import { audit, type InboxDeps, type InboxResult, nowOf, refuse } from "../list/deps";
import { leadSource } from "../list/lead-source";
import { moveLeadStatus } from "../list/pipeline";
import { assignOwner } from "./owner";

export const UNKNOWN_IN_SELECTION = "Some of the selected leads do not exist (they may have been deleted); nothing was changed.";

/**
 * Bulk actions on the inbox's selection: status, owner, spam. The selection
 * is checked first (every id must be a lead) and the changes are made in one
 * transaction, lead by lead through the same functions as the lead page
 * (moveLeadStatus, assignOwner), so each lead changed gets its own audit row
 * and first_contacted_at is stamped the same way. All or nothing.
 */
export async function runBulk(
  deps: InboxDeps,
  actor: Actor,
  command: Pick<BulkCommand, "op" | "ids" | "status" | "ownerId">,
): Promise<InboxResult<{ changed: number; selected: number }>> {
  const ids = [...new Set(command.ids)];
  const [{ found } = { found: 0 }] = await deps.db.select({ found: count() }).from(leads).where(inArray(leads.id, ids));
  if (found !== ids.length) return refuse(404, UNKNOWN_IN_SELECTION);
  if (command.op === "owner" && command.ownerId && !(await staffMember(deps.db, command.ownerId)))
    return refuse(400, "That person is not a staff member who can own leads.");
  const now = nowOf(deps);
  try {
    return await applyBulk(deps, actor, command, ids, now);
  } catch (error) {
    if (error instanceof BulkRefusal) return refuse(error.status, error.message);
    throw error;
  }
}

function applyBulk(
  deps: InboxDeps,
  actor: Actor,
  command: Pick<BulkCommand, "op" | "status" | "ownerId">,
  ids: string[],
  now: Date,
): Promise<InboxResult<{ changed: number; selected: number }>> {
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    let changed = 0;
    for (const id of ids) {
      if (command.op === "status") {
        if (!command.status) throw new BulkRefusal(400, "Choose a status.");
        const result = await moveLeadStatus(inTx, actor, id, command.status);
        if (!result.ok) throw new BulkRefusal(result.status, result.message);
        if (result.changed) changed++;
      } else if (command.op === "owner") {
        const result = await assignOwner(inTx, actor, id, command.ownerId ?? null);
        if (!result.ok) throw new BulkRefusal(result.status, result.message);
        if (result.changed) changed++;
      } else {
        const [lead] = await tx
          .select({ isSpam: leads.isSpam, spamReason: leads.spamReason })
          .from(leads)
          .where(eq(leads.id, id))
          .for("update");
        if (!lead || lead.isSpam) continue;
        await tx.update(leads).set({ isSpam: true, spamReason: "marked_by_staff", updatedAt: now }).where(eq(leads.id, id));
        await audit(deps, tx, actor, {
          action: "lead.spam",
          subjectType: "lead",
          subjectId: id,
          before: { isSpam: false, spamReason: lead.spamReason },
          after: { isSpam: true, spamReason: "marked_by_staff" },
        });
        changed++;
      }
    }
    return { ok: true, changed, selected: ids.length };
  });
}

/** A refusal from inside the transaction: thrown so everything before it is rolled back. */
export class BulkRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const HEADER = [
  "Lead id",
  "Received (UTC)",
  "Form",
  "Status",
  "Owner",
  "Deal value",
  "Name",
  "Email",
  "Phone",
  "Facility",
  "Message",
  "Source",
  "Landing page",
  "First contacted (UTC)",
  "Spam",
];

/** The selection as CSV (formula cells neutralised by csvRow); the export is audited as a read of personal data. */
export async function exportSelectionCsv(
  deps: InboxDeps,
  actor: Actor,
  ids: string[],
): Promise<InboxResult<{ csv: string; filename: string; rows: number }>> {
  const unique = [...new Set(ids)];
  const rows = await deps.db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      formType: leads.formType,
      status: leads.status,
      owner: users.name,
      dealValueCents: leads.dealValueCents,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      facility: leads.facility,
      message: leads.message,
      source: leadSource,
      landingPage: leads.landingPage,
      firstContactedAt: leads.firstContactedAt,
      isSpam: leads.isSpam,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(inArray(leads.id, unique))
    .orderBy(leads.createdAt);
  if (rows.length !== unique.length) return refuse(404, UNKNOWN_IN_SELECTION);
  await audit(deps, deps.db, actor, {
    action: "leads.export",
    subjectType: "leads",
    after: { selection: unique.length, rows: rows.length },
  });
  const body = rows
    .map((row) =>
      csvRow([
        row.id,
        row.createdAt,
        row.formType,
        row.status,
        row.owner,
        row.dealValueCents === null ? null : formatCents(row.dealValueCents),
        row.name,
        row.email,
        row.phone,
        row.facility,
        row.message,
        row.source,
        row.landingPage,
        row.firstContactedAt,
        row.isSpam ? "yes" : "no",
      ]),
    )
    .join("");
  return {
    ok: true,
    csv: `\uFEFF${csvRow(HEADER)}${body}`,
    filename: `leads-selection-${agencyDay(nowOf(deps), deps.timeZone)}.csv`,
    rows: rows.length,
  };
}
