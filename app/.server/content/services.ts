import type { JobDefinition } from "../jobs";
import type { Core, Services } from "../services";
import {
  type ContentAutomation,
  contentAutomationDeps,
  contentAutomationJobs,
  createContentAutomation,
  localFactsOfRecord,
  ruleScheduler,
} from "./automation";
import { type ContentGates, createContentGates } from "./gates";
import type { MediaDeps } from "./media/library";
import { createFileMediaStorage } from "./media/storage";
import { type BundleMigration, createBundleMigration } from "./migration/bundle";
import { createWordpressImport, type WordpressImport, wordpressImportJob, wordpressRunDeps } from "./migration/wordpress";
import { type ContentResearchStore, contentResearchJobs, contentResearchStoreFor, enqueueContentBrief } from "./research";
import { contentScheduleJobs, createStudio, type Studio } from "./studio";

/**
 * The content domain's tools, built once by the assembly (services.ts) over the kernel; their keys
 * sit flat on `Services` (`services.studio`, `services.media`, …). A new content tool is built here,
 * and its queue goes in `contentJobs`: the assembly is not edited for it.
 */
export interface ContentDomain {
  /** The quality gates of content_research drafts (content-gates/index.ts); the studio calls them before approve, publish and schedule. */
  contentGates: ContentGates;
  /** The content studio: drafts, review, publish, versions and schedules of pages (studio/index.ts). */
  studio: Studio;
  /** The media library (content/media/library.ts): files under DATA_DIR/media; the image pipeline reads them too. */
  media: MediaDeps;
  /** /content-migration: export and import of a content bundle (content-migration/bundle, issue 24 item 7). */
  migrationBundle: BundleMigration;
  /** Research and briefs (issue 24 item 1, content-research/index.ts): briefs stored, versioned, built by the content-brief job. */
  contentResearch: ContentResearchStore;
  /** The WordPress (WXR) import of /content-migration/wordpress (content-migration/wordpress): uploads and their progress. */
  wordpressImport: WordpressImport;
  /** Content automation and drafting (issue 24 items 3 and 6, content-automation/index.ts): rules, runs, drafts from briefs. */
  contentAutomation: ContentAutomation;
}

export function createContentDomain(
  core: Pick<Core, "config" | "database" | "log" | "bus" | "jobs" | "secret" | "ai" | "pages">,
): ContentDomain {
  const { config, database, log, bus, jobs, secret, ai } = core;
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
  const media: MediaDeps = {
    db: database.db,
    secret,
    log,
    bus,
    pages: core.pages,
    storage: createFileMediaStorage(config.media.dir),
    maxBytes: config.media.maxBytes,
  };
  return {
    contentGates,
    studio,
    media,
    migrationBundle: createBundleMigration({
      db: database.db,
      storage: media.storage,
      bus,
      secret,
      publicUrl: config.publicUrl,
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
  };
}

/** The content domain's queues (job-definitions.ts starts them with every other domain's). */
export function contentJobs(
  services: Pick<
    Services,
    | "config"
    | "database"
    | "log"
    | "bus"
    | "pages"
    | "redirects"
    | "contentResearchWriter"
    | "media"
    | "studio"
    | "contentResearch"
    | "contentAutomation"
  >,
): JobDefinition[] {
  const { config, log } = services;
  const db = services.database.db;
  return [
    // Scheduled publishes and unpublishes of the content studio; the run itself queues nothing.
    ...contentScheduleJobs(services.studio.deps),
    // Content briefs built from competitor pages (issue 24 item 1): queued by /content-research/new.
    ...contentResearchJobs({ store: () => services.contentResearch }),
    // WordPress imports (issue 24 item 7): started from /content-migration/wordpress; a killed run resumes.
    wordpressImportJob(() =>
      wordpressRunDeps({
        config,
        db: () => db,
        bus: services.bus,
        log,
        pages: services.pages,
        redirects: services.redirects.store,
        contentWriter: services.contentResearchWriter,
        media: services.media,
      }),
    ) as JobDefinition,
    // Content automation runs (issue 24 item 6): each rule's cron schedule, and "run now".
    ...contentAutomationJobs(() => services.contentAutomation.deps),
  ] as JobDefinition[];
}
