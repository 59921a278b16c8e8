import type { ReactNode } from "react";
import { lazyChart } from "~/components/charts/lazy-chart";
import { ScrollArea } from "~/components/inbox/scroll-area";

/**
 * /ai-agent-system's charts: a picture for sighted users beside a table with
 * the same numbers for everyone (the chart is hidden from screen readers
 * behind its summary label, as the inbox's leads chart).
 */
export interface Series {
  key: string;
  label: string;
  color: string;
}

type Row = { day: string } & Record<string, number | string | null>;

export interface DayChartProps {
  kind: "bars" | "lines";
  rows: Row[];
  series: Series[];
  summary: string;
}

/** Bars or lines per day (agent-charts-drawing.tsx, loaded on first use). */
export const DayChart = lazyChart<DayChartProps>(async () => (await import("./agent-charts-drawing")).DayChart, "h-72 w-full");

/** A section with its chart and, beside it, the same numbers as a table. */
export function ChartWithTable({
  id,
  title,
  chart,
  rows,
  series,
  format = (value) => (value === null ? "–" : String(value)),
}: {
  id: string;
  title: string;
  chart: ReactNode;
  rows: Row[];
  series: Series[];
  format?: (value: number | null) => string;
}) {
  return (
    <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
      <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {chart}
      </section>
      <ScrollArea label={`${title} (table)`} className="max-h-[24rem] rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full text-left text-sm">
          <caption className="px-4 py-3 text-left text-sm font-medium text-muted">{title}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              {series.map((item) => (
                <th key={item.key} scope="col" className="px-3 py-2 text-right">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium">
                  {row.day}
                </th>
                {series.map((item) => (
                  <td key={item.key} className="px-3 py-1.5 text-right tabular-nums">
                    {format(row[item.key] === null || row[item.key] === undefined ? null : Number(row[item.key]))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}
