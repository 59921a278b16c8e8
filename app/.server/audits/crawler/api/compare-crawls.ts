import { and, desc, eq, inArray, lt, ne } from "drizzle-orm";
import { FINAL_CRAWL_STATUSES, isFinalCrawlStatus } from "~/lib/audits/crawler-api";
import { type CompareCandidateJson, type CompareJson, CRAWL_VIEW_TEXT, type IssueChange } from "~/lib/audits/crawler-view";
import { hasRole } from "../../../auth";
import { crawls, type Db } from "../../../db";
import { type CrawlApiDeps, type Visitor, visitorKey } from "./deps";
import { type CrawlRow, findCrawl, listIssues } from "./read-crawl";

/**
 * Two crawls of the same site side by side: the issues of this crawl that
 * are new, those of the earlier crawl that are gone (fixed), and those in
 * both (still open), keyed by issue type and URL.
 *
 * Who may compare: reading a crawl is decided by its id alone (the
 * shareable address /website-crawler/{id} is the capability; findCrawl has
 * no other check), so comparing needs both ids, the same rule applied to
 * both crawls. The list of earlier crawls offered to pick from would hand
 * out ids, so it holds only crawls this visitor started (the same key as
 * cancel: the staff id, or the keyed hash of the address), or any for an
 * admin.
 */
const CANDIDATE_LIMIT = 20;

const candidateJson = (row: CrawlRow): CompareCandidateJson => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  pagesDone: row.pagesDone,
});

export async function listCompareCandidates(
  deps: Pick<CrawlApiDeps, "db" | "secret">,
  crawl: CrawlRow,
  visitor: Visitor,
): Promise<CompareCandidateJson[]> {
  const mine = hasRole(visitor.staff, "admin") ? undefined : eq(crawls.requestedBy, visitorKey(deps, visitor));
  const rows = await deps.db
    .select()
    .from(crawls)
    .where(
      and(
        eq(crawls.host, crawl.host),
        ne(crawls.id, crawl.id),
        lt(crawls.createdAt, crawl.createdAt),
        inArray(crawls.status, [...FINAL_CRAWL_STATUSES]),
        mine,
      ),
    )
    .orderBy(desc(crawls.createdAt))
    .limit(CANDIDATE_LIMIT);
  return rows.map(candidateJson);
}

export type CompareResult =
  | { status: "ok"; value: CompareJson }
  | { status: "not_found" | "refused" | "not_ready"; message: string };

export async function compareCrawls(db: Db, crawl: CrawlRow, otherId: string): Promise<CompareResult> {
  const base = await findCrawl(db, otherId);
  if (!base) return { status: "not_found", message: "No crawl results found for this ID." };
  if (base.id === crawl.id) return { status: "refused", message: CRAWL_VIEW_TEXT.compareSame };
  if (base.host !== crawl.host) return { status: "refused", message: CRAWL_VIEW_TEXT.compareOtherHost };
  if (!isFinalCrawlStatus(base.status) || !isFinalCrawlStatus(crawl.status))
    return { status: "not_ready", message: CRAWL_VIEW_TEXT.compareNotFinished };
  const [now, before] = await Promise.all([listIssues(db, crawl.id), listIssues(db, base.id)]);
  const key = (issue: { type: string; url: string }) => `${issue.type}\n${issue.url}`;
  const earlier = new Set(before.map(key));
  const later = new Set(now.map(key));
  const issues: CompareJson["issues"] = [];
  const add = (change: IssueChange, issue: { type: string; severity: string; url: string; details: string }) =>
    issues.push({ change, type: issue.type, severity: issue.severity, url: issue.url, details: issue.details });
  const seen = new Set<string>();
  for (const issue of now) {
    if (seen.has(key(issue))) continue;
    seen.add(key(issue));
    add(earlier.has(key(issue)) ? "open" : "new", issue);
  }
  for (const issue of before) {
    if (later.has(key(issue)) || seen.has(key(issue))) continue;
    seen.add(key(issue));
    add("fixed", issue);
  }
  const counts = { new: 0, fixed: 0, open: 0 };
  for (const issue of issues) counts[issue.change] += 1;
  return { status: "ok", value: { base: candidateJson(base), counts, issues } };
}
