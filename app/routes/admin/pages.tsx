import { Link, useLoaderData } from "react-router";
import { type NewPageValues, newPageCommand } from "~/.server/content/studio/list-actions";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { NewPageForm } from "~/components/content/studio/new-page-form";
import { StudioList } from "~/components/content/studio/studio-list";
import type { Column } from "~/components/ui/data-table";
import type { ActionAnswer } from "~/lib/action-answer";
import { pageTypes } from "~/lib/content/page-schema";
import { newPageForm, newPageRefusal, PAGE_LIST_SIZE, pageListQuery } from "~/lib/content/studio";
import type { Route } from "./+types/pages";

/** /admin/pages (issue 22 item 1): every schema-driven page, searched, filtered and sorted; "New page". Admin (guard table). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Pages" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { studio } = staffRequest(context).services;
  const query = listQuery(request, pageListQuery);
  const [list, choices] = await Promise.all([studio.listPages(query), studio.pageChoices()]);
  return { query, ...list, pageCount: Math.max(1, Math.ceil(list.total / PAGE_LIST_SIZE)), choices };
}

export const action = pageAction(newPageForm, newPageCommand, {
  invalid: newPageRefusal,
  guard: ({ context }) => void staffRequest(context),
});

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

const TYPE_LABELS: Record<string, string> = { service: "Service", location: "Location", blog: "Blog" };

export default function Pages({ actionData }: Route.ComponentProps) {
  const { query, rows, total, pageCount, choices } = useLoaderData<typeof loader>();
  const columns: Column<Row>[] = [
    {
      id: "path",
      header: "Path",
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={`/admin/pages/${row.id}`} className="break-all font-medium text-brand-700 underline-offset-2 hover:underline">
            <code>{row.path}</code>
          </Link>
          {row.title ? (
            <div className="text-xs text-slate-700" data-page-title>
              {row.title}
            </div>
          ) : null}
        </>
      ),
    },
    { id: "type", header: "Type", cell: (row) => TYPE_LABELS[row.type] ?? row.type },
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Pages</h1>
          <p className="mt-2 max-w-3xl text-sm text-muted">
            Every page built from sections: services, guides, locations and the pages added here. A change is a draft until it is
            reviewed and published; visitors only ever see the published version.
          </p>
        </div>
        <Link to="/admin/pages/queue" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Review queue
        </Link>
      </div>

      <section aria-labelledby="new-page-heading" className="space-y-3">
        <h2 id="new-page-heading" className="text-xl font-semibold text-ink">
          New page
        </h2>
        <NewPageForm answer={actionData as ActionAnswer<{ values: NewPageValues }> | undefined} choices={choices} />
      </section>

      <StudioList
        heading="All pages"
        headingId="page-list-heading"
        basePath="/admin/pages"
        list={{ query, rows, total, pageCount }}
        noun={{ one: "page", many: "pages" }}
        filterLabel="Filter pages"
        searchLabel="Search paths and titles"
        typeOptions={pageTypes.map((value) => ({ value, label: TYPE_LABELS[value] ?? value }))}
        nameSort={{ value: "path", label: "Path, A to Z" }}
        columns={columns}
        caption="Pages"
        rowData={(row) => ({ "data-path": row.path })}
      />
    </div>
  );
}
