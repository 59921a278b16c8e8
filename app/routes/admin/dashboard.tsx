import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { loadDashboard } from "~/.server/dashboard/load-dashboard";
import { servicesContext } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { type Column, DataTable } from "~/components/ui/data-table";
import { DASHBOARD_TEXT, type FigureKey, weekChange } from "~/lib/dashboard/dashboard";
import type { Route } from "./+types/dashboard";

/** /dashboard: the staff morning view (issue 25 item 5); app/.server/dashboard/load-dashboard.ts. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: DASHBOARD_TEXT.title }];

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  // Page views this instance has answered but not yet written (write-behind) count too, as on /admin/analytics.
  await services.analytics.writer.flush();
  return loadDashboard(services.database.db, staff, new Date(), { timeZone: services.config.agencyTimeZone });
}

type Data = Route.ComponentProps["loaderData"];
type Figure = Data["figures"][number];

const SECTIONS: { id: keyof typeof DASHBOARD_TEXT.sections; keys: FigureKey[] }[] = [
  { id: "now", keys: ["newLeads", "waitingLeads", "chatHandoffs", "analyzerEmails"] },
  { id: "today", keys: ["bookingsToday", "scheduledToday"] },
  { id: "problems", keys: ["failedJobs", "failedEmails"] },
];

function FigureCard({ figure }: { figure: Figure }) {
  const text = DASHBOARD_TEXT.figures[figure.key];
  const measured = figure.count !== null;
  const alert =
    measured && (figure.count ?? 0) > 0 && ["waitingLeads", "failedJobs", "failedEmails", "chatHandoffs"].includes(figure.key);
  return (
    <li
      data-figure={figure.key}
      className={`rounded-xl border bg-white p-4 shadow-sm ${alert ? "border-amber-700" : "border-slate-200"}`}
    >
      <Link
        to={figure.href}
        className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="block text-sm font-medium text-slate-700">{text.label}</span>
        <span className="mt-1 block text-3xl font-bold text-ink" data-testid={`figure-${figure.key}`}>
          {measured ? figure.count : DASHBOARD_TEXT.notMeasured}
        </span>
        <span className="mt-1 block text-sm text-brand-700 underline underline-offset-2">
          {measured && figure.count === 0 ? text.empty : DASHBOARD_TEXT.open}
          <span className="sr-only">: {text.label}</span>
        </span>
      </Link>
      {!measured ? <p className="mt-2 text-sm text-slate-700">{DASHBOARD_TEXT.jobsNotMeasured}</p> : null}
    </li>
  );
}

interface WeekRow {
  id: "pageviews" | "visitors" | "leads";
  thisWeek: number;
  lastWeek: number;
  thisHref: string;
  lastHref: string;
}

function WeekTable({ week }: { week: Data["week"] }) {
  const rows: WeekRow[] = (["pageviews", "visitors", "leads"] as const).map((id) => ({ id, ...week[id] }));
  const label = (id: WeekRow["id"]) => DASHBOARD_TEXT.week[id];
  const columns: Column<WeekRow>[] = [
    { id: "what", header: "Figure", rowHeader: true, cell: (row) => label(row.id) },
    {
      id: "this",
      header: `${DASHBOARD_TEXT.week.thisWeek} (${week.thisRange.from} to ${week.thisRange.to})`,
      align: "right",
      cell: (row) => (
        <Link to={row.thisHref} className="text-brand-700 underline underline-offset-2" data-testid={`week-${row.id}-this`}>
          {row.thisWeek}
          <span className="sr-only"> {label(row.id).toLowerCase()} this week</span>
        </Link>
      ),
    },
    {
      id: "last",
      header: `${DASHBOARD_TEXT.week.lastWeek} (${week.lastRange.from} to ${week.lastRange.to})`,
      align: "right",
      cell: (row) => (
        <Link to={row.lastHref} className="text-brand-700 underline underline-offset-2" data-testid={`week-${row.id}-last`}>
          {row.lastWeek}
          <span className="sr-only"> {label(row.id).toLowerCase()} last week</span>
        </Link>
      ),
    },
    { id: "change", header: "Change", align: "right", cell: (row) => weekChange(row.thisWeek, row.lastWeek) },
  ];
  return <DataTable caption={DASHBOARD_TEXT.week.caption} columns={columns} rows={rows} rowKey={(row) => row.id} empty="" />;
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const formatDateTime = useFormatDateTime();
  const byKey = new Map(data.figures.map((figure) => [figure.key, figure]));
  const noTraffic = data.week.pageviews.thisWeek === 0 && data.week.pageviews.lastWeek === 0;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">{DASHBOARD_TEXT.title}</h1>
        <p className="mt-2 text-slate-700">{DASHBOARD_TEXT.intro}</p>
        <p className="mt-1 text-sm text-slate-700" data-testid="dashboard-since">
          {data.firstVisit
            ? DASHBOARD_TEXT.sinceFirstVisit(formatDateTime(data.since))
            : DASHBOARD_TEXT.sinceLastVisit(formatDateTime(data.since))}{" "}
          {DASHBOARD_TEXT.today(data.today)} {DASHBOARD_TEXT.target(data.targetMinutes)}
        </p>
      </div>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`dashboard-${section.id}`} className="space-y-3">
          <h2 id={`dashboard-${section.id}`} className="text-xl font-semibold text-ink">
            {DASHBOARD_TEXT.sections[section.id]}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {section.keys.map((key) => {
              const figure = byKey.get(key);
              return figure ? <FigureCard key={key} figure={figure} /> : null;
            })}
          </ul>
        </section>
      ))}
      <section aria-labelledby="dashboard-week" className="space-y-3">
        <h2 id="dashboard-week" className="text-xl font-semibold text-ink">
          {DASHBOARD_TEXT.sections.week}
        </h2>
        {noTraffic ? <p className="text-sm text-slate-700">{DASHBOARD_TEXT.week.noTraffic}</p> : null}
        <WeekTable week={data.week} />
      </section>
    </div>
  );
}
