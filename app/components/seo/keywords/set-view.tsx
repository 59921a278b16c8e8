import { Link } from "react-router";
import { KEYWORD_SOURCE_LABELS, type KeywordQuery, type KeywordView } from "~/lib/seo/keywords";
import { ClusterTable } from "./cluster-table";
import { CompetitorPanel } from "./competitor-panel";
import { KeywordTable } from "./keyword-table";
import { OpportunityTable } from "./opportunity-table";
import {
  type ClusterRowView,
  type CompetitorView,
  type KeywordListView,
  type KeywordSetView,
  keywordHref,
  linkClass,
  type OpportunityRowView,
  VIEW_LABELS,
} from "./views";

/** What the loader read for the set shown: only the chosen view's data is there. */
export interface SetViewData {
  query: KeywordQuery;
  set: KeywordSetView;
  view: KeywordView;
  keywordList: KeywordListView | null;
  clusters: readonly ClusterRowView[] | null;
  opportunities: readonly OpportunityRowView[] | null;
  crawlChoices: readonly { id: string; url: string; pages: number | null }[];
  competitor: CompetitorView | null;
}

/** One keyword set: its views (keywords, clusters, opportunities, competitor terms) and the chosen one's export. */
export function KeywordSetViews(data: SetViewData) {
  const { query, set, view } = data;
  return (
    <section aria-labelledby="kw-view-heading" className="space-y-4">
      <h2 id="kw-view-heading" className="text-xl font-semibold text-ink">
        {KEYWORD_SOURCE_LABELS[set.source]} #{set.id}
      </h2>
      <ViewNav query={query} setId={set.id} view={view} />
      {view !== "competitors" ? (
        <a href={`/keyword-research/export.csv?view=${view}&set=${set.id}`} className={linkClass} download>
          Export {VIEW_LABELS[view].toLowerCase()} as CSV
        </a>
      ) : null}
      <ChosenView {...data} />
    </section>
  );
}

function ViewNav({ query, setId, view }: { query: KeywordQuery; setId: number; view: KeywordView }) {
  return (
    <nav aria-label="Keyword views" className="flex flex-wrap gap-2">
      {(Object.keys(VIEW_LABELS) as KeywordView[]).map((each) => (
        <Link
          key={each}
          to={keywordHref(query, setId, { view: each, page: undefined })}
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
  );
}

function ChosenView({ query, set, view, keywordList, clusters, opportunities, crawlChoices, competitor }: SetViewData) {
  switch (view) {
    case "keywords":
      return keywordList ? <KeywordTable query={query} setId={set.id} list={keywordList} /> : null;
    case "clusters":
      return clusters ? <ClusterTable setId={set.id} clusters={clusters} /> : null;
    case "opportunities":
      return opportunities ? (
        <OpportunityTable opportunities={opportunities} fromSearchConsole={set.source === "search-console"} />
      ) : null;
    case "competitors":
      return (
        <CompetitorPanel
          query={query}
          setId={set.id}
          crawlChoices={crawlChoices}
          clusters={clusters ?? []}
          competitor={competitor}
        />
      );
  }
}
