import { outcome, plural, type Site, type SitePage } from "../site";
import { trackersOn } from "../trackers";
import type { CheckDefinition } from "../types";

const pagesWith = (site: Site, re: RegExp) => site.pages.filter((p) => re.test(p.meta.bodyText));

export const LEGITSCRIPT = /legitscript/i;
export const ACCREDITATION =
  /joint commission|jcaho|gold seal of approval|\bcarf\b|commission on accreditation of rehabilitation facilities/i;
/** 988 as the Suicide & Crisis Lifeline number, not as part of a longer number or address. */
export const CRISIS_988 = /(?<![\d-])988(?![\d-])/;
export const SAMHSA = /1?[\s.-]*\(?800\)?[\s.-]*662[\s.-]*(4357|help)\b/i;
export const INSURANCE_VERIFY =
  /verify (your )?(insurance|benefits|coverage)|insurance verification|check (your )?(insurance|coverage|benefits)|verification of benefits/i;

function mentions(site: Site, re: RegExp, what: string) {
  const found = pagesWith(site, re);
  return outcome(
    found.length > 0,
    found.length
      ? `${what} on ${plural(found.length, "page")}, e.g. ${found[0]!.url}.`
      : `${what}: not found on any of the ${site.pages.length} pages crawled.`,
    found.length ? [] : site.home ? [site.home.url] : [],
  );
}

/** The need-page set, as the tables name it. */
const NEED_PAGES = "home, contact, program, service, admissions and insurance pages";

/** Share of the pages a visitor in need reads that show `re` (in their visible text, header and footer included). */
function onNeedPages(site: Site, re: RegExp, what: string) {
  const pages = site.needPages;
  if (pages.length === 0) return null;
  const missing = pages.filter((p) => !re.test(p.meta.bodyText));
  const elsewhere = site.pages.filter((p) => !pages.includes(p) && re.test(p.meta.bodyText));
  const note = missing.length && elsewhere.length ? ` It appears only elsewhere, e.g. ${elsewhere[0]!.url}.` : "";
  return outcome(
    missing.length === 0,
    missing.length
      ? `${missing.length} of ${pages.length} pages a visitor in need reads do not show ${what}: ${missing
          .slice(0, 5)
          .map((p) => p.url)
          .join(", ")}${missing.length > 5 ? "..." : ""}.${note}`
      : `${what[0]!.toUpperCase()}${what.slice(1)} is shown on all ${plural(pages.length, "page")} a visitor in need reads.`,
    missing.map((p) => p.url),
    1 - missing.length / pages.length,
  );
}

function describePhones(pages: SitePage[]): string {
  return pages.map((p) => `${p.url} (${p.meta.unlinkedPhoneNumbers.slice(0, 3).join(", ")})`).join("; ");
}

function hasPrivacyLink(page: SitePage): boolean {
  return page.meta.links.some((l) => /privacy/i.test(l.href) || /privacy/i.test(l.text));
}

/**
 * Trust & Compliance: what a treatment centre needs and generic audit tools miss. Weights sum to 100.
 */
export const COMPLIANCE_CHECKS: CheckDefinition<Site>[] = [
  {
    id: "comp-ad-trackers",
    title: "No ad trackers on form or treatment pages",
    checks:
      "No advertising tracker (Meta Pixel, TikTok, Google Ads conversion, LinkedIn Insight, X, Bing UET, Pinterest, Snap...) loads on a page with a form or about a treatment.",
    weight: 25,
    why: "HHS warns that such trackers can disclose protected health information to ad platforms without a business associate agreement (OCR bulletin on tracking technologies); regulators have fined providers for it, and 42 CFR Part 2 protects addiction records even more strictly.",
    severity: "critical",
    advice:
      "Remove ad pixels from intake, contact and treatment pages, or move to a HIPAA-compliant server-side setup with a signed BAA that sends no health details.",
    impact: 3,
    effort: 2,
    run: (site) => {
      if (site.pages.length === 0) return null;
      const sensitive = site.pages.filter((p) => p.meta.forms > 0 || p.meta.hasPersonalDataForm || p.isTreatment);
      const risky = sensitive
        .map((page) => ({ page, trackers: trackersOn(page).filter((t) => t.advertising) }))
        .filter((r) => r.trackers.length > 0);
      const names = [...new Set(risky.flatMap((r) => r.trackers.map((t) => t.name)))];
      const other = [
        ...new Set(
          site.pages.flatMap((p) =>
            trackersOn(p)
              .filter((t) => !t.advertising)
              .map((t) => t.name),
          ),
        ),
      ];
      const note = other.length ? ` Also loaded (not advertising, review their settings): ${other.join(", ")}.` : "";
      return outcome(
        risky.length === 0,
        risky.length
          ? `${names.join(", ")} load${names.length === 1 ? "s" : ""} on ${plural(risky.length, "page")} with a form or about a treatment: ${risky.map((r) => `${r.page.url} (${r.trackers.map((t) => t.name).join(", ")})`).join("; ")}.${note}`
          : `No advertising trackers on the ${sensitive.length} form and treatment pages.${note}`,
        risky.map((r) => r.page.url),
        sensitive.length ? 1 - risky.length / sensitive.length : 1,
      );
    },
  },
  {
    id: "comp-legitscript",
    title: "LegitScript certification shown",
    checks:
      "A LegitScript seal (script or image from legitscript.com) or a statement of LegitScript certification appears on the site.",
    weight: 15,
    why: "Google, Meta and Bing only accept addiction-treatment ads from LegitScript-certified providers; the seal also reassures families.",
    severity: "high",
    advice: "Get LegitScript certification and place its seal in the site footer.",
    impact: 3,
    effort: 3,
    run: (site) => {
      if (site.pages.length === 0) return null;
      const found = site.pages.filter(
        (p) =>
          p.meta.scripts.some((s) => LEGITSCRIPT.test(s)) ||
          p.meta.images.some((i) => LEGITSCRIPT.test(i.src)) ||
          p.meta.links.some((l) => LEGITSCRIPT.test(l.href)) ||
          LEGITSCRIPT.test(p.meta.bodyText),
      );
      return outcome(
        found.length > 0,
        found.length
          ? `LegitScript shown on ${plural(found.length, "page")}.`
          : "No LegitScript seal or mention on any page crawled.",
        found.length ? [] : site.home ? [site.home.url] : [],
      );
    },
  },
  {
    id: "comp-accreditation",
    title: "Accreditation mentioned",
    checks: "The site mentions accreditation by The Joint Commission or CARF.",
    weight: 10,
    why: "Accreditation is what families and referral partners look for first, and many insurers require it.",
    severity: "medium",
    advice: "Show the Joint Commission Gold Seal or the CARF seal with a link to the accreditation record.",
    impact: 2,
    effort: 1,
    run: (site) => (site.pages.length ? mentions(site, ACCREDITATION, "Joint Commission or CARF accreditation") : null),
  },
  {
    id: "comp-crisis-988",
    title: "988 crisis line shown where visitors in need look",
    checks: `The 988 Suicide & Crisis Lifeline is shown on every page a visitor in need reads (${NEED_PAGES}); a mention elsewhere (a privacy policy) does not count. Credit per page.`,
    weight: 10,
    why: "Visitors may be in crisis outside office hours; pointing them to 988 is basic duty of care.",
    severity: "high",
    advice: 'Add "In crisis? Call or text 988" to the header or footer of every page.',
    impact: 3,
    effort: 1,
    run: (site) => onNeedPages(site, CRISIS_988, "the 988 Suicide & Crisis Lifeline"),
  },
  {
    id: "comp-samhsa-helpline",
    title: "SAMHSA National Helpline shown where visitors in need look",
    checks: `The SAMHSA National Helpline, 1-800-662-4357 (1-800-662-HELP), is shown on every page a visitor in need reads (${NEED_PAGES}). Credit per page.`,
    weight: 8,
    why: "The free, confidential national helpline is the resource to offer people the centre cannot serve.",
    severity: "medium",
    advice: "List the SAMHSA National Helpline (1-800-662-4357) beside 988 in the footer of every page.",
    impact: 2,
    effort: 1,
    run: (site) => onNeedPages(site, SAMHSA, "the SAMHSA National Helpline"),
  },
  {
    id: "comp-privacy-policy",
    title: "Privacy policy linked",
    checks: 'Every page links to a privacy policy (link text or address containing "privacy").',
    weight: 12,
    why: "Forms collect health information; HIPAA-covered providers must publish a Notice of Privacy Practices and visitors look for it before submitting.",
    severity: "high",
    advice:
      "Link the privacy policy (and the HIPAA Notice of Privacy Practices) from the footer of every page and beside every form.",
    impact: 3,
    effort: 1,
    run: (site) => {
      if (site.pages.length === 0) return null;
      const missing = site.pages.filter((p) => !hasPrivacyLink(p));
      return outcome(
        missing.length === 0,
        missing.length
          ? `${missing.length} of ${site.pages.length} pages have no privacy policy link.`
          : "Every page links to a privacy policy.",
        missing.map((p) => p.url),
        1 - missing.length / site.pages.length,
      );
    },
  },
  {
    id: "comp-clickable-phones",
    title: "Phone numbers are clickable where visitors call from",
    checks: `The pages a visitor in need reads (${NEED_PAGES}) offer a tel: link, and none of them prints a phone number that is not a tel: link. Numbers on other pages (a privacy policy) are not judged. Credit per page.`,
    weight: 12,
    why: "Most admissions start with a call from a phone; a number that cannot be tapped loses calls.",
    severity: "high",
    advice:
      'Wrap every phone number in a tel: link (e.g. <a href="tel:+15125550100">) and put a tap-to-call button in the mobile header.',
    impact: 3,
    effort: 1,
    run: (site) => {
      const pages = site.needPages;
      if (pages.length === 0) return null;
      const unlinked = pages.filter((p) => p.meta.unlinkedPhoneNumbers.length > 0);
      const withTel = pages.filter((p) => p.meta.telLinks.length > 0);
      if (withTel.length === 0)
        return outcome(
          false,
          `No clickable (tel:) phone number on the ${plural(pages.length, "page")} a visitor in need reads${unlinked.length ? `; printed but not clickable: ${describePhones(unlinked)}` : ""}.`,
          unlinked.length ? unlinked.map((p) => p.url) : pages.map((p) => p.url),
        );
      return outcome(
        unlinked.length === 0,
        unlinked.length
          ? `${unlinked.length} of ${pages.length} pages a visitor in need reads print phone numbers that cannot be tapped: ${describePhones(unlinked)}.`
          : `Every phone number printed on the ${plural(pages.length, "page")} a visitor in need reads is a tel: link.`,
        unlinked.map((p) => p.url),
        1 - unlinked.length / pages.length,
      );
    },
  },
  {
    id: "comp-insurance-verification",
    title: "Insurance verification offered",
    checks:
      'The site offers to verify the visitor\'s insurance ("verify your insurance", "insurance verification", "check your coverage").',
    weight: 8,
    why: '"Will my insurance cover it?" is the first question of most callers; a verification form converts them.',
    severity: "medium",
    advice: "Add a short, HIPAA-safe insurance verification form (no ad trackers on that page) and link it from program pages.",
    impact: 2,
    effort: 2,
    run: (site) => (site.pages.length ? mentions(site, INSURANCE_VERIFY, "An insurance verification offer") : null),
  },
];
