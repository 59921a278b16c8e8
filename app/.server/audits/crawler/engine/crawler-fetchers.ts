import type { Config } from "../../../config";
import { crawlerPolicy, safeFetch } from "../../../net";
import { loadRobots } from "../robots";
import { readSitemaps } from "../sitemaps";
import type { CrawlWorkerDeps } from "./crawl-worker";

/** The real fetchers and policy for crawls (startJobs' `crawler` option, the analyzer's runCrawl). */
export function crawlerFetchers(config: Pick<Config, "crawler">): Omit<CrawlWorkerDeps, "db" | "log"> {
  return {
    fetch: safeFetch,
    loadRobots: (origin, policy) => loadRobots(origin, policy),
    readSitemaps: (urls, policy, options) => readSitemaps(urls, policy, options),
    policy: crawlerPolicy(config),
  };
}
