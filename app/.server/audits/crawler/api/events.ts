import { isFinalCrawlStatus } from "~/lib/audits/crawler-api";
import type { Db } from "../../../db";
import { eventStream, pause } from "../../../http";
import { crawlStatusJson, findCrawl } from "./read-crawl";

/**
 * GET /api/crawls/{id}/events: the crawl's progress as server-sent events,
 * read from the crawls row (so it works whichever instance runs the crawl).
 *
 * - `progress` (data: CrawlStatusJson) at once, then whenever the row changes;
 * - `done` (the same data) when the crawl reaches a final state, then the stream ends;
 * - a comment line every `heartbeatMs`, so proxies keep the connection open;
 * - after `maxMs` the stream ends without `done` and the browser's EventSource reconnects.
 * Polling stops as soon as the client goes away (the request's signal).
 */
export interface EventStreamOptions {
  pollMs?: number;
  heartbeatMs?: number;
  maxMs?: number;
}

export function crawlEventStream(request: Request, db: Db, crawlId: string, options: EventStreamOptions = {}): Response {
  const pollMs = options.pollMs ?? 1000;
  const maxMs = options.maxMs ?? 10 * 60_000;
  return eventStream(
    request,
    async (sink) => {
      const started = Date.now();
      let last = "";
      while (!sink.signal.aborted && Date.now() - started < maxMs) {
        const row = await findCrawl(db, crawlId);
        if (!row) break;
        const status = crawlStatusJson(row);
        if (isFinalCrawlStatus(row.status)) {
          sink.send("done", status);
          break;
        }
        const text = JSON.stringify(status);
        if (text !== last) {
          sink.send("progress", status);
          last = text;
        }
        await pause(pollMs, sink.signal);
      }
    },
    {
      retryMs: 3000,
      keepAliveMs: options.heartbeatMs ?? 15_000,
      // A database hiccup ends this stream; the browser reconnects after `retry`.
      onError: () => {},
    },
  );
}
