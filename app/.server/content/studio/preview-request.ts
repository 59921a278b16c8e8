import type { RouterContextProvider } from "react-router";
import type { BreadcrumbItem } from "~/lib/breadcrumb-list";
import { isPagePath, normalizePagePath } from "~/lib/content/page-path";
import type { PageSchema } from "~/lib/content/page-schema";
import { type PageType, pageTypes } from "~/lib/content/page-schema";
import { ancestorPaths, pageLabel, pageTrail } from "~/lib/content/page-trail";
import { STUDIO_TEXT, type StudioIssue } from "~/lib/content/studio";
import { PREVIEW_CSP, renderablePart } from "~/lib/content/studio-preview";
import type { SiteConfig } from "~/lib/site-config";
import { requireStaff } from "../../auth";
import { publicSiteConfig } from "../../config";
import { AppError, readJson } from "../../http";
import { servicesContext } from "../../services-context";
import { sanitizePageSchema } from "../rich-text/sanitize";

/**
 * POST /api/admin/pages/:id/preview: `{ schema, path?, type? }`, the
 * editor's unsaved draft. This reads and checks the request and prepares
 * what the preview document shows (the route renders it with the public
 * components: app/components/content/studio/preview-document.server.tsx). The page
 * must exist (its stored path and type are the defaults); nothing is saved,
 * and the answer is kept by no cache: a POST never enters the page cache,
 * and `no-store` keeps browsers and proxies from holding it.
 */

/** A draft is at most 40 sections of at most 50 KB of rich text each in theory; 256 KB holds any real page. */
export const PREVIEW_MAX_BYTES = 256 * 1024;

export const PREVIEW_TEXT = {
  needsSchema: "Send the draft as { schema }.",
  tooLarge: "This draft is too large to preview (over 256 KB).",
} as const;

export const PREVIEW_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Content-Security-Policy": PREVIEW_CSP,
  "X-Frame-Options": "SAMEORIGIN",
} as const;

/** The id of the URL, or a 404 named after the subject (digits only, and a PostgreSQL integer). */
function subjectIdOf(raw: string | undefined, noSuch: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("NOT_FOUND", noSuch);
  return id;
}

export interface PreviewArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/**
 * What both previews (a page's, an article's) check before reading their subject: admin, the URL's id (`noSuch` names a
 * bad one), a JSON body under the byte cap that holds a schema.
 */
export async function readPreviewBody({ request, params, context }: PreviewArgs, noSuch: string) {
  requireStaff(context);
  const id = subjectIdOf(params.id, noSuch);
  const body = await readJson(request, { maxBytes: PREVIEW_MAX_BYTES, messages: { tooLarge: PREVIEW_TEXT.tooLarge } });
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("schema" in body)) {
    throw new AppError("BAD_REQUEST", PREVIEW_TEXT.needsSchema);
  }
  return { id, body: body as { schema: unknown } & Record<string, unknown>, services: context.get(servicesContext) };
}

/** What the preview document shows: the draft as far as it can be read, sanitised like the public render. */
export interface PreviewSubject {
  schema: PageSchema;
  issues: StudioIssue[];
  skipped: number;
  path: string;
  type: PageType;
  site: SiteConfig;
  breadcrumbs: BreadcrumbItem[];
}

export async function readPreviewRequest(args: PreviewArgs): Promise<PreviewSubject> {
  const { id: pageId, body, services } = await readPreviewBody(args, STUDIO_TEXT.noSuchPage);
  const { schema, path: askedPath, type: askedType } = body as { schema: unknown; path?: unknown; type?: unknown };
  const page = await services.studio.getDraft(pageId);
  // The editor may be moving the page: preview it where it will be, when that is a valid path.
  const candidate = typeof askedPath === "string" ? normalizePagePath(askedPath) : "";
  const path = isPagePath(candidate) ? candidate : page.path;
  const type: PageType = (pageTypes as readonly unknown[]).includes(askedType) ? (askedType as PageType) : page.type;
  const found = await Promise.all(ancestorPaths(path).map((ancestor) => services.pages.byPath(ancestor)));
  const ancestors = found.filter((item) => item !== null).map((item) => ({ path: item.path, label: pageLabel(item) }));
  const part = renderablePart(schema);
  // The public render's sanitiser (the page store runs it on save and again on read): the same HTML a visitor would get.
  const safe = sanitizePageSchema(part.schema as PageSchema);
  return {
    schema: safe,
    issues: part.issues,
    skipped: part.skipped,
    path,
    type,
    site: publicSiteConfig(services.config),
    breadcrumbs: pageTrail({ path, type, schema: safe }, ancestors),
  };
}

export function previewResponse(html: string): Response {
  return new Response(html, { status: 200, headers: PREVIEW_HEADERS });
}
