import type { CrawlStatusJson } from "~/lib/crawler-api";
import { isFinalCrawlStatus } from "~/lib/crawler-api";
import type { Db } from "../../db/client";
import { pause } from "../../http/event-stream";
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

const encoder = new TextEncoder();
const frame = (event: string, data: CrawlStatusJson) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

export function crawlEventStream(db: Db, crawlId: string, signal: AbortSignal, options: EventStreamOptions = {}) {
  const pollMs = options.pollMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxMs = options.maxMs ?? 10 * 60_000;
  // Our own stop, so a cancelled reader (the client) and the request's signal both end the loop.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener("abort", onAbort, { once: true });

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const run = async () => {
        const started = Date.now();
        let lastBeat = started;
        let last = "";
        controller.enqueue(encoder.encode(`retry: 3000\n\n`));
        while (!stop.signal.aborted && Date.now() - started < maxMs) {
          const row = await findCrawl(db, crawlId);
          if (!row) break;
          const status = crawlStatusJson(row);
          const text = JSON.stringify(status);
          if (isFinalCrawlStatus(row.status)) {
            controller.enqueue(frame("done", status));
            break;
          }
          if (text !== last) {
            controller.enqueue(frame("progress", status));
            last = text;
            lastBeat = Date.now();
          } else if (Date.now() - lastBeat >= heartbeatMs) {
            controller.enqueue(encoder.encode(": keep-alive\n\n"));
            lastBeat = Date.now();
          }
          await pause(pollMs, stop.signal);
        }
      };
      run()
        .catch(() => {
          // A database hiccup ends this stream; the browser reconnects after `retry`.
        })
        .finally(() => {
          signal.removeEventListener("abort", onAbort);
          try {
            controller.close();
          } catch {
            // Already closed by a cancelled reader.
          }
        });
    },
    cancel() {
      stop.abort();
    },
  });
}
