import type { ReactNode } from "react";
import { lazyChart } from "~/components/charts/lazy-chart";
import { type Column, DataTable } from "~/components/ui/data-table";

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
      <DataTable
        caption={title}
        columns={[
          { id: "day", header: "Day", rowHeader: true, cell: (row) => row.day, className: "whitespace-nowrap" },
          ...series.map(
            (item): Column<Row> => ({
              id: item.key,
              header: item.label,
              align: "right",
              className: "tabular-nums",
              cell: (row) => format(row[item.key] === null || row[item.key] === undefined ? null : Number(row[item.key])),
            }),
          ),
        ]}
        rows={rows}
        rowKey={(row) => row.day}
        empty={`${title}: no days in this range.`}
        scrollClassName="max-h-[24rem]"
      />
    </div>
  );
}
