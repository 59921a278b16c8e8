import type { Logger } from "./log";

/**
 * The in-process pub/sub for "published content changed". Writers announce
 * what kind of content changed; each read cache subscribes to the kinds it
 * depends on (the table lives in `services.ts`), and the rendered-page cache
 * to every kind. On PostgreSQL the bus is shared by every instance through
 * LISTEN/NOTIFY (shared-content-bus.ts), so a publish on one drops the caches
 * of all at once; the caches' own expiry (five minutes for reads, one minute
 * for rendered pages) stays as a backstop.
 *
 * - `pages`: page schemas (publish, rollback, seed)
 * - `locations`: states and cities (writes, the directory seeds)
 * - `content-research`: content_research rows (blog articles, city service
 *   records); `contentType` narrows it when the writer knows it
 * - `redirects`: the redirects table (each instance reloads its in-memory
 *   table, redirects/table.ts; the sitemap leaves redirect sources out)
 * - `sitemap`: the sitemap generator's settings (exclusions, image entries,
 *   IndexNow): the sitemap and the IndexNow key drop, rendered pages stay
 */
export type ContentTopic = "pages" | "locations" | "content-research" | "redirects" | "sitemap";

export interface ContentChange {
  topic: ContentTopic;
  /** Paths whose content changed, when the writer knows them. */
  paths?: string[];
  /** For `content-research`: the content_type of the rows that changed; absent means any. */
  contentType?: string;
}

/**
 * `here`: this process published the change (false: another instance
 * announced it). Work whose result every instance shares (the chat's index
 * lives in the database) is done once, where the change was made.
 */
export type ContentChangeListener = (change: ContentChange, here: boolean) => void;

export const CONTENT_TOPICS: readonly ContentTopic[] = ["pages", "locations", "content-research", "redirects", "sitemap"];

export interface ContentBus {
  /** Tells every listener of the change's topic, here and (once shared) on every instance. A failing listener never stops the others or the writer. */
  publish(change: ContentChange): void;
  /** Tells this instance's listeners only: a change another instance announced. */
  deliver(change: ContentChange): void;
  /** Where a publish is also sent (shared-content-bus.ts sets it); one relay at a time. */
  relayTo(relay: ((change: ContentChange) => void) | null): void;
  /** Subscribes to some topics (or all); returns the function that unsubscribes. */
  subscribe(topics: readonly ContentTopic[] | "all", listener: ContentChangeListener): () => void;
}

export function createContentBus(log: Pick<Logger, "error">): ContentBus {
  const listeners = new Set<{ topics: readonly ContentTopic[] | "all"; listener: ContentChangeListener }>();
  let relay: ((change: ContentChange) => void) | null = null;
  const tell = (change: ContentChange, here: boolean) => {
    for (const { topics, listener } of listeners) {
      if (topics !== "all" && !topics.includes(change.topic)) continue;
      try {
        listener(change, here);
      } catch (error) {
        log.error({ err: error, topic: change.topic, paths: change.paths }, "content-change listener failed");
      }
    }
  };
  const bus: ContentBus = {
    publish(change) {
      tell(change, true);
      relay?.(change);
    },
    relayTo(next) {
      relay = next;
    },
    deliver(change) {
      tell(change, false);
    },
    subscribe(topics, listener) {
      const entry = { topics, listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
  return bus;
}
