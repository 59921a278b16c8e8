import { log } from "./log";

/**
 * A tiny in-process pub/sub for "published content changed". Writers (page
 * publish and rollback, blog edits) announce a change; caches of reads and of
 * rendered pages listen and drop what they hold. Other server instances see
 * the change when their own caches expire (five minutes at most).
 */
export interface ContentChange {
  /** Paths whose content changed; absent means "anything may have changed". */
  paths?: string[];
}

export type ContentChangeListener = (change: ContentChange) => void;

const listeners = new Set<ContentChangeListener>();

/** Subscribes to content changes; returns the function that unsubscribes. */
export function onContentChanged(listener: ContentChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener that content changed. A failing listener never stops the others or the writer. */
export function contentChanged(change: ContentChange = {}): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      log.error({ err: error, paths: change.paths }, "content-change listener failed");
    }
  }
}
