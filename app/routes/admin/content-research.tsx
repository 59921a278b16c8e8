import { Link, useLoaderData } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { staffRequest } from "~/.server/services-context";
import { RecentBriefs } from "~/components/content/research/recent-briefs";
import { StudioList } from "~/components/content/studio/studio-list";
import type { Column } from "~/components/ui/data-table";
import { RESEARCH_LIST_SIZE, researchListQuery, researchTypeLabel } from "~/lib/content/studio-research";
import type { Route } from "./+types/content-research";

/**
 * /content-research (tools spec §2; issue 22 item 11): the content_research
 * records (city service articles, blog articles, research) with the pages'
 * statuses; each opens in /content-view/{id}. Admin (guard table).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Content research" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = staffRequest(context);
  const query = listQuery(request, researchListQuery);
  const [list, briefs] = await Promise.all([services.studio.research.list(query), services.contentResearch.recent(10)]);
  return { query, ...list, pageCount: Math.max(1, Math.ceil(list.total / RESEARCH_LIST_SIZE)), briefs };
}

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

/** Where a record shows: a city service article's service, state and city; a blog article's slug. */
function target(row: Row): string {
  if (row.serviceType || row.city || row.state) return [row.serviceType, row.state, row.city].filter(Boolean).join(" / ");
  return row.slug ? `/blog/${row.slug}` : "";
}

export default function ContentResearch() {
  const { query, rows, total, pageCount, types, briefs } = useLoaderData<typeof loader>();
  const columns: Column<Row>[] = [
    {
      id: "title",
      header: "Title",
      rowHeader: true,
      cell: (row) => (
        <Link to={`/content-view/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {row.title || "Untitled"}
        </Link>
      ),
    },
    { id: "type", header: "Type", cell: (row) => researchTypeLabel(row.contentType) },
    { id: "target", header: "Shows on", cell: (row) => <span className="break-all">{target(row)}</span> },
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Content research</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          City service articles, blog articles and research. Each is edited as a draft and reviewed like a page; a published city
          service article replaces its city page's default text.
        </p>
      </div>
      <RecentBriefs briefs={briefs} />
      <StudioList
        heading="All records"
        headingId="research-list-heading"
        basePath="/content-research"
        list={{ query, rows, total, pageCount }}
        noun={{ one: "record", many: "records" }}
        filterLabel="Filter content research"
        searchLabel="Search titles, slugs and places"
        typeOptions={types.map((value) => ({ value, label: researchTypeLabel(value) }))}
        nameSort={{ value: "title", label: "Title, A to Z" }}
        columns={columns}
        caption="Content research records"
        rowData={(row) => ({ "data-type": row.contentType })}
      />
    </div>
  );
}
