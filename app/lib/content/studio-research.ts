import "../zod-setup";
import { z } from "zod";
import { localDateTime, PAGE_LIST_SIZE, PAGE_LIST_STATUSES, type StudioCheck, type StudioIssue, wholeNumber } from "./studio";
import type { SchemaChange } from "./studio-diff";

/**
 * The content studio for content_research records (issue 22 item 11): city
 * service articles, blog articles and research. A record's draft is its
 * title, excerpt, rich-text content and SEO fields; a draft save takes it
 * incomplete, a publish needs a title and content (and keeps the SEO title
 * within what search engines show). Problems are named "Article: Title is
 * required" like a page's "Section 1 (hero): Title is required".
 */
export const researchDraftSchema = z.object({
  title: z.string().max(200),
  excerpt: z.string().max(1000).default(""),
  /** Rich text; sanitised on the server on save and on publish. */
  content: z.string().max(200_000),
  seo: z
    .object({ title: z.string().max(120).default(""), description: z.string().max(320).default("") })
    .default({ title: "", description: "" }),
});
export type ResearchDraft = z.infer<typeof researchDraftSchema>;

const required = (max: number) => z.string().trim().min(1, "required").max(max);
/** What a publish needs: a title and a body; the SEO title within the spec's 60 characters. */
export const researchPublishSchema = z.object({
  title: required(200),
  excerpt: z.string().max(1000),
  content: z
    .string()
    .max(200_000)
    .refine((html) => html.replace(/<[^>]*>/g, "").trim() !== "", "required"),
  seo: z.object({ title: z.string().max(60), description: z.string().max(320) }),
});

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  excerpt: "Excerpt",
  content: "Content",
  description: "Description",
};

function describe(issue: z.core.$ZodIssue): StudioIssue {
  const path = issue.path.map((part) => (typeof part === "number" ? part : String(part)));
  const seo = path[0] === "seo";
  const key = String(path[path.length - 1] ?? "");
  const field = seo ? (key === "title" ? "SEO title" : "SEO description") : (FIELD_LABELS[key] ?? key);
  const where = seo ? "SEO" : "Article";
  const tooBig =
    issue.code === "too_big" ? ` must be at most ${String((issue as { maximum?: unknown }).maximum)} characters` : null;
  const problem =
    issue.message === "required" || (issue.code === "too_small" && (issue as { minimum?: unknown }).minimum === 1)
      ? `${field} is required`
      : issue.code === "invalid_type"
        ? `${field} is required`
        : tooBig
          ? `${field}${tooBig}`
          : `${field}: ${issue.message}`;
  return { path, where, field, problem, message: `${where}: ${problem}` };
}

function check<T>(schema: z.ZodType<T>, value: unknown): StudioCheck<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, schema: parsed.data } : { ok: false, issues: parsed.error.issues.map(describe) };
}

export const checkResearchDraft = (value: unknown) => check(researchDraftSchema, value);
export const checkResearchPublish = (value: unknown) => check(researchPublishSchema, value);

/** The differences of two research drafts, field by field, in the pages' diff shape. */
export function diffResearch(before: unknown, after: unknown): SchemaChange[] {
  const a = (before ?? {}) as Partial<ResearchDraft>;
  const b = (after ?? {}) as Partial<ResearchDraft>;
  const changes: SchemaChange[] = [];
  for (const field of ["title", "excerpt", "content"] as const) {
    if ((a[field] ?? "") !== (b[field] ?? ""))
      changes.push({ kind: "field-changed", scope: "page", field, before: a[field], after: b[field] });
  }
  for (const field of ["title", "description"] as const) {
    if ((a.seo?.[field] ?? "") !== (b.seo?.[field] ?? ""))
      changes.push({ kind: "field-changed", scope: "seo", field, before: a.seo?.[field], after: b.seo?.[field] });
  }
  return changes;
}

/* The /content-research list. */

export const RESEARCH_TYPE_LABELS: Record<string, string> = {
  service_type_location: "City service article",
  blog_article: "Blog article",
  research: "Research",
};
export const researchTypeLabel = (type: string) => RESEARCH_TYPE_LABELS[type] ?? type.replaceAll("_", " ");

export const researchListQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(PAGE_LIST_STATUSES).optional().catch(undefined),
  type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,60}$/)
    .optional()
    .catch(undefined),
  sort: z.enum(["updated", "title", "status"]).default("updated").catch("updated"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type ResearchListQuery = z.infer<typeof researchListQuery>;
export const RESEARCH_LIST_SIZE = PAGE_LIST_SIZE;

/* Action inputs (a route or API parses with these; the pages' inputs with `recordId` for `pageId`). */

// Digits or JSON numbers only: `true` or "1e3" is refused, never coerced to a record that happens to exist.
const recordId = wholeNumber("An article id is a whole number above 0.");
const expectedRevision = wholeNumber("The draft's revision must be a whole number above 0.");
export const researchSaveInput = z.object({ recordId, expectedRevision: expectedRevision.nullable(), schema: z.unknown() });
export const researchSubmitInput = z.object({ recordId, expectedRevision, reviewerId: z.string().trim().min(1).max(100) });
export const researchCommentInput = z.object({ recordId, expectedRevision, comment: z.string().trim().min(1).max(4000) });
export const researchApproveInput = z.object({ recordId, expectedRevision, comment: z.string().trim().max(4000).optional() });
export const researchPublishInput = z.object({ recordId, expectedRevision, note: z.string().trim().max(500).optional() });
export const researchUnpublishInput = z.object({ recordId });
export const researchScheduleInput = z.object({
  recordId,
  expectedRevision,
  at: localDateTime,
  note: z.string().trim().max(500).optional(),
});
export const researchScheduleUnpublishInput = z.object({ recordId, at: localDateTime });
export const researchRestoreInput = z.object({
  recordId,
  version: wholeNumber("A version is a whole number above 0."),
  expectedRevision: expectedRevision.nullable(),
});
