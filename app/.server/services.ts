import type { CityWithState } from "~/lib/seo/location-records";
import { type AiProvider, createAiProvider } from "./ai";
import { type AnalyticsDomain, createAnalyticsDomain } from "./analytics/services";
import { type AuditsDomain, createAuditsDomain } from "./audits/services";
import { type AuthDomain, createAuthDomain } from "./auth/services";
import { type ChatDomain, createChatDomain } from "./chat/services";
import type { Config } from "./config";
import {
  BLOG_ARTICLE,
  type BlogReader,
  CITY_SERVICE_CONTENT_TYPE,
  type CityServiceContentReader,
  type ContentResearchWriter,
  createBlogReader,
  createCityServiceContentReader,
  createContentResearchWriter,
  createPageStore,
  type PageStore,
  showsStoredPages,
} from "./content";
import { type ContentDomain, createContentDomain } from "./content/services";
import { type ContentBus, createContentBus } from "./content-bus";
import { type DatabaseHandle, openDatabase } from "./db";
import { PageCache } from "./http";
import { createInboxDomain, type InboxDomain } from "./inbox/services";
import { jobDefinitions } from "./job-definitions";
import { createJobSystem, type JobSystem } from "./jobs";
import { createLeadsDomain, type LeadsDomain } from "./leads/services";
import { createLogger, type Logger } from "./log";
import { createMailer, type Mailer } from "./mail";
import { warnIfPrivateAllowed } from "./net";
import { resolveAppSecret } from "./secret";
import { runSeeds } from "./seed";
import {
  type CityDirectoryReader,
  createCityDirectoryReader,
  createLocationReader,
  createLocationWriter,
  createSitemapSource,
  type LocationReader,
  type LocationWriter,
  loadOtherLocations,
  type OtherLocationGroup,
  type SitemapSource,
} from "./seo";
import { createSeoDomain, type SeoDomain } from "./seo/services";
import { shareContentBus } from "./shared-content-bus";

/**
 * The one assembly of the app. `startServer` calls `createServices` once and
 * hands the result to every loader and action through React Router's context
 * (`context.get(servicesContext)`); scripts and tests build what they need the
 * same way, on their own database. Nothing here is a module-level singleton,
 * so two apps can run side by side in one process, each on its own data.
 */
export interface ContentServices {
  /** Where writers announce content changes; every cache below listens. */
  bus: ContentBus;
  pages: PageStore;
  blog: BlogReader;
  locations: LocationReader;
  cityServiceContent: CityServiceContentReader;
  sitemap: SitemapSource;
  cityDirectory: CityDirectoryReader;
  otherLocations(place: CityWithState): Promise<OtherLocationGroup[]>;
  /** Rendered public pages (HTML), kept for 60 seconds; see http/caching/page-cache.ts. */
  renderedPages: PageCache;
  /** Writers that announce their changes on the bus (page publishes live in `pages`). */
  locationWriter: LocationWriter;
  contentResearchWriter: ContentResearchWriter;
}

/**
 * The kernel every domain builds on: configuration, logger, database, job system, mailer, secret,
 * the AI provider, and the cross-domain readers over the content bus (`createContentServices`).
 * createServices builds it, then hands it to each domain's factory (`<domain>/services.ts`).
 */
export interface Core extends ContentServices {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  jobs: JobSystem;
  mailer: Mailer;
  /** Signs form tokens and keys visitor hashes (see secret.ts); also better-auth's secret. */
  secret: string;
  /** The AI provider (app/.server/ai), or null when none is configured: callers then answer without it. */
  ai: AiProvider | null;
}

/**
 * The kernel and every domain's tools, flat: `services.studio`, `services.redirects`, … Each domain
 * says what its keys are (its `<domain>/services.ts`); adding a tool edits that, not this list.
 */
export type Services = Core &
  AuthDomain &
  ChatDomain &
  AnalyticsDomain &
  SeoDomain &
  ContentDomain &
  AuditsDomain &
  LeadsDomain &
  InboxDomain & {
    /** Stops the job system, then closes the database. */
    close(): Promise<void>;
  };

/**
 * Readers and caches over an open database, wired to one content bus. No I/O:
 * tests that need only reads build this on a fresh database.
 *
 * What each cache depends on, so a change drops exactly that:
 * - page schemas: `pages`
 * - blog articles / city service records: `content-research` of their content type
 * - locations and the city directory built from them: `locations`
 * - the sitemap lists all of these, and rendered pages show any of them (a
 *   publish also changes the services index, the blog list, breadcrumbs and
 *   menus), so both drop on every change. Publishes are rare.
 */
export function createContentServices(options: {
  database: Pick<DatabaseHandle, "db">;
  log: Logger;
  bus?: ContentBus;
  /** Freshness of the read caches; the default is five minutes. */
  readTtlMs?: number;
}): ContentServices {
  const { database, log } = options;
  const db = () => database.db;
  const ttlMs = options.readTtlMs;
  const bus = options.bus ?? createContentBus(log);
  const pages = createPageStore({ db, log, bus, ttlMs });
  const blog = createBlogReader({ db, ttlMs });
  const locations = createLocationReader({ db, ttlMs });
  const cityServiceContent = createCityServiceContentReader({ db, ttlMs });
  const sitemap = createSitemapSource({ db, ttlMs });
  const cityDirectory = createCityDirectoryReader({ locations, ttlMs });
  // Entries also expire after 60 s, so instances that did not see a publish converge (see page-cache.ts).
  // 16 MB: the site's pages compress to a few KB each, and a larger cache only raised settled memory (bench memory).
  const renderedPages = new PageCache({ maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000 });

  const about = (contentType: string) => (change: { contentType?: string }) =>
    change.contentType === undefined || change.contentType === contentType;
  bus.subscribe(["pages"], () => pages.invalidate());
  bus.subscribe(["content-research"], (change) => {
    if (about(BLOG_ARTICLE)(change)) blog.invalidate();
    if (about(CITY_SERVICE_CONTENT_TYPE)(change)) cityServiceContent.invalidate();
  });
  bus.subscribe(["locations"], () => {
    locations.invalidate();
    cityDirectory.invalidate();
  });
  bus.subscribe("all", (change, here) => {
    sitemap.invalidate();
    // Redirects are answered before the page cache (server.ts), so a redirect change leaves rendered pages alone;
    // so does a change of the sitemap generator's settings (no page shows them).
    if (change.topic === "redirects" || change.topic === "sitemap") return;
    // A change of stored pages that names them drops only the pages that show them; anything else drops every page.
    // Another instance's change leaves them stale for one render (PageCache.invalidate).
    renderedPages.invalidate(change.topic === "pages" && change.paths ? showsStoredPages(change.paths) : "all", {
      stale: !here,
    });
  });

  return {
    bus,
    pages,
    blog,
    locations,
    cityServiceContent,
    sitemap,
    cityDirectory,
    otherLocations: (place) => loadOtherLocations(place, locations),
    renderedPages,
    locationWriter: createLocationWriter({ db, bus }),
    contentResearchWriter: createContentResearchWriter({ db, bus }),
  };
}

export interface CreateServicesOptions {
  config: Config;
  /** Default: a logger at the configured level. */
  log?: Logger;
  /** An open database (tests: in-memory PGlite); default: the configured one (DATABASE_URL, else PGlite under DATA_DIR). */
  database?: DatabaseHandle;
  /** How often idle job workers poll; tests use less than the default 2 s. */
  jobPollingIntervalSeconds?: number;
  /**
   * false: the assembly of `npm run worker`, which serves no HTTP. It works
   * every queue whatever JOBS_IN_WEB says, leaves the seed content to the web
   * process, and builds the chat's index only when it publishes a change.
   * Everything else is the same assembly, so a job runs alike in either process.
   */
  http?: boolean;
}

/**
 * Opens and migrates the database, loads new seed content, resolves the
 * secret, builds the kernel (`Core`, with the readers), then each domain's
 * tools with its own factory (`create<Domain>Domain` in `<domain>/services.ts`),
 * then starts the job system with every queue (job-definitions.ts: each
 * domain's list) over those same services.
 */
export async function createServices(options: CreateServicesOptions): Promise<Services> {
  const { config } = options;
  const http = options.http ?? true;
  const log = options.log ?? createLogger(config.logLevel);
  warnIfPrivateAllowed(config, log);
  const bus = createContentBus(log);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  // On PostgreSQL every instance hears every publish (shared-content-bus.ts); PGlite has one process.
  const sharedBus =
    database.kind === "postgres" && database.connectionString
      ? shareContentBus(bus, { connectionString: database.connectionString, log })
      : null;
  // The web process loads new seed content; a worker leaves it to the web process.
  const seeded = http ? (await runSeeds(database.db, { bus })).applied : [];
  log.info({ database: database.kind, location: database.location, seeded }, "database ready");
  const secret = await resolveAppSecret(config);
  const mailer = createMailer(config.mail, log);
  const ai = createAiProvider(config.ai, log);
  // Started below, once everything its handlers use is built (job-definitions.ts); a worker always works the queues.
  const jobs = createJobSystem({
    database,
    log,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    work: http ? config.jobsInWeb : true,
  });
  const readers = createContentServices({ database, log, bus });
  const core: Core = { ...readers, config, log, database, jobs, mailer, secret, ai };

  // Each domain builds its own tools, in this order; a domain that needs another's tool takes it as an argument.
  const auth = createAuthDomain(core);
  const chat = createChatDomain(core, http);
  const analytics = createAnalyticsDomain(core);
  const seo = await createSeoDomain(core);
  const content = createContentDomain(core);
  const audits = createAuditsDomain(core);
  const leads = createLeadsDomain(core);
  const inbox = createInboxDomain(core, leads.leads.delivery);

  let closing: Promise<void> | undefined;
  const services: Services = {
    ...core,
    ...auth,
    ...chat,
    ...analytics,
    ...seo,
    ...content,
    ...audits,
    ...leads,
    ...inbox,
    close() {
      closing ??= (async () => {
        chat.chat.stop();
        // Changes gathered for IndexNow are sent while the database is open; then it stops listening.
        await seo.sitemapGenerator.indexNow.settled().catch(() => {});
        seo.sitemapGenerator.close();
        await chat.chat.indexer.ready;
        // Events still waiting are written while the database is open.
        await analytics.analytics.writer
          .close()
          .catch((error) => log.error({ err: error }, "writing the last analytics events failed"));
        await seo.redirects.table.close();
        // Jobs stop before the database closes: a send in progress finishes and records its outcome.
        await jobs.stop().catch((error) => log.error({ err: error }, "stopping the job system failed"));
        mailer.close();
        await sharedBus?.close();
        await database.close();
      })();
      return closing;
    },
  };
  // Every queue of the app, over these services: the web process and `npm run worker` start the same list.
  try {
    await jobs.start(jobDefinitions(services));
  } catch (error) {
    await services.close().catch(() => {});
    throw error;
  }
  return services;
}
