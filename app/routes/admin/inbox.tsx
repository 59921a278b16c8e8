import { Link, useLoaderData } from "react-router";
import { listQueryOrProblem } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { inboxPageAction, loadInboxPage } from "~/.server/inbox/list/pages";
import { staffRequest } from "~/.server/services-context";
import { DashboardFilterNote } from "~/components/dashboard/dashboard-filter-note";
import { LeadFilters } from "~/components/inbox/lead-filters";
import { LeadsTable } from "~/components/inbox/leads-table";
import { AutoApply } from "~/components/inbox/live/auto-apply";
import { LiveLeads } from "~/components/inbox/live/live-leads";
import { ListShortcuts } from "~/components/inbox/live/page-shortcuts";
import { SavedViews } from "~/components/inbox/live/saved-views";
import { BULK_FORM_ID, BulkActions, BulkResult, OwnerTabs } from "~/components/inbox/work/bulk-actions";
import { ActionStatus } from "~/components/ui/action-status";
import { cn } from "~/lib/cn";
import { formIssue } from "~/lib/first-issue";
import { inboxPageSchema } from "~/lib/inbox/page-forms";
import { leadListQuerySchema, leadListSearch } from "~/lib/inbox/query";
import type { Route } from "./+types/inbox";

/** /admin and /admin/dashboard: the leads inbox (and its spam folder). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Leads inbox" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInboxPage(staffRequest(context), listQueryOrProblem(request, leadListQuerySchema), new URL(request.url));
}

export const action = pageAction(inboxPageSchema, (input, { context }) => inboxPageAction(staffRequest(context), input), {
  guard: ({ context }) => void staffRequest(context),
  invalid: formIssue,
});

export default function Inbox({ actionData }: Route.ComponentProps) {
  const { error, params, sources, query, list, staff, views, loadedAt } = useLoaderData<typeof loader>();
  // inbox-live: the list's filters without the page, carried to the lead page (previous/next) and saved views.
  const listSearch = query ? leadListSearch(query, { page: 1 }) : "";
  const spam = (query?.folder ?? params.folder) === "spam";
  const tab = (active: boolean) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-semibold",
      active ? "bg-white text-ink shadow-sm ring-1 ring-slate-200" : "text-brand-700 underline-offset-2 hover:underline",
    );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">{spam ? "Spam folder" : "Leads inbox"}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin" className={tab(!spam)} aria-current={spam ? undefined : "page"}>
            Inbox
          </Link>
          <Link to="/admin?folder=spam" className={tab(spam)} aria-current={spam ? "page" : undefined}>
            Spam
          </Link>
          {query ? (
            // A document download, not a React Router navigation.
            <a
              href={`/admin/leads.csv${leadListSearch(query, { page: 1 })}`}
              download
              className="rounded-md border border-brand-600 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Export CSV
            </a>
          ) : null}
          <ListShortcuts />
        </div>
      </div>
      {query ? <OwnerTabs owner={query.owner} hrefFor={(owner) => `/admin${leadListSearch(query, { owner, page: 1 })}`} /> : null}
      <AutoApply>
        <LeadFilters values={params} sources={sources} />
      </AutoApply>
      <SavedViews views={views} currentSearch={listSearch.replace(/^\?/, "")} answer={actionData} />
      {query ? <LiveLeads search={listSearch} since={loadedAt} /> : null}
      <BulkResult params={params} />
      <DashboardFilterNote values={params} />
      <ActionStatus answer={actionData?.intent === "save-view" || actionData?.intent === "delete-view" ? null : actionData} />
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          These filters cannot be used: {error}
        </p>
      ) : null}
      {query && list ? (
        <BulkActions
          pageIds={list.rows.map((row) => row.id)}
          staff={staff}
          returnTo={`/admin${leadListSearch(query, { page: list.page })}`}
          spam={spam}
        />
      ) : null}
      {query && list ? (
        <LeadsTable
          selectionForm={BULK_FORM_ID}
          rows={list.rows}
          spam={spam}
          caption={`${spam ? "Spam" : "Leads"}: ${list.total} in all, page ${list.page} of ${list.pageCount}`}
          empty={spam ? "The spam folder is empty." : "No leads match these filters."}
          leadHref={(id) => `/admin/leads/${id}${listSearch}`}
          paging={{
            page: list.page,
            pageCount: list.pageCount,
            href: (page) => `/admin${leadListSearch(query, { page })}`,
            label: "Pages of leads",
          }}
        />
      ) : null}
    </div>
  );
}
