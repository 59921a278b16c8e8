import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { CITY_COLUMN_LABELS, CITY_COLUMNS, CITY_IMPORT_MAX_ROWS, type CityColumn } from "~/lib/seo/location-manager";

export interface CityImportPreviewView {
  headers: string[];
  mapping: Record<string, string>;
  counts: { new: number; updated: number; unchanged: number; duplicate: number; invalid: number; renamed: number };
  issues: { line: number; kind: "invalid" | "duplicate" | "slug"; message: string }[];
  issueCount: number;
}

const REQUIRED: readonly CityColumn[] = ["name", "state"];
const KIND_LABEL = { invalid: "Invalid", duplicate: "Duplicate", slug: "Address changed" } as const;

/**
 * CSV import in two steps: choose a file and preview it (which column is
 * which; how many rows are new, updated, unchanged, duplicate or invalid, and
 * why, line by line), then import the same file.
 */
export function CityImportForm({ preview, csv, fileName }: { preview?: CityImportPreviewView; csv?: string; fileName?: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-4">
      <Form method="post" encType="multipart/form-data" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <input type="hidden" name="intent" value="preview" />
        <Label htmlFor="city-import-file">
          CSV file, UTF-8 (a header line with city and state; optionally population, lat, lng, timezone, major, and old_name to
          rename a city; up to {CITY_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows, 4 MB)
        </Label>
        <input
          id="city-import-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          className="mt-1.5 block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2"
        />
        <Button type="submit" className="mt-4" disabled={busy}>
          Preview import
        </Button>
      </Form>
      {preview && csv !== undefined ? <PreviewPanel preview={preview} csv={csv} fileName={fileName} busy={busy} /> : null}
    </div>
  );
}

function PreviewPanel({
  preview,
  csv,
  fileName,
  busy,
}: {
  preview: CityImportPreviewView;
  csv: string;
  fileName?: string;
  busy: boolean;
}) {
  const { counts } = preview;
  const changes = counts.new + counts.updated;
  return (
    <section aria-labelledby="city-import-preview-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="city-import-preview-heading" className="text-lg font-semibold text-ink">
        Import preview
      </h3>
      <p className="mt-1 text-sm text-ink" data-testid="city-import-counts">
        {counts.new} new, {counts.updated} updated, {counts.unchanged} unchanged, {counts.duplicate} duplicate, {counts.invalid}{" "}
        invalid.
      </p>
      {counts.renamed ? (
        <p className="mt-1 text-sm text-ink">
          {counts.renamed} of the updated cities are renamed: their old addresses will redirect to the new ones (301).
        </p>
      ) : null}
      {preview.issues.length ? (
        <ul className="mt-2 max-h-64 list-disc overflow-auto pl-6 text-sm text-ink" aria-label="Rows to look at">
          {preview.issues.map((issue) => (
            <li key={`${issue.line}-${issue.kind}`} className={issue.kind === "invalid" ? "text-red-900" : undefined}>
              Line {issue.line}: {KIND_LABEL[issue.kind]}. {issue.message}
            </li>
          ))}
          {preview.issueCount > preview.issues.length ? <li>… and {preview.issueCount - preview.issues.length} more.</li> : null}
        </ul>
      ) : null}
      {/* Multipart: a large file is not percent-encoded a second time. */}
      <Form method="post" encType="multipart/form-data" className="mt-4">
        <input type="hidden" name="csv" value={csv} />
        {fileName ? <input type="hidden" name="fileName" value={fileName} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CITY_COLUMNS.map((column) => (
            <div key={column}>
              <Label htmlFor={`city-map-${column}`}>{CITY_COLUMN_LABELS[column]} column</Label>
              <Select
                id={`city-map-${column}`}
                name={`${column}Column`}
                defaultValue={preview.mapping[column] ?? ""}
                className="mt-1.5"
              >
                {REQUIRED.includes(column) ? null : <option value="">None</option>}
                {preview.headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </Select>
            </div>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
            Update preview
          </Button>
          <Button type="submit" name="intent" value="import" disabled={busy || changes === 0}>
            Import {changes} cities
          </Button>
        </div>
      </Form>
    </section>
  );
}

export interface ImportBatchView {
  id: number;
  fileName: string | null;
  counts: CityImportPreviewView["counts"];
  createdBy: string | null;
  createdAt: Date | string;
  undoneAt: Date | string | null;
}

/** The latest imports, each with an Undo that removes what it added and puts back what it changed. */
export function ImportBatches({
  batches,
  formatDateTime,
}: {
  batches: readonly ImportBatchView[];
  formatDateTime: (value: Date | string | null | undefined) => string;
}) {
  const busy = useNavigation().state !== "idle";
  const columns: Column<ImportBatchView>[] = [
    { id: "id", header: "Import", rowHeader: true, cell: (row) => `#${row.id}${row.fileName ? ` ${row.fileName}` : ""}` },
    {
      id: "when",
      header: "When",
      cell: (row) => (
        <>
          <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>
          <div className="text-xs text-slate-700">{row.createdBy ?? "system"}</div>
        </>
      ),
    },
    {
      id: "counts",
      header: "Rows",
      cell: (row) =>
        `${row.counts.new} new, ${row.counts.updated} updated (${row.counts.renamed} renamed), ${row.counts.duplicate} duplicate, ${row.counts.invalid} invalid`,
    },
    {
      id: "undo",
      header: "Undo",
      headerHidden: true,
      cell: (row) =>
        row.undoneAt ? (
          `Undone ${formatDateTime(row.undoneAt)}`
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="undo" />
            <input type="hidden" name="batchId" value={row.id} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Undo import #${row.id}`}>
              Undo
            </Button>
          </Form>
        ),
    },
  ];
  return (
    <DataTable
      caption="Recent imports"
      columns={columns}
      rows={batches}
      rowKey={(row) => String(row.id)}
      empty="No imports yet."
    />
  );
}
