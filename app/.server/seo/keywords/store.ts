import type { KeywordIntent } from "~/lib/seo/keywords";
import { clustersOf, competitorTermsOf, crawlChoices, keywordPage, opportunities } from "./keyword-reads";
import { deleteSet, type KeywordResearchDeps, listSets, places, setById, type WriteContext } from "./keyword-sets";
import { type GenerateInput, generate, importFile } from "./keyword-writes";
import { createResearch } from "./research-gap";

/**
 * Keyword research's reads and writes (issue 23 item 2), in named steps:
 * keyword-sets (a set stored, found, removed), keyword-writes (generate,
 * import), keyword-reads (keywords, clusters, opportunities, competitor
 * terms) and research-gap (a gap sent to content research). A write runs in
 * one transaction with its audit row; none changes what the public site
 * shows (a content research item starts as a draft), so none is announced
 * on the content bus.
 */
export function createKeywordResearch(deps: KeywordResearchDeps) {
  return {
    listSets: () => listSets(deps.db()),
    setById: (id: number) => setById(deps.db(), id),
    places: () => places(deps.db()),
    generate: (ctx: WriteContext, input: GenerateInput) => generate(deps, ctx, input),
    importFile: (ctx: WriteContext, input: Parameters<typeof importFile>[2]) => importFile(deps, ctx, input),
    deleteSet: (ctx: WriteContext, setId: number) => deleteSet(deps, ctx, setId),
    /** One page of a set's keywords, with the previous import's position and clicks beside each. */
    keywords: (setId: number, query: { q?: string; intent?: KeywordIntent; page?: number; all?: boolean }) =>
      keywordPage(deps.db(), setId, query),
    /** The set's clusters, biggest first, each mapped to the page of ours that targets it or marked a gap. */
    clusters: (setId: number) => clustersOf(deps.db(), setId),
    opportunities: (setId: number) => opportunities(deps, setId),
    createResearch: (ctx: WriteContext, setId: number, clusterId: string) => createResearch(deps, ctx, setId, clusterId),
    crawlChoices: () => crawlChoices(deps.db()),
    competitorTerms: (setId: number, clusterId: string, crawlId: string) => competitorTermsOf(deps, setId, clusterId, crawlId),
  };
}

export type KeywordResearch = ReturnType<typeof createKeywordResearch>;
export type { ClusterRow } from "./keyword-reads";
export type { KeywordResearchDeps, KeywordSetRow, WriteContext, WriteResult } from "./keyword-sets";
