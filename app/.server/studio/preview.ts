import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import inlineStylesheet from "~/app.css?inline";
import stylesheetUrl from "~/app.css?url";
import { SchemaPageView } from "~/components/page-schema/schema-page-view";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import type { PageSchema, PageType } from "~/lib/page-schema";
import { pageTrail } from "~/lib/page-trail";
import type { SiteConfig } from "~/lib/site-config";
import { checkDraft, type DraftPageSchema, type StudioIssue } from "~/lib/studio";
import { sanitizePageSchema } from "../rich-text/sanitize";

/**
 * The editor's live preview (issue 22 item 3): an unsaved draft rendered as
 * a whole HTML document with the public page's own components (header,
 * SchemaPageView, footer) and its stylesheet, so what the writer sees is
 * what a visitor will. The rich text goes through the same sanitiser as the
 * public render. The document carries no script at all and a policy that
 * forbids scripts, and the editor shows it in a sandboxed iframe without
 * allow-scripts: three locks, so nothing a draft holds can run in the
 * back-office.
 *
 * A draft may be half written or of an older shape: what passes the lenient
 * draft check is rendered; sections that do not are left out, and a notice
 * at the top names every problem, so the preview never fails as a whole.
 */

/** For the response header; the document repeats it (minus frame-ancestors, which a meta tag cannot set). */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
const META_CSP = PREVIEW_CSP.replace("; frame-ancestors 'self'", "");

/**
 * Production inlines the built stylesheet like the public document does
 * (app/root.tsx); development links Vite's address so styles follow edits.
 */
const inlineCss = import.meta.env.PROD ? inlineStylesheet : "";

export interface PreviewInput {
  /** The unsaved draft, of any shape. */
  schema: unknown;
  path: string;
  type: PageType;
  site: SiteConfig;
  /** Ancestors of `path` that are pages, nearest last (for the breadcrumb trail, as the public route finds them). */
  ancestors?: { path: string; label: string }[];
  year?: number;
}

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

function ProblemNotice({ issues, skipped }: { issues: StudioIssue[]; skipped: number }) {
  if (issues.length === 0) return null;
  return h(
    "div",
    { role: "note", className: "border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" },
    h(
      "p",
      { className: "font-semibold" },
      skipped > 0
        ? `Preview only: ${skipped} section${skipped === 1 ? "" : "s"} could not be shown.`
        : "Preview only: some fields could not be shown.",
    ),
    h(
      "ul",
      { className: "mt-1 list-disc pl-5" },
      issues.slice(0, 10).map((issue) => h("li", { key: `${issue.path.join(".")}-${issue.message}` }, issue.message)),
    ),
  );
}

function PreviewBody({ input, part }: { input: PreviewInput; part: RenderablePreview }): ReactNode {
  // The draft's HTML through the public render's sanitiser (the store would do this on save and on read).
  const schema = sanitizePageSchema(part.schema as PageSchema);
  const breadcrumbs = pageTrail({ path: input.path, type: input.type, schema }, input.ancestors ?? []);
  return h(
    MemoryRouter,
    { initialEntries: [input.path] },
    h(ProblemNotice, { issues: part.issues, skipped: part.skipped }),
    h(Header, { agencyName: input.site.agency.name, login: null }),
    h("main", { id: "main", className: "flex-1" }, h(SchemaPageView, { type: input.type, schema, breadcrumbs })),
    h(Footer, { site: input.site, year: input.year ?? new Date().getFullYear() }),
  );
}

const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The draft as a complete HTML document (no script; noindex; a CSP that forbids scripts). */
export function renderPreviewDocument(input: PreviewInput): string {
  const part = renderablePart(input.schema);
  const body = renderToStaticMarkup(h(PreviewBody, { input, part }));
  const title = escapeText(`Preview: ${part.schema.seo.title || input.path}`);
  const style = inlineCss
    ? `<style>${inlineCss}</style>`
    : stylesheetUrl
      ? `<link rel="stylesheet" href="${escapeText(stylesheetUrl)}">`
      : "";
  // Links are not followed inside the preview: a click would leave the draft for the live page.
  const inert = "<style>a{pointer-events:none}</style>";
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${META_CSP}">`,
    '<meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    style,
    inert,
    '</head><body class="flex min-h-screen flex-col">',
    body,
    "</body></html>",
  ].join("");
}
