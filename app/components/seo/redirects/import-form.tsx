import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";

export interface ImportPreviewView {
  headers: string[];
  mapping: { fromColumn: string; toColumn: string; statusColumn: string };
  counts: { new: number; updated: number; unchanged: number; invalid: number; rewritten: number };
  invalid: { line: number; reason: string }[];
}

/**
 * CSV import in two steps: choose a file and preview it (which columns are
 * the old path, the new address and the status; how many rows are new,
 * updated, unchanged or invalid, and why), then import the same file.
 */
export function ImportForm({ preview, csv }: { preview?: ImportPreviewView; csv?: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-4">
      <Form method="post" encType="multipart/form-data" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <input type="hidden" name="intent" value="preview" />
        <Label htmlFor="import-file">
          CSV file (a header line, then from, to and optionally status; up to 10,000 rows, 2 MB)
        </Label>
        <input
          id="import-file"
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
      {preview && csv !== undefined ? <PreviewPanel preview={preview} csv={csv} busy={busy} /> : null}
    </div>
  );
}

function PreviewPanel({ preview, csv, busy }: { preview: ImportPreviewView; csv: string; busy: boolean }) {
  const { counts } = preview;
  const column = (name: "fromColumn" | "toColumn" | "statusColumn", label: string, optional = false) => (
    <div>
      <Label htmlFor={`map-${name}`}>{label}</Label>
      <Select id={`map-${name}`} name={name} defaultValue={preview.mapping[name]} className="mt-1.5">
        {optional ? <option value="">None (all 301)</option> : null}
        {preview.headers.map((header) => (
          <option key={header} value={header}>
            {header}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <section aria-labelledby="import-preview-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="import-preview-heading" className="text-lg font-semibold text-ink">
        Import preview
      </h3>
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
      {/* Multipart: a large file is not percent-encoded a second time. */}
      <Form method="post" encType="multipart/form-data" className="mt-4">
        <input type="hidden" name="csv" value={csv} />
        <div className="grid gap-4 sm:grid-cols-3">
          {column("fromColumn", "Old path column")}
          {column("toColumn", "New address column")}
          {column("statusColumn", "Status column", true)}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
            Update preview
          </Button>
          <Button type="submit" name="intent" value="import" disabled={busy || counts.new + counts.updated === 0}>
            Import {counts.new + counts.updated} redirects
          </Button>
        </div>
      </Form>
    </section>
  );
}
