import { z } from "zod";
import { CRAWLER_TEXT, maxPagesMessage } from "~/lib/audits/crawler-api";
import type { CrawlOptions } from "../../../db";
import { MAX_PAGES_DEFAULT } from "../contract";
import { MAX_URL_LENGTH } from "./start-url";

/**
 * The body of POST /api/crawls: `{"url", "options": {"maxPages",
 * "includeImages", "followExternalLinks", "crawlSitemapOnly"}}`.
 *
 * Maximum Pages out of range is refused with 400 and says the range, never
 * clamped: a visitor who asked for 1,000 pages and silently got 500 would
 * read the result wrongly. A missing value takes the default (50). Types are
 * strict (a number, true or false): a string "50" is a client's mistake worth
 * telling it about. Unknown fields are ignored.
 */
const flag = (name: string) =>
  z
    .boolean({ error: `${name} must be true or false.` })
    .optional()
    .default(false);

export function startRequestSchema(maxPagesLimit: number) {
  const pages = z
    .number({ error: maxPagesMessage(maxPagesLimit) })
    .int({ error: maxPagesMessage(maxPagesLimit) })
    .min(1, { error: maxPagesMessage(maxPagesLimit) })
    .max(maxPagesLimit, { error: maxPagesMessage(maxPagesLimit) });
  return z.object({
    url: z.string({ error: CRAWLER_TEXT.invalidUrl }).trim().min(1, { error: CRAWLER_TEXT.invalidUrl }).max(MAX_URL_LENGTH, {
      error: CRAWLER_TEXT.invalidUrl,
    }),
    options: z
      .object(
        {
          maxPages: pages.nullish().transform((value) => value ?? MAX_PAGES_DEFAULT),
          includeImages: flag("includeImages"),
          followExternalLinks: flag("followExternalLinks"),
          crawlSitemapOnly: flag("crawlSitemapOnly"),
        },
        { error: "options must be an object: {maxPages, includeImages, followExternalLinks, crawlSitemapOnly}." },
      )
      .nullish()
      .transform(
        (value): CrawlOptions =>
          value ?? { maxPages: MAX_PAGES_DEFAULT, includeImages: false, followExternalLinks: false, crawlSitemapOnly: false },
      ),
  });
}

export type StartRequest = { ok: true; url: string; options: CrawlOptions } | { ok: false; message: string };

/** The first problem, in the order a person would fix them: the URL first. */
export function parseStartRequest(body: unknown, maxPagesLimit: number): StartRequest {
  const parsed = startRequestSchema(maxPagesLimit).safeParse(body);
  if (parsed.success) return { ok: true, url: parsed.data.url, options: parsed.data.options };
  const urlIssue = parsed.error.issues.find((issue) => issue.path[0] === "url");
  return { ok: false, message: (urlIssue ?? parsed.error.issues[0])?.message ?? CRAWLER_TEXT.invalidUrl };
}
