import { describe, expect, it } from "vitest";
import type { CrawlPageMetadata } from "~/.server/audits/crawler/contract";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { badSite, goodSite, pageRow, words } from "../../../../../tests/support/audit-rows";
import { auditSite } from "./index";
import { pageRole } from "./page-roles";
import { proseOf } from "./readability";
import { buildSite } from "./site";
import { checksFor, FAILED_CHECK_MAX_CREDIT } from "./tables";
import type { AuditInput, AuditPage } from "./types";

/**
 * The page sets the checks judge (page-roles.ts, proseOf), on pages shaped like our own site's:
 * a home page of link lists and cards, a contact page with a form, a location directory, a menu
 * heading before the H1 and footer columns with their own headings.
 */
const NOW = new Date("2026-11-22T12:00:00Z");
const SITE = "https://agency.example";
const PLAIN =
  "We help treatment centres reach the families who need them. Our team writes pages that people can read on a phone in a hurry. We test every page before it goes live. You see what changed and why. ";
// Menus and cards as the crawler's text has them: block labels run together, or one per line.
const MENU_GLUED = "HomeAboutServicesLocationsBlogContact";
const MENU_LINES = "Home\nAbout\nServices\nLocations\nBlog\nContact";
const FOOTER =
  "Company About Careers Press Services SEO For Rehab Centres Web Design Paid Search Legal Privacy Policy Terms Of Service In crisis? Call or text 988. SAMHSA National Helpline: 1-800-662-4357. Call (555) 201-3344.";
const TEMPLATE_HEADINGS = {
  before: [{ level: 2, text: "Menu" }],
  after: [
    { level: 2, text: "Company" },
    { level: 4, text: "Follow us" },
  ],
};

function ourPage(
  path: string,
  h1: string,
  main: string,
  headings: { level: number; text: string }[] = [],
  meta: Partial<CrawlPageMetadata> = {},
): AuditPage {
  const bodyText = `${MENU_GLUED} ${main} ${FOOTER}`;
  return pageRow(
    `${SITE}${path}`,
    { title: `${h1} | Agency`, content: `${h1}\n${headings.map((h) => h.text).join("\n")}\n${main}` },
    {
      headings: [...TEMPLATE_HEADINGS.before, { level: 1, text: h1 }, ...headings, ...TEMPLATE_HEADINGS.after],
      bodyText,
      wordCount: main.split(/\s+/).length,
      telLinks: ["+15552013344"],
      ...meta,
    },
  );
}

function ourSite(extra: AuditPage[] = []): AuditInput {
  const cards = Array.from({ length: 12 }, (_, i) => `Treatment Centre SEO Package ${i + 1} Learn More About Plan ${i + 1}`).join(
    " ",
  );
  const cities = ["Austin, TX", "Dallas, TX", "Houston, TX", "Denver, CO", "Phoenix, AZ", "Miami, FL"]
    .map((c) => `Rehab Marketing In ${c}`)
    .join("\n");
  return {
    startUrl: `${SITE}/`,
    issues: [],
    linkChecks: [],
    lab: null,
    pages: [
      ourPage("/", "Marketing for treatment centres", `${cards}\n${MENU_LINES}`, [
        { level: 2, text: "Core services" },
        { level: 3, text: "Treatment Centre SEO Package 1" },
        { level: 2, text: "Plans" },
      ]),
      ourPage("/contact", "Contact us", "Name Email Phone Message Send Monday-Friday 9AM-6PM EST", [
        { level: 2, text: "Specialized services" },
        { level: 3, text: "SEO" },
        { level: 2, text: "Schedule a Consultation" },
      ]),
      ourPage("/locations", "Locations we serve", cities, [{ level: 2, text: "Texas" }]),
      ourPage("/services/seo-for-treatment-centers", "SEO for treatment centres", words(PLAIN, 400), [
        { level: 2, text: "What we do" },
        { level: 3, text: "Audits" },
      ]),
      ourPage(
        "/blog/why-rehab-websites-lose-calls",
        "Why rehab websites lose calls",
        words(PLAIN, 600),
        [{ level: 2, text: "The phone number" }],
        { published: "2026-10-01" },
      ),
      ourPage("/blog", "Blog", `${cards}`, [{ level: 2, text: "Treatment Centre SEO Package 2" }]),
      ourPage("/privacy-policy", "Privacy Policy", words(PLAIN, 300), [{ level: 2, text: "What we collect" }]),
      ...extra,
    ],
  };
}

describe("page roles", () => {
  it("sorts pages by address and H1", () => {
    const role = (url: string, h1 = "", published: string | null = null) =>
      pageRole(url, { headings: h1 ? [{ level: 1, text: h1 }] : [], published }, url.endsWith(".example/"));
    expect(role("https://x.example/")).toBe("home");
    expect(role("https://x.example/privacy-policy")).toBe("legal");
    expect(role("https://x.example/legal/hipaa-notice")).toBe("legal");
    expect(role("https://x.example/accessibility-statement")).toBe("legal");
    expect(role("https://x.example/notice", "Notice of Privacy Practices")).toBe("legal");
    expect(role("https://x.example/contact-us")).toBe("contact");
    // Booking pages are a form, like contact pages (our /schedule-session read as a thin content page).
    expect(role("https://x.example/schedule-session")).toBe("contact");
    expect(role("https://x.example/book-an-appointment")).toBe("contact");
    expect(role("https://x.example/scheduled-maintenance-guide")).toBe("other");
    expect(role("https://x.example/blog")).toBe("listing");
    expect(role("https://x.example/locations")).toBe("listing");
    expect(role("https://x.example/blog?page=3")).toBe("listing");
    expect(role("https://x.example/blog/signs-of-relapse", "Signs of relapse in treatment")).toBe("article");
    expect(role("https://x.example/programs/detox")).toBe("service");
    expect(role("https://x.example/admissions")).toBe("service");
    expect(role("https://x.example/verify-insurance")).toBe("service");
    expect(role("https://x.example/what-we-offer", "Residential treatment")).toBe("service");
    expect(role("https://x.example/about")).toBe("other");
    expect(role("https://x.example/conditions-we-treat")).toBe("service");
    expect(role("https://x.example/terms-and-conditions")).toBe("legal");
    expect(role("https://x.example/blog/hipaa-and-your-records")).toBe("article");
    expect(role("https://x.example/blog/page/2")).toBe("listing");
    expect(role("https://x.example/family-guide", "A guide for families", "2026-01-01")).toBe("article");
  });

  it("counts running text, not menus, card titles or link lists, however blocks were joined", () => {
    expect(proseOf(`${MENU_GLUED} ${MENU_LINES}`).words).toBe(0);
    expect(proseOf("Medical Detox\nResidential Treatment\nOutpatient Program\nVerify Your Insurance Today").words).toBe(0);
    expect(
      proseOf("Treatment Centre SEO Package 1 Learn More About Plan 1 Treatment Centre SEO Package 2 Learn More").words,
    ).toBe(0);
    const prose = proseOf(`${MENU_LINES}\n${words(PLAIN, 200)}`);
    expect(prose.words).toBeGreaterThanOrEqual(190);
    expect(prose.text).not.toContain("Locations");
  });
});

describe("checks judged where they matter, on a site shaped like ours", () => {
  const findings = (input: AuditInput) => auditSite(input, NOW).findings;
  const finding = (input: AuditInput, id: string) => findings(input).find((f) => f.checkId === id)!;

  it("judges reading ease on the article and the service page only", () => {
    const readability = finding(ourSite(), "content-readability");
    expect(readability.passed, readability.details).toBe(true);
    expect(readability.details).toContain("over 2 prose pages");
  });

  it("does not apply reading ease to a site of link lists, and fails dense prose on a service page", () => {
    const lists = ourSite();
    lists.pages = lists.pages.filter((p) => !/services\/|blog\//.test(p.url));
    // No prose page: the check does not apply (it says so), neither passed nor failed, and costs no coverage.
    const none = findings(lists).find((f) => f.checkId === "content-readability")!;
    expect([none.passed, none.measured, none.applicable]).toEqual([false, false, false]);
    const dense =
      "Comprehensive individualized multidisciplinary biopsychosocial interventions incorporating evidence-based psychotherapeutic methodologies are systematically administered. ";
    const hard = finding(
      ourSite([ourPage("/programs/detox", "Medical detox", words(dense, 300), [{ level: 2, text: "Overview" }])]),
      "content-readability",
    );
    expect(hard.passed).toBe(false);
    expect(hard.urls).toEqual([`${SITE}/programs/detox`]);
  });

  it("passes a well-formed outline with a menu heading before the H1 and footer headings, and finds real faults", () => {
    const headings = finding(ourSite(), "content-headings");
    expect(headings.passed, headings.details).toBe(true);
    const faults = finding(
      ourSite([
        ourPage("/services/ppc", "Paid search", words(PLAIN, 300), [
          { level: 2, text: "Budgets" },
          { level: 4, text: "Daily caps" },
        ]),
        ourPage("/services/web", "", words(PLAIN, 300), [{ level: 2, text: "Design" }], {
          headings: [{ level: 2, text: "Design" }],
        }),
      ]),
      "content-headings",
    );
    expect(faults.passed).toBe(false);
    expect(faults.urls.sort()).toEqual([`${SITE}/services/ppc`, `${SITE}/services/web`]);
    expect(faults.details).toContain('H2 then H4 "Daily caps"');
  });

  it("judges crisis lines and tap-to-call on home, contact and service pages, not on the privacy policy", () => {
    // Crisis lines and a clickable number only in the privacy policy; plain numbers on the pages that matter.
    const input = ourSite();
    input.pages = input.pages.map((row) => {
      const meta = row.metadata as unknown as CrawlPageMetadata;
      const legal = row.url.endsWith("/privacy-policy");
      return {
        ...row,
        metadata: {
          ...meta,
          bodyText: legal ? meta.bodyText : `${MENU_GLUED} Call (555) 201-3344 today.`,
          telLinks: legal ? ["+15552013344"] : [],
          unlinkedPhoneNumbers: legal ? [] : ["(555) 201-3344"],
        },
      };
    });
    const site = buildSite(input);
    expect(site.needPages.map((p) => p.url.slice(SITE.length)).sort()).toEqual([
      "/",
      "/contact",
      "/services/seo-for-treatment-centers",
    ]);
    for (const id of ["comp-crisis-988", "comp-samhsa-helpline", "comp-clickable-phones"]) {
      const result = finding(input, id);
      expect(result.passed, id).toBe(false);
      expect(result.urls, id).not.toContain(`${SITE}/privacy-policy`);
    }
    // The other way round: a plain number printed only in the privacy policy fails nothing.
    const privacyOnly = ourSite();
    const policy = privacyOnly.pages.find((p) => p.url.endsWith("/privacy-policy"))!;
    (policy.metadata as unknown as CrawlPageMetadata).unlinkedPhoneNumbers = ["1-800-662-4357"];
    expect(finding(privacyOnly, "comp-clickable-phones").passed).toBe(true);
  });

  it("fails a slow page and a heavy page although the median page is fast and light", () => {
    const input = ourSite();
    input.pages = input.pages.map((row) =>
      row.url.endsWith("/locations")
        ? { ...row, responseMs: 2600 }
        : row.url.endsWith("/blog")
          ? {
              ...row,
              metadata: { ...row.metadata, images: [{ src: `${SITE}/hero.png`, alt: "", bytes: 2_800_000 }] },
            }
          : row,
    );
    const speed = finding(input, "perf-server-response");
    const weight = finding(input, "perf-html-weight");
    expect([speed.passed, weight.passed]).toEqual([false, false]);
    expect(speed.urls).toEqual([`${SITE}/locations`]);
    expect(weight.urls).toEqual([`${SITE}/blog`]);
    expect(speed.score).toBeLessThan(1);
    expect(weight.score).toBeLessThan(1);
  });
});

describe("every failed check costs points", () => {
  it("keeps at most the capped share of a failed check's weight, so one failing page of 25 shows in the score", () => {
    const input = goodSite();
    const contact = input.pages.find((p) => p.url.endsWith("/contact"))!;
    // 24 more program pages that pass everything, and one contact page with a number that cannot be tapped.
    input.pages = [
      ...input.pages.filter((p) => p !== contact),
      ...Array.from({ length: 19 }, (_, i) => ({
        ...input.pages[1]!,
        url: `${input.pages[1]!.url}-${i}`,
        finalUrl: `${input.pages[1]!.url}-${i}`,
        contentHash: `extra-${i}`,
        title: `Program ${i} | Hope Harbor Recovery`,
      })),
      { ...contact, metadata: { ...contact.metadata, unlinkedPhoneNumbers: ["(512) 555-0100"] } },
    ];
    const result = auditSite(input, NOW);
    const phones = result.findings.find((f) => f.checkId === "comp-clickable-phones")!;
    expect(phones.passed).toBe(false);
    expect(result.scores.compliance).toBeLessThan(100);
  });

  it("gives no failed check of the fixture rows more than the cap", () => {
    for (const input of [goodSite(), badSite(), ourSite()]) {
      const site = buildSite(input);
      const tables = checksFor(NOW);
      for (const category of ANALYSIS_CATEGORIES)
        for (const check of tables[category]) {
          const result = check.run(site);
          if (result && !result.passed) expect(result.score, check.id).toBeLessThanOrEqual(FAILED_CHECK_MAX_CREDIT);
        }
    }
  });
});
