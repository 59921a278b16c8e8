import { auditLog, type Db } from "../../db";
import { keyedHash } from "../../keyed-hash";
import type { Actor } from "../staff";

/**
 * The audit log: every admin write, and every read of a lead's personal data
 * or an export. Rows are append-only (database triggers refuse UPDATE,
 * DELETE and TRUNCATE). `before`/`after` hold only the fields that changed.
 */
export interface AuditEntry {
  actor: Actor | null;
  /** Dotted verb: `lead.view`, `lead.status`, `lead.note`, `leads.export`, `booking.cancel`, `user.invite`, `token.create`... */
  action: string;
  subjectType?: string;
  subjectId?: string | number;
  before?: unknown;
  after?: unknown;
  /** The client's address; stored only as a keyed hash. */
  clientIp?: string;
}

export async function recordAudit(db: Db, entry: AuditEntry, secret?: string) {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipHash: entry.clientIp && secret ? keyedHash(secret, "audit", entry.clientIp) : null,
  });
}
