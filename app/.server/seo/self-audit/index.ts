import { crawlerFetchers } from "../../audits";
import type { Config } from "../../config";
import type { ContentBus } from "../../content-bus";
import type { Db } from "../../db";
import type { Logger } from "../../log";
import { createSelfAuditStore, type SelfAuditJob, type SelfAuditStore } from "./store";

export { enqueueSelfAudit, selfAuditJobs } from "./jobs";
export type { SelfAuditStore } from "./store";

/**
 * Sitemap optimization (issue 23 item 4) for the rest of the app: the one
 * store, built once by the SEO domain's factory (seo/services.ts) with `enqueue`, that the page and the jobs
 * (its `seoJobs`) use alike. It audits PUBLIC_URL only.
 */
export function selfAuditStoreFor(deps: {
  config: Pick<Config, "publicUrl" | "crawler">;
  db: () => Db;
  log: Logger;
  bus: ContentBus;
  secret?: string;
  enqueue?: (tx: Db, job: SelfAuditJob) => Promise<unknown>;
}): SelfAuditStore {
  return createSelfAuditStore({
    db: deps.db,
    log: deps.log,
    bus: deps.bus,
    secret: deps.secret,
    siteUrl: deps.config.publicUrl,
    crawler: crawlerFetchers(deps.config),
    enqueue: deps.enqueue,
  });
}
