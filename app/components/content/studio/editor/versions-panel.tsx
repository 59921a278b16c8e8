import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Select } from "~/components/ui/select";
import { formatAgencyDateTime } from "~/lib/content/studio";

/**
 * Every published version of the page or article (issue 22 item 6) with its author,
 * time and note; two chosen compare on the diff page, and "Restore" makes a
 * new draft from one (history is never rewritten: the restored text goes live
 * as a new version when it is published).
 */
export interface VersionRow {
  version: number;
  authorEmail: string | null;
  publishedByEmail: string | null;
  publishedAt: string;
  note: string | null;
}

export function VersionsPanel(props: {
  /** The diff page the compare form opens (/admin/pages/:id/diff, /content-view/:id/diff). */
  diffUrl: string;
  versions: VersionRow[];
  timeZone: string;
  /** Why a restore waits (unsaved changes), or null. */
  blockedBecause: string | null;
  busy: boolean;
  restore: (version: number) => void;
}) {
  const id = useId();
  const { versions, timeZone } = props;
  const columns: Column<VersionRow>[] = [
    { id: "version", header: "Version", rowHeader: true, cell: (row) => `Version ${row.version}` },
    {
      id: "author",
      header: "Author",
      cell: (row) => (
        <>
          {row.authorEmail ?? row.publishedByEmail ?? "unknown"}
          {row.publishedByEmail && row.publishedByEmail !== row.authorEmail ? (
            <div className="text-xs text-slate-700">published by {row.publishedByEmail}</div>
          ) : null}
        </>
      ),
    },
    {
      id: "time",
      header: "Published",
      className: "whitespace-nowrap",
      cell: (row) => formatAgencyDateTime(new Date(row.publishedAt), timeZone),
    },
    { id: "note", header: "Note", cell: (row) => row.note ?? "" },
    {
      id: "restore",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={props.busy || props.blockedBecause !== null}
          aria-label={`Restore version ${row.version}`}
          onClick={() => props.restore(row.version)}
        >
          Restore
        </Button>
      ),
    },
  ];
  const options = [
    ...versions.map((row) => ({ value: String(row.version), label: `Version ${row.version}` })),
    { value: "0", label: "Working draft" },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Versions
      </h2>
      {props.blockedBecause && versions.length > 0 ? <p className="text-sm text-slate-700">{props.blockedBecause}</p> : null}
      <DataTable
        caption="Published versions"
        captionHidden
        columns={columns}
        rows={versions}
        rowKey={(row) => String(row.version)}
        empty="Not published yet: every publish adds a version here."
      />
      {versions.length > 0 ? (
        <Form method="get" action={props.diffUrl} className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-from`} className="block text-sm font-medium">
              Compare
            </label>
            <Select id={`${id}-from`} name="from" defaultValue={String(versions[1]?.version ?? versions[0]?.version ?? 0)}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="block text-sm font-medium">
              with
            </label>
            <Select id={`${id}-to`} name="to" defaultValue={versions[1] ? String(versions[0]?.version) : "0"}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="secondary">
            Show differences
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
