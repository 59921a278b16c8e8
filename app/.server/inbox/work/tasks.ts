import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { type Actor, staffMember } from "../../auth";
import { type Db, leads, leadTasks, users } from "../../db";
import type { JobSystem } from "../../jobs";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "../list/deps";
import { UNKNOWN_STAFF } from "./owner";
import { TASK_REMINDER_JOB } from "./reminder-job";

export interface TaskDeps extends InboxDeps {
  jobs: Pick<JobSystem, "send">;
}

/**
 * A next step on a lead. Its reminder is a pg-boss job queued in the same
 * transaction as the row, to start at the due time (send-after); the job
 * sends the e-mail to the task's owner through the outbox (reminder-job.ts).
 * The owner defaults to the person adding it.
 */
export async function createTask(
  deps: TaskDeps,
  actor: Actor,
  leadId: string,
  input: { title: string; dueAt: Date; ownerId: string | null },
): Promise<InboxResult<{ taskId: string }>> {
  const ownerId = input.ownerId ?? actor.id;
  const owner = ownerId ? await staffMember(deps.db, ownerId) : null;
  if (!owner) return refuse(400, UNKNOWN_STAFF);
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("share");
    if (!lead) return refuse(404, NOT_FOUND.lead);
    const [task] = await tx
      .insert(leadTasks)
      .values({ leadId, title: input.title, dueAt: input.dueAt, ownerId: owner.id, createdById: actor.id, createdAt: now })
      .returning({ id: leadTasks.id });
    if (!task) throw new Error("task insert returned no row");
    await queueReminder(deps, tx, task.id, input.dueAt);
    await audit(deps, tx, actor, {
      action: "lead.task",
      subjectType: "lead",
      subjectId: leadId,
      before: null,
      after: { taskId: task.id, title: input.title, dueAt: input.dueAt.toISOString(), ownerId: owner.id, ownerName: owner.name },
    });
    return { ok: true, taskId: task.id };
  });
}

function queueReminder(deps: TaskDeps, tx: Db, taskId: string, dueAt: Date) {
  return deps.jobs.send(TASK_REMINDER_JOB, { taskId }, { tx, startAfter: dueAt });
}

/** Marks a task done or open again. Reopening a task whose reminder has not gone yet queues it again. */
export async function setTaskDone(
  deps: TaskDeps,
  actor: Actor,
  leadId: string,
  taskId: string,
  done: boolean,
): Promise<InboxResult<{ changed: boolean; title: string }>> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [task] = await tx.select().from(leadTasks).where(eq(leadTasks.id, taskId)).for("update");
    // Another lead's task in this lead's form is refused as if it did not exist.
    if (!task || task.leadId !== leadId) return refuse(404, "This task does not exist on this lead.");
    if (Boolean(task.doneAt) === done) return { ok: true, changed: false, title: task.title };
    await tx
      .update(leadTasks)
      .set({ doneAt: done ? now : null })
      .where(eq(leadTasks.id, taskId));
    if (!done && !task.reminderSentAt) await queueReminder(deps, tx, taskId, task.dueAt > now ? task.dueAt : now);
    await audit(deps, tx, actor, {
      action: done ? "lead.task_done" : "lead.task_reopened",
      subjectType: "lead",
      subjectId: leadId,
      before: { taskId, title: task.title, doneAt: task.doneAt?.toISOString() ?? null },
      after: { taskId, title: task.title, doneAt: done ? now.toISOString() : null },
    });
    return { ok: true, changed: true, title: task.title };
  });
}

const taskColumns = {
  id: leadTasks.id,
  leadId: leadTasks.leadId,
  title: leadTasks.title,
  dueAt: leadTasks.dueAt,
  doneAt: leadTasks.doneAt,
  reminderSentAt: leadTasks.reminderSentAt,
  ownerId: leadTasks.ownerId,
  ownerName: users.name,
};

/** A lead's tasks: open ones first by due time, then the done ones. */
export function listLeadTasks(db: Db, leadId: string) {
  return db
    .select(taskColumns)
    .from(leadTasks)
    .leftJoin(users, eq(users.id, leadTasks.ownerId))
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(sql`${leadTasks.doneAt} is not null`, asc(leadTasks.dueAt), desc(leadTasks.createdAt))
    .limit(200);
}

/** The open tasks a staff member owns, soonest first, with their leads. */
export function listOpenTasksOf(db: Db, ownerId: string, limit = 200) {
  return db
    .select({ ...taskColumns, leadName: leads.name, leadFacility: leads.facility })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .leftJoin(users, eq(users.id, leadTasks.ownerId))
    .where(and(eq(leadTasks.ownerId, ownerId), isNull(leadTasks.doneAt)))
    .orderBy(asc(leadTasks.dueAt))
    .limit(limit);
}
