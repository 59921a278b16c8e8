import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { dateTimeFormat } from "~/lib/agency-day";
import { recordAudit } from "../../auth";
import type { Config } from "../../config";
import { type Db, leads, leadTasks, users } from "../../db";
import type { JobDefinition } from "../../jobs";
import type { Logger } from "../../log";
import type { Mailer } from "../../mail";

/**
 * `lead-task-reminder`: e-mails a task's owner at its due time. The job is
 * queued with the task, to start at the due time (pg-boss send-after). The
 * job claims the task by setting reminder_sent_at in one conditional update
 * (only where it is still null and the task is open), so two workers, a
 * retried job or a task reopened and queued again never send it twice. A
 * failed send gives the claim back and throws, and pg-boss tries again.
 */
export const TASK_REMINDER_JOB = {
  queue: "lead-task-reminder",
  payload: z.object({ taskId: z.uuid() }),
};

export interface ReminderDeps {
  db: Db;
  mailer: Pick<Mailer, "send" | "kind">;
  config: Pick<Config, "mail" | "agency" | "publicUrl" | "agencyTimeZone">;
  log: Logger;
}

export type ReminderOutcome = "sent" | "skipped";

export async function sendTaskReminder(deps: ReminderDeps, taskId: string): Promise<ReminderOutcome> {
  const { db } = deps;
  const claimedAt = new Date();
  const [task] = await db
    .update(leadTasks)
    .set({ reminderSentAt: claimedAt })
    .where(and(eq(leadTasks.id, taskId), isNull(leadTasks.reminderSentAt), isNull(leadTasks.doneAt)))
    .returning();
  if (!task) return "skipped";
  const [row] = await db
    .select({ leadName: leads.name, leadFacility: leads.facility, ownerEmail: users.email, ownerName: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, task.ownerId ?? ""))
    .where(eq(leads.id, task.leadId));
  if (!row?.ownerEmail) {
    // No owner any more (the account was removed): nobody to remind; the claim stays so it is not tried forever.
    deps.log.warn({ taskId }, "task reminder has no owner to send to");
    return "skipped";
  }
  const link = new URL(`/admin/leads/${task.leadId}`, deps.config.publicUrl).toString();
  const due = dateTimeFormat("en-US", {
    timeZone: deps.config.agencyTimeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(task.dueAt);
  try {
    await deps.mailer.send({
      from: deps.config.mail.from,
      to: row.ownerEmail,
      subject: `Reminder: ${task.title}`.replace(/[\r\n]+/g, " ").slice(0, 250),
      text: [
        `Hello ${row.ownerName ?? ""},`.trim(),
        "",
        `Your next step "${task.title}" for ${row.leadName}${row.leadFacility ? ` (${row.leadFacility})` : ""} is due ${due}.`,
        "",
        `Open the lead: ${link}`,
        "",
        `${deps.config.agency.name} back-office`,
      ].join("\n"),
    });
  } catch (error) {
    await db
      .update(leadTasks)
      .set({ reminderSentAt: null })
      .where(and(eq(leadTasks.id, taskId), eq(leadTasks.reminderSentAt, claimedAt)));
    throw error;
  }
  await recordAudit(db, {
    actor: null,
    action: "lead.task_reminder",
    subjectType: "lead",
    subjectId: task.leadId,
    after: { taskId, title: task.title, recipient: row.ownerEmail },
  });
  deps.log.info({ taskId, via: deps.mailer.kind }, "task reminder sent");
  return "sent";
}

export function taskReminderJob(deps: ReminderDeps): JobDefinition<{ taskId: string }> {
  return {
    ...TASK_REMINDER_JOB,
    options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
    async handle([job]) {
      if (!job) return;
      await sendTaskReminder(deps, job.data.taskId);
    },
  };
}
