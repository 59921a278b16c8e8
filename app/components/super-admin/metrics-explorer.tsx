import { Form } from "react-router";
import { lazyChart } from "~/components/charts/lazy-chart";
import type { DailyMetric, MetricJson } from "~/lib/super-admin-views";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { formatUtc, tableClasses } from "./action-status";

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
  const types = [...new Set(daily.map((entry) => entry.metricType))];
  const days = daysBetween(fromDay, toDay);
  return (
    <div className="space-y-10">
      <section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="text-xl font-semibold text-ink">
          Agent metrics
        </h2>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="metrics-from" className="block text-sm font-medium text-ink">
              From
            </label>
            <Input id="metrics-from" type="date" name="from" defaultValue={fromDay} className="mt-1.5 w-44" />
          </div>
          <div>
            <label htmlFor="metrics-to" className="block text-sm font-medium text-ink">
              To
            </label>
            <Input id="metrics-to" type="date" name="to" defaultValue={toDay} className="mt-1.5 w-44" />
          </div>
          <Button type="submit">Show</Button>
        </Form>
        {problem ? (
          <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
            {problem} Showing the last 30 days instead.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="charts-heading">
        <h2 id="charts-heading" className="text-xl font-semibold text-ink">
          Per metric type, per day (UTC)
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
        {rows.length === 0 ? (
          <p className="mt-2 text-muted">No rows.</p>
        ) : (
          <div className={tableClasses.wrap}>
            <table className={tableClasses.table}>
              <thead>
                <tr>
                  {["Time", "Metric type", "Value", "Priority", "Session", "User", "Details"].map((title) => (
                    <th key={title} scope="col" className={tableClasses.th}>
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className={`${tableClasses.td} whitespace-nowrap`}>{formatUtc(row.createdAt)}</td>
                    <td className={tableClasses.td}>
                      <code>{row.metricType}</code>
                    </td>
                    <td className={tableClasses.td}>{row.value ?? ""}</td>
                    <td className={tableClasses.td}>{row.priority}</td>
                    <td className={`${tableClasses.td} max-w-40 truncate`}>{row.sessionId ?? ""}</td>
                    <td className={`${tableClasses.td} max-w-40 truncate`}>{row.userId ?? ""}</td>
                    <td className={tableClasses.td}>
                      <code className="block max-w-md break-all text-xs">{JSON.stringify(row.details)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
