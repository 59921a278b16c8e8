import { asc, eq, sql } from "drizzle-orm";
import type { TemplateInput } from "~/lib/inbox/work";
import type { Actor } from "../../auth";
import { type Db, emailTemplates } from "../../db";
import { audit, type InboxDeps, type InboxResult, nowOf, refuse } from "../list/deps";

export const UNKNOWN_TEMPLATE = "This template does not exist (it may have been deleted).";
const NAME_TAKEN = "Another template has this name already.";

/** E-mail templates any staff member may add and edit; every change is audited. */
export function listTemplates(db: Db) {
  return db
    .select()
    .from(emailTemplates)
    .orderBy(asc(sql`lower(${emailTemplates.name})`));
}

export async function readTemplate(db: Db, id: string) {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  return row ?? null;
}

async function nameTaken(db: Db, name: string, except?: string) {
  const [row] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(sql`lower(${emailTemplates.name}) = lower(${name})`);
  return Boolean(row && row.id !== except);
}

/** Saves a template (input already parsed by templateSchema: placeholders known, subject one line). */
export async function saveTemplate(
  deps: InboxDeps,
  actor: Actor,
  id: string | null,
  input: TemplateInput,
): Promise<InboxResult<{ templateId: string; created: boolean }>> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    if (await nameTaken(tx, input.name, id ?? undefined)) return refuse(409, NAME_TAKEN);
    if (id) {
      const [before] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for("update");
      if (!before) return refuse(404, UNKNOWN_TEMPLATE);
      await tx
        .update(emailTemplates)
        .set({ ...input, updatedById: actor.id, updatedAt: now })
        .where(eq(emailTemplates.id, id));
      await audit(deps, tx, actor, {
        action: "email_template.update",
        subjectType: "email_template",
        subjectId: id,
        before: { name: before.name, subject: before.subject, body: before.body },
        after: input,
      });
      return { ok: true, templateId: id, created: false };
    }
    const [row] = await tx
      .insert(emailTemplates)
      .values({ ...input, updatedById: actor.id, createdAt: now, updatedAt: now })
      .returning({ id: emailTemplates.id });
    if (!row) throw new Error("template insert returned no row");
    await audit(deps, tx, actor, {
      action: "email_template.create",
      subjectType: "email_template",
      subjectId: row.id,
      before: null,
      after: input,
    });
    return { ok: true, templateId: row.id, created: true };
  });
}

export async function deleteTemplate(deps: InboxDeps, actor: Actor, id: string): Promise<InboxResult> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for("update");
    if (!before) return refuse(404, UNKNOWN_TEMPLATE);
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
    await audit(deps, tx, actor, {
      action: "email_template.delete",
      subjectType: "email_template",
      subjectId: id,
      before: { name: before.name, subject: before.subject, body: before.body },
      after: null,
    });
    return { ok: true };
  });
}
