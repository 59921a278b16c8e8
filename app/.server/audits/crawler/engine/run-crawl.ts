import { and, eq, sql } from "drizzle-orm";
import { crawlFrontier, type crawlLinkChecks, crawls } from "../../../db";
import { BlockedUrlError, FetchFailedError } from "../../../net";
import type { CrawlImage, CrawlPageMetadata } from "../contract";
import { checkCanonicals } from "./check-canonicals";
import { checkExternalLinks } from "./check-external-links";
import { type CrawlDeps, type CrawlLimits, crawlLimits } from "./deps";
import type { FetchPolicy, Robots, SafeResponse } from "./fetch-types";
import { finishCrawl } from "./finish-crawl";
import {
  claimUrl,
  dueUrls,
  FrontierIndex,
  type FrontierRow,
  type NewFrontierRow,
  nextDueAt,
  requeue,
  skipRemaining,
  skipTrapFamily,
} from "./frontier";
import { HostGate } from "./host-gate";
import { type Crawl, LeaseLostError, releaseLease, renewLease, tryAcquireLease } from "./lease";
import { PageWriter } from "./page-writer";
import type { parsePage } from "./parse-page";
import { ParseFailedError, sharedParsePool } from "./parse-pool";
import { seedFrontier } from "./seed-frontier";
import { inScope, normalizeUrl } from "./url";

/**
 * runCrawl: one worker's turn at a crawl, driven by the database.
 *
 * The worker takes the crawl's lease, seeds the frontier once (robots.txt,
 * sitemaps, the start URL), then claims due URLs in discovery order, fetches
 * each (redirects are not followed inside a fetch: the target joins the
 * frontier as a page of its own, so every request is one recorded row),
 * records the page and the links it found in one transaction, and at the end
 * checks the canonical targets it did not fetch (check-canonicals.ts) and
 * external links, and writes the issues. Killed at any point, the next
 * worker continues from the rows; a URL that was in flight (`fetching`) is
 * recorded as interrupted rather than asked for again: the crawl fetches a
 * page at most once.
 */

export type CrawlOutcome =
  /** The crawl ended (now or before) in this state. */
  | "completed"
  | "failed"
  | "canceled"
  /** Another live worker holds it. */
  | "held"
  /** Stopped by the caller's signal (shutdown) with work left: run it again. */
  | "paused"
  | "missing";

export interface RunCrawlOptions {
  /** Aborted on shutdown: in-flight requests finish and are recorded, then the lease is released. */
  signal?: AbortSignal;
}

/** The crawl cannot start: its message is the crawl's error. */
export class CrawlRefusedError extends Error {
  override name = "CrawlRefusedError";
}

export const INTERRUPTED_ERROR = "Interrupted: the worker stopped while this page was being fetched; not asked again";

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

export async function runCrawl(deps: CrawlDeps, crawlId: string, options: RunCrawlOptions = {}): Promise<CrawlOutcome> {
  const limits = crawlLimits(deps);
  const acquired = await acquire(deps, crawlId, limits, options.signal);
  if (acquired.kind !== "acquired") return acquired.kind === "finished" ? (acquired.status as CrawlOutcome) : acquired.kind;
  const session = new CrawlSession(deps, limits, acquired.crawl, options.signal);
  try {
    return await session.run();
  } catch (error) {
    if (error instanceof LeaseLostError) {
      deps.log.warn({ crawlId }, "crawl lease lost to another worker");
      return "held";
    }
    if (error instanceof CrawlRefusedError || error instanceof BlockedUrlError || error instanceof FetchFailedError) {
      deps.log.info({ crawlId, reason: error.message }, "crawl refused");
    } else deps.log.error({ err: error, crawlId }, "crawl failed");
    await failCrawl(deps, crawlId, error instanceof Error ? error.message : String(error));
    return "failed";
  } finally {
    session.dispose();
  }
}

type Acquired =
  | { kind: "acquired"; crawl: Crawl }
  | { kind: "finished"; status: string }
  | { kind: "held" | "missing" | "paused" };

/**
 * Takes the lease, waiting out a lease whose holder may have died. If the
 * holder renews it meanwhile, it is alive and keeps the crawl.
 */
async function acquire(deps: CrawlDeps, crawlId: string, limits: CrawlLimits, signal?: AbortSignal): Promise<Acquired> {
  let lastSeen: number | null = null;
  for (;;) {
    if (signal?.aborted) return { kind: "paused" };
    const result = await tryAcquireLease(deps.db, crawlId, deps.workerId, limits.leaseMs);
    if (result.kind === "acquired") return result;
    if (result.kind === "finished") return { kind: "finished", status: result.crawl.status };
    if (result.kind === "missing") return result;
    const expires = result.expiresAt.getTime();
    if (lastSeen !== null && expires > lastSeen) return { kind: "held" };
    lastSeen = expires;
    await sleep(Math.max(50, expires - Date.now() + 50), signal);
  }
}

async function failCrawl(deps: CrawlDeps, crawlId: string, message: string) {
  await deps.db
    .update(crawls)
    .set({ status: "failed", error: message.slice(0, 500), finishedAt: sql`now()`, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(crawls.id, crawlId), eq(crawls.leaseOwner, deps.workerId)));
}

class CrawlSession {
  private readonly db;
  private readonly owner: string;
  private readonly scopeHost: string;
  private readonly pagePolicy: FetchPolicy;
  private readonly robotsByOrigin = new Map<string, Promise<Robots>>();
  private readonly stop = new AbortController();
  private stopReason: "cancel" | "shutdown" | "lease" | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private heartbeatError: unknown = null;
  private readonly imageSizes = new Map<string, number | null>();
  private gate!: HostGate;
  private index!: FrontierIndex;
  private writer!: PageWriter;

  constructor(
    private readonly deps: CrawlDeps,
    private readonly limits: CrawlLimits,
    private readonly crawl: Crawl,
    private readonly signal?: AbortSignal,
  ) {
    this.db = deps.db;
    this.owner = deps.workerId;
    this.scopeHost = crawl.host;
    this.pagePolicy = { ...deps.policy, maxRedirects: 0 };
  }

  dispose() {
    clearInterval(this.heartbeat);
  }

  async run(): Promise<CrawlOutcome> {
    const { crawl, deps } = this;
    this.startHeartbeat();
    this.signal?.addEventListener("abort", () => this.halt("shutdown"), { once: true });
    // Canceled before any worker got to it: nothing is fetched.
    if (crawl.cancelRequestedAt) return finishCrawl(deps, crawl, "canceled");

    const origin = new URL(crawl.url).origin;
    // A refused address (BlockedUrlError) propagates: the crawl fails with the guard's reason.
    const startRobots = await deps.loadRobots(origin, deps.policy);
    this.robotsByOrigin.set(origin, Promise.resolve(startRobots));
    if (startRobots.outcome === "unavailable") {
      // Google's rule (robots.ts): a robots.txt answering 5xx or 429, or not at all, closes the site for now.
      throw new CrawlRefusedError(
        `robots.txt of ${origin} could not be read (${startRobots.status ? `status ${startRobots.status}` : "no answer"}): the site is closed to crawlers for now. Try again later.`,
      );
    }
    this.index = await FrontierIndex.load(this.db, crawl.id, this.limits);
    this.writer = new PageWriter(this.db, crawl.id, this.owner, this.index.pagesDone, () => this.index.known.size);
    if (this.index.known.size === 0) {
      await seedFrontier({ ...deps, limits: this.limits }, crawl, startRobots, this.index, (url) => this.allowed(url));
    }
    const crawlDelayMs = Math.min((startRobots.crawlDelaySeconds ?? 0) * 1000, this.limits.maxCrawlDelayMs);
    this.gate = new HostGate(this.limits.concurrencyPerHost, () => Math.max(this.limits.delayMs, crawlDelayMs));
    await this.recordInterrupted();

    await this.crawlLoop();
    if (this.stopReason === "lease") throw this.heartbeatError ?? new LeaseLostError("lease lost");
    if (this.stopReason === "shutdown") {
      await releaseLease(this.db, crawl.id, this.owner);
      return "paused";
    }
    const canceled = this.stopReason === "cancel";
    if (!canceled) {
      await skipRemaining(this.db, crawl.id, "cap");
      await checkCanonicals({
        deps,
        crawlId: crawl.id,
        policy: this.pagePolicy,
        gate: this.gate,
        allowed: (url) => this.allowed(url),
        limit: this.limits.maxCanonicalChecks,
        signal: this.stop.signal,
      });
      if (crawl.options.followExternalLinks) {
        await checkExternalLinks(deps, crawl.id, this.limits, this.stop.signal);
      }
    } else {
      await skipRemaining(this.db, crawl.id, "canceled");
    }
    const late = this.currentStop();
    if (late === "lease") throw this.heartbeatError ?? new LeaseLostError("lease lost");
    if (late === "shutdown") {
      await releaseLease(this.db, crawl.id, this.owner);
      return "paused";
    }
    return finishCrawl(deps, crawl, canceled ? "canceled" : "completed");
  }

  /** Read through a method: the heartbeat changes it while run() awaits. */
  private currentStop() {
    return this.stopReason;
  }

  private halt(reason: "cancel" | "shutdown" | "lease") {
    if (this.stopReason === null || reason === "lease") this.stopReason = reason;
    // Cancel and a lost lease abort requests in flight; a shutdown lets them finish and be recorded.
    if (reason !== "shutdown") this.stop.abort();
    this.wake?.();
  }

  private startHeartbeat() {
    this.heartbeat = setInterval(() => {
      renewLease(this.db, this.crawl.id, this.owner, this.limits.leaseMs).then(
        ({ cancel }) => {
          if (cancel) this.halt("cancel");
        },
        (error: unknown) => {
          if (error instanceof LeaseLostError) {
            this.heartbeatError = error;
            this.halt("lease");
          } else this.deps.log.warn({ err: error, crawlId: this.crawl.id }, "crawl heartbeat failed");
        },
      );
    }, this.limits.heartbeatMs);
    this.heartbeat.unref?.();
  }

  private wake: (() => void) | undefined;

  /** Waits `ms`, or until woken by a finished request or a stop. */
  private nap(ms: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      timer = setTimeout(done, Math.max(0, Math.min(ms, 60_000)));
      this.wake = done;
    });
  }

  private async crawlLoop() {
    const inflight = new Set<Promise<void>>();
    let due: FrontierRow[] = [];
    const maxPages = this.crawl.maxPages;
    for (;;) {
      if (this.stopReason) break;
      const capacity = maxPages - this.index.pagesDone - inflight.size;
      let started = 0;
      let wait = Number.POSITIVE_INFINITY;
      if (capacity > 0) {
        if (due.length === 0) due = await dueUrls(this.db, this.crawl.id, Math.max(50, this.limits.concurrencyPerHost * 4));
        for (let i = 0; i < due.length && started < capacity; ) {
          const row = due[i] as FrontierRow;
          const host = new URL(row.url).host;
          const hostWait = this.gate.waitFor(host);
          if (hostWait > 0) {
            wait = Math.min(wait, hostWait);
            i++;
            continue;
          }
          due.splice(i, 1);
          if (!(await claimUrl(this.db, this.crawl.id, row.url, this.owner))) continue;
          // The delay counts from the moment the request leaves, after the claim's round trip.
          const release = this.gate.acquire(host);
          started++;
          const task = this.fetchAndRecord(row)
            .catch((error: unknown) => {
              if (error instanceof LeaseLostError) this.halt("lease");
              else throw error;
            })
            .finally(() => {
              release();
              inflight.delete(task);
              this.wake?.();
            });
          inflight.add(task);
        }
      }
      if (started > 0) continue;
      if (inflight.size === 0) {
        if (capacity <= 0) break;
        if (due.length > 0) {
          await this.nap(wait);
          continue;
        }
        const next = await nextDueAt(this.db, this.crawl.id);
        if (next === null) break;
        if (next !== "now") await this.nap(next.getTime() - Date.now() + 5);
        continue;
      }
      // Wait for a request to finish (it may add URLs or free the host) or a host's delay to pass.
      await this.nap(due.length > 0 ? wait : Number.POSITIVE_INFINITY);
    }
    await Promise.allSettled(inflight);
  }

  /**
   * robots.txt per origin (the host and its www twin may differ). The start
   * origin's is read in run(), where a refused address fails the crawl; a
   * twin we may not fetch is closed to us.
   */
  private robotsFor(origin: string): Promise<Robots> {
    let robots = this.robotsByOrigin.get(origin);
    if (!robots) {
      robots = this.deps.loadRobots(origin, this.deps.policy).catch((error: unknown) => {
        this.deps.log.warn({ err: error, origin }, "robots.txt could not be read");
        return { allowed: () => false, crawlDelaySeconds: null, sitemaps: [], text: null, outcome: "unavailable", status: null };
      });
      this.robotsByOrigin.set(origin, robots);
    }
    return robots;
  }

  private async allowed(url: string): Promise<boolean> {
    return (await this.robotsFor(new URL(url).origin)).allowed(url);
  }

  /** URLs a dead worker had in flight: recorded as interrupted, never asked for again. */
  private async recordInterrupted() {
    const rows = await this.db
      .select()
      .from(crawlFrontier)
      .where(and(eq(crawlFrontier.crawlId, this.crawl.id), eq(crawlFrontier.state, "fetching")));
    for (const row of rows) {
      if (row.claimedBy !== this.owner) this.deps.log.info({ url: row.url }, "recording a page interrupted by a stopped worker");
      await this.record(row, { finalUrl: row.url, error: INTERRUPTED_ERROR });
    }
  }

  private async fetchAndRecord(row: FrontierRow) {
    let response: SafeResponse;
    try {
      response = await this.deps.fetch(row.url, this.pagePolicy, {
        method: "GET",
        followRedirects: false,
        signal: this.stop.signal,
        headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" },
      });
    } catch (error) {
      // Canceled or lost: the row stays as it is; cancel skips it, a takeover records it as interrupted.
      if (this.stop.signal.aborted) return;
      await this.record(row, { finalUrl: row.url, error: errorMessage(error) });
      return;
    }
    // `row` was read before the claim counted this attempt.
    const tries = row.attempts + 1;
    if (RETRY_STATUSES.has(response.status) && tries <= this.limits.maxRetries) {
      const backoff = this.limits.retryBaseMs * 2 ** (tries - 1);
      const retryAfter = retryAfterMs(response.headers.get("retry-after"));
      const delay = Math.min(retryAfter ?? backoff, this.limits.maxRetryAfterMs);
      await requeue(this.db, this.crawl.id, row.url, delay);
      return;
    }
    await this.recordResponse(row, response);
  }

  private async recordResponse(row: FrontierRow, response: SafeResponse) {
    const contentType = response.headers.get("content-type");
    const base = {
      finalUrl: response.finalUrl || row.url,
      redirectChain: response.redirectChain,
      statusCode: response.status,
      contentType,
      bytes: response.bytes,
      responseMs: Math.round(response.responseMs),
      truncated: response.truncated,
    };
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const target = normalizeUrl(location, row.url);
      const redirectChain = [...response.redirectChain, { url: row.url, status: response.status }];
      const discovered = target && inScope(target, this.scopeHost) ? [{ href: target, depth: row.depth }] : [];
      await this.record(
        row,
        { ...base, finalUrl: target ?? row.url, redirectChain, location: target ?? location },
        discovered,
        false,
      );
      return;
    }
    if (!contentType || !HTML_TYPES.test(contentType) || response.status >= 400) {
      // Non-HTML (and error pages) are recorded, not parsed.
      await this.record(row, base);
      return;
    }
    // In a worker thread (parse-pool.ts): a huge page must not hold this process's event loop.
    const parser = this.deps.parser ?? sharedParsePool();
    let parsed: Awaited<ReturnType<typeof parser.parse>>;
    try {
      parsed = await parser.parse(response.body.toString("utf8"), base.finalUrl, response.headers, this.scopeHost);
    } catch (error) {
      if (!(error instanceof ParseFailedError)) throw error;
      this.deps.log.warn({ err: error, url: row.url, crawlId: this.crawl.id }, "a page could not be parsed");
      await this.record(row, { ...base, error: `The page could not be read: ${error.message}.` });
      return;
    }
    if (this.crawl.options.includeImages) await this.sizeImages(parsed.metadata.images);
    const discovered = parsed.metadata.links
      .filter((link) => link.internal)
      .map((link) => ({ href: link.href, depth: row.depth + 1 }));
    const external = parsed.metadata.links.filter((link) => !link.internal).map((link) => link.href);
    await this.record(row, { ...base, parsed }, discovered, true, external);
  }

  /** includeImages: each image's size from a HEAD request (Content-Length), once per crawl. */
  /**
   * includeImages: each image's size from a HEAD request (Content-Length),
   * once per crawl. One at a time, and the site's own images only where
   * robots.txt allows: image checks must not undo the crawl's politeness.
   */
  private async sizeImages(images: CrawlImage[]) {
    const policy = { ...this.deps.policy, timeoutMs: Math.min(this.deps.policy.timeoutMs, 10_000) };
    for (const image of images) {
      if (this.stop.signal.aborted) return;
      if (!image.src.startsWith("http")) continue;
      if (!this.imageSizes.has(image.src)) {
        if (this.imageSizes.size >= this.limits.maxImageChecks) continue;
        this.imageSizes.set(image.src, null);
        if (inScope(image.src, this.scopeHost) && !(await this.allowed(image.src))) continue;
        try {
          const head = await this.deps.fetch(image.src, policy, { method: "HEAD", signal: this.stop.signal });
          const length = Number(head.headers.get("content-length"));
          this.imageSizes.set(image.src, Number.isFinite(length) && length > 0 ? length : null);
        } catch {
          // Unknown size; the image is still recorded.
        }
      }
      image.bytes = this.imageSizes.get(image.src) ?? null;
    }
  }

  private async record(
    row: FrontierRow,
    page: {
      finalUrl: string;
      redirectChain?: { url: string; status: number }[];
      statusCode?: number;
      contentType?: string | null;
      bytes?: number;
      responseMs?: number;
      truncated?: boolean;
      /** A redirect's target as written in Location (finish-crawl.ts follows the chain through the rows). */
      location?: string;
      error?: string;
      parsed?: ReturnType<typeof parsePage>;
    },
    discovered: { href: string; depth: number }[] = [],
    asLinks = false,
    external: string[] = [],
  ) {
    const crawlId = this.crawl.id;
    // Before the links are admitted: the page that proves its query family a trap must not queue the next one.
    if (page.parsed && this.index.traps.observe(row.url, page.parsed.content)) {
      const skipped = await skipTrapFamily(this.db, crawlId, row.url);
      this.deps.log.info({ crawlId, url: row.url, skipped }, "crawl trap: a query family repeats its pages");
    }
    const newRows: NewFrontierRow[] = [];
    const newlyLinked: string[] = [];
    const sitemapOnly = this.crawl.options.crawlSitemapOnly;
    for (const { href, depth } of discovered) {
      if (this.index.known.has(href)) {
        if (asLinks && this.index.markLinked(href)) newlyLinked.push(href);
        continue;
      }
      if (sitemapOnly) continue;
      const admission = this.index.admit(href, depth, asLinks);
      if (!admission) continue;
      const allowed = admission === "queue" && (await this.allowed(href));
      newRows.push({
        crawlId,
        url: href,
        seq: this.index.nextFrontierSeq++,
        depth,
        state: allowed ? "queued" : "skipped",
        skipReason: allowed ? null : admission === "queue" ? "robots" : admission,
        linked: asLinks,
        foundOn: row.url,
      });
    }
    const externalRows: (typeof crawlLinkChecks.$inferInsert)[] = [];
    if (this.crawl.options.followExternalLinks) {
      for (const url of new Set(external)) {
        if (this.index.externalSeen.size >= this.limits.maxExternalChecks) break;
        if (this.index.externalSeen.has(url)) continue;
        this.index.externalSeen.add(url);
        externalRows.push({ crawlId, url });
      }
    }
    const parsed = page.parsed;
    const metadata: Partial<CrawlPageMetadata> & { truncated?: boolean; location?: string } = parsed
      ? { ...parsed.metadata }
      : {};
    if (page.truncated) metadata.truncated = true;
    if (page.location) metadata.location = page.location;
    const seq = this.index.nextPageSeq++;
    await this.writer.write({
      page: {
        crawlId,
        seq,
        url: row.url,
        finalUrl: page.finalUrl,
        redirectChain: page.redirectChain ?? [],
        statusCode: page.statusCode ?? null,
        contentType: page.contentType ?? null,
        bytes: page.bytes ?? null,
        responseMs: page.responseMs ?? null,
        depth: row.depth,
        title: parsed?.title ?? null,
        content: parsed?.content ?? null,
        metadata,
        contentHash: parsed?.contentHash ?? null,
        fingerprint: parsed?.fingerprint ?? null,
        error: page.error ?? null,
      },
      newRows,
      newlyLinked,
      externalRows,
    });
    this.index.pagesDone++;
  }
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 300) || "Fetch failed";
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfterMs(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}
