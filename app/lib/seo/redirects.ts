import { z } from "zod";
import { normalizePagePath } from "../content/page-path";
import { isPrivatePath } from "../private-paths";
import { csvFileField } from "./csv-upload";

/**
 * Redirects (issue 22 item 9): the rules every writer goes through (the
 * admin page, CSV import, a page's path change), and the page's texts.
 *
 * A source is stored as the router sees a request: decoded, lowercase, no
 * trailing slash (normalizePagePath, the page store's rule). A target is one
 * of this site's paths (normalised the same way) or an absolute http(s) URL;
 * nothing else (no `javascript:`, `data:`, `//host` or relative paths).
 */
export const REDIRECT_STATUSES = [301, 302, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: "301 Moved permanently",
  302: "302 Found (temporary)",
  308: "308 Permanent, method kept",
};
export const REDIRECTS_PAGE_SIZE = 50;
/** An import larger than this is refused whole: split it. */
export const REDIRECT_IMPORT_MAX_ROWS = 10_000;
export const REDIRECT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const MAX_PATH = 500;
const MAX_URL = 2000;
export const REDIRECT_NOTE_MAX = 500;

/**
 * Areas a redirect must never hijack: what the server answers itself, the
 * public tools, and the staff tool routes of the guard's table (a path and
 * everything under it).
 */
const RESERVED_AREAS = [
  "/api",
  "/assets",
  "/images",
  "/sitemaps",
  "/client-ingestion",
  "/website-crawler",
  "/chat",
  "/ai-agent-system",
  "/content-research",
  "/content-view",
  "/content-migration",
  "/content-automation",
  "/keyword-research",
  "/location-manager",
  "/sitemap-generator",
  "/sitemap-optimization",
  "/lead-analyzer",
];
const RESERVED_PATHS = new Set(["/healthz", "/readyz", "/robots.txt", "/sitemap.xml", "/favicon.ico"]);
const isReserved = (path: string) =>
  RESERVED_PATHS.has(path) || RESERVED_AREAS.some((area) => path === area || path.startsWith(`${area}/`));

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters and spaces are what this refuses.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The path rules sources and site targets share; `label` names the field in messages. */
function checkPathShape(raw: string, label: string): Checked<string> {
  if (raw.includes("?") || raw.includes("#"))
    return {
      ok: false,
      message: `The ${label} cannot have a query (?) or fragment (#): redirects match and keep the path only.`,
    };
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false, message: `The ${label} has a malformed percent-encoding.` };
  }
  if (decoded.length > MAX_PATH) return { ok: false, message: `The ${label} is longer than ${MAX_PATH} characters.` };
  if (CONTROL_OR_SPACE.test(decoded.replaceAll(" ", "")))
    return { ok: false, message: `The ${label} cannot hold control characters.` };
  if (decoded.split("/").some((segment) => segment === "." || segment === ".."))
    return { ok: false, message: `The ${label} cannot hold . or .. segments.` };
  return { ok: true, value: normalizePagePath(decoded) };
}

/** A source path as the router sees it, or why it cannot be one. */
export function checkSource(input: string): Checked<string> {
  const raw = input.trim();
  if (raw === "") return { ok: false, message: "Enter the old path, starting with /." };
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith("//"))
    return { ok: false, message: "The old path must be a path on this site, such as /old-page, not a full address." };
  if (!raw.startsWith("/")) return { ok: false, message: "The old path must start with /." };
  const shaped = checkPathShape(raw, "old path");
  if (!shaped.ok) return shaped;
  const path = shaped.value;
  if (path === "/") return { ok: false, message: "The home page cannot be redirected." };
  if (isPrivatePath(path) || isReserved(path))
    return { ok: false, message: `${path} belongs to the back-office, a tool or the server itself and cannot be redirected.` };
  return { ok: true, value: path };
}

/**
 * A target: one of this site's paths (normalised), or an absolute http(s)
 * URL. An absolute URL on the site's own origin is kept as its path, so
 * chains through it are seen.
 */
export function checkTarget(input: string, siteOrigin?: string): Checked<string> {
  const raw = input.trim();
  if (raw === "") return { ok: false, message: "Enter the new path (starting with /) or a full http(s) address." };
  if (raw.startsWith("/") && !raw.startsWith("//")) return checkPathShape(raw, "new path");
  if (raw.length > MAX_URL) return { ok: false, message: `The new address is longer than ${MAX_URL} characters.` };
  if (CONTROL_OR_SPACE.test(raw)) return { ok: false, message: "The new address cannot hold spaces or control characters." };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: "The new address must be a path starting with / or a full http:// or https:// address." };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return {
      ok: false,
      message: `A redirect may only lead to a path on this site or an http(s) address, never ${url.protocol}.`,
    };
  if (url.username || url.password) return { ok: false, message: "The new address cannot carry a user name or password." };
  if (siteOrigin && url.origin === siteOrigin && !url.search && !url.hash) return checkTarget(url.pathname);
  return { ok: true, value: url.toString() };
}

export const isSitePath = (target: string) => target.startsWith("/");

/** The status from a form or CSV cell: empty is 301. */
export function checkStatus(input: string | undefined): Checked<RedirectStatus> {
  const raw = (input ?? "").trim();
  if (raw === "") return { ok: true, value: 301 };
  const status = Number(raw);
  return (REDIRECT_STATUSES as readonly number[]).includes(status)
    ? { ok: true, value: status as RedirectStatus }
    : { ok: false, message: `The status must be 301, 302 or 308, not "${raw.slice(0, 20)}".` };
}

const text = (max: number, message: string) => z.string({ error: message }).max(max, message);

/** The admin page's form posts, one schema per intent. */
export const redirectActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("create"),
      from: text(MAX_PATH * 3, "The old path is too long."),
      to: text(MAX_URL, "The new address is too long."),
      status: text(3, "The status must be 301, 302 or 308.").optional(),
      note: text(REDIRECT_NOTE_MAX, `The note is longer than ${REDIRECT_NOTE_MAX} characters.`).optional(),
    }),
    z.object({
      intent: z.literal("update"),
      id: z.coerce.number({ error: "Which redirect? The id is missing." }).int().positive("Which redirect? The id is missing."),
      from: text(MAX_PATH * 3, "The old path is too long."),
      to: text(MAX_URL, "The new address is too long."),
      status: text(3, "The status must be 301, 302 or 308.").optional(),
      note: text(REDIRECT_NOTE_MAX, `The note is longer than ${REDIRECT_NOTE_MAX} characters.`).optional(),
    }),
    z.object({
      intent: z.literal("delete"),
      id: z.coerce.number({ error: "Which redirect? The id is missing." }).int().positive("Which redirect? The id is missing."),
    }),
    z.object({
      intent: z.enum(["preview", "import"]),
      /** The file chosen (preview), or the CSV the preview sent back (import, a new preview). */
      file: csvFileField,
      csv: z
        .string({ error: "Choose a CSV file to import." })
        .max(REDIRECT_IMPORT_MAX_BYTES, "The CSV file is larger than 2 MB.")
        .optional(),
      fromColumn: z.string().max(200).optional(),
      toColumn: z.string().max(200).optional(),
      statusColumn: z.string().max(200).optional(),
    }),
  ],
  { error: "intent: that is not an action of this page." },
);
export type RedirectAction = z.infer<typeof redirectActionSchema>;
/** A form with a CSV file may be as large as the import allows, plus the other fields. */
export const REDIRECT_FORM_MAX_BYTES = REDIRECT_IMPORT_MAX_BYTES + 64 * 1024;

/** The list's query: search, filters, sort and page. */
export const REDIRECT_SORTS = ["from", "to", "hits", "last-hit", "created"] as const;
export const redirectListSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  status: z.enum(["301", "302", "308"]).optional().catch(undefined),
  kind: z.enum(["site", "external"]).optional().catch(undefined),
  sort: z.enum(REDIRECT_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type RedirectListQuery = z.infer<typeof redirectListSchema>;
/** The page's query: the list's, and the redirect being edited. */
export const redirectPageSchema = redirectListSchema.extend({
  edit: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});

export const REDIRECT_TEXTS = {
  loop: (chain: string[]) => `This redirect would loop: ${chain.join(" → ")}. Nothing was saved.`,
  self: (path: string) => `A redirect cannot lead to itself (${path}). Nothing was saved.`,
  livePage: (path: string, page: string) =>
    `${path} is a live page (${page}); a redirect cannot hide it. Unpublish or move the page first.`,
  duplicate: (path: string) => `A redirect from ${path} already exists; edit that one instead.`,
  missing: "This redirect no longer exists; it may have been removed by someone else.",
};
