import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditFilters } from "~/lib/auth/audit-filters";
import type { AuditRow } from "~/lib/auth/super-admin-views";
import { auditLog, type Db } from "../../db";

/** LIKE's wildcards typed by a person are literal characters. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.actor) where.push(ilike(auditLog.actorEmail, `%${literal(filters.actor)}%`));
  if (filters.action) {
    where.push(
      filters.action.endsWith(".") ? like(auditLog.action, `${literal(filters.action)}%`) : eq(auditLog.action, filters.action),
    );
  }
  if (filters.subject) {
    const [type, ...rest] = filters.subject.split(":");
    const id = rest.join(":");
    where.push(
      id && type
        ? and(eq(auditLog.subjectType, type), eq(auditLog.subjectId, id))
        : or(eq(auditLog.subjectId, filters.subject), eq(auditLog.subjectType, filters.subject)),
    );
  }
  if (filters.from) where.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
  return and(...where);
}

/** One page of the audit log, newest first, with the number of matching rows. */
export async function readAuditLog(db: Db, filters: AuditFilters): Promise<{ rows: AuditRow[]; total: number; pages: number }> {
  const where = conditions(filters);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
