import type { Config } from "../config";
import type { PageStore } from "../content";
import type { ContentBus } from "../content-bus";
import type { Db } from "../db";
import type { JobDefinition } from "../jobs";
import type { Logger } from "../log";
import { deleteOldConversations } from "./conversations";
import { createSiteIndexer, type SiteIndexer } from "./site-index";
import { createTokenMeter, type TokenMeter } from "./token-meter";

/**
 * The chat's background parts, started once by the services assembly: the
 * index of the site's own content (built now, rebuilt on content changes)
 * and the retention job that deletes old conversations.
 */
export const CHAT_RETENTION_QUEUE = "chat-retention";

export interface ChatBackground {
  indexer: SiteIndexer;
  /** The daily token budget's reading (token-meter.ts). */
  tokens: TokenMeter;
  stop(): void;
}

export function startChat(options: {
  db: () => Db;
  pages: Pick<PageStore, "list">;
  bus: Pick<ContentBus, "subscribe">;
  log: Logger;
  /** The agency's time zone: the daily token budget's day. */
  timeZone: string;
  /** Build the index now (default); false: only when this process publishes a change (a worker). */
  indexNow?: boolean;
}): ChatBackground {
  const indexer = createSiteIndexer({ db: options.db, pages: options.pages, bus: options.bus, log: options.log });
  // Not awaited: the site serves while the index builds (a second or two); the chat searches what is there.
  if (options.indexNow !== false) void indexer.reindex();
  return { indexer, tokens: createTokenMeter(options.timeZone), stop: () => indexer.stop() };
}

/** `chat-retention`: nightly at 03:41 UTC, deletes conversations older than CHAT_RETENTION_DAYS. */
export function chatRetentionJob(deps: { db: () => Db; config: Pick<Config, "chat">; log: Logger }): JobDefinition {
  return {
    queue: CHAT_RETENTION_QUEUE,
    options: { retryLimit: 2 },
    cron: "41 3 * * *",
    async handle() {
      const deleted = await deleteOldConversations(deps.db(), deps.config.chat.retentionDays);
      deps.log.info({ deleted, days: deps.config.chat.retentionDays }, "chat: old conversations deleted");
    },
  };
}

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { waitingForPerson } from "./admin/conversations";
