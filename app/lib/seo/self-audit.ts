import { z } from "zod";

/**
 * Sitemap optimization (issue 23 item 4): our own site audited by our own
 * crawler and cross-checked with our own sitemaps. This file is the
 * documentation of what an audit reports: each finding type, its severity,
 * the threshold behind it, and the fix when the fix is ours to make. The
 * page (/sitemap-optimization), the weekly job and `npm run self-audit` all
 * report exactly these.
 *
 * Severities: `error` means search engines are told something false or sent
 * somewhere broken (a sitemap listing a page that is not there, not
 * indexable or not canonical; a link to a page that fails): `npm run
 * self-audit` exits non-zero on any. `warning` costs ranking or crawl budget
 * but misleads no one (orphans, pages missing from the sitemaps, duplicate
 * titles, thin or slow pages). `notice` is worth a look (duplicate
 * descriptions).
 */
export const SELF_AUDIT_SEVERITIES = ["error", "warning", "notice"] as const;
export type SelfAuditSeverity = (typeof SELF_AUDIT_SEVERITIES)[number];

export const SELF_AUDIT_THRESHOLDS = {
  /** Main text (the crawler's word count of the page's main content) below this is thin: the crawler's own threshold. */
  thinContentWords: 200,
  /**
   * A response slower than this, time to the full body as this run measured
   * it (network and server load of that moment included): one measurement,
   * not a lab figure.
   */
  slowResponseMs: 1_000,
  /**
   * Pages crawled per audit at most (the crawls table's own limit). Our
   * sitemaps list about 1,000 URLs and are fetched first; the city pages also
   * link to some 13,000 city service pages without copy (noindex), which fill
   * the rest of the limit.
   */
  maxPages: 5_000,
} as const;

/** What the fix is, when it is ours: the page shows it as a link or a button on each page of the finding. */
export type FindingActionKind = "exclude" | "link-from-state" | "edit-page";

export interface FindingTypeDoc {
  severity: SelfAuditSeverity;
  label: string;
  description: string;
  /** The fixes offered, in order. */
  actions: readonly FindingActionKind[];
}

const T = SELF_AUDIT_THRESHOLDS;

export const SELF_AUDIT_FINDING_TYPES = {
  sitemap_not_200: {
    severity: "error",
    label: "Error page in a sitemap",
    description: "A sitemap lists a URL that answers 4xx or 5xx, or does not answer.",
    actions: ["exclude"],
  },
  sitemap_redirect: {
    severity: "error",
    label: "Redirect in a sitemap",
    description: "A sitemap lists a URL that redirects: list the final URL instead.",
    actions: ["exclude"],
  },
  sitemap_noindex: {
    severity: "error",
    label: "Noindex page in a sitemap",
    description: "A sitemap lists a page that asks not to be indexed (meta robots or X-Robots-Tag).",
    actions: ["exclude", "edit-page"],
  },
  canonical_mismatch: {
    severity: "error",
    label: "Canonical points elsewhere",
    description: "A sitemap lists a page whose canonical link names another URL: the sitemap should list the canonical one.",
    actions: ["exclude", "edit-page"],
  },
  broken_link: {
    severity: "error",
    label: "Broken internal link",
    description: "A crawled page links to a page of ours that answers 4xx or 5xx, or does not answer.",
    actions: ["edit-page"],
  },
  sitemap_orphan: {
    severity: "warning",
    label: "Orphan in a sitemap",
    description: "A sitemap lists a page that no crawled page links to: visitors and crawlers cannot reach it by links.",
    actions: ["link-from-state", "exclude"],
  },
  missing_from_sitemap: {
    severity: "warning",
    label: "Linked page missing from the sitemaps",
    description: "An indexable page (200, no noindex, canonical to itself) that our pages link to but no sitemap lists.",
    actions: ["edit-page"],
  },
  duplicate_title: {
    severity: "warning",
    label: "Duplicate title",
    description: "Two or more indexable pages share one title.",
    actions: ["edit-page"],
  },
  thin_content: {
    severity: "warning",
    label: "Thin page",
    description: `An indexable page whose main text has fewer than ${T.thinContentWords} words.`,
    actions: ["edit-page"],
  },
  slow_page: {
    severity: "warning",
    label: "Slow page",
    description: `A page that took ${T.slowResponseMs.toLocaleString("en-US")} ms or more to download in this run (a measurement of this run, under that moment's load).`,
    actions: [],
  },
  duplicate_description: {
    severity: "notice",
    label: "Duplicate description",
    description: "Two or more indexable pages share one meta description.",
    actions: ["edit-page"],
  },
} as const satisfies Record<string, FindingTypeDoc>;

export type SelfAuditFindingType = keyof typeof SELF_AUDIT_FINDING_TYPES;
export const SELF_AUDIT_FINDING_TYPE_NAMES = Object.keys(SELF_AUDIT_FINDING_TYPES) as SelfAuditFindingType[];

export interface SelfAuditFinding {
  type: SelfAuditFindingType;
  severity: SelfAuditSeverity;
  /** The page the finding is about (for groups: the first of them, A to Z). */
  url: string;
  details: string;
  /** The pages it concerns: the linking pages of a broken link, the other pages of a duplicate group. */
  pages: string[];
}

export const SELF_AUDIT_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type SelfAuditStatus = (typeof SELF_AUDIT_STATUSES)[number];
export const SELF_AUDIT_TRIGGERS = ["manual", "scheduled"] as const;

export const SELF_AUDIT_TEXT = {
  started: "The audit has started. This page shows its progress.",
  alreadyRunning: "An audit is already running. Wait for it to finish.",
  otherHost: "This tool audits our own site only. To crawl another site, use the website crawler.",
  notFound: "That audit does not exist.",
  findingNotFound: "That finding does not exist.",
  notExcludable: "Only a page of our own site can be excluded from the sitemap.",
  excluded: (pattern: string) => `Excluded ${pattern} from the sitemap.`,
  alreadyExcluded: (pattern: string) => `${pattern} is already excluded from the sitemap.`,
  scheduleOn: "The weekly audit is on: it runs every Monday at 06:00 UTC.",
  scheduleOff: "The weekly audit is off.",
} as const;

/** The weekly audit: pg-boss cron (UTC), Mondays 06:00. */
export const SELF_AUDIT_WEEKLY_CRON = "0 6 * * 1";

/** The page limits offered when starting an audit (Screaming Frog's "crawl limit"). */
export const SELF_AUDIT_PAGE_LIMITS = [500, 1_000, 2_000, 5_000] as const;
const PAGE_LIMIT_TEXT = `The page limit is ${SELF_AUDIT_PAGE_LIMITS[0]} to ${SELF_AUDIT_THRESHOLDS.maxPages.toLocaleString("en-US")} pages.`;

/** A stored row's id: a whole number in the column's range, else the message. */
const rowId = (message: string) =>
  z.coerce.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message });

/** The page's form posts. */
export const selfAuditActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("start"),
      /** Optional: when sent, it must be our own site's address (the tool audits nothing else). */
      url: z.string().max(2048, { message: "The address is too long." }).optional(),
      maxPages: z.coerce
        .number({ message: PAGE_LIMIT_TEXT })
        .int({ message: PAGE_LIMIT_TEXT })
        .min(SELF_AUDIT_PAGE_LIMITS[0], { message: PAGE_LIMIT_TEXT })
        .max(SELF_AUDIT_THRESHOLDS.maxPages, { message: PAGE_LIMIT_TEXT })
        .optional(),
    }),
    z.object({
      intent: z.literal("exclude"),
      findingId: rowId("That finding does not exist."),
      url: z
        .string({ message: "Name the page to exclude." })
        .min(1, { message: "Name the page to exclude." })
        .max(2048, { message: "The address is too long." }),
    }),
    z.object({
      intent: z.literal("schedule"),
      weekly: z.enum(["on", "off"], { message: "Choose on or off." }),
    }),
  ],
  { message: "Unknown action." },
);
export type SelfAuditAction = z.infer<typeof selfAuditActionSchema>;

/** The page's query: which audit, and filters of its findings. */
export const selfAuditQuerySchema = z.object({
  audit: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  type: z
    .enum(SELF_AUDIT_FINDING_TYPE_NAMES as [SelfAuditFindingType, ...SelfAuditFindingType[]])
    .optional()
    .catch(undefined),
  severity: z.enum(SELF_AUDIT_SEVERITIES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().positive().max(10_000).optional().catch(undefined),
});
export type SelfAuditQuery = z.infer<typeof selfAuditQuerySchema>;

export const SELF_AUDIT_PAGE_SIZE = 50;

/** The one-line summary the CLI prints last, and the page shows. */
export function summaryLine(summary: { urls: number; errors: number; warnings: number; notices: number; seconds: number }) {
  const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
  return `self-audit: ${plural(summary.urls, "URL")}, ${plural(summary.errors, "error")}, ${plural(summary.warnings, "warning")}, ${plural(summary.notices, "notice")} in ${summary.seconds.toFixed(1)} s`;
}

/** The page's forms carry a few short fields. */
export const SELF_AUDIT_FORM_MAX_BYTES = 8 * 1024;
