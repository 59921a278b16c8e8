import { data, Link } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { listAnalysesWithEmail, listFailedJobs, listScheduledOn } from "~/.server/dashboard/lists";
import { servicesContext } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { DataTable } from "~/components/ui/data-table";
import {
  analysesListSchema,
  DASHBOARD_LISTS_TEXT,
  DASHBOARD_TEXT,
  FAILED_JOB_DAYS,
  failedJobsSinceSchema,
  scheduledListSchema,
} from "~/lib/dashboard/dashboard";
import { firstIssue } from "~/lib/first-issue";
import type { Route } from "./+types/dashboard-list";

/**
 * The dashboard's own lists (issue 25 item 5): /dashboard/analyses,
 * /dashboard/scheduled and /dashboard/failed-jobs, for the figures whose
 * rows no other screen lists. Same conditions as the figures
 * (app/.server/dashboard/lists.ts).
 */
export const handle = { hydrate: true };

const LISTS = ["analyses", "scheduled", "failed-jobs"] as const;
type ListName = (typeof LISTS)[number];
const titles: Record<ListName, string> = {
  analyses: DASHBOARD_LISTS_TEXT.analyses.title,
  scheduled: DASHBOARD_LISTS_TEXT.scheduled.title,
  "failed-jobs": DASHBOARD_LISTS_TEXT.failedJobs.title,
};

export const meta: Route.MetaFunction = ({ params }) => [{ title: titles[params.list as ListName] ?? "Not found" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const services = context.get(servicesContext);
  const db = services.database.db;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const refuse = (message: string) => data({ list: null, error: message } as const, { status: 400 });
  switch (params.list) {
    case "analyses": {
      const parsed = analysesListSchema.safeParse(query);
      if (!parsed.success) return refuse(firstIssue(parsed.error));
      const result = await listAnalysesWithEmail(db, new Date(parsed.data.since), new Date(parsed.data.before));
      return { list: "analyses", error: null, ...result } as const;
    }
    case "scheduled": {
      const parsed = scheduledListSchema.safeParse(query);
      if (!parsed.success) return refuse(firstIssue(parsed.error));
      const result = await listScheduledOn(db, parsed.data.day, services.config.agencyTimeZone);
      return { list: "scheduled", error: null, day: parsed.data.day, ...result } as const;
    }
    case "failed-jobs": {
      const since =
        query.since === undefined ? { success: true as const, data: undefined } : failedJobsSinceSchema.safeParse(query.since);
      if (!since.success) return refuse(firstIssue(since.error));
      const now = Date.now();
      const from = since.data ? new Date(since.data) : new Date(now - FAILED_JOB_DAYS * 86_400_000);
      if (from.getTime() > now || now - from.getTime() > 366 * 86_400_000) return refuse("since must be in the last 366 days.");
      const result = await listFailedJobs(db, from);
      return {
        list: "failed-jobs",
        error: null,
        measured: result !== null,
        total: result?.total ?? 0,
        rows: result?.rows ?? [],
      } as const;
    }
    default:
      throw data({ message: "Not found" }, { status: 404 });
  }
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
  const title = titles[params.list as ListName] ?? "";
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
