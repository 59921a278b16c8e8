import { type Column, DataTable } from "~/components/ui/data-table";
import { SELF_AUDIT_FINDING_TYPE_NAMES, SELF_AUDIT_FINDING_TYPES, type SelfAuditFindingType } from "~/lib/seo/self-audit";

interface AuditPoint {
  id: number;
  createdAt: string | Date;
  status: string;
  typeCounts: Record<string, number>;
}

/**
 * The trend: one row per finding type, one column per completed audit
 * (oldest to newest, at most eight), the count in each cell and the change
 * since the one before in the last column.
 */
export function TrendTable({ audits, formatDate }: { audits: AuditPoint[]; formatDate: (value: string | Date) => string }) {
  const points = audits
    .filter((audit) => audit.status === "completed")
    .slice(0, 8)
    .reverse();
  const rows = SELF_AUDIT_FINDING_TYPE_NAMES.map((type) => ({
    type,
    counts: points.map((audit) => audit.typeCounts[type] ?? 0),
  }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      id: "type",
      header: "Finding",
      rowHeader: true,
      cell: (row) => SELF_AUDIT_FINDING_TYPES[row.type as SelfAuditFindingType].label,
    },
    ...points.map((audit, index) => ({
      id: `audit-${audit.id}`,
      header: formatDate(audit.createdAt),
      align: "right" as const,
      cell: (row: (typeof rows)[number]) => (row.counts[index] ?? 0).toLocaleString("en-US"),
    })),
    {
      id: "change",
      header: "Change",
      align: "right",
      cell: (row) => {
        if (row.counts.length < 2) return "—";
        const change = (row.counts.at(-1) ?? 0) - (row.counts.at(-2) ?? 0);
        return change === 0 ? "no change" : change > 0 ? `+${change}` : String(change);
      },
    },
  ];
  return (
    <DataTable
      caption="Findings per audit"
      captionHidden
      columns={columns}
      rows={points.length > 0 ? rows : []}
      rowKey={(row) => row.type}
      empty="No audit has completed yet: the trend starts with the first."
    />
  );
}
