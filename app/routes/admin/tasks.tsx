import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { actorOf, requireStaff } from "~/.server/auth/staff";
import { formFields, inboxDeps } from "~/.server/inbox/list/route-context";
import { listOpenTasksOf, setTaskDone } from "~/.server/inbox/work/tasks";
import { useFormatDateTime } from "~/components/admin/format";
import { type ActionAnswer, ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { leadIdSchema } from "~/lib/inbox/query";
import type { Route } from "./+types/tasks";

/** /admin/tasks: the signed-in staff member's open next steps, soonest first (issue 25 item 7). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "My open tasks" }];

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { db } = inboxDeps(context);
  return { tasks: await listOpenTasksOf(db, staff.id), now: new Date() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const answer = (status: number, message: string) => data<ActionAnswer>({ ok: status < 400, message }, { status });
  const fields = await formFields(request);
  if (fields?.intent !== "done") return answer(400, "Unknown action.");
  const taskId = leadIdSchema.safeParse(fields.taskId);
  const leadId = leadIdSchema.safeParse(fields.leadId);
  if (!taskId.success || !leadId.success) return answer(404, "This task does not exist on this lead.");
  const result = await setTaskDone(inboxDeps(context), actorOf(staff), leadId.data, taskId.data, true);
  return result.ok ? answer(200, `Done: ${result.title}.`) : answer(result.status, result.message);
}

export default function Tasks({ actionData }: Route.ComponentProps) {
  const { tasks, now } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">My open tasks</h1>
        <Link to="/admin?owner=me" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          My leads
        </Link>
      </div>
      <ActionStatus answer={actionData} />
      <DataTable
        caption={`Open next steps you own: ${tasks.length}`}
        rows={tasks}
        rowKey={(task) => task.id}
        empty="No open next steps. Add one from a lead's page."
        columns={[
          {
            id: "due",
            header: "Due",
            cell: (task) => (
              <>
                {formatDateTime(task.dueAt)}
                {new Date(task.dueAt) < new Date(now) ? <div className="text-xs font-semibold text-red-800">Overdue</div> : null}
              </>
            ),
            className: "whitespace-nowrap",
          },
          { id: "title", header: "Next step", rowHeader: true, cell: (task) => task.title },
          {
            id: "lead",
            header: "Lead",
            cell: (task) => (
              <Link to={`/admin/leads/${task.leadId}`} className="text-brand-700 underline-offset-2 hover:underline">
                {task.leadName}
                {task.leadFacility ? `, ${task.leadFacility}` : ""}
              </Link>
            ),
          },
          {
            id: "actions",
            header: "Actions",
            headerHidden: true,
            cell: (task) => (
              <Form method="post">
                <input type="hidden" name="intent" value="done" />
                <input type="hidden" name="taskId" value={task.id} />
                <input type="hidden" name="leadId" value={task.leadId} />
                <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Done: ${task.title}`}>
                  Done
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </div>
  );
}
