import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ColumnSelect, CsvImportForm } from "~/components/ui/csv-import-form";
import { type Column, DataTable } from "~/components/ui/data-table";
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
 * CSV import of cities in two steps (the one CSV import form): choose a file
 * and preview it (which column is which; how many rows are new, updated,
 * unchanged, duplicate or invalid, and why, line by line), then import the
 * same file.
 */
export function CityImportForm({ preview, csv, fileName }: { preview?: CityImportPreviewView; csv?: string; fileName?: string }) {
  const changes = preview ? preview.counts.new + preview.counts.updated : 0;
  return (
    <CsvImportForm
      idPrefix="city-import"
      fileLabel={`CSV file, UTF-8 (a header line with city and state; optionally population, lat, lng, timezone, major, and old_name to rename a city; up to ${CITY_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows, 4 MB)`}
      csv={csv}
      fileName={fileName}
      preview={
        preview && {
          summary: <PreviewSummary preview={preview} />,
          columns: <PreviewColumns preview={preview} />,
          importLabel: `Import ${changes} cities`,
          empty: changes === 0,
        }
      }
    />
  );
}

function PreviewSummary({ preview }: { preview: CityImportPreviewView }) {
  const { counts } = preview;
  return (
    <>
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
    </>
  );
}

function PreviewColumns({ preview }: { preview: CityImportPreviewView }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CITY_COLUMNS.map((column) => (
        <ColumnSelect
          key={column}
          id={`city-map-${column}`}
          name={`${column}Column`}
          label={`${CITY_COLUMN_LABELS[column]} column`}
          headers={preview.headers}
          value={preview.mapping[column] ?? ""}
          none={REQUIRED.includes(column) ? undefined : "None"}
        />
      ))}
    </div>
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
