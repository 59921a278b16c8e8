/**
 * The crawl view's columns (issue 21, build 6: Screaming Frog's columns as the
 * floor). One list names each column, its kind and how its value is read, so
 * the table, its filters, its sorting and the pages CSV cannot drift apart.
 * Browser-safe: the server builds the rows (page-table.ts), the browser sorts
 * and filters them.
 */

export const INDEXABILITY = ["Indexable", "Non-indexable"] as const;
export type Indexability = (typeof INDEXABILITY)[number];

/** Why a page is not indexable, the first that applies, in this order (as Screaming Frog's "Indexability Status"). */
export const NON_INDEXABLE_REASONS = [
  "Blocked by robots.txt",
  "No response",
  "Redirected",
  "Client error",
  "Server error",
  "Not HTML",
  "Noindex",
  "Canonicalised",
] as const;
export type NonIndexableReason = (typeof NON_INDEXABLE_REASONS)[number];

/** One row of GET /api/crawls/{id}/pages?fields=table and of the pages CSV. */
export interface PageRowJson {
  /** Crawl order; null for a URL that was never fetched (blocked by robots.txt). */
  seq: number | null;
  url: string;
  indexability: Indexability;
  indexabilityReason: NonIndexableReason | null;
  statusCode: number | null;
  contentType: string | null;
  title: string | null;
  titleLength: number;
  description: string | null;
  descriptionLength: number;
  /** The first H1 (h1Count says how many there are). */
  h1: string | null;
  h1Count: number;
  canonical: string | null;
  wordCount: number | null;
  responseMs: number | null;
  bytes: number | null;
  depth: number;
  /** Distinct crawled pages linking here (self-links not counted). */
  inlinks: number;
  /** Distinct in-scope targets this page links to (self-links not counted). */
  outlinks: number;
  externalOutlinks: number;
}

export type ColumnKind = "text" | "number" | "enum";

export interface PageColumn {
  id: keyof PageRowJson;
  label: string;
  kind: ColumnKind;
  /** Choices of an enum column. */
  options?: readonly string[];
}

export const PAGE_COLUMNS: readonly PageColumn[] = [
  { id: "url", label: "Address", kind: "text" },
  { id: "indexability", label: "Indexability", kind: "enum", options: INDEXABILITY },
  { id: "indexabilityReason", label: "Indexability status", kind: "enum", options: NON_INDEXABLE_REASONS },
  { id: "statusCode", label: "Status code", kind: "number" },
  { id: "title", label: "Title", kind: "text" },
  { id: "titleLength", label: "Title length", kind: "number" },
  { id: "description", label: "Meta description", kind: "text" },
  { id: "descriptionLength", label: "Description length", kind: "number" },
  { id: "h1", label: "H1", kind: "text" },
  { id: "canonical", label: "Canonical", kind: "text" },
  { id: "wordCount", label: "Word count", kind: "number" },
  { id: "responseMs", label: "Response time (ms)", kind: "number" },
  { id: "bytes", label: "Size (bytes)", kind: "number" },
  { id: "depth", label: "Depth", kind: "number" },
  { id: "inlinks", label: "Inlinks", kind: "number" },
  { id: "outlinks", label: "Outlinks", kind: "number" },
];

export const columnValue = (row: PageRowJson, column: PageColumn): string | number | null => {
  const value = row[column.id];
  return typeof value === "number" || typeof value === "string" ? value : null;
};

/** Query parameters of a column's filter: `title` (contains, or the enum's value), `wordCount-min`, `wordCount-max`. */
export const filterParams = (column: PageColumn) =>
  column.kind === "number" ? [`${column.id}-min`, `${column.id}-max`] : [String(column.id)];

const numberParam = (params: URLSearchParams, name: string): number | null => {
  const text = params.get(name)?.trim();
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * The rows that pass every column filter named in `params`: text columns
 * contain the text (case-blind), numbers lie within min and max (inclusive;
 * a page without the value is left out once a bound is set), enums match.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  columns: readonly { id: string; kind: ColumnKind }[],
  value: (row: Row, id: string) => string | number | null,
  params: URLSearchParams,
): Row[] {
  const tests: ((row: Row) => boolean)[] = [];
  for (const column of columns) {
    if (column.kind === "number") {
      const min = numberParam(params, `${column.id}-min`);
      const max = numberParam(params, `${column.id}-max`);
      if (min === null && max === null) continue;
      tests.push((row) => {
        const cell = value(row, column.id);
        return typeof cell === "number" && (min === null || cell >= min) && (max === null || cell <= max);
      });
      continue;
    }
    const wanted = params.get(column.id)?.trim();
    if (!wanted) continue;
    if (column.kind === "enum") tests.push((row) => value(row, column.id) === wanted);
    else {
      const needle = wanted.toLowerCase();
      tests.push((row) =>
        String(value(row, column.id) ?? "")
          .toLowerCase()
          .includes(needle),
      );
    }
  }
  return tests.length ? rows.filter((row) => tests.every((test) => test(row))) : [...rows];
}

export const filterPageRows = (rows: readonly PageRowJson[], params: URLSearchParams) =>
  filterRows(rows, PAGE_COLUMNS, (row, id) => columnValue(row, PAGE_COLUMNS.find((c) => c.id === id) as PageColumn), params);

/** An issue as the view shows it: the stored issue plus the pages that link to its URL. */
export interface IssueRowJson {
  type: string;
  severity: string;
  url: string;
  details: string;
  /** Related pages as the engine recorded them (the linking pages of a broken link, the rest of a duplicate group). */
  sources: string[];
  /** Crawled pages whose links point at `url` (from the stored links), the first 100 by address. */
  linkedFrom: string[];
  /** How many pages link to `url` in all. */
  linkedFromCount: number;
}

/** Issues of one type: what the Issues view lists first. */
export interface IssueGroupJson {
  type: string;
  label: string;
  severity: string;
  description: string;
  count: number;
  issues: IssueRowJson[];
}

export const issueLabel = (type: string) => {
  const text = type.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** GET /api/crawls/{id}/compare: earlier crawls of the same host this visitor may compare with. */
export interface CompareCandidateJson {
  id: string;
  url: string;
  createdAt: string;
  pagesDone: number;
}

export const ISSUE_CHANGES = ["new", "fixed", "open"] as const;
export type IssueChange = (typeof ISSUE_CHANGES)[number];
export const ISSUE_CHANGE_LABELS: Record<IssueChange, string> = { new: "New", fixed: "Fixed", open: "Still open" };

/** GET /api/crawls/{id}/compare?with={earlier}: issues keyed by type and URL. */
export interface CompareJson {
  base: CompareCandidateJson;
  counts: Record<IssueChange, number>;
  issues: { change: IssueChange; type: string; severity: string; url: string; details: string }[];
}

export const CRAWL_VIEW_TEXT = {
  vectorizeSignIn: "Vectorize Content is for the agency's staff: sign in first.",
  vectorizeForbidden: "Vectorize Content is for the agency's staff.",
  compareNone: "No earlier finished crawl of this site that you started: run another crawl later to compare.",
  compareOtherHost: "Only two crawls of the same site can be compared.",
  compareNotFinished: "Both crawls must have finished before they are compared.",
  compareSame: "Pick an earlier crawl to compare with.",
} as const;
