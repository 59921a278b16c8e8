import { type CheerioAPI, load } from "cheerio";
import { pageText } from "~/lib/content/page-text";
import type { CrawlImage, CrawlLink, CrawlPageMetadata } from "../contract";
import { contentHash, simhash } from "./fingerprint";
import { inScope, normalizeUrl } from "./url";

/**
 * One HTML page turned into what crawl_pages stores: cheerio parses the
 * markup once; its tree gives the links, headings and meta, and one walk of
 * it (app/lib/content/page-text.ts, the extraction the analyzer and the chat share)
 * gives the main text (the Content tab, word count, hashes, vectorizing)
 * and the body text. No second parse: Readability on linkedom parsed every
 * page again and glued block elements together ("About usA marketing").
 */

export interface ParsedPage {
  title: string | null;
  content: string;
  metadata: CrawlPageMetadata;
  contentHash: string;
  fingerprint: string | null;
}

/** bodyText is for compliance checks, which look for a phrase anywhere: capped, not cut to the main text. */
const BODY_TEXT_LIMIT = 20_000;
const MAIN_TEXT_LIMIT = 100_000;
const LINK_LIMIT = 1_000;
/** Anchors read at most: on a page of 100,000 links that repeat, the search for 1,000 distinct ones stops here. */
const LINK_SCAN_LIMIT = 10 * LINK_LIMIT;
const IMAGE_LIMIT = 300;

/** Tracker snippets in inline scripts: what the analyzer's compliance checks look for. */
const INLINE_SIGNATURES: [string, RegExp][] = [
  ["fbq(", /\bfbq\s*\(/],
  ["gtag(", /\bgtag\s*\(/],
  ["ttq.", /\bttq\.(load|page|track)/],
  ["_linkedin_partner_id", /_linkedin_partner_id/],
  ["twq(", /\btwq\s*\(/],
  ["uetq", /\buetq\b/],
  ["snaptr(", /\bsnaptr\s*\(/],
  ["pintrk(", /\bpintrk\s*\(/],
  ["dataLayer", /\bdataLayer\b/],
  ["hotjar", /\bhj\s*\(|hotjar/],
];

/** North American numbers as printed: (555) 123-4567, 555-123-4567, 1-800-662-4357, 555.123.4567. */
const PHONE = /(?:\+?1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g;
// The name runs to the end of the sentence ("Dr." is not one: a period must be followed by a space and a capital or end the text).
const REVIEWED_BY = /\b(?:medically|clinically)\s+reviewed\s+by[:\s]+([^\n|•]{3,80}?)(?=\.?\s*(?:[;|]|\.\s|\bon\s|$))/i;

export function parsePage(html: string, pageUrl: string, headers: Headers, scopeHost: string): ParsedPage {
  const $ = load(html);
  const base = normalizeUrl($("base[href]").attr("href") ?? "", pageUrl) ?? pageUrl;
  const text = (value: string | undefined | null) => (value ?? "").replace(/\s+/g, " ").trim();

  const title = text($("head title").first().text() || $("title").first().text()) || null;
  const meta = (name: string) =>
    text($(`meta[name="${name}" i]`).attr("content") ?? $(`meta[property="${name}" i]`).attr("content")) || null;

  const canonicalHref = $('link[rel~="canonical" i]').attr("href");
  const canonical = canonicalHref ? normalizeUrl(canonicalHref, base) : null;
  const hreflang = $('link[rel~="alternate" i][hreflang]')
    .toArray()
    .map((el) => ({ lang: $(el).attr("hreflang") ?? "", href: normalizeUrl($(el).attr("href") ?? "", base) ?? "" }))
    .filter((entry) => entry.lang && entry.href);
  const headings = $("h1, h2, h3, h4, h5, h6")
    .toArray()
    // The shared walk, not .text(): "About<br>us" is two words in a heading too.
    .map((el) => ({ level: Number(el.tagName.slice(1)), text: text(pageText(el).body) }));

  const links = readLinks($, base, scopeHost, text);
  const images = readImages($, base, text);
  const structuredDataTypes = readStructuredData($);
  const jsonLd = readJsonLd($);

  const scripts = $("script[src]")
    .toArray()
    .map((el) => normalizeUrl($(el).attr("src") ?? "", base))
    .filter((src): src is string => src !== null);
  const inlineCode = $("script:not([src])")
    .toArray()
    .map((el) => $(el).text())
    .join("\n");
  const inlineScriptSignatures = INLINE_SIGNATURES.filter(([, pattern]) => pattern.test(inlineCode)).map(([name]) => name);

  const forms = $("form").length;
  const hasPersonalDataForm = $("form")
    .toArray()
    .some(
      (form) =>
        $(form).find('input[type="email" i], input[type="tel" i]').length > 0 ||
        $(form)
          .find("input[name], textarea[name]")
          .toArray()
          .some((field) => /e-?mail|phone|name|dob|birth|insurance/i.test($(field).attr("name") ?? "")),
    );

  const telLinks = $('a[href^="tel:" i]')
    .toArray()
    .map((el) => ($(el).attr("href") ?? "").slice(4).trim());
  const telDigits = new Set(telLinks.map(digits));
  const telTexts = new Set(
    $('a[href^="tel:" i]')
      .toArray()
      .map((el) => digits($(el).text())),
  );

  const mixedContent = new URL(pageUrl).protocol === "https:" ? readMixedContent($, base) : [];

  const {
    main: content,
    body: bodyText,
    wordCount,
  } = pageText($.root().toArray(), {
    mainLimit: MAIN_TEXT_LIMIT,
    bodyLimit: BODY_TEXT_LIMIT,
  });
  const unlinkedPhoneNumbers = [...new Set(bodyText.match(PHONE) ?? [])].filter((phone) => {
    const value = digits(phone);
    const national = value.length === 11 && value.startsWith("1") ? value.slice(1) : value;
    return ![...telDigits, ...telTexts].some((known) => known.endsWith(national));
  });

  const metadata: CrawlPageMetadata = {
    description: meta("description"),
    canonical,
    metaRobots: [meta("robots"), meta("googlebot")].filter(Boolean).join(", ") || null,
    xRobotsTag: headers.get("x-robots-tag"),
    hreflang,
    headings,
    wordCount,
    lang: text($("html").attr("lang")) || null,
    links,
    images,
    structuredDataTypes,
    bodyText,
    scripts,
    inlineScriptSignatures,
    forms,
    hasPersonalDataForm,
    telLinks,
    unlinkedPhoneNumbers,
    mixedContent,
    published: meta("article:published_time") ?? jsonLdString(jsonLd, "datePublished"),
    modified: meta("article:modified_time") ?? jsonLdString(jsonLd, "dateModified") ?? headers.get("last-modified") ?? null,
    author: meta("author") ?? jsonLdAuthor(jsonLd) ?? (text($('[rel~="author"]').first().text()) || null),
    reviewedBy: REVIEWED_BY.exec(bodyText)?.[1]?.trim() ?? null,
  };
  return { title, content, metadata, contentHash: contentHash(content), fingerprint: simhash(content) };
}

function digits(value: string): string {
  return value.replace(/\D/g, "");
}

function readLinks($: CheerioAPI, base: string, scopeHost: string, text: (v: string) => string): CrawlLink[] {
  const seen = new Set<string>();
  const links: CrawlLink[] = [];
  for (const el of $("a[href], area[href]").toArray().slice(0, LINK_SCAN_LIMIT)) {
    const href = normalizeUrl($(el).attr("href") ?? "", base);
    if (!href) continue;
    const anchor = text($(el).text()) || text($(el).find("img[alt]").attr("alt") ?? "") || text($(el).attr("title") ?? "");
    // One entry per target and anchor: a menu repeated in header and footer is one link.
    const key = `${href}\n${anchor}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({
      href,
      text: anchor.slice(0, 200),
      internal: inScope(href, scopeHost),
      nofollow: /\bnofollow\b/i.test($(el).attr("rel") ?? ""),
    });
    if (links.length >= LINK_LIMIT) break;
  }
  return links;
}

function readImages($: CheerioAPI, base: string, text: (v: string) => string): CrawlImage[] {
  const seen = new Set<string>();
  const images: CrawlImage[] = [];
  for (const el of $("img").toArray()) {
    const raw = $(el).attr("src") ?? $(el).attr("data-src") ?? "";
    const src = raw.startsWith("data:") ? "data:" : normalizeUrl(raw, base);
    if (!src || seen.has(src)) continue;
    seen.add(src);
    const alt = $(el).attr("alt");
    const size = (name: string) => {
      const value = Number.parseInt($(el).attr(name) ?? "", 10);
      return Number.isFinite(value) ? value : null;
    };
    images.push({ src, alt: alt === undefined ? null : text(alt), width: size("width"), height: size("height") });
    if (images.length >= IMAGE_LIMIT) break;
  }
  return images;
}

function readJsonLd($: CheerioAPI): unknown[] {
  const items: unknown[] = [];
  for (const el of $('script[type="application/ld+json" i]').toArray()) {
    try {
      const value = JSON.parse($(el).text()) as unknown;
      const queue = Array.isArray(value) ? [...value] : [value];
      while (queue.length > 0) {
        const item = queue.shift();
        if (!item || typeof item !== "object") continue;
        items.push(item);
        const graph = (item as { "@graph"?: unknown })["@graph"];
        if (Array.isArray(graph)) queue.push(...graph);
      }
    } catch {
      // Broken JSON-LD is the site's problem; the page still parses.
    }
  }
  return items;
}

function readStructuredData($: CheerioAPI): string[] {
  const types = new Set<string>();
  for (const item of readJsonLd($)) {
    const type = (item as { "@type"?: unknown })["@type"];
    for (const name of Array.isArray(type) ? type : [type]) if (typeof name === "string") types.add(name);
  }
  for (const el of $("[itemtype]").toArray()) {
    for (const itemType of ($(el).attr("itemtype") ?? "").split(/\s+/)) {
      const name = itemType.split("/").pop();
      if (name) types.add(name);
    }
  }
  return [...types];
}

function jsonLdString(items: unknown[], key: string): string | null {
  for (const item of items) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === "string" && value) return value;
  }
  return null;
}

function jsonLdAuthor(items: unknown[]): string | null {
  for (const item of items) {
    const author = (item as { author?: unknown }).author;
    for (const entry of Array.isArray(author) ? author : [author]) {
      if (typeof entry === "string" && entry) return entry;
      const name = (entry as { name?: unknown } | undefined)?.name;
      if (typeof name === "string" && name) return name;
    }
  }
  return null;
}

/** http: subresources of an https page (links to http pages are not mixed content). */
function readMixedContent($: CheerioAPI, base: string): string[] {
  const found = new Set<string>();
  const selectors: [string, string][] = [
    ["img[src]", "src"],
    ["script[src]", "src"],
    ["iframe[src]", "src"],
    ["audio[src], video[src], source[src], embed[src]", "src"],
    ['link[rel~="stylesheet" i][href]', "href"],
    ["object[data]", "data"],
    ["form[action]", "action"],
  ];
  for (const [selector, attribute] of selectors) {
    for (const el of $(selector).toArray()) {
      const url = normalizeUrl($(el).attr(attribute) ?? "", base);
      if (url?.startsWith("http:")) found.add(url);
    }
  }
  return [...found];
}
