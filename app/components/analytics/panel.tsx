import type { ReactNode } from "react";

/** A dashboard section: heading, CSV link, the chart and its table side by side on wide screens. */
export function Panel({
  id,
  title,
  csvHref,
  chart,
  children,
}: {
  id: string;
  title: string;
  csvHref?: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {csvHref ? (
          <a className="text-sm font-medium text-brand-700 underline" href={csvHref} download>
            Download CSV
          </a>
        ) : null}
      </div>
      <div className={chart ? "mt-4 grid gap-6 lg:grid-cols-2" : "mt-4"}>
        {chart ? <div>{chart}</div> : null}
        <div className="max-h-96 overflow-auto">{children}</div>
      </div>
    </section>
  );
}

/** A plain table; numbers right-aligned. */
export function DataTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  testId?: string;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          {head.map((cell) => (
            <th key={cell} scope="col" className="px-2 py-1.5 font-medium">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length} className="px-2 py-3 text-slate-700">
              Nothing in this range.
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered in place
            <tr key={index} className="border-b border-slate-100">
              {row.map((cell, cellIndex) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  key={cellIndex}
                  className={typeof cell === "number" ? "px-2 py-1.5 text-right tabular-nums" : "px-2 py-1.5 break-all"}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
