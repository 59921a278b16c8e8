import { type Column, DataTable } from "~/components/ui/data-table";
import { num, type OpportunityRowView, pct } from "./views";

const OPPORTUNITY_LABELS: Record<OpportunityRowView["kind"], string> = {
  "striking-distance": "Striking distance",
  "low-ctr": "Low click-through",
  cannibalisation: "Cannibalisation",
  "thin-or-noindex": "Thin or noindex page",
};

const columns: Column<OpportunityRowView>[] = [
  { id: "kind", header: "Opportunity", cell: (row) => OPPORTUNITY_LABELS[row.kind] },
  { id: "keyword", header: "Query", rowHeader: true, cell: (row) => row.keyword },
  { id: "position", header: "Position", align: "right", cell: (row) => num(row.position, 1) },
  { id: "impressions", header: "Impressions", align: "right", cell: (row) => num(row.impressions) },
  { id: "clicks", header: "Clicks", align: "right", cell: (row) => num(row.clicks) },
  { id: "ctr", header: "CTR", align: "right", cell: (row) => pct(row.ctr) },
  {
    id: "pages",
    header: "Pages",
    cell: (row) => (
      <ul className="space-y-1">
        {row.pages.map((page) => (
          <li key={page.url}>
            <code className="break-all">{page.url}</code>
            {row.kind === "cannibalisation" ? (
              <span className="text-xs text-slate-700"> ({page.impressions.toLocaleString("en-US")} impressions)</span>
            ) : null}
          </li>
        ))}
      </ul>
    ),
  },
  { id: "detail", header: "Why", cell: (row) => row.detail },
];

/** What a Search Console import suggests: striking distance, low click-through, cannibalisation, thin pages. */
export function OpportunityTable({
  opportunities,
  fromSearchConsole,
}: {
  opportunities: readonly OpportunityRowView[];
  fromSearchConsole: boolean;
}) {
  return (
    <DataTable
      caption="Opportunities"
      captionHidden
      columns={columns}
      rows={opportunities}
      rowKey={(row) => `${row.kind}:${row.keyword}`}
      rowData={(row) => ({ "data-kind": row.kind, "data-query": row.keyword })}
      empty={
        fromSearchConsole
          ? "No opportunities in this import."
          : "Opportunities come from Search Console data: import a Performance export."
      }
      testId="opportunities"
    />
  );
}
