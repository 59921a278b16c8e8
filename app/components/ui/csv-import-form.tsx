import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "./button";
import { Label } from "./label";
import { Select } from "./select";

/** What the server sent back after a preview: the file itself, and what importing it would do. */
export interface CsvImportPreview {
  /** What importing would change, in the page's words (counts, rows to look at): the slot. */
  summary: ReactNode;
  /** The column choices (selects named `…Column`), laid out by the page. */
  columns: ReactNode;
  /** The import button's words, such as "Import 12 redirects". */
  importLabel: string;
  /** Nothing to import: the import button is off. */
  empty: boolean;
}

/**
 * CSV import in two steps, the same for every import of the back office
 * (redirects, cities): choose a file and preview it, then import the same
 * file (sent back as a hidden field, in multipart so a large file is not
 * percent-encoded a second time) with the columns as chosen. The page fills
 * the preview slot: the counts, the rows to look at, the column choices.
 */
export function CsvImportForm({
  idPrefix,
  fileLabel,
  csv,
  fileName,
  preview,
}: {
  /** Prefix of the element ids: `${idPrefix}-file`, `${idPrefix}-preview-heading`. */
  idPrefix: string;
  fileLabel: ReactNode;
  csv?: string;
  fileName?: string;
  preview?: CsvImportPreview;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-4">
      <Form method="post" encType="multipart/form-data" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <input type="hidden" name="intent" value="preview" />
        <Label htmlFor={`${idPrefix}-file`}>{fileLabel}</Label>
        <input
          id={`${idPrefix}-file`}
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
      {preview && csv !== undefined ? (
        <section
          aria-labelledby={`${idPrefix}-preview-heading`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id={`${idPrefix}-preview-heading`} className="text-lg font-semibold text-ink">
            Import preview
          </h3>
          {preview.summary}
          <Form method="post" encType="multipart/form-data" className="mt-4">
            <input type="hidden" name="csv" value={csv} />
            {fileName ? <input type="hidden" name="fileName" value={fileName} /> : null}
            {preview.columns}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
                Update preview
              </Button>
              <Button type="submit" name="intent" value="import" disabled={busy || preview.empty}>
                {preview.importLabel}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

/** One column choice of a preview: the file's headers, and "none" when the column is optional. */
export function ColumnSelect({
  id,
  name,
  label,
  headers,
  value,
  none,
}: {
  id: string;
  name: string;
  label: string;
  headers: readonly string[];
  value: string;
  /** The words of the empty choice; without it the column is required. */
  none?: string;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={value} className="mt-1.5">
        {none ? <option value="">{none}</option> : null}
        {headers.map((header) => (
          <option key={header} value={header}>
            {header}
          </option>
        ))}
      </Select>
    </div>
  );
}
