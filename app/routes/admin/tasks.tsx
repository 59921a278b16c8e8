import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { pageAction } from "~/.server/http/page-action";
import { loadTasksPage, tasksPageAction } from "~/.server/inbox/work/pages";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { tasksPageSchema } from "~/lib/inbox/page-forms";
import type { Route } from "./+types/tasks";

/** /admin/tasks: the signed-in staff member's open next steps, soonest first (issue 25 item 7). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "My open tasks" }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadTasksPage(staffRequest(context));
}

export const action = pageAction(tasksPageSchema, (input, { context }) => tasksPageAction(staffRequest(context), input), {
  guard: ({ context }) => void staffRequest(context),
});

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
