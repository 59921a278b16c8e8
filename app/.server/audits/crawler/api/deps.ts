import type { Staff } from "../../../auth";
import type { Db } from "../../../db";
import type { JobSystem } from "../../../jobs";
import { clientKey } from "../../../keyed-hash";
import type { Logger } from "../../../log";
import { CRAWL_QUEUE, enqueueCrawl } from "../contract";
import type { Resolve } from "./start-url";

/** What the crawl API needs, passed in: tests build it on their own database and queue. */
export interface CrawlApiDeps {
  db: Db;
  /**
   * Stores a crawl (`insert` returns its id) and queues its job, so neither
   * exists without the other. Throws CrawlerUnavailableError, storing
   * nothing, when the crawl queue does not exist (no engine to run it).
   */
  storeAndEnqueue(insert: (db: Db) => Promise<string>): Promise<string>;
  /** Keys the visitor's rate-limit counter (a hash: the counters table never holds an address). */
  secret: string;
  /** CRAWL_ALLOW_PRIVATE: loopback and private addresses and any port, for tests and local use. */
  allowPrivate: boolean;
  /** CRAWL_ALLOWED_PORTS. */
  allowedPorts?: readonly number[];
  /** DNS for the start address check; tests pass their own. */
  resolve?: Resolve;
  limits?: Partial<CrawlApiLimits>;
  log: Logger;
}

export interface CrawlApiLimits {
  /** New crawls per visitor (address) per hour. */
  crawlsPerHour: number;
  /** New crawls per staff member per hour. */
  staffCrawlsPerHour: number;
  /** Vectorize requests per visitor per hour (each re-indexes up to a whole crawl). */
  vectorizePerHour: number;
}

export const CRAWL_API_LIMITS: CrawlApiLimits = { crawlsPerHour: 10, staffCrawlsPerHour: 100, vectorizePerHour: 20 };

export const limitsOf = (deps: CrawlApiDeps): CrawlApiLimits => ({ ...CRAWL_API_LIMITS, ...deps.limits });

/** Who is asking: the guard's staff member, else the client address. */
export interface Visitor {
  clientIp: string;
  staff: Staff | null;
}

/** The visitor's identity for rate limits and for `crawls.requested_by`: a staff id, or a keyed hash of the address. */
export function visitorKey(deps: Pick<CrawlApiDeps, "secret">, visitor: Visitor, prefix = "crawl"): string {
  return visitor.staff ? `staff:${visitor.staff.id}` : clientKey(prefix, deps.secret, visitor.clientIp);
}

export class CrawlerUnavailableError extends Error {
  constructor() {
    super(`the ${CRAWL_QUEUE} queue does not exist: no crawl engine has started on this database`);
  }
}

/**
 * Stores a crawl and queues its job in one transaction, on the app's database
 * and job system (createServices builds `services.crawlApi` with it).
 */
export function storeAndEnqueueCrawl(db: Db, jobs: Pick<JobSystem, "send" | "hasQueue">): CrawlApiDeps["storeAndEnqueue"] {
  return async (insert) => {
    // The queue's retry and expiry are the engine's (it creates the queue when its jobs start).
    if (!(await jobs.hasQueue(CRAWL_QUEUE))) throw new CrawlerUnavailableError();
    // One transaction on both engines: the row and its job commit together or not at all, so a
    // process killed between them cannot leave a crawl that no worker will ever run. (The analyzer
    // queues its runs the same way; the job is sent through the transaction's own connection.)
    return db.transaction(async (tx) => {
      const crawlId = await insert(tx as unknown as Db);
      await enqueueCrawl(jobs, crawlId, { tx: tx as unknown as Db });
      return crawlId;
    });
  };
}
