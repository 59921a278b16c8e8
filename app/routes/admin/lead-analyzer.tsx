import { data, Link, useLoaderData } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { leadAnalyzerPage } from "~/.server/leads/analyzer/page";
import { servicesContext } from "~/.server/services-context";
import { useAgencyTimeZone } from "~/components/admin/agency-time-zone";
import { FiguresTable, Panel } from "~/components/analytics/panel";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { formatInZone } from "~/lib/dates";
import {
  ATTRIBUTION_AUDIENCES,
  ATTRIBUTION_DIMENSIONS,
  ATTRIBUTION_MODELS,
  AUDIENCE_LABELS,
  DIMENSION_LABELS,
  EKRA_NOTE,
  ENGAGED_MIN_SECONDS,
  ENGAGED_MIN_VIEWS,
  FUNNEL_STAGES,
  formatWait,
  MODEL_LABELS,
  STAGE_LABELS,
  UNKNOWN_NOTE,
  visitsNotKeptNote,
} from "~/lib/leads/analyzer";
import type { Route } from "./+types/lead-analyzer";

/** /lead-analyzer (issue 25 items 2-4): attribution, the funnel and speed to lead for a range of the agency's days. */
export const meta: Route.MetaFunction = () => [{ title: "Lead analyzer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const services = context.get(servicesContext);
  // Events this instance has answered but not yet written (write-behind) count too.
  await services.analytics.writer.flush();
  const result = await leadAnalyzerPage(
    services.database.db,
    new URL(request.url),
    new Date(),
    services.config.agencyTimeZone,
    services.config.analytics.retentionDays,
  );
  if (!result.ok) return data({ error: result.message, page: null, params: result.params }, { status: result.status });
  return { error: null, page: result.page, params: result.params };
}

const credit = (value: number) => Number(value.toFixed(2));
const change = (now: number, before: number) => {
  if (before === 0) return now === 0 ? "no change" : "new";
  const delta = (now - before) / before;
  return `${delta >= 0 ? "+" : ""}${(delta * 100).toFixed(0)}%`;
};

type Waiting = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>["speed"]["stillWaiting"][number];

type Funnel = Extract<Awaited<ReturnType<typeof leadAnalyzerPage>>, { ok: true }>["page"]["funnel"];

/** One range's funnel by channel or landing page: the same table for this range and the previous one. */
function FunnelByKey({ funnel, range, rows, testId }: { funnel: Funnel; range: string; rows: Funnel["rows"]; testId: string }) {
  const by = funnel.dimension === "channel" ? "channel" : "landing page";
  return (
    <>
      <h3 className="mt-6 font-semibold text-ink">
        {range} by {by}
      </h3>
      <FiguresTable
        caption={`Funnel by key, ${range.toLowerCase()}`}
        testId={testId}
        head={[funnel.dimension === "channel" ? "Channel" : "Landing page", ...FUNNEL_STAGES.map((stage) => STAGE_LABELS[stage])]}
        rows={rows.map((row) => [row.key, ...FUNNEL_STAGES.map((stage) => row[stage])])}
      />
    </>
  );
}

function WaitingTable({
  caption,
  rows,
  testId,
  timeZone,
}: {
  caption: string;
  rows: Waiting[];
  testId: string;
  timeZone: string;
}) {
  const columns: Column<Waiting>[] = [
    {
      id: "name",
      header: "Lead",
      rowHeader: true,
      cell: (lead) => <Link to={`/admin/leads/${lead.id}`}>{lead.name}</Link>,
    },
    { id: "created", header: "Came in", cell: (lead) => formatInZone(lead.createdAt, timeZone) },
    { id: "wait", header: "Waited", cell: (lead) => formatWait(lead.waitSeconds), align: "right" },
    { id: "staff", header: "First contact by", cell: (lead) => lead.staff || "not contacted yet" },
    {
      id: "journey",
      header: "Journey",
      cell: (lead) => <Link to={`/lead-analyzer/journeys/${lead.id}`}>Journey of {lead.name}</Link>,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(lead) => lead.id}
      empty="No lead in this range."
      testId={testId}
      rowData={(lead) => ({ "data-lead-id": lead.id })}
    />
  );
}

export default function LeadAnalyzer() {
  const { error, page, params } = useLoaderData<typeof loader>();
  const timeZone = useAgencyTimeZone();
  const query = page
    ? `from=${page.range.from}&to=${page.range.to}&dimension=${page.dimension}&audience=${page.audience}&funnelBy=${page.funnel.dimension}`
    : "";
  const csv = (report: string) => (page ? `/lead-analyzer/export.csv?${query}&report=${report}` : undefined);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Lead analyzer</h1>
      <section
        aria-labelledby="help"
        className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm"
      >
        <h2 id="help" className="font-semibold text-ink">
          What this counts
        </h2>
        <p className="mt-1" data-testid="ekra-note">
          {EKRA_NOTE}
        </p>
        <p className="mt-1">{UNKNOWN_NOTE}</p>
        <p className="mt-1">
          Days are the agency's days ({timeZone}). Spam leads are left out. A lead counts as qualified when it reached qualified,
          proposal or won, even if it was lost later (its status history says so). An engaged visit has {ENGAGED_MIN_VIEWS} or
          more page views or lasts {ENGAGED_MIN_SECONDS} seconds or more.
        </p>
      </section>
      <FilterBar label="Lead analyzer range" clearHref="/lead-analyzer" submitLabel="Show reports">
        <TextFilter name="from" label="From" type="date" defaultValue={page?.range.from ?? params.from ?? ""} />
        <TextFilter name="to" label="To" type="date" defaultValue={page?.range.to ?? params.to ?? ""} />
        <SelectFilter
          name="dimension"
          label="Credit by"
          options={ATTRIBUTION_DIMENSIONS.map((value) => ({ value, label: DIMENSION_LABELS[value] }))}
          defaultValue={page?.dimension ?? "channel"}
        />
        <SelectFilter
          name="audience"
          label="Leads counted"
          options={ATTRIBUTION_AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] }))}
          defaultValue={page?.audience ?? "leads"}
        />
        <SelectFilter
          name="funnelBy"
          label="Funnel by"
          options={[
            { value: "channel", label: "Channel" },
            { value: "landingPage", label: "Landing page" },
          ]}
          defaultValue={page?.funnel.dimension ?? "channel"}
        />
      </FilterBar>
      {error ? (
        <p
          role="alert"
          data-testid="range-error"
          className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
        >
          These reports cannot be shown: {error}
        </p>
      ) : null}
      {page ? (
        <>
          <Panel
            id="panel-attribution"
            title={`Attribution: ${AUDIENCE_LABELS[page.audience]} by ${DIMENSION_LABELS[page.dimension].toLowerCase()}`}
            csvHref={csv("attribution")}
          >
            <p className="mb-3 text-sm text-slate-700" data-testid="attribution-totals">
              {page.attribution.totals[page.audience].leads} leads from {page.range.from} to {page.range.to};{" "}
              {page.attribution.totals[page.audience].unknown} of them unknown (not seen by analytics). Each lead gives 1 credit
              per model.
            </p>
            <FiguresTable
              caption={`Attribution credit for ${AUDIENCE_LABELS[page.audience].toLowerCase()}`}
              testId="table-attribution"
              head={[DIMENSION_LABELS[page.dimension], "Touches", ...ATTRIBUTION_MODELS.map((model) => MODEL_LABELS[model])]}
              rows={page.attribution.tables[page.audience][page.dimension].map((row) => [
                row.key,
                credit(row.touches),
                ...ATTRIBUTION_MODELS.map((model) => credit(row[model])),
              ])}
            />
          </Panel>
          <Panel id="panel-funnel" title="Funnel" csvHref={csv("funnel")}>
            <p className="mb-3 text-sm text-slate-700">
              {page.range.from} to {page.range.to} against {page.funnel.previous.from} to {page.funnel.previous.to}. Lead steps
              count leads that reached the step or a later one; a lead sits in the channel and landing page of its last visit.
            </p>
            {page.visitsKeptFrom ? (
              <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-ink" data-testid="visits-not-kept">
                {visitsNotKeptNote(page.visitsKeptFrom, page.retentionDays)}
              </p>
            ) : null}
            <FiguresTable
              caption="Funnel totals against the previous range"
              testId="table-funnel-totals"
              head={["Step", "This range", "Previous range", "Change"]}
              rows={FUNNEL_STAGES.map((stage) => [
                STAGE_LABELS[stage],
                page.funnel.totals[stage],
                page.funnel.previousTotals[stage],
                change(page.funnel.totals[stage], page.funnel.previousTotals[stage]),
              ])}
            />
            <FunnelByKey funnel={page.funnel} range="This range" rows={page.funnel.rows} testId="table-funnel" />
            <FunnelByKey
              funnel={page.funnel}
              range="Previous range"
              rows={page.funnel.previousRows}
              testId="table-funnel-previous"
            />
          </Panel>
          <Panel id="panel-speed" title="Speed to lead" csvHref={csv("speed")}>
            <p className="mb-3 text-sm text-slate-700" data-testid="speed-summary">
              Median time to first contact {formatWait(page.speed.overall.medianSeconds)}, 90th percentile{" "}
              {formatWait(page.speed.overall.p90Seconds)}, over {page.speed.overall.contacted} contacted leads;{" "}
              {page.speed.overall.waiting} not contacted yet (they are listed below, waiting until now, and not in the median).
            </p>
            {(
              [
                ["byHour", "By hour the lead came in", "Hour"],
                ["byWeekday", "By weekday the lead came in", "Weekday"],
                ["byStaff", "By who made the first contact", "Staff member"],
              ] as const
            ).map(([key, title, head]) => (
              <div key={key} className="mt-4">
                <h3 className="font-semibold text-ink">{title}</h3>
                <FiguresTable
                  caption={title}
                  testId={`table-speed-${key}`}
                  head={[head, "Contacted", "Not contacted yet", "Median", "90th percentile"]}
                  rows={page.speed[key].map((group) => [
                    group.key,
                    group.contacted,
                    group.waiting,
                    formatWait(group.medianSeconds),
                    formatWait(group.p90Seconds),
                  ])}
                />
              </div>
            ))}
            <h3 className="mt-6 font-semibold text-ink">Not contacted yet, waiting longest</h3>
            <WaitingTable
              caption="Leads not contacted yet, longest wait first"
              rows={page.speed.stillWaiting}
              testId="table-still-waiting"
              timeZone={timeZone}
            />
            <h3 className="mt-6 font-semibold text-ink">Slowest first contacts</h3>
            <WaitingTable
              caption="Contacted leads, slowest first contact first"
              rows={page.speed.slowestContacted}
              testId="table-slowest"
              timeZone={timeZone}
            />
          </Panel>
        </>
      ) : null}
    </div>
  );
}
