import type { PgBoss } from "pg-boss";
import type { Config } from "../config";
import type { ContentBus } from "../content-bus";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import type { PageStore } from "../pages/store";
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

export async function startChat(options: {
  db: () => Db;
  pages: Pick<PageStore, "list">;
  bus: Pick<ContentBus, "subscribe">;
  boss: PgBoss;
  config: Pick<Config, "chat">;
  log: Logger;
  pollingIntervalSeconds?: number;
}): Promise<ChatBackground> {
  const { log, boss } = options;
  const indexer = createSiteIndexer({ db: options.db, pages: options.pages, bus: options.bus, log });
  // Not awaited: the site serves while the index builds (a second or two); the chat searches what is there.
  void indexer.reindex();

  await boss.createQueue(CHAT_RETENTION_QUEUE, { retryLimit: 2 });
  await boss.work(CHAT_RETENTION_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    const deleted = await deleteOldConversations(options.db(), options.config.chat.retentionDays);
    log.info({ deleted, days: options.config.chat.retentionDays }, "chat: old conversations deleted");
  });
  await boss.schedule(CHAT_RETENTION_QUEUE, "41 3 * * *");
  return { indexer, tokens: createTokenMeter(), stop: () => indexer.stop() };
}
