import { Form, useLoaderData } from "react-router";
import { listQueryOrProblem } from "~/.server/http/list-query";
import { loadFiguresPage } from "~/.server/inbox/list/pages";
import { staffRequest } from "~/.server/services-context";
import { useAgencyTimeZone } from "~/components/admin/agency-time-zone";
import { formatDuration, formatShare } from "~/components/admin/format";
import { LeadsChart } from "~/components/inbox/leads-chart";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { agencyDay } from "~/lib/agency-day";
import { figuresQuery } from "~/lib/inbox/query";
import type { Route } from "./+types/figures";

/** /admin/figures: key figures for a chosen range of the agency's days (AGENCY_TIME_ZONE). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Key figures" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const range = listQueryOrProblem(request, figuresQuery(agencyDay(new Date(), staff.services.config.agencyTimeZone)));
  return loadFiguresPage(staff, range, new URL(request.url));
}

export default function Figures() {
  const { error, params, figures } = useLoaderData<typeof loader>();
  const timeZone = useAgencyTimeZone();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Key figures</h1>
      <Form method="get" className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <Label htmlFor="range-from">From</Label>
          <Input id="range-from" name="from" type="date" defaultValue={figures?.from ?? params.from ?? ""} className="mt-1.5" />
        </div>
        <div>
          <Label htmlFor="range-to">To</Label>
          <Input id="range-to" name="to" type="date" defaultValue={figures?.to ?? params.to ?? ""} className="mt-1.5" />
        </div>
        <Button type="submit">Show figures</Button>
        <p className="text-sm text-slate-700">Days are the agency's days ({timeZone}); spam is left out.</p>
      </Form>
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          This range cannot be used: {error}
        </p>
      ) : null}
      {figures ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm font-medium text-slate-700">Leads</dt>
              <dd className="mt-1 text-3xl font-bold text-ink">{figures.total}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm font-medium text-slate-700">Share qualified (qualified, proposal or won)</dt>
              <dd className="mt-1 text-3xl font-bold text-ink">{formatShare(figures.qualifiedShare)}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm font-medium text-slate-700">Median time to first contact</dt>
              <dd className="mt-1 text-3xl font-bold text-ink">{formatDuration(figures.medianSecondsToFirstContact)}</dd>
              <dd className="text-xs text-slate-700">
                {figures.contacted === 0
                  ? "No lead in this range has been contacted yet."
                  : `Over ${figures.contacted} contacted leads.`}
              </dd>
            </div>
          </dl>
          <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
            <section aria-labelledby="per-day" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="per-day" className="text-lg font-semibold text-ink">
                Leads per day by source
              </h2>
              {figures.sources.length === 0 ? (
                <p className="mt-4 text-muted">No leads in this range.</p>
              ) : (
                <LeadsChart days={figures.days} sources={figures.sources} />
              )}
            </section>
            <DataTable
              caption={`Leads per day by source, ${figures.from} to ${figures.to}`}
              columns={[
                { id: "day", header: "Day", rowHeader: true, cell: (day) => day.day, className: "whitespace-nowrap" },
                ...figures.sources.map(
                  (source): Column<(typeof figures.days)[number]> => ({
                    id: `source-${source}`,
                    header: source,
                    align: "right",
                    className: "tabular-nums",
                    cell: (day) => day[source],
                    sortValue: (day) => Number(day[source] ?? 0),
                  }),
                ),
                {
                  id: "total",
                  header: "Total",
                  align: "right",
                  className: "font-semibold tabular-nums",
                  cell: (day) => figures.sources.reduce((sum, source) => sum + Number(day[source] ?? 0), 0),
                },
              ]}
              rows={figures.days}
              rowKey={(day) => String(day.day)}
              empty="No days in this range."
              scrollClassName="max-h-[28rem]"
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
