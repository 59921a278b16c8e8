import type { Config } from "~/.server/config";
import { createFileMediaStorage } from "~/.server/content/media/storage";
import { wordpressRunDeps } from "~/.server/content/migration/wordpress";
import { createPageStore } from "~/.server/content/pages/store";
import { createContentResearchWriter } from "~/.server/content/research/writer";
import type { ContentBus } from "~/.server/content-bus";
import type { Db } from "~/.server/db/client";
import type { Logger } from "~/.server/log";
import { createRedirectStore } from "~/.server/seo/redirects/store";

/**
 * The WordPress import job's deps for a test or a child process that has no
 * createServices: the parts the app's assembly hands the job, built here on
 * the given database (the media library under config.media.dir).
 */
export function standaloneWordpressRunDeps(options: { config: Config; db: () => Db; bus: ContentBus; log: Logger }) {
  const { config, db, bus, log } = options;
  const pages = createPageStore({ db, log, bus });
  return wordpressRunDeps({
    config,
    db,
    bus,
    log,
    pages,
    redirects: createRedirectStore({ db, bus, siteOrigin: new URL(config.publicUrl).origin }),
    contentWriter: createContentResearchWriter({ db, bus }),
    media: {
      db: db(),
      secret: "",
      log,
      bus,
      pages,
      storage: createFileMediaStorage(config.media.dir),
      maxBytes: config.media.maxBytes,
    },
  });
}
