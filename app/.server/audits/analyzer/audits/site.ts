import { type CrawlPageMetadata, EMPTY_PAGE_METADATA } from "~/.server/audits/crawler/contract";
import type { LabResults } from "../lab/types";
import { readsAsHealthInformation } from "./health-content";
import { NEED_ROLES, type PageRole, pageRole } from "./page-roles";
import { proseOf } from "./readability";
import type { AuditInput, AuditIssue, AuditLinkCheck, AuditPage, CheckOutcome } from "./types";

/** A crawled HTML page with its metadata filled in (the engine may leave fields out of older rows). */
export interface SitePage {
  url: string;
  row: AuditPage;
  meta: CrawlPageMetadata;
  /** The crawler's main text (app/lib/content/page-text.ts, the words its wordCount counts), or the body text for rows without one. */
  text: string;
  isHome: boolean;
  /** What kind of page it is (page-roles.ts): decides which checks judge it. */
  role: PageRole;
  /** The page's running text (sentences, not menus or link lists) and its word count. */
  prose: { text: string; words: number };
  /** Names a treatment, a condition or admissions: held to the YMYL and HIPAA standards. */
  isTreatment: boolean;
  /**
   * Health information (YMYL): a treatment page or an article, not a listing or legal page, whose main
   * text reads as clinical information (health-content.ts). What authorship, review and freshness judge.
   */
  isHealthContent: boolean;
  /** Legal, contact and thank-you pages: short by nature, left out of the thin-content check. */
  isUtility: boolean;
  /** The author: metadata, else a printed byline ("By Dr. Maya Chen"). */
  byline: string | null;
  /** Last modified or published: metadata, else a printed "Last updated: March 3, 2026". */
  updatedAt: Date | null;
}

/** Everything the checks read, computed once. */
export interface Site {
  startUrl: string;
  /** Every crawled row, including errors, non-HTML and redirects. */
  rows: AuditPage[];
  /** HTML pages answered 2xx. */
  pages: SitePage[];
  home: SitePage | null;
  /** Home, contact and service pages: where a visitor in need looks for a crisis line or a number to call. */
  needPages: SitePage[];
  issues: AuditIssue[];
  linkChecks: AuditLinkCheck[];
  lab: LabResults;
}

const EMPTY_META: CrawlPageMetadata = EMPTY_PAGE_METADATA;

const TREATMENT_WORDS =
  /detox|rehab|treatment|residential|inpatient|outpatient|\biop\b|\bphp\b|\bmat\b|medication-assisted|addiction|substance|alcohol|opioid|dual-diagnosis|dual diagnosis|mental-health|mental health|therapy|admission|insurance|recovery|program/i;
const UTILITY_WORDS = /privacy|terms|legal|disclaimer|cookie|accessibility|contact|thank|sitemap|login|careers|404/i;

/** Capitalised "By" anywhere (extracted text often glues a byline to the heading before it); lower-case only at a sentence start. */
const BYLINE =
  /(?:(?:^|[.!?:]\s+|\n\s*)(?:written by|by|author:)|(?:Written [Bb]y|By|Author:))\s+((?:Dr\.\s+)?[A-Z][\w'’-]+(?:\s+(?:[A-Z]\.|[A-Z][\w'’-]+)){1,3})/;
const PRINTED_DATE =
  /\b(?:last\s+)?(?:updated|modified|reviewed|published|posted)(?:\s+on)?:?\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})/i;

export function bylineIn(text: string): string | null {
  return BYLINE.exec(text)?.[1]?.trim() ?? null;
}

function validDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function datedIn(meta: CrawlPageMetadata): Date | null {
  return validDate(meta.modified) ?? validDate(meta.published) ?? validDate(PRINTED_DATE.exec(meta.bodyText)?.[1]);
}

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
    // Address and H1, not the title: titles carry the brand ("... | Harbor Point Recovery"), which would make every page a treatment page.
    const label = `${path} ${meta.headings.find((h) => h.level === 1)?.text ?? ""}`;
    const isHome = path === "/" || (start !== null && path === start.pathname);
    const url = row.finalUrl || row.url;
    const text = row.content?.trim() ? row.content : meta.bodyText;
    const role = pageRole(url, meta, isHome);
    return {
      url,
      row,
      meta,
      text,
      isHome,
      role,
      prose: proseOf(text),
      isTreatment: !isHome && TREATMENT_WORDS.test(label),
      isHealthContent:
        !isHome &&
        (TREATMENT_WORDS.test(label) || role === "article") &&
        role !== "listing" &&
        role !== "legal" &&
        readsAsHealthInformation(text),
      isUtility: role === "legal" || role === "contact" || UTILITY_WORDS.test(path),
      byline: meta.author ?? bylineIn(meta.bodyText),
      updatedAt: datedIn(meta),
    };
  });
  return {
    startUrl: input.startUrl,
    rows: input.pages,
    pages,
    home: pages.find((p) => p.isHome) ?? pages[0] ?? null,
    needPages: pages.filter((p) => NEED_ROLES.includes(p.role)),
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
