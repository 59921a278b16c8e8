import "../zod-setup";
import { z } from "zod";
import { dateTimeFormat } from "../agency-day";
import { formatInZone } from "../dates";
import { zonedTimeToUtc } from "../leads/session-slots";
import { cityServiceSlugs } from "./city-services";
import { type PageSchema, pageSchema, pageTypes, sectionBackgrounds } from "./page-schema";
import { DRAFT_STATUS_LABELS, DRAFT_STATUSES, type DraftStatus } from "./studio-enums";

/**
 * The content studio's contract (issue 22 items 5-8): the lenient schema a
 * draft is saved with, the strict rules a publish must meet, how a refusal
 * names the section and field, the inputs of every studio action, and the
 * texts. The server (app/.server/content/studio) and the editor use the same ones.
 */

export * from "./studio-enums";

export const STUDIO_TEXT = {
  /** Spec §8: a save error throws this; the store's PageSaveError carries the same prefix. */
  saveFailed: (message: string) => `Failed to save page schema: ${message}`,
  conflict:
    "Someone else saved this page after you opened it. Your changes were not saved: compare them with the current draft, then save again.",
  publishInvalid: "This page cannot be published yet: fix the fields listed.",
  noSuchPage: "No such page.",
  noSuchRecord: "No such article.",
  noDraft: "This page has no draft to work on.",
  pathTaken: "Another page already uses this path.",
  pathReserved: "This path belongs to a fixed page of the site; choose another.",
  pathInvalid: "A path is lowercase letters, digits and hyphens between slashes, like /rehab/seo.",
  reviewerSelf: "Choose another staff member as the reviewer: you cannot review your own draft.",
  reviewerUnknown: "The reviewer must be an active staff member.",
  notReviewer: "Only the reviewer chosen for this draft can approve it or request changes.",
  approvalRequired: "This draft needs a reviewer's approval before it is published.",
  notAuthor: "Only the draft's author may publish it without approval.",
  superAdminOnly: "Only a super admin can change this setting.",
  scheduleInPast: "Choose a time in the future.",
  scheduleGone: "This schedule has already run or was cancelled.",
  noSuchVersion: "This page has no such version.",
  notPublished: "This page is not published.",
  redirectInvalid: "Redirect to a path of this site (like /services), other than the page's own.",
  wrongState: (action: string, status: DraftStatus) =>
    `You cannot ${action} a draft that is ${statusLabel(status).toLowerCase()}.`,
} as const;

function statusLabel(status: DraftStatus) {
  return status.replaceAll("_", " ");
}

/* ---------------------------------------------------------------------------
 * Draft (lenient) and publish (strict) schemas
 * ------------------------------------------------------------------------- */

const loose = (max: number) => z.string().max(max).optional();

const draftItemSchema = z.object({
  id: z.string().trim().min(1).max(80),
  title: z.string().max(200),
  description: loose(4000),
  icon: loose(40),
  link: loose(500),
  imageUrl: loose(500),
});

const draftSectionSchema = z.object({
  id: z.string().trim().min(1).max(80),
  type: z.string().trim().min(1).max(40),
  title: loose(200),
  subtitle: loose(1000),
  background: z.enum(sectionBackgrounds).optional(),
  ctaText: loose(80),
  ctaUrl: loose(500),
  content: loose(50_000),
  imageUrl: loose(500),
  imageAlt: loose(300),
  items: z.array(draftItemSchema).max(40).optional(),
});

/**
 * What a draft save takes: the page's shape and types hold (so the editor
 * can always load it again), but text may be empty and sections missing.
 */
export const draftPageSchema = z.object({
  seo: z.object({
    title: z.string().max(120),
    description: z.string().max(320),
    keywords: z.array(z.string().max(80)).max(30).optional(),
    ogImage: loose(500),
    ogType: loose(40),
    canonicalUrl: loose(500),
    cityName: loose(120),
    stateName: loose(120),
    structuredData: z.record(z.string(), z.unknown()).optional(),
    noindex: z.boolean().optional(),
  }),
  breadcrumb: loose(80),
  sections: z.array(draftSectionSchema).max(40),
});
export type DraftPageSchema = z.infer<typeof draftPageSchema>;
export type DraftSection = DraftPageSchema["sections"][number];
export type DraftSectionItem = NonNullable<DraftSection["items"]>[number];
export type DraftSeo = DraftPageSchema["seo"];

type SectionRule = { fields: ("title" | "content" | "ctaText" | "ctaUrl")[]; items?: "title" | "description" };

/**
 * What each section type needs before it may go live, beyond the stored
 * contract (pageSchema): a hero without a title or a FAQ without answers
 * would render, but badly. The site's seed pages all meet these (tested).
 */
const PUBLISH_RULES: Record<string, SectionRule> = {
  hero: { fields: ["title"] },
  features: { fields: ["title"], items: "title" },
  benefits: { fields: ["title"], items: "title" },
  testimonials: { fields: [], items: "description" },
  cta: { fields: ["title"] },
  faq: { fields: [], items: "description" },
  content: { fields: ["content"] },
};

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/** The strict contract a publish must meet: the stored page schema plus the per-section rules. */
export const publishPageSchema = pageSchema.superRefine((page, ctx) => {
  page.sections.forEach((section, index) => {
    const rule = PUBLISH_RULES[section.type];
    if (!rule) return;
    for (const field of rule.fields) {
      if (blank(section[field])) ctx.addIssue({ code: "custom", path: ["sections", index, field], message: "required" });
    }
    // A button needs both its text and where it goes.
    if (blank(section.ctaText) !== blank(section.ctaUrl)) {
      const missing = blank(section.ctaText) ? "ctaText" : "ctaUrl";
      ctx.addIssue({ code: "custom", path: ["sections", index, missing], message: "required" });
    }
    if (rule.items) {
      const items = section.items ?? [];
      if (items.length === 0) ctx.addIssue({ code: "custom", path: ["sections", index, "items"], message: "required" });
      items.forEach((item, itemIndex) => {
        if (blank(item[rule.items as "title" | "description"])) {
          ctx.addIssue({
            code: "custom",
            path: ["sections", index, "items", itemIndex, rule.items as string],
            message: "required",
          });
        }
      });
    }
  });
});

/* ---------------------------------------------------------------------------
 * Naming a problem by section and field
 * ------------------------------------------------------------------------- */

export const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  subtitle: "Subtitle",
  description: "Description",
  background: "Background",
  ctaText: "CTA text",
  ctaUrl: "CTA URL",
  content: "Content",
  imageUrl: "Image",
  imageAlt: "Image alt text",
  items: "Items",
  icon: "Icon",
  link: "Link",
  keywords: "Keywords",
  ogImage: "Open Graph image",
  ogType: "Open Graph type",
  canonicalUrl: "Canonical URL",
  cityName: "City",
  stateName: "State",
  structuredData: "Structured data",
  noindex: "Hide from search engines",
  breadcrumb: "Breadcrumb",
  sections: "Sections",
  id: "ID",
  type: "Type",
};

/** One problem of a page, where the editor shows it. */
export interface StudioIssue {
  /** Into the page schema: `["sections", 0, "title"]`. */
  path: (string | number)[];
  /** "Section 1 (hero)", "Section 3 (faq), item 2", "SEO" or "Page". */
  where: string;
  /** "Title". */
  field: string;
  /** "Title is required". */
  problem: string;
  /** The whole sentence: "Section 1 (hero): Title is required". */
  message: string;
}

interface RawIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
}

function describeProblem(issue: RawIssue, field: string): string {
  if (issue.message === "required") return `${field} is required`;
  if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) return `${field} is required`;
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return `${field} is required`;
  if (issue.code === "too_small" && issue.origin === "array") return `${field} needs at least ${String(issue.minimum)}`;
  if (issue.code === "too_big" && issue.origin === "string")
    return `${field} must be at most ${String(issue.maximum)} characters`;
  if (issue.code === "too_big" && issue.origin === "array") return `${field} may have at most ${String(issue.maximum)}`;
  return `${field}: ${issue.message}`;
}

/** A zod issue of a page schema, named by section (number from 1, and type) and field. */
export function describeStudioIssue(issue: RawIssue, schema: unknown): StudioIssue {
  const path = issue.path.map((part) => (typeof part === "number" ? part : String(part)));
  const sections = (schema as { sections?: { type?: unknown }[] } | null)?.sections;
  let where = "Page";
  let fieldKey = String(path[path.length - 1] ?? "");
  if (path[0] === "sections" && typeof path[1] === "number") {
    const type = sections?.[path[1]]?.type;
    where = `Section ${path[1] + 1}${typeof type === "string" && type ? ` (${type})` : ""}`;
    if (path[2] === "items" && typeof path[3] === "number") where += `, item ${path[3] + 1}`;
    if (path.length === 2) fieldKey = "sections";
  } else if (path[0] === "seo") {
    where = "SEO";
  }
  // A problem with an array element as a whole (items[2]) is named by its list.
  if (typeof path[path.length - 1] === "number") fieldKey = String(path[path.length - 2] ?? "");
  const field = FIELD_LABELS[fieldKey] ?? (fieldKey || "Page");
  const problem = describeProblem(issue, field);
  // A problem with the page as a whole ("expected object") already names the page.
  const message = path.length === 0 ? problem : `${where}: ${problem}`;
  return { path, where, field, problem, message };
}

export type StudioCheck<T> = { ok: true; schema: T } | { ok: false; issues: StudioIssue[] };

function check<T>(schemaOf: z.ZodType<T>, value: unknown): StudioCheck<T> {
  const parsed = schemaOf.safeParse(value);
  if (parsed.success) return { ok: true, schema: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => describeStudioIssue(issue as RawIssue, value)) };
}

/** A draft save's check: shapes and types only. */
export const checkDraft = (value: unknown) => check(draftPageSchema, value);
/** A publish's check: the stored contract and the per-section rules. */
export const checkPublish = (value: unknown): StudioCheck<PageSchema> => check(publishPageSchema, value);

/**
 * First path segments that routes of the code answer (app/routes.ts): a page
 * stored there would never be served, so a new page may not take one.
 */
const RESERVED_SEGMENTS = new Set([
  "api",
  "admin",
  "super-admin",
  "auth",
  "about",
  "faq",
  "case-studies",
  "privacy-policy",
  "terms-of-service",
  "cookie-policy",
  "debug",
  "client-ingestion",
  "website-crawler",
  "locations",
  "services",
  "blog",
  "contact",
  "schedule-session",
  "chat",
  "ai-agent-system",
  "sitemaps",
  "content-research",
  "content-view",
]);

/** Whether a (valid, normalised) path belongs to a route of the code rather than to stored pages. */
export function isReservedPath(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return true;
  if (RESERVED_SEGMENTS.has(segments[0] as string)) return true;
  // /{service}/{state}/{city} is a city service page.
  return segments.length === 3 && cityServiceSlugs.includes(segments[0] as string);
}

/* ---------------------------------------------------------------------------
 * Templates for new pages
 * ------------------------------------------------------------------------- */

export const PAGE_TEMPLATES = ["service", "location", "guide"] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** A new page's starting draft: the sections a writer fills in (empty titles: a template is never publishable as is). */
export function pageTemplate(template: PageTemplate): DraftPageSchema {
  const hero = { id: "hero", type: "hero", title: "", subtitle: "", ctaText: "Schedule a Strategy Call", ctaUrl: "/contact" };
  const cta = {
    id: "cta",
    type: "cta",
    title: "",
    background: "primary" as const,
    ctaText: "Schedule a Strategy Call",
    ctaUrl: "/contact",
  };
  const seo = { title: "", description: "" };
  if (template === "guide") {
    return { seo, sections: [hero, { id: "body", type: "content", title: "", content: "" }, cta] };
  }
  if (template === "location") {
    return {
      seo: { ...seo, cityName: "", stateName: "" },
      sections: [
        hero,
        { id: "body", type: "content", title: "", content: "" },
        { id: "faq", type: "faq", title: "", items: [] },
        cta,
      ],
    };
  }
  return {
    seo,
    sections: [
      hero,
      { id: "features", type: "features", title: "", items: [] },
      { id: "faq", type: "faq", title: "Frequently Asked Questions", items: [] },
      cta,
    ],
  };
}

/* ---------------------------------------------------------------------------
 * Action inputs (the routes parse with these; the server functions take the result)
 * ------------------------------------------------------------------------- */

/**
 * A whole number above 0 (an id, a revision, a version), from a JSON number
 * or a form's digits; `true`, `[1]` or `"1e3"` are refused, not coerced to a
 * number that happens to exist. Each field says what it is in its message.
 */
export function wholeNumber(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number(message).int(message).positive(message).max(2_147_483_647, message),
  );
}

/** A text field: the type and the length refused with the field's own words. */
const textField = (max: number, wrongType: string, tooLong: string) => z.string(wrongType).trim().max(max, tooLong);

const revision = wholeNumber("The draft's revision must be a whole number above 0.");
const pageId = wholeNumber("A page id is a whole number above 0.");
export const scheduleIdField = wholeNumber("A schedule id is a whole number above 0.");
const note = textField(500, "A note is text.", "A note can be at most 500 characters.").optional();
const redirectTo = textField(
  200,
  "Redirect to a path of this site, like /services.",
  "That redirect target is too long.",
).optional();

export const saveDraftInput = z.object({ pageId, expectedRevision: revision.nullable(), schema: z.unknown() });

export const createPageInput = z
  .object({
    path: z.string().trim().min(1).max(200),
    type: z.enum(pageTypes),
    template: z.enum(PAGE_TEMPLATES).optional(),
    copyOf: pageId.optional(),
  })
  .refine((input) => (input.template === undefined) !== (input.copyOf === undefined), {
    message: "Start from a template or from a copy of another page.",
    path: ["template"],
  });

/**
 * /admin/pages's "New page" form: where the page starts from (a template, or a copy of another page), made the
 * studio's own input. Each field's refusal is in words a writer reads (`newPageRefusal`).
 */
export const newPageForm = z
  .object({
    intent: z.literal("create"),
    path: z.string(STUDIO_TEXT.pathInvalid).trim().min(1, STUDIO_TEXT.pathInvalid).max(200, STUDIO_TEXT.pathInvalid),
    type: z.enum(pageTypes, "Choose the page's type."),
    start: z.enum(["template", "copy"], "Choose a template or a page to copy."),
    template: z.string().max(40, "Choose a template.").optional(),
    copyOf: z.string().max(20, "Choose the page to copy.").optional(),
  })
  // The studio's input checks what the template and the copy name (a template it knows, a page id).
  .transform(
    ({ path, type, start, template, copyOf }) =>
      (start === "template" ? { path, type, template: template || "service" } : { path, type, copyOf: copyOf || "" }) as z.input<
        typeof createPageInput
      >,
  )
  .pipe(createPageInput);

const NEW_PAGE_MESSAGES: Record<string, string> = {
  path: STUDIO_TEXT.pathInvalid,
  type: "Choose the page's type.",
  start: "Choose a template or a page to copy.",
  template: "Choose a template.",
  copyOf: "Choose the page to copy.",
};

/** A refused New page form in one line: the field's own words, the studio's text where it has one. */
export function newPageRefusal(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? "");
  return NEW_PAGE_MESSAGES[field] ?? issue?.message ?? "Check the new page's fields.";
}

const reviewer = "Choose a reviewer from the list of staff.";
export const submitForReviewInput = z.object({
  pageId,
  expectedRevision: revision,
  reviewerId: z.string(reviewer).trim().min(1, reviewer).max(100, reviewer),
});
const commentText = "Write a comment for the author.";
export const reviewCommentInput = z.object({
  pageId,
  expectedRevision: revision,
  comment: z.string(commentText).trim().min(1, commentText).max(4000, "A comment can be at most 4000 characters."),
});
export const approveInput = z.object({
  pageId,
  expectedRevision: revision,
  comment: textField(4000, "A comment is text.", "A comment can be at most 4000 characters.").optional(),
});
export const publishInput = z.object({ pageId, expectedRevision: revision, note });

/** A wall-clock time in the agency's zone, as an `<input type="datetime-local">` sends it. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
export const localDateTime = z.string("Enter a date and time.").regex(LOCAL_DATE_TIME, "Enter a date and time.");

export const schedulePublishInput = z.object({ pageId, expectedRevision: revision, at: localDateTime, note });
export const scheduleUnpublishInput = z.object({ pageId, at: localDateTime, redirectTo });
export const rescheduleInput = z.object({ scheduleId: scheduleIdField, at: localDateTime });
export const unpublishInput = z.object({ pageId, redirectTo });
export const restoreInput = z.object({
  pageId,
  version: wholeNumber("A version is a whole number above 0."),
  expectedRevision: revision.nullable(),
});
/** An editor's post (both editors send JSON `{ intent, ... }` with a fetcher): any object; each intent checks its own input. */
export const editorBody = z.record(z.string(), z.unknown(), { error: "The request body must be a JSON object." });

const CHOOSE_VERSIONS = "Choose two versions to compare.";
/** A version of the diff screen's query (0: the working draft, also when absent). */
const diffVersion = z.coerce.number(CHOOSE_VERSIONS).int(CHOOSE_VERSIONS).min(0, CHOOSE_VERSIONS).default(0);
/** Both editors' diff screens: ?from=&to=. */
export const diffQuery = z.object({ from: diffVersion, to: diffVersion });

/** The instant a wall-clock time in `timeZone` names ("2026-12-01T09:30" in America/New_York), or null when malformed. */
export function parseAgencyDateTime(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const at = zonedTimeToUtc({ year, month, day, hour, minute }, timeZone);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as an `<input type="datetime-local">` in the agency's zone shows it: "2026-12-01T09:30". */
export function toAgencyDateTimeInput(at: Date, timeZone: string): string {
  return formatInZone(at, timeZone).replace(" ", "T");
}

/** An instant as the agency reads it, with the zone: "Dec 1, 2026, 9:30 AM EST". */
export function formatAgencyDateTime(at: Date, timeZone: string): string {
  // dateStyle cannot be combined with timeZoneName, so the parts are named one by one.
  return dateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
}

/** What the pages list shows as a page's status: its pending draft's state, else the page's own. */
export const PAGE_LIST_STATUSES = [
  "draft",
  "in_review",
  "changes_requested",
  "approved",
  "scheduled",
  "published",
  "archived",
] as const;
export type PageListStatus = (typeof PAGE_LIST_STATUSES)[number];
/** The list's words for each status: the draft's review state, or the page's own (archived: unpublished). */
export const PAGE_LIST_STATUS_LABELS: Record<PageListStatus, string> = { ...DRAFT_STATUS_LABELS, archived: "Archived" };
export const PAGE_LIST_SIZE = 50;

/** The pages list's query (a GET form): search in path and SEO title, filters, sort, page. */
export const pageListQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(PAGE_LIST_STATUSES).optional().catch(undefined),
  type: z.enum(pageTypes).optional().catch(undefined),
  sort: z.enum(["updated", "path", "status"]).default("updated").catch("updated"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type PageListQuery = z.infer<typeof pageListQuery>;

export const directPublishSetting = {
  key: "studio.direct_publish",
  /** Default: approval required, for everyone. */
  schema: z.boolean(),
  fallback: false,
  label: "Staff may publish their own pages without a reviewer's approval",
} as const;

export function isDraftStatus(value: unknown): value is DraftStatus {
  return typeof value === "string" && (DRAFT_STATUSES as readonly string[]).includes(value);
}
