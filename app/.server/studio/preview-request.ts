import type { RouterContextProvider } from "react-router";
import { isPagePath, normalizePagePath } from "~/lib/page-path";
import { type PageType, pageTypes } from "~/lib/page-schema";
import { ancestorPaths, pageLabel } from "~/lib/page-trail";
import { STUDIO_TEXT } from "~/lib/studio";
import { requireStaff } from "../auth/staff";
import { publicSiteConfig } from "../config";
import { AppError } from "../http/app-error";
import { readJson } from "../http/parse-request";
import { servicesContext } from "../services";
import { PREVIEW_CSP, renderPreviewDocument } from "./preview";

/**
 * POST /api/admin/pages/:id/preview: `{ schema, path?, type? }`, the
 * editor's unsaved draft, answered as the preview document (text/html).
 * The page must exist (its stored path and type are the defaults); nothing
 * is saved, and the answer is kept by no cache: a POST never enters the page
 * cache, and `no-store` keeps browsers and proxies from holding it.
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

function pageIdOf(raw: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchPage);
  return id;
}

export async function answerPreview({
  request,
  params,
  context,
}: {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}): Promise<Response> {
  requireStaff(context);
  const pageId = pageIdOf(params.id);
  const body = await readJson(request, { maxBytes: PREVIEW_MAX_BYTES, messages: { tooLarge: PREVIEW_TEXT.tooLarge } });
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("schema" in body)) {
    throw new AppError("BAD_REQUEST", PREVIEW_TEXT.needsSchema);
  }
  const { schema, path: askedPath, type: askedType } = body as { schema: unknown; path?: unknown; type?: unknown };
  const services = context.get(servicesContext);
  const page = await services.studio.getDraft(pageId);
  // The editor may be moving the page: preview it where it will be, when that is a valid path.
  const candidate = typeof askedPath === "string" ? normalizePagePath(askedPath) : "";
  const path = isPagePath(candidate) ? candidate : page.path;
  const type: PageType = (pageTypes as readonly unknown[]).includes(askedType) ? (askedType as PageType) : page.type;
  const found = await Promise.all(ancestorPaths(path).map((ancestor) => services.pages.byPath(ancestor)));
  const ancestors = found.filter((item) => item !== null).map((item) => ({ path: item.path, label: pageLabel(item) }));
  const html = renderPreviewDocument({ schema, path, type, site: publicSiteConfig(services.config), ancestors });
  return new Response(html, { status: 200, headers: PREVIEW_HEADERS });
}
