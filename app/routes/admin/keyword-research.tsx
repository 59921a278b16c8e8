import { useLoaderData } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { keywordAction } from "~/.server/seo/keywords/route-actions";
import { staffRequest } from "~/.server/services-context";
import { GenerateForm, ImportForm } from "~/components/seo/keywords/forms";
import { KeywordSets } from "~/components/seo/keywords/keyword-sets";
import { KeywordSetViews } from "~/components/seo/keywords/set-view";
import { ActionStatus } from "~/components/ui/action-status";
import { KEYWORD_FORM_MAX_BYTES, keywordActionSchema, keywordQuerySchema, NO_VOLUME } from "~/lib/seo/keywords";
import type { Route } from "./+types/keyword-research";

/** /keyword-research (issue 23 item 2): generate and import keywords, clusters, opportunities, competitor terms. Admins. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Keyword research" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const research = staffRequest(context).services.keywordResearch;
  const query = listQuery(request, keywordQuerySchema);
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

export const action = pageAction(keywordActionSchema, (command, { context }) => keywordAction(staffRequest(context), command), {
  guard: ({ context }) => void staffRequest(context),
  upload: true,
  maxBytes: KEYWORD_FORM_MAX_BYTES,
});

export default function KeywordResearch({ actionData }: Route.ComponentProps) {
  const { query, sets, set, places, view, keywordList, clusters, opportunities, crawlChoices, competitor } =
    useLoaderData<typeof loader>();
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
      <ActionStatus answer={actionData} />
      <KeywordSets query={query} sets={sets} shown={set} />
      {set ? (
        <KeywordSetViews
          query={query}
          set={set}
          view={view}
          keywordList={keywordList}
          clusters={clusters}
          opportunities={opportunities}
          crawlChoices={crawlChoices}
          competitor={competitor}
        />
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
