import { DEFAULT_LIMITS, type FetchFn, type FetchPolicy, HostGate, type LoadRobotsFn, type Robots, sleep } from "../../audits";
import { BlockedUrlError, FetchFailedError } from "../../net";
import { type BriefPage, readBriefPage } from "./read-page";

/**
 * A brief's competitor pages, fetched the crawler's way at depth 0: each URL
 * once through net's SSRF guard (safe-fetch: scheme, credentials, port and
 * address rules, every redirect hop checked, size and time limits), after its
 * origin's robots.txt (robots.ts, Google's rules: an unreadable robots.txt
 * closes the site) allows it, with the crawler's politeness per host
 * (host-gate.ts: one request at a time, at least DEFAULT_LIMITS.delayMs
 * between two starts, robots.txt Crawl-delay raising it up to
 * maxCrawlDelayMs), hosts in parallel. A page is read with the crawler's
 * parser (read-page.ts). The crawl engine (run-crawl.ts) is made for one site
 * followed link by link and stores every page and link; a brief's list spans
 * up to 20 sites and keeps only the texts, so this takes the engine's parts,
 * not the engine.
 */
export interface FetchPagesDeps {
  fetch: FetchFn;
  loadRobots: LoadRobotsFn;
  policy: FetchPolicy;
  /** Least time between two request starts on one host (default: the crawler's). */
  delayMs?: number;
  signal?: AbortSignal;
}

export interface FetchedPages {
  pages: BriefPage[];
  failed: { url: string; reason: string }[];
}

export type FetchProgress = { url: string; outcome: "used" | "failed"; reason?: string; done: number; total: number };

const HTML = /^(text\/html|application\/xhtml\+xml)\b/i;

export async function fetchCompetitorPages(
  urls: readonly string[],
  deps: FetchPagesDeps,
  onProgress?: (progress: FetchProgress) => void | Promise<void>,
): Promise<FetchedPages> {
  const byOrigin = new Map<string, string[]>();
  for (const url of urls) {
    const origin = new URL(url).origin;
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), url]);
  }
  const results = new Map<string, { page?: BriefPage; reason?: string }>();
  let done = 0;
  const record = async (url: string, result: { page?: BriefPage; reason?: string }) => {
    results.set(url, result);
    done++;
    await onProgress?.({
      url,
      outcome: result.page ? "used" : "failed",
      ...(result.reason ? { reason: result.reason } : {}),
      done,
      total: urls.length,
    });
  };
  const baseDelay = deps.delayMs ?? DEFAULT_LIMITS.delayMs;

  await Promise.all(
    [...byOrigin].map(async ([origin, list]) => {
      if (deps.signal?.aborted) {
        for (const url of list) await record(url, { reason: "Stopped before it was fetched" });
        return;
      }
      let robots: Robots;
      try {
        robots = await deps.loadRobots(origin, deps.policy);
      } catch (error) {
        for (const url of list) await record(url, { reason: failureReason(error) });
        return;
      }
      if (robots.outcome === "unavailable") {
        const reason = `robots.txt could not be read (${robots.status ? `status ${robots.status}` : "no answer"}): the site is closed to crawlers for now`;
        for (const url of list) await record(url, { reason });
        return;
      }
      const crawlDelayMs = Math.min((robots.crawlDelaySeconds ?? 0) * 1000, DEFAULT_LIMITS.maxCrawlDelayMs);
      const gate = new HostGate(1, () => Math.max(baseDelay, crawlDelayMs));
      const host = new URL(origin).host;
      for (const url of list) {
        if (deps.signal?.aborted) {
          await record(url, { reason: "Stopped before it was fetched" });
          continue;
        }
        if (!robots.allowed(url)) {
          await record(url, { reason: "robots.txt disallows it" });
          continue;
        }
        const wait = gate.waitFor(host);
        if (wait > 0) await sleep(wait, deps.signal);
        const release = gate.acquire(host);
        try {
          const response = await deps.fetch(url, deps.policy, {
            signal: deps.signal,
            headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5" },
          });
          if (response.status !== 200) await record(url, { reason: `HTTP ${response.status}` });
          else if (!HTML.test(response.headers.get("content-type") ?? "")) await record(url, { reason: "Not HTML" });
          else await record(url, { page: readBriefPage(response.body.toString("utf8"), response.finalUrl, response.headers) });
        } catch (error) {
          await record(url, { reason: failureReason(error) });
        } finally {
          release();
        }
      }
    }),
  );
  // In the order asked for, whatever order the hosts answered in.
  const pages: BriefPage[] = [];
  const failed: FetchedPages["failed"] = [];
  for (const url of urls) {
    const result = results.get(url);
    if (result?.page) pages.push({ ...result.page, url });
    else failed.push({ url, reason: result?.reason ?? "Not fetched" });
  }
  return { pages, failed };
}

function failureReason(error: unknown): string {
  if (error instanceof BlockedUrlError || error instanceof FetchFailedError) return error.message;
  return "The page could not be fetched";
}
