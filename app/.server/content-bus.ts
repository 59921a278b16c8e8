import type { Logger } from "./log";

/**
 * The in-process pub/sub for "published content changed". Writers announce
 * what kind of content changed; each read cache subscribes to the kinds it
 * depends on (the table lives in `services.ts`), and the rendered-page cache
 * to every kind. Other server instances see the change when their own caches
 * expire (five minutes at most for reads, one minute for rendered pages).
 *
 * - `pages`: page schemas (publish, rollback, seed)
 * - `locations`: states and cities (writes, the directory seeds)
 * - `content-research`: content_research rows (blog articles, city service
 *   records); `contentType` narrows it when the writer knows it
 */
export type ContentTopic = "pages" | "locations" | "content-research";

export interface ContentChange {
  topic: ContentTopic;
  /** Paths whose content changed, when the writer knows them. */
  paths?: string[];
  /** For `content-research`: the content_type of the rows that changed; absent means any. */
  contentType?: string;
}

export type ContentChangeListener = (change: ContentChange) => void;

export interface ContentBus {
  /** Tells every listener of the change's topic. A failing listener never stops the others or the writer. */
  publish(change: ContentChange): void;
  /** Subscribes to some topics (or all); returns the function that unsubscribes. */
  subscribe(topics: readonly ContentTopic[] | "all", listener: ContentChangeListener): () => void;
}

export function createContentBus(log: Pick<Logger, "error">): ContentBus {
  const listeners = new Set<{ topics: readonly ContentTopic[] | "all"; listener: ContentChangeListener }>();
  return {
    publish(change) {
      for (const { topics, listener } of listeners) {
        if (topics !== "all" && !topics.includes(change.topic)) continue;
        try {
          listener(change);
        } catch (error) {
          log.error({ err: error, topic: change.topic, paths: change.paths }, "content-change listener failed");
        }
      }
    },
    subscribe(topics, listener) {
      const entry = { topics, listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
