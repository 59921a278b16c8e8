import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { redirectAction } from "~/.server/seo/redirects/route-actions";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { ImportForm } from "~/components/seo/redirects/import-form";
import { RedirectForm } from "~/components/seo/redirects/redirect-form";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { REDIRECT_FORM_MAX_BYTES, type RedirectListQuery, redirectActionSchema, redirectPageSchema } from "~/lib/seo/redirects";
import type { Route } from "./+types/redirects";

/** /admin/redirects (issue 22 item 9): list, add, edit, remove, import and export redirects. Admin role (guard table). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Redirects" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = staffRequest(context).services.redirects;
  const { edit, ...query } = listQuery(request, redirectPageSchema);
  const [list, editing] = await Promise.all([store.list(query), edit ? store.byId(edit) : null]);
  return { query, ...list, editing };
}

export const action = pageAction(redirectActionSchema, (command, { context }) => redirectAction(staffRequest(context), command), {
  guard: ({ context }) => void staffRequest(context),
  upload: true,
  maxBytes: REDIRECT_FORM_MAX_BYTES,
});

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

function listHref(query: RedirectListQuery, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes }))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `/admin/redirects${search ? `?${search}` : ""}`;
}

export default function Redirects({ actionData }: Route.ComponentProps) {
  const { query, rows, total, page, pageCount, editing } = useLoaderData<typeof loader>();
  const answer = actionData;
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";
  const importing = answer?.intent === "preview" || answer?.intent === "import";
  const columns: Column<Row>[] = [
    { id: "from", header: "Old path", rowHeader: true, cell: (row) => <code className="break-all">{row.fromPath}</code> },
    { id: "to", header: "Leads to", cell: (row) => <code className="break-all">{row.toTarget}</code> },
    { id: "status", header: "Status", cell: (row) => row.status },
    { id: "hits", header: "Hits", align: "right", cell: (row) => row.hits.toLocaleString("en-US") },
    {
      id: "last-hit",
      header: "Last hit",
      className: "whitespace-nowrap",
      cell: (row) => (row.lastHitAt ? formatDateTime(row.lastHitAt) : "Never"),
    },
    {
      id: "created",
      header: "Created",
      cell: (row) => (
        <>
          <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>
          <div className="text-xs text-slate-700">{row.createdBy ?? "system"}</div>
        </>
      ),
    },
    { id: "note", header: "Note", cell: (row) => row.note ?? "" },
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={listHref(query, { edit: String(row.id) })}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            aria-label={`Edit the redirect from ${row.fromPath}`}
          >
            Edit
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={row.id} />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Remove the redirect from ${row.fromPath}`}
            >
              Remove
            </Button>
          </Form>
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Redirects</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Visitors and search engines asking for an old path are sent to its new one before any page is served. A redirect never
          leads to itself or loops; one that would lead to another redirect is pointed at the final target. Moving a page adds one
          automatically.
        </p>
      </div>
      {importing ? null : <ActionStatus answer={answer} />}

      <section aria-labelledby="redirect-form-heading" className="space-y-3">
        <h2 id="redirect-form-heading" className="text-xl font-semibold text-ink">
          {editing ? `Edit the redirect from ${editing.fromPath}` : "Add a redirect"}
        </h2>
        <RedirectForm editing={editing} />
      </section>

      <section aria-labelledby="redirect-list-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="redirect-list-heading" className="text-xl font-semibold text-ink">
            All redirects
          </h2>
          <a
            href="/admin/redirects.csv"
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            download
          >
            Export all as CSV
          </a>
        </div>
        <FilterBar label="Filter redirects" clearHref="/admin/redirects" submitLabel="Filter">
          <TextFilter name="q" label="Search paths and notes" defaultValue={query.q ?? ""} type="search" />
          <SelectFilter
            name="status"
            label="Status"
            anyLabel="Any status"
            defaultValue={query.status}
            options={["301", "302", "308"].map((value) => ({ value, label: value }))}
          />
          <SelectFilter
            name="kind"
            label="Leads to"
            anyLabel="Anywhere"
            defaultValue={query.kind}
            options={[
              { value: "site", label: "A path on this site" },
              { value: "external", label: "Another site" },
            ]}
          />
          <SelectFilter
            name="sort"
            label="Sort by"
            defaultValue={query.sort ?? "created"}
            options={[
              { value: "created", label: "Newest first" },
              { value: "from", label: "Old path, A to Z" },
              { value: "to", label: "Target, A to Z" },
              { value: "hits", label: "Most hits" },
              { value: "last-hit", label: "Last hit" },
            ]}
          />
        </FilterBar>
        <p className="text-sm text-muted" role="status">
          {total === 0
            ? "No redirects match."
            : `${total.toLocaleString("en-US")} redirect${total === 1 ? "" : "s"}; page ${page} of ${pageCount}.`}
        </p>
        <DataTable
          caption="Redirects"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          rowData={(row) => ({ "data-from": row.fromPath })}
          empty="No redirects match these filters."
          serverPaging={{
            page,
            pageCount,
            href: (to) => listHref(query, { page: to > 1 ? String(to) : undefined }),
            label: "Pages of redirects",
          }}
        />
      </section>

      <section aria-labelledby="redirect-import-heading" className="space-y-3">
        <h2 id="redirect-import-heading" className="text-xl font-semibold text-ink">
          Import from CSV
        </h2>
        {importing ? <ActionStatus answer={answer} /> : null}
        <ImportForm preview={answer?.preview} csv={answer?.csv} />
      </section>
    </div>
  );
}
