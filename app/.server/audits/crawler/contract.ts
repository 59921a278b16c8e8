import type { Db } from "../../db";
import type { JobSystem } from "../../jobs";

/**
 * What the crawler's parts agree on: the job that runs a crawl, and the
 * shape of a crawled page's metadata (crawl_pages.metadata). The engine
 * (engine/) writes it; the crawl API (api/), the crawler page and the
 * analyzer read it.
 */

/** pg-boss queue of crawls; job data is CrawlJob. */
export const CRAWL_QUEUE = "crawl";
export interface CrawlJob {
  crawlId: string;
}

/** Queues a crawl (inside `tx` when given); the singleton key keeps a double click from queuing it twice. */
export function enqueueCrawl(jobs: Pick<JobSystem, "send">, crawlId: string, options: { tx?: Db } = {}) {
  return jobs.send<CrawlJob>({ queue: CRAWL_QUEUE }, { crawlId }, { ...options, singletonKey: `crawl:${crawlId}` });
}

/** Maximum Pages (spec §5): 1 to 500, default 50. Staff may go up to STAFF_MAX_PAGES. */
export const MAX_PAGES_DEFAULT = 50;
export const MAX_PAGES_LIMIT = 500;
export const STAFF_MAX_PAGES = 2000;

export interface CrawlLink {
  /** Absolute, normalised (fragment dropped). */
  href: string;
  /** Anchor text (or the image alt of an image link). */
  text: string;
  internal: boolean;
  nofollow: boolean;
}

export interface CrawlImage {
  src: string;
  alt: string | null;
  /** Known when includeImages fetched it (HEAD / Content-Length). */
  bytes?: number | null;
  width?: number | null;
  height?: number | null;
}

export interface CrawlPageMetadata {
  description: string | null;
  canonical: string | null;
  metaRobots: string | null;
  xRobotsTag: string | null;
  hreflang: { lang: string; href: string }[];
  headings: { level: number; text: string }[];
  wordCount: number;
  lang: string | null;
  links: CrawlLink[];
  /** Recorded when includeImages is on (and always for the analyzer's alt checks). */
  images: CrawlImage[];
  /** JSON-LD @type values and microdata itemtypes found. */
  structuredDataTypes: string[];
  /** All visible text of the page (header and footer included), capped: compliance checks read it. */
  bodyText: string;
  /** External and internal script srcs, in page order: tracker detection. */
  scripts: string[];
  /** Known tracker signatures seen in inline scripts (`fbq(`, `gtag(`, `ttq.`...). */
  inlineScriptSignatures: string[];
  /** Number of <form> elements, and whether one asks for personal data (email, phone, name). */
  forms: number;
  hasPersonalDataForm: boolean;
  /** tel: links, and phone numbers printed but not clickable. */
  telLinks: string[];
  unlinkedPhoneNumbers: string[];
  /** http: resources on an https page. */
  mixedContent: string[];
  /** article:published_time / datePublished, dateModified / Last-Modified. */
  published: string | null;
  modified: string | null;
  author: string | null;
  /** "Medically reviewed by ..." and the like. */
  reviewedBy: string | null;
}

/** A page with nothing found: the base that partial metadata (a non-HTML page, a test row) is filled in from. */
export const EMPTY_PAGE_METADATA: Readonly<CrawlPageMetadata> = Object.freeze({
  description: null,
  canonical: null,
  metaRobots: null,
  xRobotsTag: null,
  hreflang: [],
  headings: [],
  wordCount: 0,
  lang: null,
  links: [],
  images: [],
  structuredDataTypes: [],
  bodyText: "",
  scripts: [],
  inlineScriptSignatures: [],
  forms: 0,
  hasPersonalDataForm: false,
  telLinks: [],
  unlinkedPhoneNumbers: [],
  mixedContent: [],
  published: null,
  modified: null,
  author: null,
  reviewedBy: null,
});
