import { type LeadWorkCommand, parseDealValue, parseDueTime, wallTimeToUtc } from "~/lib/inbox/work";
import { type Actor, listStaff } from "../../auth";
import type { InboxMailDeps } from "../list/deps";
import { nowOf } from "../list/deps";
import { listCalls, logCall } from "./calls";
import { setDealValue } from "./deal-value";
import { listLeadMessages, sendLeadMessage, templateForLead } from "./lead-email";
import { assignOwner } from "./owner";
import { createTask, listLeadTasks, setTaskDone } from "./tasks";
import { listTemplates } from "./templates";

export interface LeadWorkAnswer {
  status: number;
  message: string;
}

const done = (message: string): LeadWorkAnswer => ({ status: 200, message });
const refused = (result: { status: number; message: string }): LeadWorkAnswer => ({
  status: result.status,
  message: result.message,
});

/** One of the lead page's work forms (owner, task, e-mail, call, deal value), already parsed by leadWorkSchema. */
export async function runLeadWork(
  deps: InboxMailDeps,
  actor: Actor & { name: string },
  leadId: string,
  command: LeadWorkCommand,
): Promise<LeadWorkAnswer> {
  switch (command.intent) {
    case "owner": {
      const result = await assignOwner(deps, actor, leadId, command.ownerId ?? null);
      if (!result.ok) return refused(result);
      if (!result.changed) return done("The owner is unchanged.");
      return done(result.ownerName ? `Assigned to ${result.ownerName}.` : "The lead has no owner now.");
    }
    case "task": {
      const due = parseDueTime(command.due, deps.timeZone, nowOf(deps));
      if (!due.ok) return { status: 400, message: due.message };
      const result = await createTask(deps, actor, leadId, {
        title: command.title,
        dueAt: due.at,
        ownerId: command.ownerId ?? null,
      });
      return result.ok ? done("Next step added; its owner gets a reminder e-mail at the due time.") : refused(result);
    }
    case "task-done":
    case "task-undone": {
      const result = await setTaskDone(deps, actor, leadId, command.taskId, command.intent === "task-done");
      if (!result.ok) return refused(result);
      return done(command.intent === "task-done" ? `Done: ${result.title}.` : `Open again: ${result.title}.`);
    }
    case "email": {
      const result = await sendLeadMessage(deps, actor, leadId, command);
      if (!result.ok) return refused(result);
      return result.sent
        ? done(`E-mail sent to ${result.recipient}.`)
        : { status: 502, message: `The e-mail to ${result.recipient} could not be sent; it is logged as failed.` };
    }
    case "call": {
      const at = wallTimeToUtc(command.calledAt, deps.timeZone);
      if (!at) return { status: 400, message: "The call's time must be a date and time like 2026-03-31T14:30." };
      const result = await logCall(deps, actor, leadId, {
        calledAt: at,
        direction: command.direction,
        outcome: command.outcome,
        notes: command.notes,
      });
      return result.ok ? done("Call logged.") : refused(result);
    }
    case "deal-value": {
      const parsed = parseDealValue(command.dealValue);
      if (!parsed.ok) return { status: 400, message: parsed.message };
      const result = await setDealValue(deps, actor, leadId, parsed.cents);
      if (!result.ok) return refused(result);
      return done(parsed.cents === null ? "Deal value cleared." : "Deal value saved.");
    }
  }
}

/** What the lead page shows of this part: staff to assign, tasks, calls, e-mails sent, templates (and one filled in). */
export async function readLeadWork(deps: InboxMailDeps, leadId: string, staffName: string, templateId: string | null) {
  const [staff, tasks, calls, messages, templates] = await Promise.all([
    listStaff(deps.db),
    listLeadTasks(deps.db, leadId),
    listCalls(deps.db, leadId),
    listLeadMessages(deps.db, leadId),
    listTemplates(deps.db),
  ]);
  const draft = templateId ? await templateForLead(deps, templateId, leadId, staffName) : null;
  return {
    staff,
    tasks,
    calls,
    messages,
    templates: templates.map(({ id, name }) => ({ id, name })),
    draft,
  };
}
export type LeadWork = Awaited<ReturnType<typeof readLeadWork>>;
