import { asc, eq } from "drizzle-orm";
import { SELF_AUDIT_THRESHOLDS, type SelfAuditFinding } from "~/lib/seo/self-audit";
import { type CrawlDeps, type CrawlLimits, type CrawlOutcome, runCrawl } from "../../audits";
import { type CrawlOptions, crawlFrontier, crawlPages, crawls, type Db } from "../../db";
import type { FetchPolicy } from "../../net";
import { countBySeverity, findSelfAuditFindings } from "./find-findings";

/**
 * One self-audit: our crawler (the database-driven engine of
 * app/.server/audits/crawler) crawls our own site from its home page, with the
 * sitemaps it reads at the start, then find-findings.ts cross-checks the
 * two. The web tool and the weekly job run it on the app's database; `npm
 * run self-audit` on a throwaway in-memory one.
 *
 * Our own site may sit on a private or loopback address (a test server, a
 * server behind a proxy): the crawl's policy trusts exactly our origin
 * (FetchPolicy.trustedOrigin, checked by net/safe-fetch.ts on every hop), so
 * it needs no CRAWL_ALLOW_PRIVATE, and a redirect or link to any other
 * private address is still refused.
 */
export interface SelfAuditCrawlDeps extends Omit<CrawlDeps, "policy" | "limits" | "workerId"> {
  /** The crawler's configured policy; trustedOrigin is set here from the audited origin. */
  policy: FetchPolicy;
  workerId?: string;
  limits?: Partial<CrawlLimits>;
}

/**
 * Our own server: no politeness delay of ours, four requests in flight (the
 * crawler's per-host default), so a 1,000-URL site is audited in well under
 * a minute without loading the server more than four visitors would.
 */
export const SELF_AUDIT_LIMITS: Partial<CrawlLimits> = {
  delayMs: 0,
  concurrencyPerHost: 4,
  maxSitemapUrls: 50_000,
  maxCanonicalChecks: 1_000,
};

const REQUESTED_BY = "self-audit";

/** The origin a self-audit of `url` trusts: its own, and nothing else. */
export function auditedOrigin(url: string): string {
  return new URL(url).origin;
}

/** Stores the crawl of our own site (queued); runSelfAuditCrawl runs it. */
export async function createSelfAuditCrawl(db: Db, siteUrl: string, maxPages: number = SELF_AUDIT_THRESHOLDS.maxPages) {
  const start = new URL("/", siteUrl).href;
  const options: CrawlOptions = { maxPages, includeImages: false, followExternalLinks: false, crawlSitemapOnly: false };
  const [row] = await db
    .insert(crawls)
    .values({ url: start, host: new URL(start).host, options, maxPages, status: "queued", requestedBy: REQUESTED_BY })
    .returning({ id: crawls.id });
  if (!row) throw new Error("inserting the self-audit crawl returned no row");
  return row.id;
}

export interface SelfAuditResult {
  outcome: CrawlOutcome;
  crawlId: string;
  /** Pages the crawl recorded (fetched URLs, redirects and errors included). */
  urls: number;
  findings: SelfAuditFinding[];
  counts: { errors: number; warnings: number; notices: number };
  /** URLs found but not fetched because the crawl reached its page limit (their checks are missing). */
  unchecked: number;
  /** The crawl's error when it failed (e.g. the site did not answer). */
  error: string | null;
}

export async function runSelfAuditCrawl(
  deps: SelfAuditCrawlDeps,
  crawlId: string,
  options: { signal?: AbortSignal } = {},
): Promise<SelfAuditResult> {
  const [crawl] = await deps.db.select({ url: crawls.url }).from(crawls).where(eq(crawls.id, crawlId));
  if (!crawl) throw new Error(`no crawl ${crawlId}`);
  const policy: FetchPolicy = { ...deps.policy, trustedOrigin: auditedOrigin(crawl.url) };
  const outcome = await runCrawl(
    {
      ...deps,
      policy,
      workerId: deps.workerId ?? `self-audit:${process.pid}:${crawlId.slice(0, 8)}`,
      limits: { ...SELF_AUDIT_LIMITS, ...deps.limits },
    },
    crawlId,
    options,
  );
  const [after] = await deps.db.select({ error: crawls.error }).from(crawls).where(eq(crawls.id, crawlId));
  const pages = await deps.db.select().from(crawlPages).where(eq(crawlPages.crawlId, crawlId)).orderBy(asc(crawlPages.seq));
  const frontier = await deps.db
    .select()
    .from(crawlFrontier)
    .where(eq(crawlFrontier.crawlId, crawlId))
    .orderBy(asc(crawlFrontier.seq));
  const findings = outcome === "completed" ? findSelfAuditFindings({ pages, frontier }) : [];
  return {
    outcome,
    crawlId,
    urls: pages.length,
    findings,
    counts: countBySeverity(findings),
    unchecked: frontier.filter((row) => row.state === "skipped" && row.skipReason === "cap").length,
    error: after?.error ?? null,
  };
}
