import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { type ClusterRowView, num } from "./views";

/** A set's clusters, each with the page of ours that targets it or marked a gap (a gap can become content research). */
export function ClusterTable({ setId, clusters }: { setId: number; clusters: readonly ClusterRowView[] }) {
  const busy = useNavigation().state !== "idle";
  const columns: Column<ClusterRowView>[] = [
    {
      id: "head",
      header: "Cluster (head keyword)",
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="font-medium">{row.head}</span>
          <div className="text-xs text-slate-700">{row.keywords.join(" · ")}</div>
        </>
      ),
    },
    { id: "size", header: "Keywords", align: "right", cell: (row) => row.size },
    { id: "impressions", header: "Impressions", align: "right", cell: (row) => num(row.impressions) },
    { id: "volume", header: "Volume", align: "right", cell: (row) => num(row.volume) },
    { id: "intent", header: "Intent", cell: (row) => row.intents.join(", ") },
    { id: "page", header: "Our page", cell: (row) => <OurPage row={row} /> },
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (row.gap ? <CreateResearch setId={setId} row={row} busy={busy} /> : null),
    },
  ];
  return (
    <>
      <p className="text-sm text-muted">
        {clusters.length.toLocaleString("en-US")} clusters; {clusters.filter((each) => each.gap).length.toLocaleString("en-US")}{" "}
        gaps. Keywords share a cluster when 60% or more of their word stems are shared with its head keyword.
      </p>
      <DataTable
        caption="Clusters"
        captionHidden
        columns={columns}
        rows={clusters}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-cluster": row.id })}
        empty="No clusters."
        pageSize={50}
        testId="clusters"
      />
    </>
  );
}

function OurPage({ row }: { row: ClusterRowView }) {
  return (
    <>
      {row.page ? <code className="break-all">{row.page.path}</code> : null}
      {row.gap ? (
        <div className="text-xs font-medium text-red-900">
          Gap: {row.page ? `closest page is ${row.page.reason}` : "no page of ours targets it"}
        </div>
      ) : null}
    </>
  );
}

function CreateResearch({ setId, row, busy }: { setId: number; row: ClusterRowView; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="create-research" />
      <input type="hidden" name="setId" value={setId} />
      <input type="hidden" name="cluster" value={row.id} />
      <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Create content research for ${row.head}`}>
        Create content research
      </Button>
    </Form>
  );
}
