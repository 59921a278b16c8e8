/**
 * Our own trusted HTML (stored answers, article bodies) as plain text: the
 * chat's passages keep paragraph breaks at block ends; JSON-LD wants one
 * line (`plainText`). Not a sanitizer: never use it on HTML from outside.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|h[1-6]|li|ul|ol|div|section|blockquote|tr)>|<br\s*\/?>/gi, "\n\n")
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
