import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { type KeywordAnswer, keywordAction } from "~/.server/seo/keywords/route-actions";
import { servicesContext } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { GenerateForm, ImportForm } from "~/components/seo/keywords/forms";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import {
  KEYWORD_INTENTS,
  KEYWORD_SOURCE_LABELS,
  type KeywordQuery,
  type KeywordView,
  keywordQuerySchema,
  NO_VOLUME,
} from "~/lib/seo/keywords";
import type { Route } from "./+types/keyword-research";

/** /keyword-research (issue 23 item 2): generate and import keywords, clusters, opportunities, competitor terms. Admins. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Keyword research" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const url = new URL(request.url);
  const query = keywordQuerySchema.parse(Object.fromEntries(url.searchParams));
  const research = context.get(servicesContext).keywordResearch;
  const [sets, places] = await Promise.all([research.listSets(), research.places()]);
  const set = sets.find((each) => each.id === query.set) ?? sets[0] ?? null;
  const view = query.view;
  const keywordList = set && view === "keywords" ? await research.keywords(set.id, query) : null;
  const clusters = set && (view === "clusters" || view === "competitors") ? await research.clusters(set.id) : null;
  const opportunities = set && view === "opportunities" ? await research.opportunities(set.id) : null;
  const crawlChoices = view === "competitors" ? await research.crawlChoices() : [];
  const competitor =
    set && view === "competitors" && query.crawl && query.cluster
      ? await research.competitorTerms(set.id, query.cluster, query.crawl)
      : null;
  return { query, sets, set, places, view, keywordList, clusters, opportunities, crawlChoices, competitor };
}

export const action = ({ request, context }: Route.ActionArgs) => keywordAction(request, context);

type Data = Awaited<ReturnType<typeof loader>>;
type KeywordRow = NonNullable<Data["keywordList"]>["rows"][number];
type ClusterRow = NonNullable<Data["clusters"]>[number];
type OpportunityRow = NonNullable<Data["opportunities"]>[number];

const VIEW_LABELS: Record<KeywordView, string> = {
  keywords: "Keywords",
  clusters: "Clusters",
  opportunities: "Opportunities",
  competitors: "Competitor terms",
};
const OPPORTUNITY_LABELS: Record<OpportunityRow["kind"], string> = {
  "striking-distance": "Striking distance",
  "low-ctr": "Low click-through",
  cannibalisation: "Cannibalisation",
  "thin-or-noindex": "Thin or noindex page",
};

function href(query: KeywordQuery, setId: number | undefined, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, set: setId ? String(setId) : undefined, ...changes }))
    if (value !== undefined && value !== "" && !(key === "page" && value === "1")) params.set(key, String(value));
  const search = params.toString();
  return `/keyword-research${search ? `?${search}` : ""}`;
}

const num = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? NO_VOLUME : value.toLocaleString("en-US", { maximumFractionDigits: digits });
const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? NO_VOLUME : `${(value * 100).toFixed(1)}%`;
const link = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";

export default function KeywordResearch({ actionData }: Route.ComponentProps) {
  const { query, sets, set, places, view, keywordList, clusters, opportunities, crawlChoices, competitor } =
    useLoaderData<typeof loader>();
  const answer = actionData as KeywordAnswer | undefined;
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";
  const exportHref = set ? `/keyword-research/export.csv?view=${view}&set=${set.id}` : null;
  const competitorExport =
    set && query.crawl && query.cluster
      ? `/keyword-research/export.csv?view=competitors&set=${set.id}&crawl=${query.crawl}&cluster=${encodeURIComponent(query.cluster)}`
      : null;

  const keywordColumns: Column<KeywordRow>[] = [
    { id: "keyword", header: "Keyword", rowHeader: true, cell: (row) => row.keyword },
    { id: "intent", header: "Intent", cell: (row) => row.intent },
    { id: "volume", header: "Volume", align: "right", cell: (row) => num(row.volume) },
    { id: "difficulty", header: "Difficulty", align: "right", cell: (row) => num(row.difficulty) },
    {
      id: "position",
      header: "Position",
      align: "right",
      cell: (row) => (
        <>
          {num(row.position, 1)}
          {row.previousPosition !== null && row.position !== null ? (
            <div className="text-xs text-slate-700">was {row.previousPosition.toFixed(1)}</div>
          ) : row.isNew ? (
            <div className="text-xs text-slate-700">new</div>
          ) : null}
        </>
      ),
    },
    {
      id: "clicks",
      header: "Clicks",
      align: "right",
      cell: (row) => (
        <>
          {num(row.clicks)}
          {row.previousClicks !== null ? <div className="text-xs text-slate-700">was {row.previousClicks}</div> : null}
        </>
      ),
    },
    { id: "impressions", header: "Impressions", align: "right", cell: (row) => num(row.impressions) },
    { id: "ctr", header: "CTR", align: "right", cell: (row) => pct(row.ctr) },
    { id: "url", header: "Page", cell: (row) => (row.url ? <code className="break-all">{row.url}</code> : "") },
    { id: "cluster", header: "Cluster", cell: (row) => row.cluster ?? "" },
  ];

  const clusterColumns: Column<ClusterRow>[] = [
    {
      id: "head",
      header: "Cluster (head keyword)",
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="font-medium">{row.head}</span>
          <div className="text-xs text-slate-700">{row.keywords.join(" · ")}</div>
        </>
      ),
    },
    { id: "size", header: "Keywords", align: "right", cell: (row) => row.size },
    { id: "impressions", header: "Impressions", align: "right", cell: (row) => num(row.impressions) },
    { id: "volume", header: "Volume", align: "right", cell: (row) => num(row.volume) },
    { id: "intent", header: "Intent", cell: (row) => row.intents.join(", ") },
    {
      id: "page",
      header: "Our page",
      cell: (row) => (
        <>
          {row.page ? <code className="break-all">{row.page.path}</code> : null}
          {row.gap ? (
            <div className="text-xs font-medium text-red-900">
              Gap: {row.page ? `closest page is ${row.page.reason}` : "no page of ours targets it"}
            </div>
          ) : null}
        </>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) =>
        row.gap && set ? (
          <Form method="post">
            <input type="hidden" name="intent" value="create-research" />
            <input type="hidden" name="setId" value={set.id} />
            <input type="hidden" name="cluster" value={row.id} />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Create content research for ${row.head}`}
            >
              Create content research
            </Button>
          </Form>
        ) : null,
    },
  ];

  const opportunityColumns: Column<OpportunityRow>[] = [
    { id: "kind", header: "Opportunity", cell: (row) => OPPORTUNITY_LABELS[row.kind] },
    { id: "keyword", header: "Query", rowHeader: true, cell: (row) => row.keyword },
    { id: "position", header: "Position", align: "right", cell: (row) => num(row.position, 1) },
    { id: "impressions", header: "Impressions", align: "right", cell: (row) => num(row.impressions) },
    { id: "clicks", header: "Clicks", align: "right", cell: (row) => num(row.clicks) },
    { id: "ctr", header: "CTR", align: "right", cell: (row) => pct(row.ctr) },
    {
      id: "pages",
      header: "Pages",
      cell: (row) => (
        <ul className="space-y-1">
          {row.pages.map((page) => (
            <li key={page.url}>
              <code className="break-all">{page.url}</code>
              {row.kind === "cannibalisation" ? (
                <span className="text-xs text-slate-700"> ({page.impressions.toLocaleString("en-US")} impressions)</span>
              ) : null}
            </li>
          ))}
        </ul>
      ),
    },
    { id: "detail", header: "Why", cell: (row) => row.detail },
  ];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Keyword research</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Generate searches from our services, places and modifiers, or import what Search Console and other tools export.
          Keywords are clustered into topics, each mapped to the page of ours that targets it or marked a gap. No volume is ever
          estimated: where a file had none, the column says “{NO_VOLUME}”.
        </p>
      </div>
      <ActionStatus answer={answer} />

      <section aria-labelledby="kw-sets-heading" className="space-y-3">
        <h2 id="kw-sets-heading" className="text-xl font-semibold text-ink">
          Keyword sets
        </h2>
        <p className="text-sm text-muted" data-testid="keyword-set-count">
          {`${sets.length.toLocaleString("en-US")} keyword set${sets.length === 1 ? "" : "s"}, newest first.`}
        </p>
        <DataTable
          caption="Keyword sets"
          captionHidden
          rows={sets}
          rowKey={(row) => String(row.id)}
          empty="No keywords yet: generate some or import a file below."
          testId="keyword-sets"
          columns={[
            {
              id: "set",
              header: "Set",
              rowHeader: true,
              cell: (row) => (
                <Link
                  to={href(query, row.id, { page: undefined })}
                  className={link}
                  aria-current={row.id === set?.id ? "true" : undefined}
                >
                  {KEYWORD_SOURCE_LABELS[row.source]} #{row.id}
                  {row.id === set?.id ? " (shown)" : ""}
                </Link>
              ),
            },
            { id: "file", header: "File", cell: (row) => row.fileName ?? row.parts.join(", ") },
            { id: "count", header: "Keywords", align: "right", cell: (row) => row.keywordCount.toLocaleString("en-US") },
            {
              id: "date",
              header: "Imported",
              cell: (row) => `${formatDateTime(row.importedAt)} · ${row.importedBy ?? "system"}`,
            },
            {
              id: "remove",
              header: "Actions",
              headerHidden: true,
              cell: (row) => (
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-set" />
                  <input type="hidden" name="setId" value={row.id} />
                  <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Remove keyword set ${row.id}`}>
                    Remove
                  </Button>
                </Form>
              ),
            },
          ]}
        />
      </section>

      {set ? (
        <section aria-labelledby="kw-view-heading" className="space-y-4">
          <h2 id="kw-view-heading" className="text-xl font-semibold text-ink">
            {KEYWORD_SOURCE_LABELS[set.source]} #{set.id}
          </h2>
          <nav aria-label="Keyword views" className="flex flex-wrap gap-2">
            {(Object.keys(VIEW_LABELS) as KeywordView[]).map((each) => (
              <Link
                key={each}
                to={href(query, set.id, { view: each, page: undefined })}
                aria-current={each === view ? "page" : undefined}
                className={
                  each === view
                    ? "rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white"
                    : "rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100"
                }
              >
                {VIEW_LABELS[each]}
              </Link>
            ))}
          </nav>
          {exportHref && view !== "competitors" ? (
            <a href={exportHref} className={link} download>
              Export {VIEW_LABELS[view].toLowerCase()} as CSV
            </a>
          ) : null}

          {view === "keywords" && keywordList ? (
            <>
              <FilterBar
                label="Filter keywords"
                clearHref={href(query, set.id, { q: undefined, intent: undefined, page: undefined })}
                submitLabel="Filter"
                hidden={{ set: String(set.id), view }}
              >
                <TextFilter name="q" label="Search keywords" defaultValue={query.q ?? ""} type="search" />
                <SelectFilter
                  name="intent"
                  label="Intent"
                  anyLabel="Any intent"
                  defaultValue={query.intent}
                  options={KEYWORD_INTENTS.map((value) => ({ value, label: value }))}
                />
              </FilterBar>
              <p className="text-sm text-muted" role="status">
                {keywordList.total.toLocaleString("en-US")} keywords; page {keywordList.page} of {keywordList.pageCount}
                {keywordList.previous ? `; changes against set #${keywordList.previous.id}` : ""}.
              </p>
              <DataTable
                caption="Keywords"
                captionHidden
                columns={keywordColumns}
                rows={keywordList.rows}
                rowKey={(row) => String(row.id)}
                empty="No keywords match."
                serverPaging={{
                  page: keywordList.page,
                  pageCount: keywordList.pageCount,
                  href: (to) => href(query, set.id, { page: String(to) }),
                  label: "Pages of keywords",
                }}
              />
            </>
          ) : null}

          {view === "clusters" && clusters ? (
            <>
              <p className="text-sm text-muted">
                {clusters.length.toLocaleString("en-US")} clusters;{" "}
                {clusters.filter((each) => each.gap).length.toLocaleString("en-US")} gaps. Keywords share a cluster when 60% or
                more of their word stems are shared with its head keyword.
              </p>
              <DataTable
                caption="Clusters"
                captionHidden
                columns={clusterColumns}
                rows={clusters}
                rowKey={(row) => row.id}
                rowData={(row) => ({ "data-cluster": row.id })}
                empty="No clusters."
                pageSize={50}
                testId="clusters"
              />
            </>
          ) : null}

          {view === "opportunities" && opportunities ? (
            <DataTable
              caption="Opportunities"
              captionHidden
              columns={opportunityColumns}
              rows={opportunities}
              rowKey={(row) => `${row.kind}:${row.keyword}`}
              rowData={(row) => ({ "data-kind": row.kind, "data-query": row.keyword })}
              empty={
                set.source === "search-console"
                  ? "No opportunities in this import."
                  : "Opportunities come from Search Console data: import a Performance export."
              }
              testId="opportunities"
            />
          ) : null}

          {view === "competitors" ? (
            <>
              <FilterBar
                label="Compare with a competitor's crawl"
                clearHref={href(query, set.id, { crawl: undefined, cluster: undefined })}
                submitLabel="Compare"
                hidden={{ set: String(set.id), view }}
              >
                <SelectFilter
                  name="crawl"
                  label="Competitor crawl"
                  anyLabel="Choose a crawl"
                  defaultValue={query.crawl}
                  options={crawlChoices.map((crawl) => ({ value: crawl.id, label: `${crawl.url} (${crawl.pages} pages)` }))}
                />
                <SelectFilter
                  name="cluster"
                  label="Cluster"
                  anyLabel="Choose a cluster"
                  defaultValue={query.cluster}
                  options={(clusters ?? []).slice(0, 500).map((cluster) => ({ value: cluster.id, label: cluster.head }))}
                />
              </FilterBar>
              {competitor && "error" in competitor ? <ActionStatus answer={{ ok: false, message: competitor.error }} /> : null}
              {competitor && !("error" in competitor) ? (
                <div className="space-y-4">
                  <p className="text-sm text-muted">
                    {competitor.pagesCompared} competitor pages compared with {competitor.ourPath ?? "no page of ours (a gap)"}.{" "}
                    {competitorExport ? (
                      <a href={competitorExport} className={link} download>
                        Export as CSV
                      </a>
                    ) : null}
                  </p>
                  <DataTable
                    caption="Terms competitors use that our page lacks"
                    rows={competitor.terms}
                    rowKey={(row) => row.term}
                    empty="Our page uses every term the competitor's pages share."
                    columns={[
                      { id: "term", header: "Term", rowHeader: true, cell: (row) => row.term },
                      { id: "pages", header: "Pages", align: "right", cell: (row) => row.pages },
                      { id: "share", header: "Share", align: "right", cell: (row) => pct(row.share) },
                    ]}
                  />
                  <DataTable
                    caption="Competitor headings our page does not cover"
                    rows={competitor.headings}
                    rowKey={(row) => `${row.url}:${row.heading}`}
                    empty="No heading missing."
                    columns={[
                      { id: "heading", header: "Heading", rowHeader: true, cell: (row) => row.heading },
                      { id: "url", header: "Page", cell: (row) => <code className="break-all">{row.url}</code> },
                    ]}
                  />
                </div>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="kw-import-heading" className="space-y-3">
        <h2 id="kw-import-heading" className="text-xl font-semibold text-ink">
          Import a file
        </h2>
        <ImportForm />
      </section>
      <section aria-labelledby="kw-generate-heading" className="space-y-3">
        <h2 id="kw-generate-heading" className="text-xl font-semibold text-ink">
          Generate keywords
        </h2>
        <GenerateForm states={places.states} majorCities={places.majorCities} />
      </section>
    </div>
  );
}
