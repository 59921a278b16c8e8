import { crawlerFetchers } from "../../audits";
import type { Config } from "../../config";
import type { Db } from "../../db";
import type { Logger } from "../../log";
import { type ContentBriefJob, type ContentResearchStore, createContentResearchStore } from "./store";

export { briefTargetKey } from "~/lib/content/research";
/**
 * Research and briefs (issue 24 item 1). For the drafting and automation
 * tools: briefTargetKey (app/lib/content/research.ts), localFactsFor,
 * buildBriefFromPages (pure), buildOwnBrief (no competitor URLs) and
 * latestBrief. The content score is app/lib/content/score.ts.
 */
export { buildBriefFromPages } from "./build-brief";
export { fetchCompetitorPages } from "./fetch-pages";
export { contentResearchJobs, enqueueContentBrief } from "./jobs";
export { readBriefPage } from "./read-page";
export {
  briefKeyOfRecord,
  buildOwnBrief,
  CONTENT_BRIEF_QUEUE,
  type ContentResearchStore,
  latestBrief,
  localFactsFor,
} from "./store";

export function contentResearchStoreFor(deps: {
  config: Pick<Config, "crawler">;
  db: () => Db;
  log: Logger;
  secret?: string;
  enqueue?: (tx: Db, job: ContentBriefJob) => Promise<unknown>;
}): ContentResearchStore {
  const fetchers = crawlerFetchers(deps.config);
  return createContentResearchStore({
    db: deps.db,
    log: deps.log,
    secret: deps.secret,
    fetchers: { fetch: fetchers.fetch, loadRobots: fetchers.loadRobots, policy: fetchers.policy },
    enqueue: deps.enqueue,
  });
}
