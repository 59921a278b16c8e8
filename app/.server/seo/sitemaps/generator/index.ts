import type { Config } from "../../../config";
import type { ContentBus } from "../../../content-bus";
import type { Db } from "../../../db";
import type { Logger } from "../../../log";
import { crawlerPolicy, type SafeFetch } from "../../../net";
import type { SitemapSource } from "../reader";
import { createIndexNow, type IndexNow } from "./indexnow";
import { createSitemapSettingsStore, type SitemapSettingsStore } from "./settings";

/**
 * The sitemap generator's services (issue 23 item 3), built once per
 * process by the SEO domain's factory (seo/services.ts): the settings store and the IndexNow submitter,
 * which listens on the content bus from the start.
 */
export interface SitemapGenerator {
  settings: SitemapSettingsStore;
  indexNow: IndexNow;
  /** The fetch rules for the IndexNow endpoint (CRAWL_ALLOW_PRIVATE lifts the address rules, as for the crawler). */
  allowPrivate: boolean;
  allowedPorts: readonly number[];
  close(): void;
}

export function createSitemapGenerator(deps: {
  db: () => Db;
  bus: ContentBus;
  sitemap: SitemapSource;
  log: Logger;
  config: Pick<Config, "crawler" | "publicUrl">;
  secret?: string;
  fetch?: SafeFetch;
  debounceMs?: number;
}): SitemapGenerator {
  const indexNow = createIndexNow({
    db: deps.db,
    bus: deps.bus,
    sitemap: deps.sitemap,
    log: deps.log,
    publicUrl: deps.config.publicUrl,
    policy: crawlerPolicy(deps.config, { maxRedirects: 0 }),
    fetch: deps.fetch,
    debounceMs: deps.debounceMs,
  });
  // The first sitemap read is the baseline a later change without paths is compared with.
  void indexNow.prime().catch((error) => deps.log.warn({ err: error }, "IndexNow: the first sitemap read failed"));
  return {
    settings: createSitemapSettingsStore({ db: deps.db, bus: deps.bus, secret: deps.secret }),
    indexNow,
    allowPrivate: deps.config.crawler.allowPrivate,
    allowedPorts: deps.config.crawler.allowedPorts,
    close: () => indexNow.close(),
  };
}
