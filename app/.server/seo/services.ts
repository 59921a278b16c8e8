import type { JobDefinition } from "../jobs";
import type { Core, Services } from "../services";
import { createKeywordResearch, type KeywordResearch } from "./keywords/store";
import { createLocationManager, type LocationManager } from "./locations/manager/store";
import { createRedirects, type Redirects } from "./redirects";
import { enqueueSelfAudit, type SelfAuditStore, selfAuditJobs, selfAuditStoreFor } from "./self-audit";
import { createSitemapGenerator, type SitemapGenerator } from "./sitemaps/generator";

/**
 * The SEO domain's tools, built once by the assembly (services.ts) over the kernel; their keys sit
 * flat on `Services` (`services.redirects`, `services.keywordResearch`, …). A new SEO tool is built
 * here, and its queue goes in `seoJobs`: the assembly is not edited for it.
 */
export interface SeoDomain {
  /** Redirects (redirects/index.ts): the store every writer uses, and the in-memory table the server answers from. */
  redirects: Redirects;
  /** The sitemap generator (issue 23 item 3): its settings and the IndexNow submitter (sitemap-generator/index.ts). */
  sitemapGenerator: SitemapGenerator;
  /** Keyword research (keyword-research/store.ts): generated and imported keyword sets, clusters, opportunities. */
  keywordResearch: KeywordResearch;
  /** The location manager (location-manager/store.ts): city writes, CSV imports and their undo; renames redirect through `redirects`. */
  locationManager: LocationManager;
  /** Audits of our own site by our crawler, cross-checked with our sitemaps (sitemap-optimization/index.ts). */
  sitemapOptimization: SelfAuditStore;
}

/** The redirects' table is loaded before it answers; the sitemap generator's IndexNow listens to the bus from now on. */
export async function createSeoDomain(
  core: Pick<Core, "config" | "database" | "log" | "bus" | "jobs" | "secret" | "sitemap">,
): Promise<SeoDomain> {
  const { config, database, log, bus, jobs, secret } = core;
  const redirects = await createRedirects({
    db: () => database.db,
    bus,
    log,
    secret,
    siteOrigin: new URL(config.publicUrl).origin,
  });

  const sitemapGenerator = createSitemapGenerator({
    db: () => database.db,
    bus,
    sitemap: core.sitemap,
    log,
    config,
    secret,
  });

  return {
    redirects,
    sitemapGenerator,
    keywordResearch: createKeywordResearch({
      db: () => database.db,
      secret,
      brand: config.agency.name,
      siteHost: new URL(config.publicUrl).host,
    }),
    locationManager: createLocationManager({ db: () => database.db, bus, redirects: redirects.store, secret }),
    sitemapOptimization: selfAuditStoreFor({
      config,
      db: () => database.db,
      log,
      bus,
      secret,
      enqueue: enqueueSelfAudit(() => jobs),
    }),
  };
}

/** The SEO domain's queues (job-definitions.ts starts them with every other domain's). */
export function seoJobs(services: Pick<Services, "database" | "sitemapOptimization">): JobDefinition[] {
  const db = services.database.db;
  return [
    // Audits of our own site (issue 23 item 4): started from /sitemap-optimization, and weekly.
    ...selfAuditJobs({ store: () => services.sitemapOptimization, db: () => db }),
  ] as JobDefinition[];
}
