import { data, Link, useLoaderData } from "react-router";
import { actorOf, requireStaff } from "~/.server/auth/staff";
import { listStaff } from "~/.server/auth/staff-members";
import { knownSources, listLeads } from "~/.server/inbox/list/list-leads";
import { markNotSpam } from "~/.server/inbox/list/not-spam";
import { formFields, inboxDeps } from "~/.server/inbox/list/route-context";
import { listSavedViews } from "~/.server/inbox/live/saved-views";
import { isSavedViewIntent, savedViewAction } from "~/.server/inbox/live/saved-views-action";
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
import { firstIssue } from "~/lib/first-issue";
import { leadIdSchema, leadListQuerySchema, leadListSearch } from "~/lib/inbox/query";
import type { Route } from "./+types/inbox";

/** /admin and /admin/dashboard: the leads inbox (and its spam folder). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Leads inbox" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { db, timeZone } = inboxDeps(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const sources = await knownSources(db);
  // inbox-live: the staff member's saved views, and the moment the list was read (what the live stream counts from).
  const live = { views: await listSavedViews(db, staff.id), loadedAt: new Date().toISOString() };
  const parsed = leadListQuerySchema.safeParse(params);
  if (!parsed.success) {
    return data(
      { error: firstIssue(parsed.error), params, sources, query: null, list: null, staff: [], ...live },
      { status: 400 },
    );
  }
  // Issue 25 item 7 (inbox work): `owner=me` needs the viewer; the bulk owner menu needs the staff.
  const [list, staffList] = await Promise.all([listLeads(db, parsed.data, timeZone, staff.id), listStaff(db)]);
  return { error: null, params, sources, query: parsed.data, list, staff: staffList, ...live };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const fields = await formFields(request);
  // inbox-live: saved views.
  if (fields && isSavedViewIntent(fields.intent)) return savedViewAction(context, staff, fields);
  if (fields?.intent !== "not-spam") return data({ ok: false, message: "Unknown action." }, { status: 400 });
  const leadId = leadIdSchema.safeParse(fields.leadId);
  if (!leadId.success) return data({ ok: false, message: "Unknown lead." }, { status: 400 });
  const result = await markNotSpam(inboxDeps(context), actorOf(staff), leadId.data);
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.status });
  return {
    ok: true,
    message: result.emailsSent
      ? "Moved to the inbox; its e-mails have been sent."
      : "Moved to the inbox; its e-mails are queued and will be retried until they go out.",
  };
}

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
      <ActionStatus answer={actionData && "intent" in actionData ? null : actionData} />
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
