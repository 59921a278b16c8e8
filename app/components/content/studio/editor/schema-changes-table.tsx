import { type Column, DataTable } from "~/components/ui/data-table";
import { FIELD_LABELS } from "~/lib/content/studio";
import type { SchemaChange } from "~/lib/content/studio-diff";

/**
 * Changes between two page schemas side by side, by section and field (issue
 * 22 item 6): the versions diff and a refused stale save both show this, with
 * their own names for the two sides ("Version 3" / "Version 5", "Current" /
 * "Yours"). Values are shown as text, never as raw JSON of the whole page.
 */
export interface SchemaChangesTableProps {
  caption: string;
  changes: SchemaChange[];
  beforeLabel: string;
  afterLabel: string;
  /** What a whole-subject field belongs to ("Page" by default; "Article" for content_research). */
  subject?: string;
}

/** Field names the page labels lack that an article's diff uses. */
const EXTRA_FIELD_LABELS: Record<string, string> = { excerpt: "Excerpt" };

export function changePlace(change: SchemaChange, subject = "Page"): string {
  if (change.kind === "field-changed" && change.scope === "seo") return "SEO";
  if (change.kind === "field-changed" && change.scope === "page") return subject;
  const section = `Section ${change.section ?? "?"}${change.type ? ` (${change.type})` : ""}`;
  return change.item !== undefined ? `${section}, item ${change.item}` : section;
}

function changeField(change: SchemaChange): string {
  switch (change.kind) {
    case "field-changed":
      return FIELD_LABELS[change.field] ?? EXTRA_FIELD_LABELS[change.field] ?? change.field;
    case "section-added":
    case "item-added":
      return "Added";
    case "section-removed":
    case "item-removed":
      return "Removed";
    case "section-moved":
    case "item-moved":
      return `Moved from position ${change.from} to ${change.to}`;
  }
}

/** A field's value as a reader sees it: text as is, lists and objects as short readable text. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  return JSON.stringify(value, null, 1);
}

function sides(change: SchemaChange): [string, string] {
  switch (change.kind) {
    case "field-changed":
      return [valueText(change.before), valueText(change.after)];
    case "section-added":
    case "item-added":
      return ["(not there)", "added"];
    case "section-removed":
    case "item-removed":
      return ["there", "(removed)"];
    case "section-moved":
    case "item-moved":
      return [`position ${change.from}`, `position ${change.to}`];
  }
}

export function SchemaChangesTable({ caption, changes, beforeLabel, afterLabel, subject }: SchemaChangesTableProps) {
  const rows = changes.map((change, index) => ({ key: String(index), change, sides: sides(change) }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      id: "where",
      header: "Where",
      rowHeader: true,
      className: "whitespace-nowrap",
      cell: (row) => changePlace(row.change, subject),
    },
    { id: "field", header: "Field", cell: (row) => changeField(row.change) },
    {
      id: "before",
      header: beforeLabel,
      className: "break-words whitespace-pre-wrap",
      cell: (row) => <del className="text-red-900 no-underline">{row.sides[0]}</del>,
    },
    {
      id: "after",
      header: afterLabel,
      className: "break-words whitespace-pre-wrap",
      cell: (row) => <ins className="text-green-900 no-underline">{row.sides[1]}</ins>,
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} empty="No differences." />;
}
