import { Link } from "react-router";
import { dashboardListQuery, loadDashboardList } from "~/.server/dashboard/lists";
import { listQueryOrProblem } from "~/.server/http/list-query";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { DataTable } from "~/components/ui/data-table";
import { DASHBOARD_LISTS_TEXT, DASHBOARD_TEXT, type DashboardListName } from "~/lib/dashboard/dashboard";
import type { Route } from "./+types/dashboard-list";

/**
 * The dashboard's own lists (issue 25 item 5): /dashboard/analyses,
 * /dashboard/scheduled and /dashboard/failed-jobs, for the figures whose
 * rows no other screen lists. Same conditions as the figures
 * (app/.server/dashboard/lists.ts).
 */
export const handle = { hydrate: true };

const titles: Record<DashboardListName, string> = {
  analyses: DASHBOARD_LISTS_TEXT.analyses.title,
  scheduled: DASHBOARD_LISTS_TEXT.scheduled.title,
  "failed-jobs": DASHBOARD_LISTS_TEXT.failedJobs.title,
};

export const meta: Route.MetaFunction = ({ params }) => [{ title: titles[params.list as DashboardListName] ?? "Not found" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  return loadDashboardList(staff, listQueryOrProblem(request, dashboardListQuery(params.list)));
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <p>
        <Link to="/dashboard" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          {DASHBOARD_LISTS_TEXT.back}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      {children}
    </div>
  );
}

export default function DashboardList({ loaderData, params }: Route.ComponentProps) {
  const formatDateTime = useFormatDateTime();
  const title = titles[params.list as DashboardListName] ?? "";
  const answer = loaderData;
  if (answer.error !== null) {
    return (
      <Frame title={title}>
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {DASHBOARD_LISTS_TEXT.badRequest} {answer.error}
        </p>
      </Frame>
    );
  }
  if (answer.list === "analyses") {
    return (
      <Frame title={title}>
        <DataTable
          caption={DASHBOARD_LISTS_TEXT.analyses.caption(answer.total)}
          testId="dashboard-list"
          rows={answer.rows}
          rowKey={(row) => row.id}
          empty={DASHBOARD_LISTS_TEXT.analyses.empty}
          columns={[
            { id: "when", header: "Requested", cell: (row) => formatDateTime(row.createdAt) },
            {
              id: "url",
              header: "Website",
              rowHeader: true,
              cell: (row) => (
                <Link to={`/client-ingestion/${row.id}`} className="text-brand-700 underline underline-offset-2">
                  {row.url}
                </Link>
              ),
            },
            {
              id: "email",
              header: "E-mail",
              cell: (row) =>
                row.leadId ? (
                  <Link to={`/admin/leads/${row.leadId}`} className="text-brand-700 underline underline-offset-2">
                    {row.email}
                  </Link>
                ) : (
                  row.email
                ),
            },
            { id: "status", header: "Status", cell: (row) => row.status },
          ]}
        />
      </Frame>
    );
  }
  if (answer.list === "scheduled") {
    return (
      <Frame title={title}>
        <DataTable
          caption={DASHBOARD_LISTS_TEXT.scheduled.caption(answer.day, answer.total)}
          testId="dashboard-list"
          rows={answer.rows}
          rowKey={(row) => String(row.id)}
          empty={DASHBOARD_LISTS_TEXT.scheduled.empty}
          columns={[
            { id: "when", header: "Goes out", cell: (row) => formatDateTime(row.runAt) },
            {
              id: "what",
              header: "Content",
              rowHeader: true,
              cell: (row) => (
                <Link
                  to={row.subjectType === "page" ? `/admin/pages/${row.subjectId}` : `/content-view/${row.subjectId}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {row.label ?? `${row.subjectType} ${row.subjectId}`}
                </Link>
              ),
            },
            { id: "action", header: "Action", cell: (row) => row.action },
            { id: "by", header: "Scheduled by", cell: (row) => row.createdByEmail ?? "" },
          ]}
        />
      </Frame>
    );
  }
  return (
    <Frame title={title}>
      {answer.measured ? (
        <DataTable
          caption={DASHBOARD_LISTS_TEXT.failedJobs.caption(answer.total)}
          testId="dashboard-list"
          rows={answer.rows}
          rowKey={(row) => row.id}
          empty={DASHBOARD_LISTS_TEXT.failedJobs.empty}
          columns={[
            { id: "when", header: "Failed", cell: (row) => formatDateTime(row.failedAt) },
            { id: "queue", header: "Queue", rowHeader: true, cell: (row) => row.queue },
            { id: "retries", header: "Retries", align: "right", cell: (row) => row.retries },
            { id: "error", header: "Error", cell: (row) => row.error },
          ]}
        />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{DASHBOARD_TEXT.jobsNotMeasured}</p>
      )}
    </Frame>
  );
}
