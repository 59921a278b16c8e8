import { CRAWLER_TEXT } from "~/lib/audits/crawler-api";
import { CRAWL_VIEW_TEXT } from "~/lib/audits/crawler-view";
import { hasRole } from "../../../auth";
import { type BodyOptions, jsonAnswer, readJson, refusal } from "../../../http";
import { hitRateLimit } from "../../../rate-limit";
import type { RequestInfo } from "../../../request-context";
import { cancelCrawl } from "./cancel-crawl";
import { compareCrawls, listCompareCandidates } from "./compare-crawls";
import { readEdges, targetStatuses } from "./crawl-links";
import { type CrawlApiDeps, CrawlerUnavailableError, limitsOf, type Visitor, visitorKey } from "./deps";
import { crawlEventStream, type EventStreamOptions } from "./events";
import { groupIssues, listIssueRows } from "./issue-groups";
import { issuesCsv, linksCsv, pagesCsv } from "./issues-csv";
import { listPageRows } from "./page-table";
import { type CrawlRow, crawlStatusJson, findCrawl, listPages } from "./read-crawl";
import { startCrawl } from "./start-crawl";
import { vectorizeCrawl } from "./vectorize";

/**
 * The HTTP side of /api/crawls for the thin route modules (on `apiRoute`,
 * which answers 405 and renders a thrown AppError). Every refusal is a 4xx
 * in the envelope; an unexpected failure is logged with the request id and
 * answered 500 without details.
 */
export const MAX_BODY_BYTES = 4 * 1024;

const API_TEXT = {
  json: "Send the crawl as JSON (Content-Type: application/json).",
  tooLarge: `The request is too large: at most ${MAX_BODY_BYTES} bytes.`,
  badJson: "The request body is not valid JSON.",
  failed: "Something went wrong on our side. Please try again.",
  unavailable: "The crawler is not available right now. Please try again in a few minutes.",
  vectorizeLimited: "Too many vectorize requests. Please try again later.",
} as const;

const notFound = () => refusal(404, CRAWLER_TEXT.notFound);

const visitorOf = (info: RequestInfo): Visitor => ({ clientIp: info.clientIp, staff: info.staff ?? null });

/** Runs `work`, turning a throw into a logged 500. */
async function guarded(info: RequestInfo, what: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    info.log.error({ err: error }, what);
    return refusal(500, API_TEXT.failed);
  }
}

/** The crawl's JSON body: read by the socket, which refuses it in the envelope (415, 413, 400). */
const CRAWL_BODY: BodyOptions = {
  maxBytes: MAX_BODY_BYTES,
  messages: { unsupportedType: API_TEXT.json, tooLarge: API_TEXT.tooLarge, badJson: API_TEXT.badJson },
};

/** POST /api/crawls → 202 {"crawlId"}. */
export async function answerStartCrawl(request: Request, deps: CrawlApiDeps, info: RequestInfo): Promise<Response> {
  const body = await readJson(request, CRAWL_BODY);
  return guarded(info, "starting a crawl failed", async () => {
    const result = await startCrawl(deps, body, visitorOf(info)).catch((error: unknown) => {
      if (error instanceof CrawlerUnavailableError) return { status: "unavailable" as const };
      throw error;
    });
    if (result.status === "unavailable") {
      info.log.error({ err: new CrawlerUnavailableError() }, "a crawl was asked for, but no crawl queue exists");
      return refusal(503, API_TEXT.unavailable, { headers: { "Retry-After": "300" } });
    }
    switch (result.status) {
      case "started":
        return jsonAnswer({ crawlId: result.crawlId }, 202, { Location: `/api/crawls/${result.crawlId}` });
      case "rate_limited":
        return refusal(429, result.message, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
      default:
        return refusal(400, result.message);
    }
  });
}

/** A read of one crawl: 404 with the spec's text when there is none. */
async function withCrawl(
  deps: CrawlApiDeps,
  info: RequestInfo,
  id: string | undefined,
  work: (crawl: CrawlRow) => Promise<Response>,
) {
  return guarded(info, "reading a crawl failed", async () => {
    const crawl = await findCrawl(deps.db, id);
    return crawl ? work(crawl) : notFound();
  });
}

/** GET /api/crawls/{id}. */
export function answerCrawlStatus(deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  return withCrawl(deps, info, id, async (crawl) => jsonAnswer(crawlStatusJson(crawl), 200));
}

/** GET /api/crawls/{id}/pages[?fields=summary|table][&seq=N]; `table` is the crawl view's rows (page-table.ts). */
export function answerCrawlPages(request: Request, deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  const params = new URL(request.url).searchParams;
  const fields = params.get("fields");
  const seqText = params.get("seq");
  if (fields !== null && fields !== "summary" && fields !== "table")
    return Promise.resolve(refusal(400, "fields may only be `summary` or `table`."));
  if (seqText !== null && !/^\d{1,6}$/.test(seqText))
    return Promise.resolve(refusal(400, "seq must be a page number (1, 2, 3...)."));
  return withCrawl(deps, info, id, async (crawl) => {
    if (fields === "table") return jsonAnswer({ pages: await listPageRows(deps.db, crawl.id) }, 200);
    const pages = await listPages(deps.db, crawl.id, {
      summary: fields === "summary",
      seq: seqText === null ? undefined : Number(seqText),
    });
    return jsonAnswer({ pages }, 200);
  });
}

/** GET /api/crawls/{id}/issues: every issue with its linking pages, and the issues grouped by type. */
export function answerCrawlIssues(deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  return withCrawl(deps, info, id, async (crawl) => {
    const issues = await listIssueRows(deps.db, crawl.id);
    return jsonAnswer({ issues, groups: groupIssues(issues) }, 200);
  });
}

/** A CSV download named after the crawl's host: `crawl-{what}-{host}-{id8}.csv`. */
function csvDownload(crawl: CrawlRow, what: string, body: string): Response {
  const name = `crawl-${what}-${crawl.host.replace(/[^a-z0-9.-]/gi, "_")}-${crawl.id.slice(0, 8)}.csv`;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** GET /api/crawls/{id}/issues.csv: one row per issue and page, with its linking pages. */
export function answerCrawlIssuesCsv(deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  return withCrawl(deps, info, id, async (crawl) =>
    csvDownload(crawl, "issues", issuesCsv(await listIssueRows(deps.db, crawl.id))),
  );
}

/** GET /api/crawls/{id}/pages.csv: the page table, every column. */
export function answerCrawlPagesCsv(deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  return withCrawl(deps, info, id, async (crawl) => csvDownload(crawl, "pages", pagesCsv(await listPageRows(deps.db, crawl.id))));
}

/** GET /api/crawls/{id}/links.csv: every link, with its anchor text and the target's status. */
export function answerCrawlLinksCsv(deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  return withCrawl(deps, info, id, async (crawl) => {
    const [edges, statuses] = await Promise.all([readEdges(deps.db, crawl.id), targetStatuses(deps.db, crawl.id)]);
    return csvDownload(crawl, "links", linksCsv(edges, statuses));
  });
}

/**
 * GET /api/crawls/{id}/compare: the earlier crawls of the same site this
 * visitor may pick; `?with={id}`: the comparison (compare-crawls.ts says who may).
 */
export function answerCompare(request: Request, deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  const other = new URL(request.url).searchParams.get("with");
  return withCrawl(deps, info, id, async (crawl) => {
    if (other === null) return jsonAnswer({ candidates: await listCompareCandidates(deps, crawl, visitorOf(info)) }, 200);
    const result = await compareCrawls(deps.db, crawl, other);
    switch (result.status) {
      case "ok":
        return jsonAnswer(result.value, 200);
      case "not_found":
        return notFound();
      case "not_ready":
        return refusal(409, result.message);
      default:
        return refusal(400, result.message);
    }
  });
}

/**
 * GET /api/crawls/{id}/events. `no-transform` keeps the compression step
 * from buffering the stream (compression skips such responses).
 */
export function answerCrawlEvents(
  request: Request,
  deps: CrawlApiDeps,
  info: RequestInfo,
  id: string | undefined,
  options?: EventStreamOptions,
) {
  return withCrawl(deps, info, id, async (crawl) => crawlEventStream(request, deps.db, crawl.id, options));
}

/**
 * POST /api/crawls/{id}/vectorize → {"vectorizedCount"}: staff only (it
 * writes into the chat's search index). Anonymous: 401; signed in without
 * a staff role: 403; checked before the crawl is looked up, so a refused
 * caller learns nothing about which ids exist.
 */
export function answerVectorize(deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  if (!info.staff) return Promise.resolve(refusal(401, CRAWL_VIEW_TEXT.vectorizeSignIn));
  if (!hasRole(info.staff, "admin")) return Promise.resolve(refusal(403, CRAWL_VIEW_TEXT.vectorizeForbidden));
  return withCrawl(deps, info, id, async (crawl) => {
    const visitor = visitorOf(info);
    const limit = await hitRateLimit(deps.db, `${visitorKey(deps, visitor, "crawl-vectorize")}:vectorize`, {
      limit: limitsOf(deps).vectorizePerHour,
      windowSeconds: 3600,
    });
    if (!limit.allowed)
      return refusal(429, API_TEXT.vectorizeLimited, { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    const result = await vectorizeCrawl(deps.db, crawl);
    if (result.status === "not_ready") return refusal(409, result.message);
    return jsonAnswer({ vectorizedCount: result.vectorizedCount, passages: result.passages }, 200);
  });
}

/** POST /api/crawls/{id}/cancel → 202 {"status"}. */
export function answerCancel(deps: CrawlApiDeps, info: RequestInfo, id: string | undefined) {
  return withCrawl(deps, info, id, async (crawl) => {
    const result = await cancelCrawl(deps, crawl, visitorOf(info));
    switch (result.status) {
      case "forbidden":
        return refusal(403, result.message);
      case "finished":
        return refusal(409, result.message);
      default:
        return jsonAnswer({ status: result.status }, 202);
    }
  });
}
