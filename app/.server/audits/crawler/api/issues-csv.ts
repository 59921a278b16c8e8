import type { IssueRowJson, PageRowJson } from "~/lib/audits/crawler-view";
import { PAGE_COLUMNS } from "~/lib/audits/crawler-view";
import { csvRow } from "../../../csv";
import type { CrawlEdge } from "./crawl-links";

/**
 * The crawl's CSV downloads. Cells are written by the crawled site (titles,
 * URLs, anchors), so every text cell goes through csvCell, which quotes it
 * and defuses formula openers (= + - @).
 */

/** One row per issue and page, with the pages linking to it and the related pages, each list joined by spaces. */
export function issuesCsv(issues: readonly IssueRowJson[]): string {
  return (
    csvRow(["type", "severity", "url", "details", "linked_from", "related_pages"]) +
    issues
      .map((issue) =>
        csvRow([issue.type, issue.severity, issue.url, issue.details, issue.linkedFrom.join(" "), issue.sources.join(" ")]),
      )
      .join("")
  );
}

/** Every column of the page table, headed by the table's own labels, plus the counts it leaves out. */
export function pagesCsv(rows: readonly PageRowJson[]): string {
  const extra = ["H1 count", "External outlinks", "Content type"] as const;
  return (
    csvRow([...PAGE_COLUMNS.map((column) => column.label), ...extra]) +
    rows
      .map((row) => csvRow([...PAGE_COLUMNS.map((column) => row[column.id]), row.h1Count, row.externalOutlinks, row.contentType]))
      .join("")
  );
}

/** One row per link: where it is, where it goes, its anchor text, and what the target answered (blank: never fetched). */
export function linksCsv(edges: readonly CrawlEdge[], statuses: ReadonlyMap<string, number | string>): string {
  return (
    csvRow(["source", "target", "anchor_text", "target_status", "internal", "nofollow"]) +
    edges
      .map((edge) =>
        csvRow([
          edge.source,
          edge.target,
          edge.anchor,
          statuses.get(edge.target) ?? "",
          edge.internal ? "yes" : "no",
          edge.nofollow ? "yes" : "no",
        ]),
      )
      .join("")
  );
}
