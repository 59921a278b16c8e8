import { randomUUID } from "node:crypto";
import { indexCrawlPages } from "../../../ai";
import type { Config } from "../../../config";
import type { Db } from "../../../db";
import type { Logger } from "../../../log";
import { crawlerFetchers } from "../../crawler/engine/crawler-fetchers";
import { runCrawl } from "../../crawler/engine/run-crawl";
import { auditSite, type ChatCompletion, type Finding, writeSummary } from "../audits";
import { type LabResults, resolveChromePath, runLabAudits } from "../lab";
import type { AnalysisDeps, AuditInput } from "./deps";

/**
 * The real parts of an analysis run: the engine's crawl through the SSRF
 * guard, Lighthouse and axe in the one lab browser, the audits' checks and
 * summary. `complete` is the AI provider's, when one is configured.
 */
export function analysisRunDeps(options: {
  db: Db;
  log: Logger;
  config: Pick<Config, "crawler" | "analyzer">;
  complete?: ChatCompletion | null;
  chromePath?: string | null;
}): AnalysisDeps {
  const { db, log, config } = options;
  // net's guarded fetchers and the crawler's policy, as the crawl worker gets them.
  const fetchers = crawlerFetchers(config);
  const chromePath = options.chromePath === undefined ? resolveChromePath() : options.chromePath;
  return {
    db,
    log,
    async crawl(crawlId, signal) {
      const outcome = await runCrawl({ ...fetchers, db, log, workerId: `analysis:${randomUUID().slice(0, 8)}` }, crawlId, {
        signal,
      });
      if (outcome === "paused") throw new Error("the crawl was interrupted");
      if (outcome === "held") throw new Error("the crawl is held by another worker");
      if (outcome === "missing") throw new Error("the crawl record is missing");
    },
    vectorize: async (crawlId) => (await indexCrawlPages(db, crawlId)).passages,
    lab: (request, hooks) =>
      runLabAudits(
        {
          chromePath,
          log,
          signal: hooks.signal,
          onQueuePosition: hooks.onQueuePosition,
          onProgress: (progress) => hooks.onProgress(progress.total > 0 ? progress.done / progress.total : 1),
          formFactors: request.formFactors,
          network: config.crawler,
          axeFail: config.analyzer.axeFail,
        },
        { lighthouse: request.lighthouseUrls, axe: request.axeUrls },
      ),
    audit: (input: AuditInput) => {
      // The lab's results pass through the flow unread: they are the lab's own type.
      const result = auditSite({ ...input, lab: input.lab as LabResults });
      return { ...result, measurements: { ...result.measurements } };
    },
    summarize: (findings, scores) => writeSummary({ complete: options.complete ?? null }, findings as Finding[], scores),
    limits: {
      timeLimitMs: config.analyzer.timeLimitSeconds * 1000,
      labPages: config.analyzer.labPages,
      formFactors: config.analyzer.labFormFactors,
      axePages: config.analyzer.axePages,
    },
  };
}
