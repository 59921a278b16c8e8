import { type IssueGroupJson, type IssueRowJson, issueLabel } from "~/lib/audits/crawler-view";
import { FINDING_SEVERITIES } from "~/lib/tool-enums";
import type { Db } from "../../../db";
import { ISSUE_TYPES } from "../engine/issue-types";
import { issueLinkingPages } from "./crawl-links";
import { listIssues } from "./read-crawl";

/**
 * The Issues view: each issue with the pages that link to its URL, and the
 * issues grouped by type (count, severity, what the type means), worst
 * first. "Linked from" comes from the stored links of every crawled page,
 * not only from the issue's own `sources` (which the engine fills for link
 * problems only, so it was "-" on every other row).
 */
export async function listIssueRows(db: Db, crawlId: string): Promise<IssueRowJson[]> {
  const [issues, linking] = await Promise.all([listIssues(db, crawlId), issueLinkingPages(db, crawlId)]);
  return issues.map((issue) => {
    const found = linking.get(issue.url);
    const pages = linkedFrom(issue, found?.sources ?? []);
    return { ...issue, linkedFrom: pages, linkedFromCount: Math.max(found?.count ?? 0, pages.length) };
  });
}

/** Where the engine recorded the linking pages itself (a broken link's sources), they count too (a fixture without stored links). */
const SOURCES_ARE_LINKING_PAGES = new Set([
  "broken_internal_link",
  "broken_external_link",
  "redirect_loop",
  "redirect_chain",
  "blocked_by_robots_linked",
]);

function linkedFrom(issue: { type: string; url: string; sources: string[] }, linking: string[]): string[] {
  const found = new Set(linking);
  if (SOURCES_ARE_LINKING_PAGES.has(issue.type)) for (const source of issue.sources) found.add(source);
  found.delete(issue.url);
  return [...found];
}

const severityRank = (severity: string) => {
  const rank = (FINDING_SEVERITIES as readonly string[]).indexOf(severity);
  return rank === -1 ? FINDING_SEVERITIES.length : rank;
};

export function groupIssues(issues: readonly IssueRowJson[]): IssueGroupJson[] {
  const groups = new Map<string, IssueGroupJson>();
  for (const issue of issues) {
    let group = groups.get(issue.type);
    if (!group) {
      const doc = (ISSUE_TYPES as Record<string, { description: string } | undefined>)[issue.type];
      group = {
        type: issue.type,
        label: issueLabel(issue.type),
        severity: issue.severity,
        description: doc?.description ?? "",
        count: 0,
        issues: [],
      };
      groups.set(issue.type, group);
    }
    group.count += 1;
    group.issues.push(issue);
    // A type's severity is fixed by the engine; the worst one wins should rows ever disagree.
    if (severityRank(issue.severity) < severityRank(group.severity)) group.severity = issue.severity;
  }
  return [...groups.values()].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.count - a.count || a.type.localeCompare(b.type),
  );
}
