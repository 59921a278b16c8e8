import type { CrawlPageMetadata } from "~/.server/crawler/contract";
import type { LabResults } from "../lab/types";
import type { AuditInput, AuditIssue, AuditLinkCheck, AuditPage, CheckOutcome } from "./types";

/** A crawled HTML page with its metadata filled in (the engine may leave fields out of older rows). */
export interface SitePage {
  url: string;
  row: AuditPage;
  meta: CrawlPageMetadata;
  /** The main text (Readability), or the body text when there is none. */
  text: string;
  isHome: boolean;
  /** Names a treatment, a condition or admissions: held to the YMYL and HIPAA standards. */
  isTreatment: boolean;
  /** Legal, contact and thank-you pages: short by nature, left out of the thin-content check. */
  isUtility: boolean;
}

/** Everything the checks read, computed once. */
export interface Site {
  startUrl: string;
  /** Every crawled row, including errors, non-HTML and redirects. */
  rows: AuditPage[];
  /** HTML pages answered 2xx. */
  pages: SitePage[];
  home: SitePage | null;
  issues: AuditIssue[];
  linkChecks: AuditLinkCheck[];
  lab: LabResults;
}

const EMPTY_META: CrawlPageMetadata = {
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
};

const TREATMENT_WORDS =
  /detox|rehab|treatment|residential|inpatient|outpatient|\biop\b|\bphp\b|\bmat\b|medication-assisted|addiction|substance|alcohol|opioid|dual-diagnosis|dual diagnosis|mental-health|mental health|therapy|admission|insurance|recovery|program/i;
const UTILITY_WORDS = /privacy|terms|legal|disclaimer|cookie|accessibility|contact|thank|sitemap|login|careers|404/i;

export function isHtml(row: AuditPage): boolean {
  return (row.contentType ?? "").toLowerCase().includes("html");
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function buildSite(input: AuditInput): Site {
  const start = safeUrl(input.startUrl);
  const okHtml = input.pages.filter(
    (row) => isHtml(row) && row.statusCode !== null && row.statusCode >= 200 && row.statusCode < 300,
  );
  const pages = okHtml.map((row): SitePage => {
    const meta = { ...EMPTY_META, ...(row.metadata as Partial<CrawlPageMetadata>) };
    const path = pathOf(row.finalUrl || row.url);
    const label = `${path} ${row.title ?? ""} ${meta.headings.find((h) => h.level === 1)?.text ?? ""}`;
    const isHome = path === "/" || (start !== null && path === start.pathname);
    return {
      url: row.finalUrl || row.url,
      row,
      meta,
      text: row.content?.trim() ? row.content : meta.bodyText,
      isHome,
      isTreatment: !isHome && TREATMENT_WORDS.test(label),
      isUtility: UTILITY_WORDS.test(path),
    };
  });
  return {
    startUrl: input.startUrl,
    rows: input.pages,
    pages,
    home: pages.find((p) => p.isHome) ?? pages[0] ?? null,
    issues: input.issues,
    linkChecks: input.linkChecks,
    lab: input.lab ?? { runs: [], axe: [], skippedReason: "The lab stage did not run." },
  };
}

function safeUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** All pages pass: full credit; otherwise credit in proportion to the pages that pass. */
export function perPage(
  pages: SitePage[],
  failing: SitePage[],
  describe: (failed: number, total: number) => string,
): CheckOutcome | null {
  if (pages.length === 0) return null;
  const urls = failing.map((p) => p.url);
  return {
    passed: failing.length === 0,
    score: 1 - failing.length / pages.length,
    details: describe(failing.length, pages.length),
    urls,
  };
}

export function outcome(passed: boolean, details: string, urls: string[] = [], score = passed ? 1 : 0): CheckOutcome {
  return { passed, score, details, urls };
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
