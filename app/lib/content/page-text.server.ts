import { load } from "cheerio";
import { type PageText, type PageTextOptions, pageText } from "./page-text";

/**
 * `pageText` for HTML held as a string (our own stored section and article
 * HTML, which the chat indexes): parsed by cheerio as the crawler parses a
 * page, so the crawler and the chat read the same tree the same way.
 * Server-only: the browser bundle must not carry a parser.
 */
export function textFromHtml(html: string, options?: PageTextOptions): PageText {
  return pageText(load(html).root().toArray(), options);
}
