import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SchemaPageView } from "~/components/content/page-schema/schema-page-view";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import type { BreadcrumbItem } from "~/lib/breadcrumb-list";
import type { PageSchema, PageType } from "~/lib/content/page-schema";
import type { StudioIssue } from "~/lib/content/studio";
import { PREVIEW_META_CSP } from "~/lib/content/studio-preview";
import type { SiteConfig } from "~/lib/site-config";

/**
 * The preview of an unsaved draft as a whole HTML document, made of the
 * public page's own components (header, SchemaPageView, footer) and the
 * site's stylesheet, so what the writer sees is what a visitor will. The
 * caller passes the schema already through the public render's sanitiser.
 * The document carries no script and a policy that forbids them, and the
 * editor shows it in a frame sandboxed without allow-scripts: three locks.
 * `.server` in the name keeps react-dom/server out of every browser bundle.
 */
export interface PreviewDocumentInput {
  /** Sanitised, and cut down to what could be read (app/lib/content/studio-preview.ts renderablePart). */
  schema: PageSchema;
  issues: StudioIssue[];
  skipped: number;
  path: string;
  type: PageType;
  site: SiteConfig;
  breadcrumbs: BreadcrumbItem[];
  /** The site's stylesheet: its text inlined (production, as root.tsx does) or its address (development). */
  stylesheet: { inline: string } | { href: string } | null;
  year?: number;
}

export function ProblemNotice({ issues, skipped }: { issues: StudioIssue[]; skipped: number }) {
  if (issues.length === 0) return null;
  const heading =
    skipped > 0
      ? `Preview only: ${skipped} section${skipped === 1 ? "" : "s"} could not be shown.`
      : "Preview only: some fields could not be shown.";
  return (
    <div role="note" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc pl-5">
        {issues.slice(0, 10).map((issue) => (
          <li key={`${issue.path.join(".")}-${issue.message}`}>{issue.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The document around a preview: the public header and footer, the site's stylesheet, no script (pages and articles). */
export interface PreviewShellInput {
  title: string;
  path: string;
  site: SiteConfig;
  stylesheet: PreviewDocumentInput["stylesheet"];
  year?: number;
  /** Shown above the header: what of the draft could not be shown. */
  notice?: ReactNode;
  main: ReactNode;
}

function PreviewBody({ input }: { input: PreviewShellInput }) {
  return (
    <MemoryRouter initialEntries={[input.path]}>
      {input.notice}
      <Header agencyName={input.site.agency.name} login={null} />
      <main id="main" className="flex-1">
        {input.main}
      </main>
      <Footer site={input.site} year={input.year ?? new Date().getFullYear()} />
    </MemoryRouter>
  );
}

const escapeText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderPreviewShell(input: PreviewShellInput): string {
  const body = renderToStaticMarkup(h(PreviewBody, { input }));
  const title = escapeText(`Preview: ${input.title || input.path}`);
  const { stylesheet } = input;
  const style =
    stylesheet === null
      ? ""
      : "inline" in stylesheet
        ? `<style>${stylesheet.inline}</style>`
        : `<link rel="stylesheet" href="${escapeText(stylesheet.href)}">`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_META_CSP}">`,
    '<meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    style,
    // Links are not followed inside the preview: a click would leave the draft for the live page.
    "<style>a{pointer-events:none}</style>",
    '</head><body class="flex min-h-screen flex-col">',
    body,
    "</body></html>",
  ].join("");
}

export function renderPreviewDocument(input: PreviewDocumentInput): string {
  return renderPreviewShell({
    title: input.schema.seo.title,
    path: input.path,
    site: input.site,
    stylesheet: input.stylesheet,
    year: input.year,
    notice: <ProblemNotice issues={input.issues} skipped={input.skipped} />,
    main: <SchemaPageView type={input.type} schema={input.schema} breadcrumbs={input.breadcrumbs} />,
  });
}
