import { checkDraft, type DraftPageSchema, type StudioIssue } from "./studio";

/**
 * The editor's live preview (issue 22 item 3), the part both sides agree on:
 * what of a draft can be shown, and the policy the preview document is
 * answered with. A draft may be half written or of an older shape: what
 * passes the lenient draft check is rendered; sections that do not are left
 * out and each problem is named, so a preview never fails as a whole.
 */

/** For the response header; the document repeats it (minus frame-ancestors, which a meta tag cannot set). No script-src: none runs. */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
export const PREVIEW_META_CSP = PREVIEW_CSP.replace("; frame-ancestors 'self'", "");

export interface RenderablePreview {
  schema: DraftPageSchema;
  issues: StudioIssue[];
  /** Sections left out because they could not be read. */
  skipped: number;
}

const EMPTY_SEO: DraftPageSchema["seo"] = { title: "", description: "" };

/** What of a draft can be shown: all of it when it passes the draft check, else each part that does on its own. */
export function renderablePart(value: unknown): RenderablePreview {
  const whole = checkDraft(value);
  if (whole.ok) return { schema: whole.schema, issues: [], skipped: 0 };
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const seoCheck = checkDraft({ seo: raw.seo, sections: [] });
  const seo = seoCheck.ok ? seoCheck.schema.seo : EMPTY_SEO;
  const rawSections = Array.isArray(raw.sections) ? raw.sections.slice(0, 40) : [];
  const sections = rawSections.flatMap((section) => {
    const one = checkDraft({ seo: EMPTY_SEO, sections: [section] });
    return one.ok ? one.schema.sections : [];
  });
  const breadcrumb = typeof raw.breadcrumb === "string" ? raw.breadcrumb.slice(0, 80) : undefined;
  return {
    schema: { seo, ...(breadcrumb ? { breadcrumb } : {}), sections },
    issues: whole.issues,
    skipped: rawSections.length - sections.length,
  };
}
