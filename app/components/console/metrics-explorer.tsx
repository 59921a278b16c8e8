import { lazyChart } from "~/components/charts/lazy-chart";
import type { DailyMetric, MetricJson } from "~/lib/auth/super-admin-views";
import { formatInZone } from "~/lib/dates";
import { useAgencyTimeZone } from "../admin/agency-time-zone";
import { type Column, DataTable } from "../ui/data-table";
import { FilterBar, TextFilter } from "../ui/filter-bar";

/** One metric's bars per day (metric-chart-drawing.tsx, loaded on first use). */
const MetricChart = lazyChart(async () => (await import("./metric-chart-drawing")).MetricChart, "h-full w-full");

/** Every day of the range, so a chart shows quiet days as zero instead of skipping them. */
function daysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${fromDay}T00:00:00Z`); time <= Date.parse(`${toDay}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The rows' times in the agency's zone, the zone the charts count days in. */
const metricColumns = (timeZone: string): Column<MetricJson>[] => [
  {
    id: "time",
    header: `Time (${timeZone})`,
    cell: (row) => formatInZone(row.createdAt, timeZone),
    sortValue: (row) => row.createdAt,
    className: "whitespace-nowrap",
  },
  { id: "type", header: "Metric type", cell: (row) => <code>{row.metricType}</code>, sortValue: (row) => row.metricType },
  { id: "value", header: "Value", cell: (row) => row.value ?? "", sortValue: (row) => row.value },
  { id: "priority", header: "Priority", cell: (row) => row.priority, sortValue: (row) => row.priority },
  { id: "session", header: "Session", cell: (row) => row.sessionId ?? "", className: "max-w-40 truncate" },
  { id: "user", header: "User", cell: (row) => row.userId ?? "", className: "max-w-40 truncate" },
  {
    id: "details",
    header: "Details",
    cell: (row) => <code className="block max-w-md break-all text-xs">{JSON.stringify(row.details)}</code>,
  },
];

export function MetricsExplorer({
  fromDay,
  toDay,
  problem,
  daily,
  rows,
  truncated,
}: {
  fromDay: string;
  toDay: string;
  problem: string | null;
  daily: DailyMetric[];
  rows: MetricJson[];
  truncated: boolean;
}) {
  const timeZone = useAgencyTimeZone();
  const types = [...new Set(daily.map((entry) => entry.metricType))];
  const days = daysBetween(fromDay, toDay);
  return (
    <div className="space-y-10">
      <section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="text-xl font-semibold text-ink">
          Agent metrics
        </h2>
        <FilterBar label="Metrics range" clearHref="/super-admin/metrics" submitLabel="Show" className="mt-4">
          <TextFilter name="from" label="From" type="date" defaultValue={fromDay} />
          <TextFilter name="to" label="To" type="date" defaultValue={toDay} />
        </FilterBar>
        {problem ? (
          <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
            {problem} Showing the last 30 days instead.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="charts-heading">
        <h2 id="charts-heading" className="text-xl font-semibold text-ink">
          Per metric type, per day ({timeZone})
        </h2>
        {types.length === 0 ? <p className="mt-2 text-muted">No metrics in this range.</p> : null}
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {types.map((type) => {
            const byDay = new Map(daily.filter((entry) => entry.metricType === type).map((entry) => [entry.day, entry.count]));
            const points = days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
            const total = points.reduce((sum, point) => sum + point.count, 0);
            return (
              <figure key={type} className="rounded-lg border border-slate-200 bg-white p-4" data-metric-chart={type}>
                <figcaption className="font-medium text-ink">
                  <code>{type}</code>: {total} in the range
                </figcaption>
                <div className="mt-3 h-48" role="img" aria-label={`Bar chart: ${type} per day, ${total} in total`}>
                  <MetricChart points={points} />
                </div>
              </figure>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="rows-heading">
        <h2 id="rows-heading" className="text-xl font-semibold text-ink">
          Latest rows
        </h2>
        {truncated ? (
          <p className="mt-1 text-sm text-muted">Showing the newest {rows.length}; narrow the range to see older rows.</p>
        ) : null}
        <DataTable
          className="mt-4"
          caption="Latest metric rows"
          captionHidden
          columns={metricColumns(timeZone)}
          rows={rows}
          rowKey={(row) => String(row.id)}
          empty="No rows."
          pageSize={50}
        />
      </section>
    </div>
  );
}
