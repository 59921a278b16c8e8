import type { CityWithState } from "~/lib/seo/location-records";
import { type AiProvider, createAiProvider } from "./ai";
import { type AnalyticsRuntime, createAnalyticsRuntime } from "./analytics/event-writer";
import { type CrawlApiDeps, storeAndEnqueueCrawl } from "./audits/crawler/api/deps";
import { type Auth, createAuth } from "./auth/create-auth";
import { appSignInThrottle, type SignInThrottle } from "./auth/sign-in-throttle";
import { type StaffEmails, staffEmailsFor } from "./auth/staff-emails";
import { type ChatBackground, startChat } from "./chat";
import type { Config } from "./config";
import {
  type ContentAutomation,
  contentAutomationDeps,
  createContentAutomation,
  localFactsOfRecord,
  ruleScheduler,
} from "./content/automation";
import { type BlogReader, createBlogReader } from "./content/blog/reader";
import { BLOG_ARTICLE } from "./content/blog/seed";
import {
  CITY_SERVICE_CONTENT_TYPE,
  type CityServiceContentReader,
  createCityServiceContentReader,
} from "./content/city-services/reader";
import { type ContentGates, createContentGates } from "./content/gates";
import type { MediaDeps } from "./content/media/library";
import { createFileMediaStorage } from "./content/media/storage";
import { type BundleMigration, createBundleMigration } from "./content/migration/bundle";
import { createWordpressImport, type WordpressImport } from "./content/migration/wordpress";
import { showsStoredPages } from "./content/pages/shown-in";
import { createPageStore, type PageStore } from "./content/pages/store";
import { type ContentResearchStore, contentResearchStoreFor, enqueueContentBrief } from "./content/research";
import { type ContentResearchWriter, createContentResearchWriter } from "./content/research/writer";
import { createStudio, type Studio } from "./content/studio";
import { type ContentBus, createContentBus } from "./content-bus";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { PageCache } from "./http/caching/page-cache";
import type { InboxMailDeps } from "./inbox/list/deps";
import { jobDefinitions } from "./job-definitions";
import { createJobSystem, type JobSystem } from "./jobs";
import type { LeadDeps } from "./leads/capture/submit-lead";
import { createLogger, type Logger } from "./log";
import { createMailer, type Mailer } from "./mail/transport";
import { warnIfPrivateAllowed } from "./net/policy";
import { resolveAppSecret } from "./secret";
import { runSeeds } from "./seed";
import { createKeywordResearch, type KeywordResearch } from "./seo/keywords/store";
import { type CityDirectoryReader, createCityDirectoryReader } from "./seo/locations/directory";
import { createLocationManager, type LocationManager } from "./seo/locations/manager/store";
import { loadOtherLocations, type OtherLocationGroup } from "./seo/locations/other-locations";
import { createLocationReader, type LocationReader } from "./seo/locations/reader";
import { createLocationWriter, type LocationWriter } from "./seo/locations/writer";
import { createRedirects, type Redirects } from "./seo/redirects";
import { enqueueSelfAudit, type SelfAuditStore, selfAuditStoreFor } from "./seo/self-audit";
import { createSitemapGenerator, type SitemapGenerator } from "./seo/sitemaps/generator";
import { createSitemapSource, type SitemapSource } from "./seo/sitemaps/reader";
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

export interface Services extends ContentServices {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  jobs: JobSystem;
  mailer: Mailer;
  /** Signs form tokens and keys visitor hashes (see secret.ts); also better-auth's secret. */
  secret: string;
  /** Staff sign-in and sessions (auth/create-auth.ts); the guard step reads sessions through it. */
  auth: Auth;
  /** Sign-in codes, reset links, address confirmations and invitations (auth/staff-emails.ts). */
  staffEmails: StaffEmails;
  /** First-party analytics: the events' write-behind buffer and the per-visitor limit (analytics/event-writer.ts). */
  analytics: AnalyticsRuntime;
  /** The AI provider (app/.server/ai), or null when none is configured: callers then answer without it. */
  ai: AiProvider | null;
  /** The chat's content index and retention job (app/.server/chat). */
  chat: ChatBackground;
  /**
   * Feature dependencies, built here once (never per request); routes pass
   * them on with what only the request knows (who asks, from where, its
   * logger) as separate arguments.
   */
  crawlApi: CrawlApiDeps;
  /** Lead submissions from every form, the chat and the analyzer (leads/capture/submit-lead.ts). */
  leads: LeadDeps;
  /** The leads inbox, bookings and figures (inbox/list/deps.ts); routes add the request's logger and address. */
  inbox: InboxMailDeps;
  /** The media library (content/media/library.ts): files under DATA_DIR/media; the image pipeline reads them too. */
  media: MediaDeps;
  /** The sign-in throttle over the database (auth/sign-in-throttle.ts): it keeps no state of its own. */
  signInThrottle: SignInThrottle;
  /** The content studio: drafts, review, publish, versions and schedules of pages (studio/index.ts). */
  studio: Studio;
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
  /** Research and briefs (issue 24 item 1, content-research/index.ts): briefs stored, versioned, built by the content-brief job. */
  contentResearch: ContentResearchStore;
  /** The WordPress (WXR) import of /content-migration/wordpress (content-migration/wordpress): uploads and their progress. */
  wordpressImport: WordpressImport;
  /** /content-migration: export and import of a content bundle (content-migration/bundle, issue 24 item 7). */
  migrationBundle: BundleMigration;
  /** Content automation and drafting (issue 24 items 3 and 6, content-automation/index.ts): rules, runs, drafts from briefs. */
  contentAutomation: ContentAutomation;
  /** The quality gates of content_research drafts (content-gates/index.ts); the studio calls them before approve, publish and schedule. */
  contentGates: ContentGates;
  /** Stops the job system, then closes the database. */
  close(): Promise<void>;
}

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
 * secret, builds the readers and every feature's deps, then starts the job
 * system with every queue (job-definitions.ts) over those same services.
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
  const staffEmails = staffEmailsFor(mailer, config, log);
  // One throttle for /api/auth and our forms alike.
  const signInThrottle = appSignInThrottle({ db: () => database.db, secret, config });
  const auth = createAuth({ config, db: database.db, secret, log, emails: staffEmails, throttle: signInThrottle });
  const chat = startChat({
    db: () => database.db,
    pages: readers.pages,
    bus,
    log,
    timeZone: config.agencyTimeZone,
    // A worker rebuilds the index when it publishes a change (a scheduled publish), not at start.
    indexNow: http,
  });

  const analytics = createAnalyticsRuntime({ db: database.db, log, rateLimitPerMinute: config.analytics.rateLimitPerMinute });
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
    sitemap: readers.sitemap,
    log,
    config,
    secret,
  });

  // The brief's local facts come from the content research tool (issue 24 item 1): a record's latest brief, or the
  // facts we hold for a city service article's place (content-automation/tools.ts).
  const contentGates = createContentGates({ db: () => database.db, localFacts: localFactsOfRecord(() => database.db) });
  const studio = createStudio({
    db: () => database.db,
    bus,
    jobs,
    log,
    timeZone: config.agencyTimeZone,
    secret,
    gates: contentGates,
  });

  let closing: Promise<void> | undefined;
  const db = database.db;
  // What a lead's e-mails are sent with, now (during the request) and by the lead-email job.
  const delivery = { db, mailer, config, log };
  const media: MediaDeps = {
    db,
    secret,
    log,
    bus,
    pages: readers.pages,
    storage: createFileMediaStorage(config.media.dir),
    maxBytes: config.media.maxBytes,
  };
  const services: Services = {
    ...readers,
    crawlApi: {
      db,
      secret,
      allowPrivate: config.crawler.allowPrivate,
      allowedPorts: config.crawler.allowedPorts,
      log,
      storeAndEnqueue: storeAndEnqueueCrawl(db, jobs),
    },
    leads: { db, jobs, delivery, secret, config, log },
    inbox: { db, secret, log, timeZone: config.agencyTimeZone, jobs, delivery, mailer, config },
    studio,
    contentGates,
    media,
    signInThrottle,
    config,
    log,
    database,
    jobs,
    mailer,
    secret,
    auth,
    staffEmails,
    analytics,
    ai,
    chat,
    redirects,
    sitemapGenerator,
    keywordResearch: createKeywordResearch({
      db: () => database.db,
      secret,
      brand: config.agency.name,
      siteHost: new URL(config.publicUrl).host,
    }),
    locationManager: createLocationManager({ db: () => database.db, bus, redirects: redirects.store, secret }),
    migrationBundle: createBundleMigration({
      db: database.db,
      storage: media.storage,
      bus,
      secret,
      publicUrl: config.publicUrl,
    }),
    sitemapOptimization: selfAuditStoreFor({
      config,
      db: () => database.db,
      log,
      bus,
      secret,
      enqueue: enqueueSelfAudit(() => jobs),
    }),
    contentResearch: contentResearchStoreFor({
      config,
      db: () => database.db,
      log,
      secret,
      enqueue: enqueueContentBrief(() => jobs),
    }),
    wordpressImport: createWordpressImport({ db: () => database.db, jobs, secret, bus }),
    contentAutomation: createContentAutomation({
      ...contentAutomationDeps({ db: () => database.db, studio, ai, log, secret, gates: contentGates }),
      scheduler: ruleScheduler(jobs),
    }),
    close() {
      closing ??= (async () => {
        chat.stop();
        // Changes gathered for IndexNow are sent while the database is open; then it stops listening.
        await sitemapGenerator.indexNow.settled().catch(() => {});
        sitemapGenerator.close();
        await chat.indexer.ready;
        // Events still waiting are written while the database is open.
        await analytics.writer.close().catch((error) => log.error({ err: error }, "writing the last analytics events failed"));
        await redirects.table.close();
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
