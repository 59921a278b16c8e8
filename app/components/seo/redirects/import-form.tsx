import { ColumnSelect, CsvImportForm } from "~/components/ui/csv-import-form";

export interface ImportPreviewView {
  headers: string[];
  mapping: { fromColumn: string; toColumn: string; statusColumn: string };
  counts: { new: number; updated: number; unchanged: number; invalid: number; rewritten: number };
  invalid: { line: number; reason: string }[];
}

/**
 * CSV import of redirects in two steps (the one CSV import form): choose a
 * file and preview it (which columns are the old path, the new address and
 * the status; how many rows are new, updated, unchanged or invalid, and why),
 * then import the same file.
 */
export function ImportForm({ preview, csv }: { preview?: ImportPreviewView; csv?: string }) {
  const changes = preview ? preview.counts.new + preview.counts.updated : 0;
  return (
    <CsvImportForm
      idPrefix="import"
      fileLabel="CSV file (a header line, then from, to and optionally status; up to 10,000 rows, 2 MB)"
      csv={csv}
      preview={
        preview && {
          summary: <PreviewSummary preview={preview} />,
          columns: <PreviewColumns preview={preview} />,
          importLabel: `Import ${changes} redirects`,
          empty: changes === 0,
        }
      }
    />
  );
}

function PreviewSummary({ preview }: { preview: ImportPreviewView }) {
  const { counts } = preview;
  return (
    <>
      <p className="mt-1 text-sm text-ink" data-testid="import-counts">
        {counts.new} new, {counts.updated} updated, {counts.unchanged} unchanged, {counts.invalid} invalid
        {counts.rewritten ? `; ${counts.rewritten} existing redirects will be rewritten to their final target` : ""}.
      </p>
      {preview.invalid.length ? (
        <ul className="mt-2 max-h-48 list-disc overflow-auto pl-6 text-sm text-red-900" aria-label="Invalid rows">
          {preview.invalid.map((row) => (
            <li key={row.line}>
              Line {row.line}: {row.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function PreviewColumns({ preview }: { preview: ImportPreviewView }) {
  const column = (name: keyof ImportPreviewView["mapping"], label: string, none?: string) => (
    <ColumnSelect
      id={`map-${name}`}
      name={name}
      label={label}
      headers={preview.headers}
      value={preview.mapping[name]}
      none={none}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {column("fromColumn", "Old path column")}
      {column("toColumn", "New address column")}
      {column("statusColumn", "Status column", "None (all 301)")}
    </div>
  );
}
