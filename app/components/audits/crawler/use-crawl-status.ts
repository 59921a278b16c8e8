import { useEffect, useState } from "react";
import { type CrawlStatusJson, isFinalCrawlStatus } from "~/lib/audits/crawler-api";

/**
 * The crawl's status, live: the server-sent events of /api/crawls/{id}/events
 * (real progress read from the database). pagesDone never goes backwards on
 * screen, even if an event arrives out of order after a reconnect.
 */
export function useCrawlStatus(initial: CrawlStatusJson): CrawlStatusJson {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    setStatus(initial);
    if (isFinalCrawlStatus(initial.status)) return;
    const source = new EventSource(`/api/crawls/${initial.id}/events`);
    const apply = (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as CrawlStatusJson;
      setStatus((previous) => ({ ...next, pagesDone: Math.max(previous.pagesDone, next.pagesDone) }));
    };
    source.addEventListener("progress", apply);
    source.addEventListener("done", (event) => {
      apply(event);
      source.close();
    });
    return () => source.close();
  }, [initial]);
  return status;
}
