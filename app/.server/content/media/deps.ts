import type { Config } from "../../config";
import type { ContentBus } from "../../content-bus";
import type { Db } from "../../db/client";
import type { Logger } from "../../log";
import type { PageStore } from "../pages/store";
import type { MediaDeps } from "./library";
import { createFileMediaStorage } from "./storage";

/** The library's deps, built once in createServices (`services.media`); the store is DATA_DIR/media. */
export function mediaServiceDeps(services: {
  db: Db;
  secret: string;
  log: Logger;
  config: Pick<Config, "media">;
  bus: ContentBus;
  pages: PageStore;
}): MediaDeps {
  const { db, secret, log, config, bus, pages } = services;
  return { db, secret, log, bus, pages, storage: createFileMediaStorage(config.media.dir), maxBytes: config.media.maxBytes };
}
