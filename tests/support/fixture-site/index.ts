/**
 * Fixture websites on loopback for the crawler and analyzer tests.
 *
 *   const site = await startFixtureSite({ variant: "bad" });
 *   site.url            // "http://127.0.0.1:PORT/" (the start URL)
 *   site.origin, site.host
 *   site.externalOrigin // "http://localhost:PORT": same server, another host, so out of scope
 *   site.expectedIssues // the answer key: {type, path, sources?}[] planted on purpose
 *   site.disallowed     // paths robots.txt disallows (must never be requested)
 *   site.pages          // in-scope paths a full crawl records
 *   site.hits(path)     // requests so far for a path with its query ("/calendar?page=3"); GET and HEAD
 *   site.requests       // every request in order: {method, path, at}
 *   site.waitForRequest(path) // resolves when the path is first requested
 *   site.close()
 *
 * Variants (options.variant):
 * - "good": a treatment centre done right: LegitScript seal, CARF and Joint
 *   Commission, 988 and the SAMHSA helpline, clickable phones, a privacy
 *   policy link, insurance verification, authors and medical review, alts,
 *   no trackers; robots.txt with a Sitemap line and a sitemap.
 * - "bad": every crawl problem of issue-types.ts planted once (see
 *   expectedIssues), robots.txt with a Disallow and a Crawl-delay, a sitemap
 *   index with a gzipped child, redirects, a loop, a query trap (/calendar?page=n
 *   links to n+1 forever), a slow and an oversized page, a PDF and images,
 *   a flaky page (503 once, then 200), and compliance failures (Meta Pixel
 *   on the contact form and the detox page, TikTok pixel, missing alts,
 *   unlinked phone numbers, no crisis resources, no privacy policy).
 * - "large": `pages` distinct pages, each linking to the next five (cap and bench).
 *
 * Options: crawlDelaySeconds (robots.txt Crawl-delay; default 0.01 for good
 * and bad, none for large), delayMs (every response, for the bench), hold
 * (paths that never answer until the client goes away: a request in flight
 * when a worker is killed).
 */
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { badSite, type ExpectedIssue, goodSite, largeSite, type Route, type SiteDefinition } from "./routes";

export type { ExpectedIssue } from "./routes";

export interface FixtureSiteOptions {
  variant: "good" | "bad" | "large";
  pages?: number;
  crawlDelaySeconds?: number;
  delayMs?: number;
  hold?: string[];
}

export interface FixtureSite {
  url: string;
  origin: string;
  host: string;
  externalOrigin: string;
  expectedIssues: ExpectedIssue[];
  disallowed: string[];
  pages: string[];
  requests: { method: string; path: string; at: number }[];
  hits(path: string): number;
  waitForRequest(path: string): Promise<void>;
  close(): Promise<void>;
}

export async function startFixtureSite(options: FixtureSiteOptions): Promise<FixtureSite> {
  const counts = new Map<string, number>();
  const requests: FixtureSite["requests"] = [];
  const events = new EventEmitter();
  const hold = new Set(options.hold ?? []);
  let definition: SiteDefinition | undefined;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const path = `${url.pathname}${url.search}`;
    const hit = (counts.get(path) ?? 0) + 1;
    counts.set(path, hit);
    requests.push({ method: req.method ?? "GET", path, at: Date.now() });
    events.emit("request", path);
    if (hold.has(path)) return; // Never answers: the client's kill or timeout ends it.
    const route = definition?.routes.get(path) ?? definition?.routes.get(url.pathname);
    const answer: Route = route?.dynamic ? route.dynamic(hit, url.searchParams) : (route ?? { status: 404, body: "Not found" });
    const send = () => {
      if (res.destroyed) return;
      const length = answer.body === undefined ? 0 : Buffer.byteLength(answer.body);
      res.writeHead(answer.status ?? 200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": String(length),
        ...answer.headers,
      });
      res.end(req.method === "HEAD" ? undefined : answer.body);
    };
    const delay = (answer.delayMs ?? 0) + (options.delayMs ?? 0);
    if (delay > 0) setTimeout(send, delay);
    else send();
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const externalOrigin = `http://localhost:${port}`;
  const crawlDelay = options.crawlDelaySeconds ?? (options.variant === "large" ? 0 : 0.01);
  definition =
    options.variant === "good"
      ? goodSite(origin, crawlDelay)
      : options.variant === "bad"
        ? badSite(origin, crawlDelay, externalOrigin)
        : largeSite(origin, options.pages ?? 100, crawlDelay);
  definition.routes.set("/external/ok", { body: "ok" });

  return {
    url: `${origin}/`,
    origin,
    host: `127.0.0.1:${port}`,
    externalOrigin,
    expectedIssues: definition.expectedIssues,
    disallowed: definition.disallowed,
    pages: definition.pages,
    requests,
    hits: (path) => counts.get(path) ?? 0,
    waitForRequest: (path) =>
      counts.has(path)
        ? Promise.resolve()
        : new Promise((resolve) => {
            const listener = (seen: string) => {
              if (seen !== path) return;
              events.off("request", listener);
              resolve();
            };
            events.on("request", listener);
          }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
