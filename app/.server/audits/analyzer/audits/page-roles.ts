/**
 * What kind of page each crawled page is, decided once from its address and its H1 (titles carry
 * the brand on every page, so they would make every page look alike). The checks judge each
 * question on the pages where it matters, and their documented tables name these sets:
 *
 * - home: the start page.
 * - listing: an index of other pages: the blog index, tag and category pages, paginated lists
 *   (?page=2, /page/2), location directories, sitemaps. Read as lists of links, not as prose.
 * - article: a blog post, news item or resource article (an address under /blog/, /news/,
 *   /articles/, /resources/, /insights/; or, last, a dated page that is not a service page).
 * - legal: privacy policy, terms, cookie policy, accessibility statement, HIPAA notice, disclaimers.
 * - contact: contact, "get in touch", booking and appointment pages (a form, not prose).
 * - service: a program, service, treatment, admissions or insurance page.
 * - other: anything else (about, team, careers, location pages...).
 *
 * The first rule that matches wins, in the order listed.
 */
import type { CrawlPageMetadata } from "~/.server/audits/crawler/contract";

export type PageRole = "home" | "legal" | "contact" | "article" | "listing" | "service" | "other";

/** On the last segment: "/conditions-we-treat" is a treatment page, "/terms-and-conditions" is legal. */
const LEGAL = /\/[^/]*(privacy|terms|legal|disclaimer|cookie|accessibility|hipaa|nondiscrimination|non-discrimination)[^/]*\/?$/i;
const LEGAL_H1 =
  /^(privacy|terms|cookie|accessibility statement|notice of privacy practices|hipaa|disclaimer|legal|non-?discrimination)/i;
/** Contact, booking and appointment pages: a form and a phone number, short by nature. */
const CONTACT =
  /\/(contact|contact-us|get-in-touch|call-us|reach-us|schedule(-[a-z]+)*|book(ing)?(-[a-z]+)*|appointments?|request-a-call|free-consultation)(\/|$)/i;
const ARTICLE_PARENT = /\/(blog|news|articles?|resources|insights|posts?|stories)\/[^/]+/i;
const LISTING =
  /\/(blog|news|articles?|resources|insights|posts?|locations?|areas?-we-serve|sitemap|category|categories|tags?|archive|authors?)\/?$|\/(category|tag|page)\/[^/]+\/?$/i;
const LISTING_QUERY = /[?&](page|p|paged)=\d+/i;
/** Treatment, program and intake pages: what a person in need, or their family, opens first. */
export const SERVICE_WORDS =
  /program|service|treatment|detox|rehab|residential|inpatient|outpatient|\biop\b|\bphp\b|\bmat\b|medication-assisted|therap|counsel|admission|intake|insurance|levels?-of-care|we-treat|conditions|addiction|dual-diagnosis|mental-health/i;

export function pageRole(url: string, meta: Pick<CrawlPageMetadata, "headings" | "published">, isHome: boolean): PageRole {
  if (isHome) return "home";
  let path = url;
  let search = "";
  try {
    const parsed = new URL(url);
    path = parsed.pathname;
    search = parsed.search;
  } catch {
    // Keep the raw string: the rules still read it.
  }
  const h1 = meta.headings.find((h) => h.level === 1)?.text ?? "";
  // Listings and posts first: "/blog/page/2" is a list, and a post about HIPAA is not a legal page.
  if (LISTING.test(path) || LISTING_QUERY.test(search)) return "listing";
  if (ARTICLE_PARENT.test(path)) return "article";
  if (LEGAL.test(path) || LEGAL_H1.test(h1.trim())) return "legal";
  if (CONTACT.test(path) || /^contact\b/i.test(h1.trim())) return "contact";
  if (SERVICE_WORDS.test(path) || SERVICE_WORDS.test(h1)) return "service";
  // A dated page that is not a program page is a post, wherever the site files it.
  return meta.published ? "article" : "other";
}

/** The pages a visitor in need reads: where crisis lines and tap-to-call must be. */
export const NEED_ROLES: readonly PageRole[] = ["home", "contact", "service"];
