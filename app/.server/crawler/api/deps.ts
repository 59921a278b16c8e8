import { sql } from "drizzle-orm";
import { fromDrizzle } from "pg-boss";
import { clientKey } from "../../agent-metrics/client-key";
import type { Staff } from "../../auth/staff";
import type { Db } from "../../db/client";
import type { Logger } from "../../log";
import type { Services } from "../../services";
import { CRAWL_QUEUE, type CrawlJob } from "../contract";
import type { Resolve } from "./start-url";

/** What the crawl API needs, passed in: tests build it on their own database and queue. */
export interface CrawlApiDeps {
  db: Db;
  /** Queues the crawl's job inside the transaction that stores the crawl, so neither exists without the other. */
  enqueue(tx: Db, crawlId: string): Promise<void>;
  /** Keys the visitor's rate-limit counter (a hash: the counters table never holds an address). */
  secret: string;
  /** CRAWL_ALLOW_PRIVATE: loopback and private addresses and any port, for tests and local use. */
  allowPrivate: boolean;
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

/**
 * Whether CRAWL_ALLOW_PRIVATE is on. HOOK: the setting belongs to the
 * `crawler` config block of app/.server/net (helper "net"); until that block
 * is on main the environment variable is read here, with the same meaning
 * (only the exact text `true` turns it on).
 */
export function allowPrivateFrom(config: Services["config"]): boolean {
  const crawler = (config as { crawler?: { allowPrivate?: boolean } }).crawler;
  return crawler?.allowPrivate ?? process.env.CRAWL_ALLOW_PRIVATE === "true";
}

/** The app's crawl API over its database and job queue. */
export function crawlApiDeps(services: Pick<Services, "database" | "jobs" | "secret" | "config" | "log">): CrawlApiDeps {
  const { boss } = services.jobs;
  return {
    db: services.database.db,
    secret: services.secret,
    allowPrivate: allowPrivateFrom(services.config),
    log: services.log,
    async enqueue(tx, crawlId) {
      const job: CrawlJob = { crawlId };
      // The queue's retry and expiry are the engine's (it creates the queue when the jobs start).
      await boss.send(CRAWL_QUEUE, job, { db: fromDrizzle(tx as never, sql as never), singletonKey: `crawl:${crawlId}` });
    },
  };
}
