import type { FindingSeverity } from "~/lib/tool-enums";

/**
 * Every problem a crawl reports (crawl_issues, GET /api/crawls/{id}/issues),
 * with its severity and the threshold that triggers it. This file is the
 * documentation: the crawler page and the README link here.
 *
 * An issue is `{type, severity, url, details, sources}`. `sources` are the
 * pages that link to `url` for link problems (broken links, blocked by
 * robots); for groups (duplicate titles and descriptions, near-duplicates)
 * they are the other pages of the group.
 */

export const ISSUE_THRESHOLDS = {
  /** Titles longer than this are cut in search results. */
  titleMaxChars: 60,
  /** Meta descriptions longer than this are cut in search results. */
  descriptionMaxChars: 160,
  /** Main text with fewer words than this is thin. */
  thinContentWords: 200,
  /** Simhashes (64 bits) this close or closer are near-duplicates (Manku et al., WWW 2007, used 3). */
  nearDuplicateBits: 3,
  /** Pages with less main text than this are left out of the near-duplicate comparison (too little to compare). */
  nearDuplicateMinWords: 30,
  /** A redirect chain of this many hops or more. */
  redirectChainHops: 2,
  /** A response slower than this (time to the full body). */
  slowResponseMs: 1_000,
  /** An HTML page heavier than this (or cut at the crawler's size limit). */
  oversizedPageBytes: 500_000,
} as const;

const t = ISSUE_THRESHOLDS;

export interface IssueTypeDoc {
  severity: FindingSeverity;
  /** What the problem is, and when it is reported. */
  description: string;
}

export const ISSUE_TYPES = {
  broken_internal_link: {
    severity: "high",
    description: "An in-scope page linked from crawled pages answered 4xx or 5xx, or could not be fetched.",
  },
  broken_external_link: {
    severity: "medium",
    description: "An external link (checked with followExternalLinks) answered 4xx or 5xx, or could not be fetched.",
  },
  redirect_chain: {
    severity: "medium",
    description: `A URL redirects ${t.redirectChainHops} or more times before reaching a page: link to the final URL.`,
  },
  redirect_loop: {
    severity: "high",
    description: "Redirects that come back to a URL already in the chain: the page can never be reached.",
  },
  missing_title: { severity: "high", description: "An HTML page (status 200) without a <title>." },
  duplicate_title: { severity: "medium", description: "Two or more indexable pages share the same title." },
  title_too_long: { severity: "low", description: `A title longer than ${t.titleMaxChars} characters.` },
  missing_description: { severity: "medium", description: "An HTML page (status 200) without a meta description." },
  duplicate_description: {
    severity: "low",
    description: "Two or more indexable pages share the same meta description.",
  },
  description_too_long: {
    severity: "low",
    description: `A meta description longer than ${t.descriptionMaxChars} characters.`,
  },
  missing_h1: { severity: "medium", description: "An HTML page (status 200) without an <h1>." },
  multiple_h1: { severity: "low", description: "An HTML page with more than one <h1>." },
  thin_content: {
    severity: "medium",
    description: `An indexable page whose main text has fewer than ${t.thinContentWords} words.`,
  },
  near_duplicate: {
    severity: "medium",
    description: `Indexable pages whose main text is the same or nearly so (simhash within ${t.nearDuplicateBits} bits).`,
  },
  noindex: {
    severity: "info",
    description: "A page that asks search engines not to index it (meta robots or X-Robots-Tag noindex).",
  },
  canonical_elsewhere: {
    severity: "low",
    description: "A page whose canonical link names another URL: search engines index that one instead.",
  },
  canonical_not_200: {
    severity: "high",
    description:
      "A canonical link pointing to a URL that does not answer 200 (an error or a redirect). A target the crawl did not reach is asked for once after it, so none goes unchecked.",
  },
  sitemap_not_200: {
    severity: "medium",
    description: "A sitemap URL that does not answer 200 (an error, a redirect, or no answer).",
  },
  sitemap_not_indexable: {
    severity: "medium",
    description: "A sitemap URL that is noindex or canonicalised elsewhere: sitemaps should list indexable pages only.",
  },
  sitemap_orphan: {
    severity: "low",
    description: "A sitemap URL that no crawled page links to (an orphan).",
  },
  blocked_by_robots_linked: {
    severity: "low",
    description: "A URL that robots.txt disallows but crawled pages link to: it was not fetched.",
  },
  crawl_trap: {
    severity: "low",
    description:
      "URLs of one path and query (a calendar's next links, a counter that only grows) whose pages repeat the same content apart from the parameter: the crawler stops the series and reports it. Search engines waste their crawl on them too; block them in robots.txt or mark the links nofollow.",
  },
  slow_response: {
    severity: "medium",
    description: `A page that took ${t.slowResponseMs} ms or more to download.`,
  },
  oversized_page: {
    severity: "medium",
    description: `An HTML page over ${t.oversizedPageBytes.toLocaleString("en-US")} bytes, or cut at the crawler's size limit.`,
  },
  image_missing_alt: {
    severity: "medium",
    description: 'Images without an alt attribute (alt="" is fine for decoration and is not reported).',
  },
  mixed_content: {
    severity: "high",
    description: "An https page that loads resources (scripts, images, styles, frames) over plain http.",
  },
} as const satisfies Record<string, IssueTypeDoc>;

export type IssueType = keyof typeof ISSUE_TYPES;
export const ISSUE_TYPE_NAMES = Object.keys(ISSUE_TYPES) as IssueType[];

export interface CrawlIssue {
  type: IssueType;
  severity: FindingSeverity;
  url: string;
  details: string;
  sources: string[];
}
