/**
 * A sitemap file checked against the protocol's limits (sitemaps.org 0.9):
 * at most 50,000 URLs (or child sitemaps) and 50 MB uncompressed per file,
 * every <loc> absolute, http(s), at most 2,048 characters and on the one
 * host the sitemap is for, entity-escaped (&, <, >, ', "), and <lastmod> a
 * W3C datetime. Pure: the text in, the findings out. It reads the markup
 * with patterns rather than a full XML parser, which is enough for the
 * flat structure of a sitemap and keeps 50 MB files fast.
 */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;
export const SITEMAP_PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;
export const SITEMAP_PROTOCOL_MAX_LOC = 2_048;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** Examples kept per finding: enough to find the fault, never 50,000 of them. */
const EXAMPLES = 5;

export type FindingSeverity = "error" | "warning";

export interface SitemapFinding {
  severity: FindingSeverity;
  code:
    | "not-a-sitemap"
    | "namespace"
    | "too-large"
    | "too-many-urls"
    | "empty"
    | "relative-loc"
    | "foreign-host"
    | "loc-too-long"
    | "unescaped-ampersand"
    | "unescaped-character"
    | "bad-lastmod"
    | "future-lastmod"
    | "duplicate-loc";
  message: string;
  /** How many places have it. */
  count: number;
  /** The first few of them (a URL or the text around the fault). */
  examples: string[];
}

export interface SitemapValidation {
  /** No error-level finding. */
  ok: boolean;
  kind: "urlset" | "sitemapindex" | "unknown";
  /** <url> (or <sitemap> in an index) entries. */
  count: number;
  bytes: number;
  findings: SitemapFinding[];
}

/** YYYY, YYYY-MM, YYYY-MM-DD, or a date and time to the minute, second or fraction with Z or ±hh:mm (w3.org/TR/NOTE-datetime). */
const W3C_DATETIME =
  /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?)?)?$/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

export function validateSitemapXml(xml: string, options: { host: string; now?: Date }): SitemapValidation {
  const found = new Map<SitemapFinding["code"], SitemapFinding>();
  const add = (severity: FindingSeverity, code: SitemapFinding["code"], message: string, example?: string) => {
    const finding = found.get(code) ?? { severity, code, message, count: 0, examples: [] };
    finding.count++;
    if (example !== undefined && finding.examples.length < EXAMPLES) finding.examples.push(example.slice(0, 300));
    found.set(code, finding);
  };
  const bytes = Buffer.byteLength(xml, "utf8");
  const host = options.host.toLowerCase();
  const now = (options.now ?? new Date()).getTime();

  if (bytes > SITEMAP_PROTOCOL_MAX_BYTES)
    add("error", "too-large", `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; the protocol allows 50 MB uncompressed.`);

  const root = /<(urlset|sitemapindex)\b([^>]*)>/.exec(xml);
  const kind = root ? (root[1] as "urlset" | "sitemapindex") : "unknown";
  if (!root) add("error", "not-a-sitemap", "The file has no <urlset> or <sitemapindex> element.");
  else if (!new RegExp(`xmlns\\s*=\\s*["']${SITEMAP_NS.replace(/[./]/g, "\\$&")}["']`).test(root[2] ?? ""))
    add("error", "namespace", `The root element does not declare the sitemap namespace ${SITEMAP_NS}.`);

  // Every & must start an entity: a raw one makes the file unreadable XML.
  for (let at = xml.indexOf("&"); at !== -1; at = xml.indexOf("&", at + 1)) {
    if (!ENTITY.test(xml.slice(at, at + 12)))
      add("error", "unescaped-ampersand", "An & is not escaped as &amp;.", xml.slice(Math.max(0, at - 60), at + 40));
  }

  const entryTag = kind === "sitemapindex" ? "sitemap" : "url";
  const entries = xml.match(new RegExp(`<${entryTag}\\b[^>]*>`, "g"))?.length ?? 0;
  if (entries > SITEMAP_PROTOCOL_MAX_URLS)
    add(
      "error",
      "too-many-urls",
      `The file lists ${entries.toLocaleString("en-US")} ${kind === "sitemapindex" ? "sitemaps" : "URLs"}; the protocol allows ${SITEMAP_PROTOCOL_MAX_URLS.toLocaleString("en-US")}.`,
    );
  if (root && entries === 0) add("warning", "empty", "The file lists nothing.");

  const seen = new Set<string>();
  // <loc> of the entries; <image:loc> (an image may live on a CDN) is not held to the one-host rule.
  for (const match of xml.matchAll(/<loc>([\s\S]*?)<\/loc>/g)) {
    const raw = match[1] ?? "";
    const text = raw.trim();
    if (/[<>"']/.test(text))
      add("error", "unescaped-character", "A <loc> holds <, >, ' or \" that is not escaped as an entity.", text);
    const decoded = text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
    if (decoded.length > SITEMAP_PROTOCOL_MAX_LOC)
      add("error", "loc-too-long", `A <loc> is longer than ${SITEMAP_PROTOCOL_MAX_LOC} characters.`, decoded);
    const url = URL.parse(decoded);
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      add("error", "relative-loc", "A <loc> is not an absolute http(s) URL.", decoded);
      continue;
    }
    if (url.host.toLowerCase() !== host)
      add(
        "error",
        "foreign-host",
        `A <loc> is on another host than ${options.host}: a sitemap lists URLs of its own host only.`,
        decoded,
      );
    if (seen.has(decoded)) add("warning", "duplicate-loc", "A URL is listed more than once.", decoded);
    else seen.add(decoded);
  }

  for (const match of xml.matchAll(/<lastmod>([\s\S]*?)<\/lastmod>/g)) {
    const value = (match[1] ?? "").trim();
    if (!W3C_DATETIME.test(value) || Number.isNaN(Date.parse(value))) {
      add("error", "bad-lastmod", "A <lastmod> is not a W3C datetime (such as 2026-11-27 or 2026-11-27T08:00:00Z).", value);
      continue;
    }
    // A day in the future by more than a day of time zones: a crawler ignores such lastmods.
    if (Date.parse(value) > now + 36 * 3600 * 1000) add("warning", "future-lastmod", "A <lastmod> is in the future.", value);
  }

  const findings = [...found.values()].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
  return { ok: !findings.some((finding) => finding.severity === "error"), kind, count: entries, bytes, findings };
}
