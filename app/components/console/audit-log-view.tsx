import { AUDIT_PAGE_SIZE, type AuditFilters } from "~/lib/auth/audit-filters";
import type { AuditRow } from "~/lib/auth/super-admin-views";
import { formatUtc } from "~/lib/dates";
import { type Column, DataTable } from "../ui/data-table";
import { FilterBar, TextFilter } from "../ui/filter-bar";

/** The address of another page of the same filtered view. */
function pageHref(filters: AuditFilters, page: number) {
  const params = new URLSearchParams();
  for (const key of ["actor", "action", "subject", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/super-admin/audit${query ? `?${query}` : ""}`;
}

const FIELDS = [
  { name: "actor", label: "Actor (e-mail contains)", type: "text" },
  { name: "action", label: "Action (user.role, or user. for all)", type: "text" },
  { name: "subject", label: "Subject (id, type, or type:id)", type: "text" },
  { name: "from", label: "From", type: "date" },
  { name: "to", label: "To", type: "date" },
] as const;

function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">None</span>;
  return <code className="block max-w-xs break-all text-xs">{JSON.stringify(value)}</code>;
}

const auditColumns: Column<AuditRow>[] = [
  { id: "when", header: "When", cell: (row) => formatUtc(row.createdAt), className: "whitespace-nowrap" },
  { id: "who", header: "Who", cell: (row) => row.actorEmail ?? "System" },
  { id: "action", header: "Action", cell: (row) => <code>{row.action}</code> },
  {
    id: "subject",
    header: "Subject",
    cell: (row) =>
      row.subjectType ? (
        <>
          {row.subjectType}
          <div className="max-w-48 truncate text-xs text-muted">{row.subjectId}</div>
        </>
      ) : (
        <span className="text-muted">None</span>
      ),
  },
  { id: "before", header: "Before", cell: (row) => <Values value={row.before} /> },
  { id: "after", header: "After", cell: (row) => <Values value={row.after} /> },
];

export function AuditLogView({
  filters,
  problems,
  rows,
  total,
  pages,
}: {
  filters: AuditFilters;
  problems: string[];
  rows: AuditRow[];
  total: number;
  pages: number;
}) {
  const first = total === 0 ? 0 : (filters.page - 1) * AUDIT_PAGE_SIZE + 1;
  const last = Math.min(total, filters.page * AUDIT_PAGE_SIZE);
  return (
    <div className="space-y-8">
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-xl font-semibold text-ink">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every admin write and every read of a lead's personal data or an export. Nobody can edit or delete it.
        </p>
        <FilterBar label="Filter the audit log" clearHref="/super-admin/audit" submitLabel="Filter" className="mt-4">
          {FIELDS.map((field) => (
            <TextFilter
              key={field.name}
              name={field.name}
              label={field.label}
              type={field.type}
              defaultValue={filters[field.name] ?? ""}
            />
          ))}
        </FilterBar>
        {problems.length ? (
          <ul
            role="alert"
            className="mt-4 list-disc rounded-md border border-red-700 bg-red-50 py-3 pr-4 pl-8 text-sm text-red-900"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="audit-rows-heading">
        <h2 id="audit-rows-heading" className="sr-only">
          Entries
        </h2>
        <p className="text-sm text-muted" role="status">
          {total === 0 ? "No entries match." : `Entries ${first} to ${last} of ${total}, newest first.`}
        </p>
        <DataTable
          className="mt-4"
          caption="Audit log entries"
          captionHidden
          columns={auditColumns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          rowData={(row) => ({ "data-audit-action": row.action })}
          empty="No entries match these filters."
          serverPaging={{
            page: filters.page,
            pageCount: pages,
            href: (page) => pageHref(filters, page),
            label: "Audit log pages",
          }}
        />
      </section>
    </div>
  );
}
