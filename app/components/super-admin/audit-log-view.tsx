import { Form } from "react-router";
import { AUDIT_PAGE_SIZE, type AuditFilters } from "~/lib/audit-filters";
import type { AuditRow } from "~/lib/super-admin-views";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { formatUtc, tableClasses } from "./action-status";

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
        <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
          {FIELDS.map((field) => (
            <div key={field.name}>
              <label htmlFor={`audit-${field.name}`} className="block text-sm font-medium text-ink">
                {field.label}
              </label>
              <Input
                id={`audit-${field.name}`}
                name={field.name}
                type={field.type}
                defaultValue={filters[field.name] ?? ""}
                className="mt-1.5"
              />
            </div>
          ))}
          <Button type="submit">Filter</Button>
        </Form>
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
        {rows.length ? (
          <div className={tableClasses.wrap}>
            <table className={tableClasses.table}>
              <thead>
                <tr>
                  {["When", "Who", "Action", "Subject", "Before", "After"].map((title) => (
                    <th key={title} scope="col" className={tableClasses.th}>
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} data-audit-action={row.action}>
                    <td className={`${tableClasses.td} whitespace-nowrap`}>{formatUtc(row.createdAt)}</td>
                    <td className={tableClasses.td}>{row.actorEmail ?? "System"}</td>
                    <td className={tableClasses.td}>
                      <code>{row.action}</code>
                    </td>
                    <td className={tableClasses.td}>
                      {row.subjectType ? (
                        <>
                          {row.subjectType}
                          <div className="max-w-48 truncate text-xs text-muted">{row.subjectId}</div>
                        </>
                      ) : (
                        <span className="text-muted">None</span>
                      )}
                    </td>
                    <td className={tableClasses.td}>
                      <Values value={row.before} />
                    </td>
                    <td className={tableClasses.td}>
                      <Values value={row.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {pages > 1 ? (
          <nav aria-label="Audit log pages" className="mt-4 flex items-center gap-4 text-sm">
            {filters.page > 1 ? (
              <a className="font-medium text-brand-700 underline" href={pageHref(filters, filters.page - 1)}>
                Newer
              </a>
            ) : null}
            <span>
              Page {filters.page} of {pages}
            </span>
            {filters.page < pages ? (
              <a className="font-medium text-brand-700 underline" href={pageHref(filters, filters.page + 1)}>
                Older
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
