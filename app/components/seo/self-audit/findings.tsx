import { Link, useNavigation } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import {
  SELF_AUDIT_FINDING_TYPE_NAMES,
  SELF_AUDIT_FINDING_TYPES,
  SELF_AUDIT_SEVERITIES,
  type SelfAuditFindingType,
  type SelfAuditQuery,
} from "~/lib/seo/self-audit";
import { listHref } from "../list-href";
import { FindingActions } from "./finding-actions";

/** An audit's findings as the page shows them: counts by type, and one page of findings with their fixes. */
export interface FindingRowView {
  id: number;
  type: string;
  severity: string;
  url: string;
  details: string;
  pages: string[];
}

export interface FindingsView {
  total: number;
  page: number;
  pageCount: number;
  rows: FindingRowView[];
  byType: { type: string; total: number }[];
  /** Our page's id by its path, for an Edit link. */
  pageIds: Record<string, number>;
}

export const SEVERITY_LABEL = { error: "Error", warning: "Warning", notice: "Notice" } as const;
const SEVERITY_CLASS = {
  error: "bg-red-50 text-red-900 border-red-700",
  warning: "bg-amber-50 text-amber-900 border-amber-700",
  notice: "bg-slate-50 text-slate-800 border-slate-500",
} as const;
const linkClass = "text-brand-700 underline-offset-2 hover:underline";

export const auditHref = (query: Partial<SelfAuditQuery>, changes: Record<string, string | undefined>) =>
  listHref("/sitemap-optimization", query, changes);

/** A URL of our site as a path (another site's URL as it is). */
export function pathOf(url: string, site: string) {
  return url.startsWith(site) ? url.slice(site.length) || "/" : url;
}

/** The path a page is stored under: decoded, lower case, no trailing slash, no query. */
function localPath(url: string, site: string) {
  const path = pathOf(url, site).split(/[?#]/)[0] ?? "";
  try {
    return decodeURIComponent(path).toLowerCase().replace(/\/+$/, "") || "/";
  } catch {
    return path;
  }
}

/** How many findings of each type the audit has, each linking to its findings. */
export function FindingTypes({ query, findings }: { query: SelfAuditQuery; findings: FindingsView }) {
  const typeCounts = new Map<string, number>();
  for (const entry of findings.byType) typeCounts.set(entry.type, entry.total);
  return (
    <DataTable
      caption="Findings by type"
      captionHidden
      testId="finding-types"
      columns={[
        {
          id: "type",
          header: "Finding",
          rowHeader: true,
          cell: (type) => (
            <Link to={auditHref(query, { type, page: undefined })} className={linkClass}>
              {SELF_AUDIT_FINDING_TYPES[type].label}
            </Link>
          ),
        },
        { id: "severity", header: "Severity", cell: (type) => SEVERITY_LABEL[SELF_AUDIT_FINDING_TYPES[type].severity] },
        { id: "count", header: "Count", align: "right", cell: (type) => (typeCounts.get(type) ?? 0).toLocaleString("en-US") },
        { id: "what", header: "What it means", cell: (type) => SELF_AUDIT_FINDING_TYPES[type].description },
      ]}
      rows={SELF_AUDIT_FINDING_TYPE_NAMES}
      rowKey={(type) => type}
      rowData={(type) => ({ "data-type": type, "data-count": String(typeCounts.get(type) ?? 0) })}
      empty="No finding types."
    />
  );
}

export function FindingFilters({ query, auditId }: { query: SelfAuditQuery; auditId: number }) {
  return (
    <FilterBar
      label="Filter findings"
      clearHref={auditHref({}, { audit: String(auditId) })}
      submitLabel="Filter"
      hidden={{ audit: String(auditId) }}
    >
      <TextFilter name="q" label="Search pages and details" defaultValue={query.q ?? ""} type="search" />
      <SelectFilter
        name="type"
        label="Finding"
        anyLabel="Any finding"
        defaultValue={query.type}
        options={SELF_AUDIT_FINDING_TYPE_NAMES.map((type) => ({ value: type, label: SELF_AUDIT_FINDING_TYPES[type].label }))}
      />
      <SelectFilter
        name="severity"
        label="Severity"
        anyLabel="Any severity"
        defaultValue={query.severity}
        options={SELF_AUDIT_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABEL[value] }))}
      />
    </FilterBar>
  );
}

function findingColumns(site: string, findings: FindingsView, busy: boolean): Column<FindingRowView>[] {
  return [
    {
      id: "severity",
      header: "Severity",
      cell: (row) => (
        <span
          className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${SEVERITY_CLASS[row.severity as keyof typeof SEVERITY_CLASS] ?? ""}`}
        >
          {SEVERITY_LABEL[row.severity as keyof typeof SEVERITY_LABEL] ?? row.severity}
        </span>
      ),
    },
    {
      id: "type",
      header: "Finding",
      cell: (row) => SELF_AUDIT_FINDING_TYPES[row.type as SelfAuditFindingType]?.label ?? row.type,
    },
    {
      id: "url",
      header: "Page",
      rowHeader: true,
      cell: (row) => (
        <a href={row.url} className={`break-all ${linkClass}`}>
          {pathOf(row.url, site)}
        </a>
      ),
    },
    { id: "details", header: "Details", cell: (row) => row.details },
    { id: "pages", header: "Pages concerned", cell: (row) => <PagesConcerned pages={row.pages} site={site} /> },
    {
      id: "actions",
      header: "Fix",
      cell: (row) => (
        <FindingActions
          findingId={row.id}
          type={row.type}
          url={row.url}
          pageId={findings.pageIds[localPath(row.url, site)]}
          busy={busy}
        />
      ),
    },
  ];
}

function PagesConcerned({ pages, site }: { pages: string[]; site: string }) {
  if (pages.length === 0) return "—";
  return (
    <details>
      <summary className="cursor-pointer text-sm">
        {pages.length} page{pages.length === 1 ? "" : "s"}
      </summary>
      <ul className="mt-1 space-y-1">
        {pages.map((page) => (
          <li key={page}>
            <code className="break-all text-xs">{pathOf(page, site)}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One page of the audit's findings, each with its fix. */
export function FindingTable({
  query,
  site,
  findings,
  completed,
}: {
  query: SelfAuditQuery;
  site: string;
  findings: FindingsView;
  completed: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="text-sm text-muted">
        {findings.total === 0
          ? "No findings match."
          : `${findings.total.toLocaleString("en-US")} finding${findings.total === 1 ? "" : "s"}; page ${findings.page} of ${findings.pageCount}.`}
      </p>
      <DataTable
        caption="Findings"
        captionHidden
        testId="findings"
        columns={findingColumns(site, findings, busy)}
        rows={findings.rows}
        rowKey={(row) => String(row.id)}
        rowData={(row) => ({ "data-type": row.type, "data-url": row.url })}
        empty={completed ? "No findings match these filters." : "Findings appear when the audit ends."}
        serverPaging={{
          page: findings.page,
          pageCount: findings.pageCount,
          href: (to) => auditHref(query, { page: to > 1 ? String(to) : undefined }),
          label: "Pages of findings",
        }}
      />
    </>
  );
}
