import { type ActionAnswer, ActionStatus } from "~/components/ui/action-status";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SITEMAP_ENTRY_TYPE_LABELS, SITEMAP_ENTRY_TYPES, type SitemapEntryType } from "~/lib/seo/sitemap-generator";

interface Finding {
  severity: "error" | "warning";
  code: string;
  message: string;
  count: number;
  examples: string[];
}

export interface FileRow {
  file: string;
  url: string;
  count: number;
  byType?: Record<SitemapEntryType, number>;
  images?: number;
  lastmod?: string | null;
  bytes: number;
  ok: boolean;
  findings: Finding[];
}

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} KB`;

function Validation({ row }: { row: FileRow }) {
  return (
    <div>
      <span
        className={row.ok ? "font-semibold text-green-800" : "font-semibold text-red-800"}
        data-validation={row.ok ? "pass" : "fail"}
      >
        {row.ok ? "Pass" : "Fail"}
      </span>
      {row.findings.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-xs text-slate-700">
          {row.findings.map((finding) => (
            <li key={finding.code}>
              {finding.severity === "error" ? "Error" : "Warning"}: {finding.message} ({finding.count})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Our sitemap index and its children: URL counts by type, images, size, and the protocol check of each file. */
export function OwnSitemaps({
  index,
  files,
  totals,
}: {
  index: FileRow;
  files: FileRow[];
  totals: Record<SitemapEntryType, number>;
}) {
  const columns: Column<FileRow>[] = [
    {
      id: "file",
      header: "File",
      rowHeader: true,
      cell: (row) => (
        <a href={row.url} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {row.file}
        </a>
      ),
    },
    { id: "count", header: "URLs", align: "right", cell: (row) => row.count.toLocaleString("en-US") },
    ...SITEMAP_ENTRY_TYPES.map(
      (type): Column<FileRow> => ({
        id: type,
        header: SITEMAP_ENTRY_TYPE_LABELS[type],
        align: "right",
        cell: (row) => (row.byType ? row.byType[type].toLocaleString("en-US") : ""),
      }),
    ),
    { id: "images", header: "Images", align: "right", cell: (row) => (row.images ?? 0).toLocaleString("en-US") },
    {
      id: "lastmod",
      header: "Last change",
      className: "whitespace-nowrap",
      cell: (row) => row.lastmod?.slice(0, 16).replace("T", " ") ?? "",
    },
    { id: "bytes", header: "Size", align: "right", cell: (row) => kb(row.bytes) },
    { id: "valid", header: "Protocol check", cell: (row) => <Validation row={row} /> },
  ];
  const total = SITEMAP_ENTRY_TYPES.reduce((sum, type) => sum + totals[type], 0);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink" data-testid="sitemap-totals">
        {total.toLocaleString("en-US")} URLs in {files.length} child sitemap{files.length === 1 ? "" : "s"}:{" "}
        {SITEMAP_ENTRY_TYPES.map((type) => `${SITEMAP_ENTRY_TYPE_LABELS[type]} ${totals[type].toLocaleString("en-US")}`).join(
          ", ",
        )}
        .
      </p>
      <div className="rounded-md border border-slate-200 bg-white p-3 text-sm">
        <p>
          Index:{" "}
          <a href={index.url} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {index.file}
          </a>{" "}
          lists {index.count} child sitemap{index.count === 1 ? "" : "s"} ({kb(index.bytes)}).
        </p>
        <div className="mt-1">
          <Validation row={index} />
        </div>
      </div>
      <DataTable
        caption="Child sitemaps"
        captionHidden
        columns={columns}
        rows={files}
        rowKey={(row) => row.file}
        rowData={(row) => ({ "data-file": row.file })}
        empty="The sitemap lists nothing yet."
      />
    </div>
  );
}

/** The answer of one form of the page, shown only beside that form. */
export function FormAnswer({ answer, intents }: { answer?: ActionAnswer; intents: string[] }) {
  return answer?.intent && intents.includes(answer.intent) ? <ActionStatus answer={answer} /> : null;
}
