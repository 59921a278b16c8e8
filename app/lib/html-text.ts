import { BLOCK_TAGS } from "./content/page-text";

/**
 * Our own trusted HTML (stored answers) as plain text for JSON-LD
 * (`plainText`), in the browser bundle too, so without a parser: the same
 * block elements as page-text.ts end a paragraph, so words never run
 * together here either. Server code that counts or indexes words uses
 * page-text.ts (textFromHtml), the one extraction. Not a sanitizer: never
 * use it on HTML from outside.
 */
const BLOCK_END = new RegExp(`</(?:${[...BLOCK_TAGS, "td", "th"].join("|")})\\s*>|<br\\s*/?>`, "gi");

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(BLOCK_END, "\n\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n\s*/g, "\n\n")
    .trim();
}

/** The same text on one line: answers in JSON-LD. */
export function plainText(html: string): string {
  return htmlToText(html).replace(/\s+/g, " ");
}
