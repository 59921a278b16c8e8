import { hasRole } from "../../../auth";
import { crawls } from "../../../db";
import { hitRateLimit } from "../../../rate-limit";
import { MAX_PAGES_LIMIT, STAFF_MAX_PAGES } from "../contract";
import { type CrawlApiDeps, limitsOf, type Visitor, visitorKey } from "./deps";
import { parseStartRequest } from "./start-request";
import { checkStartUrl } from "./start-url";

export type StartCrawlResult =
  | { status: "started"; crawlId: string }
  | { status: "invalid"; message: string }
  | { status: "rate_limited"; message: string; retryAfterSeconds: number };

export const RATE_LIMITED_TEXT = "You have started too many crawls. Please try again later.";

/** Staff may crawl larger sites (issue 12, item 9); visitors get the spec's 500. */
export const maxPagesLimitFor = (visitor: Visitor) => (hasRole(visitor.staff, "admin") ? STAFF_MAX_PAGES : MAX_PAGES_LIMIT);

/**
 * Starts a crawl: validate the body, check the address, count the visitor's
 * crawls, then store the crawl (queued) and its job together. Nothing is
 * stored or queued for a refused request; the engine's worker does the rest.
 */
export async function startCrawl(deps: CrawlApiDeps, body: unknown, visitor: Visitor): Promise<StartCrawlResult> {
  const request = parseStartRequest(body, maxPagesLimitFor(visitor));
  if (!request.ok) return { status: "invalid", message: request.message };
  const address = await checkStartUrl(request.url, {
    allowPrivate: deps.allowPrivate,
    allowedPorts: deps.allowedPorts,
    resolve: deps.resolve,
  });
  if (!address.ok) return { status: "invalid", message: address.message };

  const limits = limitsOf(deps);
  const requestedBy = visitorKey(deps, visitor);
  const limit = await hitRateLimit(deps.db, `${requestedBy}:crawls`, {
    limit: visitor.staff ? limits.staffCrawlsPerHour : limits.crawlsPerHour,
    windowSeconds: 3600,
  });
  if (!limit.allowed) return { status: "rate_limited", message: RATE_LIMITED_TEXT, retryAfterSeconds: limit.retryAfterSeconds };

  const crawlId = await deps.storeAndEnqueue(async (db) => {
    const [row] = await db
      .insert(crawls)
      .values({
        url: address.url,
        host: address.host,
        options: request.options,
        maxPages: request.options.maxPages,
        status: "queued",
        requestedBy,
      })
      .returning({ id: crawls.id });
    if (!row) throw new Error("inserting the crawl returned no row");
    return row.id;
  });
  deps.log.info({ crawlId, host: address.host, maxPages: request.options.maxPages }, "crawl queued");
  return { status: "started", crawlId };
}
