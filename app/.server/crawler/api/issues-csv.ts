import type { CrawlIssueJson } from "~/lib/crawler-api";
import { csvRow } from "../../csv";

/**
 * The issues list for spreadsheets: one row per issue, the linking pages
 * joined by spaces. Cells are written by the crawled site (titles, URLs), so
 * formula openers are defused (csvCell).
 */
export function issuesCsv(issues: CrawlIssueJson[]): string {
  return (
    csvRow(["type", "severity", "url", "details", "sources"]) +
    issues.map((issue) => csvRow([issue.type, issue.severity, issue.url, issue.details, issue.sources.join(" ")])).join("")
  );
}
