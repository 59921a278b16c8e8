import { z } from "zod";

/**
 * The sitemap generator (issue 23 item 3): its settings, the exclusion glob
 * syntax, the form posts of /sitemap-generator and their messages.
 *
 * Exclusion patterns match a site path (lowercase, starting with `/`, no
 * query) as a whole:
 * - `*` matches any characters within one path segment (never `/`);
 * - `**` matches any characters across segments (`/` included, at least one character);
 * - every other character is literal. Letters, digits, `-`, `_`, `.`, `/` only.
 * Examples: `/blog/*` (every article, not /blog itself), `/locations/texas/**`
 * (everything under Texas), `/*-marketing` (one-segment pages ending in -marketing).
 */
export const SITEMAP_EXCLUSIONS_MAX = 100;
export const SITEMAP_PATTERN_MAX = 200;
/** A schema page with fewer words of text than this is thin and stays out of the sitemap (Screaming Frog's "low content" idea). */
export const THIN_PAGE_WORDS_DEFAULT = 50;
export const THIN_PAGE_WORDS_MAX = 2000;

const PATTERN_CHARS = /^[a-z0-9\-_./*]+$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** An exclusion pattern as stored (trimmed, lowercase), or why it is not one. */
export function checkExclusionPattern(input: string): Checked<string> {
  const pattern = input.trim().toLowerCase();
  if (pattern === "") return { ok: false, message: "An exclusion pattern cannot be empty." };
  if (pattern.length > SITEMAP_PATTERN_MAX)
    return { ok: false, message: `The pattern ${pattern.slice(0, 40)}… is longer than ${SITEMAP_PATTERN_MAX} characters.` };
  if (!pattern.startsWith("/")) return { ok: false, message: `The pattern ${pattern} must start with /, like /blog/*.` };
  if (!PATTERN_CHARS.test(pattern))
    return {
      ok: false,
      message: `The pattern ${pattern} may hold only letters, digits, -, _, ., / and the wildcards * and **.`,
    };
  if (pattern.includes("***"))
    return { ok: false, message: `The pattern ${pattern} has *** : use * within a segment or ** across.` };
  if (pattern === "/**" || pattern === "/*" || pattern === "/")
    return { ok: false, message: `The pattern ${pattern} would exclude the whole site.` };
  return { ok: true, value: pattern };
}

/** The pattern as a regular expression over a whole path; call only with a checked pattern. */
export function exclusionRegExp(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "*") {
      if (pattern[i + 1] === "*") {
        source += ".+";
        i++;
      } else source += "[^/]*";
    } else source += char.replace(/[.\-/]/g, (c) => `\\${c}`);
  }
  return new RegExp(`^${source}$`);
}

/** A matcher for a list of checked patterns: true when any matches the path. */
export function exclusionMatcher(patterns: readonly string[]): (path: string) => boolean {
  const expressions = patterns.map(exclusionRegExp);
  return (path) => {
    const lower = path.toLowerCase();
    return expressions.some((expression) => expression.test(lower));
  };
}

export const sitemapSettingsSchema = z.object({
  exclusions: z.array(z.string().max(SITEMAP_PATTERN_MAX)).max(SITEMAP_EXCLUSIONS_MAX),
  images: z.boolean(),
  thinWords: z.number().int().min(0).max(THIN_PAGE_WORDS_MAX),
});
export type SitemapSettings = z.infer<typeof sitemapSettingsSchema>;

export const sitemapSetting = {
  key: "sitemap.settings",
  schema: sitemapSettingsSchema,
  fallback: { exclusions: [], images: false, thinWords: THIN_PAGE_WORDS_DEFAULT } as SitemapSettings,
};

/** IndexNow (indexnow.org): a key of 8 to 128 letters, digits and dashes; we generate 32 hex characters. */
export const INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;
export const INDEXNOW_DEFAULT_ENDPOINT = "https://api.indexnow.org/indexnow";
/** The protocol's limit per POST. */
export const INDEXNOW_MAX_URLS = 10_000;

export const indexNowSettingsSchema = z.object({
  enabled: z.boolean(),
  endpoint: z.string().max(500),
  key: z.string().regex(INDEXNOW_KEY_PATTERN).nullable(),
});
export type IndexNowSettings = z.infer<typeof indexNowSettingsSchema>;

export const indexNowSetting = {
  key: "sitemap.indexnow",
  schema: indexNowSettingsSchema,
  fallback: { enabled: false, endpoint: INDEXNOW_DEFAULT_ENDPOINT, key: null } as IndexNowSettings,
};

/** The URL types counted per child sitemap. */
export const SITEMAP_ENTRY_TYPES = ["static", "page", "blog", "location", "city-service"] as const;
export type SitemapEntryType = (typeof SITEMAP_ENTRY_TYPES)[number];
export const SITEMAP_ENTRY_TYPE_LABELS: Record<SitemapEntryType, string> = {
  static: "Static pages",
  page: "Pages",
  blog: "Blog articles",
  location: "Locations",
  "city-service": "City service pages",
};

/** The rules stated on the page, in the order the reader applies them. */
export function sitemapRules(thinWords: number): string[] {
  return [
    "Only pages that answer 200: drafts, archived pages and redirect sources (the Redirects tool) are left out.",
    "Only indexable pages: a page marked noindex in its SEO panel is left out, and so are the back-office, sign-in and tool pages.",
    "Only canonical pages: a page whose canonical URL points to another address is left out; that address is listed instead.",
    `No thin pages: a stored page with fewer than ${thinWords} words of text is left out until it has more.`,
    "City service pages are listed only when a published article exists for them (the others are noindex).",
    "lastmod is the time of the last content change: a page's or article's last publish, a city's creation, the date of the copy that lives in the code. Never the build time.",
    "Paths matching an exclusion pattern below are left out.",
  ];
}

const on = z.enum(["on", "off"], { error: "Choose on or off." }).transform((value) => value === "on");

export const sitemapActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("exclusions"),
      patterns: z.string({ error: "Enter the patterns, one a line." }).max(SITEMAP_EXCLUSIONS_MAX * (SITEMAP_PATTERN_MAX + 2), {
        error: "The list of patterns is too long.",
      }),
    }),
    z.object({ intent: z.literal("images"), images: on }),
    z.object({
      intent: z.literal("thin"),
      thinWords: z.coerce
        .number({ error: "Enter a whole number of words." })
        .int({ error: "Enter a whole number of words." })
        .min(0, { error: "Enter a whole number of words." })
        .max(THIN_PAGE_WORDS_MAX, { error: `At most ${THIN_PAGE_WORDS_MAX} words.` }),
    }),
    z.object({
      intent: z.literal("indexnow"),
      enabled: on,
      endpoint: z
        .string({ error: "Enter the IndexNow endpoint address." })
        .trim()
        .max(500, { error: "The endpoint address is too long." }),
    }),
    z.object({ intent: z.literal("rotate-key") }),
  ],
  { error: "That is not an action of this page." },
);
export type SitemapCommand = z.infer<typeof sitemapActionSchema>;

/** The prospect sitemap's crawl id, in the page's query or the download's path. */
export const crawlIdSchema = z.uuid({ error: "That is not a crawl of the crawler." });

/** The page's query: the crawl whose prospect sitemap is shown (checked by the loader, so a stale link still answers). */
export const sitemapGeneratorQuerySchema = z.object({ crawl: z.string().optional().catch(undefined) });

/** A settings form is small: 100 patterns of 200 characters fit in 32 KB. */
export const SITEMAP_FORM_MAX_BYTES = 32 * 1024;
/** The intents of the page's forms; an answer to anything else shows at the top. */
export const SITEMAP_FORM_INTENTS = ["exclusions", "images", "thin", "indexnow", "rotate-key"] as const;
