import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { DataTable } from "~/components/ui/data-table";
import type { BriefTarget } from "~/lib/content/brief";
import { briefTargetLabel } from "~/lib/content/research";

interface BriefRow {
  id: number;
  targetKey: string;
  target: BriefTarget;
  version: number;
  status: string;
  createdAt: Date | string;
}

/** /content-research's briefs: "New research" and the latest briefs, each opening its view. */
export function RecentBriefs({ briefs }: { briefs: readonly BriefRow[] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="briefs-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="briefs-heading" className="text-xl font-semibold text-ink">
          Briefs
        </h2>
        <Link
          to="/content-research/new"
          className="inline-flex h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          New research
        </Link>
      </div>
      <DataTable<BriefRow>
        caption="Latest briefs"
        captionHidden
        testId="recent-briefs"
        rows={briefs}
        rowKey={(brief) => String(brief.id)}
        empty="No brief yet: start with New research."
        columns={[
          {
            id: "target",
            header: "Target",
            rowHeader: true,
            cell: (brief) => (
              <Link
                to={`/content-research/briefs/${brief.id}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {briefTargetLabel(brief.target)}
              </Link>
            ),
          },
          { id: "version", header: "Version", cell: (brief) => brief.version },
          { id: "status", header: "Status", cell: (brief) => brief.status },
          { id: "created", header: "Started", cell: (brief) => formatDateTime(brief.createdAt) },
        ]}
      />
    </section>
  );
}
