import type { AuditInput, AuditPage } from "~/.server/audits/analyzer/audits";
import type { LabResults } from "~/.server/audits/analyzer/lab/types";
import { type CrawlPageMetadata, EMPTY_PAGE_METADATA } from "~/.server/audits/crawler/contract";

/**
 * Hand-made crawl rows of two treatment-centre sites for the analyzer's tests: a good one, and a
 * bad one with planted problems (each named in BAD_SITE_PLANTED with the page it is on).
 */

const PLAIN =
  "We help people stop drinking and using drugs. Our team is kind and works with you every day. You sleep, eat and heal in a calm home. We talk with your family too. You can call us at any time. We take most insurance plans. ";
const DENSE =
  "Comprehensive individualized multidisciplinary biopsychosocial interventions incorporating evidence-based psychotherapeutic methodologies, pharmacological stabilization considerations and interdisciplinary continuity-of-care coordination are systematically administered throughout the therapeutic continuum notwithstanding considerable heterogeneity of presenting comorbidities ";

export function words(text: string, count: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  while (out.length < count) out.push(...all);
  return out.slice(0, count).join(" ");
}

export function metadata(overrides: Partial<CrawlPageMetadata> = {}): CrawlPageMetadata {
  return { ...EMPTY_PAGE_METADATA, lang: "en", ...overrides };
}

export function pageRow(url: string, overrides: Partial<AuditPage> = {}, meta: Partial<CrawlPageMetadata> = {}): AuditPage {
  const bodyText = meta.bodyText ?? "";
  return {
    url,
    finalUrl: url,
    redirectChain: [],
    statusCode: 200,
    contentType: "text/html; charset=utf-8",
    bytes: 40_000,
    responseMs: 120,
    depth: 1,
    title: null,
    content: bodyText,
    contentHash: `hash-${url}`,
    fingerprint: null,
    error: null,
    ...overrides,
    metadata: metadata({ wordCount: bodyText.split(/\s+/).filter(Boolean).length, ...meta }) as unknown as Record<
      string,
      unknown
    >,
  };
}

const GOOD = "https://www.hopeharbor.example";
const FOOTER =
  "In crisis? Call or text 988, the Suicide & Crisis Lifeline. SAMHSA National Helpline: 1-800-662-4357. Accredited by The Joint Commission. LegitScript certified. Verify your insurance online. Hope Harbor Recovery, 12 Elm Street, Austin, TX.";
const goodLinks = [
  { href: `${GOOD}/privacy-policy`, text: "Privacy Policy", internal: true, nofollow: false },
  { href: `${GOOD}/programs/detox`, text: "Medical detox program", internal: true, nofollow: false },
];

function goodPage(path: string, title: string, h1: string, extra: Partial<CrawlPageMetadata> = {}, wordCount = 420): AuditPage {
  const body = `${words(PLAIN, wordCount)} ${FOOTER}`;
  return pageRow(
    `${GOOD}${path}`,
    { title, fingerprint: null, contentHash: `good-${path}` },
    {
      description: `${title}: compassionate addiction treatment in Austin, TX, with medical detox, residential care and family support.`,
      headings: [
        { level: 1, text: h1 },
        { level: 2, text: "What to expect" },
        { level: 3, text: "Your first day" },
      ],
      bodyText: body,
      wordCount: body.split(/\s+/).length,
      links: goodLinks,
      images: [{ src: `${GOOD}/img/house.webp`, alt: "Our house by the lake" }],
      scripts: [
        `${GOOD}/app.js`,
        "https://static.legitscript.com/seals/123.js",
        "https://www.googletagmanager.com/gtag/js?id=G-ABCDEF123",
      ],
      telLinks: ["tel:+15125550100"],
      structuredDataTypes: path === "/" ? ["MedicalBusiness"] : ["MedicalWebPage"],
      author: "Dana Ruiz, LCSW",
      reviewedBy: "Dr. Sam Lee, MD",
      modified: "2026-09-01T00:00:00Z",
      published: "2025-01-10T00:00:00Z",
      ...extra,
    },
  );
}

export function goodSite(lab: LabResults | null = null): AuditInput {
  return {
    startUrl: `${GOOD}/`,
    issues: [],
    linkChecks: [{ url: "https://www.samhsa.gov/find-help/national-helpline", statusCode: 200, error: null }],
    lab,
    pages: [
      goodPage("/", "Hope Harbor Recovery | Addiction Treatment in Austin", "Addiction treatment in Austin, TX"),
      goodPage("/programs/detox", "Medical Detox in Austin, TX | Hope Harbor", "Medical detox"),
      goodPage("/programs/residential", "Residential Rehab in Austin, TX | Hope Harbor", "Residential treatment"),
      goodPage("/programs/iop", "Intensive Outpatient (IOP) | Hope Harbor", "Intensive outpatient program"),
      goodPage("/contact", "Contact Hope Harbor Recovery in Austin", "Contact us", { forms: 1, hasPersonalDataForm: true }, 120),
      goodPage("/privacy-policy", "Privacy Policy and HIPAA Notice | Hope Harbor", "Privacy policy", {}, 300),
    ],
  };
}

const BAD = "http://sunrise-rehab.example";

/** checkId → the page where the problem is planted. */
export const BAD_SITE_PLANTED: Record<string, string> = {
  "comp-ad-trackers": `${BAD}/contact`,
  "comp-clickable-phones": `${BAD}/contact`,
  "comp-privacy-policy": `${BAD}/programs/detox`,
  "seo-broken-links": `${BAD}/old-page`,
  "seo-indexable": `${BAD}/programs/residential`,
  "seo-https": `${BAD}/`,
  "content-thin": `${BAD}/programs/iop`,
  "content-duplicate": `${BAD}/locations/dallas`,
  "content-readability": `${BAD}/programs/detox`,
  "content-medical-review": `${BAD}/programs/detox`,
  "a11y-image-alt": `${BAD}/`,
  "seo-redirects": `${BAD}/start`,
};

export function badSite(lab: LabResults | null = null): AuditInput {
  const dup = `${words(PLAIN, 350)} Serving Dallas, TX and Houston, TX.`;
  return {
    startUrl: `${BAD}/`,
    linkChecks: [{ url: "https://dead.example/resource", statusCode: 404, error: null }],
    issues: [{ type: "broken_internal_link", severity: "high", url: `${BAD}/old-page`, details: "404", sources: [`${BAD}/`] }],
    lab,
    // A slow server: every page but the error ones takes well over the 800 ms TTFB limit.
    pages: [
      pageRow(
        `${BAD}/`,
        { title: "Home", responseMs: 2400, bytes: 650_000 },
        {
          description: "Rehab",
          headings: [{ level: 2, text: "Welcome" }],
          bodyText: `${words(PLAIN, 200)} Call (555) 123-4567. Privacy`,
          links: [
            { href: `${BAD}/privacy`, text: "Privacy", internal: true, nofollow: false },
            { href: `${BAD}/old-page`, text: "click here", internal: true, nofollow: false },
          ],
          images: [{ src: `${BAD}/hero.jpg`, alt: null }],
          lang: null,
          mixedContent: ["http://cdn.example/x.js"],
        },
      ),
      pageRow(
        `${BAD}/programs/detox`,
        { title: "Detox", responseMs: 2100 },
        {
          description: "Rehab",
          headings: [
            { level: 1, text: "Detox" },
            { level: 4, text: "Details" },
          ],
          bodyText: `${words(DENSE, 400)} Call 555-123-4567.`,
          wordCount: 400,
          scripts: ["https://analytics.tiktok.com/i18n/pixel/events.js"],
          inlineScriptSignatures: ["ttq.load"],
          unlinkedPhoneNumbers: ["555-123-4567"],
        },
      ),
      pageRow(
        `${BAD}/programs/residential`,
        { title: "Residential" },
        {
          metaRobots: "noindex, nofollow",
          headings: [{ level: 1, text: "Residential" }],
          bodyText: words(PLAIN, 320),
          links: [{ href: `${BAD}/privacy`, text: "Privacy", internal: true, nofollow: false }],
        },
      ),
      pageRow(
        `${BAD}/programs/iop`,
        { title: "IOP" },
        {
          headings: [{ level: 1, text: "IOP" }],
          bodyText: words(PLAIN, 60),
          links: [{ href: `${BAD}/privacy`, text: "Privacy", internal: true, nofollow: false }],
        },
      ),
      pageRow(
        `${BAD}/contact`,
        { title: "Contact" },
        {
          headings: [{ level: 1, text: "Contact" }],
          bodyText: "Call us at (555) 123-4567 or fill in the form. Privacy",
          forms: 1,
          hasPersonalDataForm: true,
          scripts: ["https://connect.facebook.net/en_US/fbevents.js"],
          inlineScriptSignatures: ["fbq('track', 'Lead')"],
          unlinkedPhoneNumbers: ["(555) 123-4567"],
          links: [{ href: `${BAD}/privacy`, text: "Privacy", internal: true, nofollow: false }],
        },
      ),
      pageRow(
        `${BAD}/locations/dallas`,
        { title: "Rehab in Dallas", contentHash: "same" },
        { headings: [{ level: 1, text: "Dallas" }], bodyText: dup },
      ),
      pageRow(
        `${BAD}/locations/houston`,
        { title: "Rehab in Dallas", contentHash: "same" },
        { headings: [{ level: 1, text: "Houston" }], bodyText: dup },
      ),
      pageRow(`${BAD}/old-page`, { statusCode: 404, title: "Not found" }),
      pageRow(`${BAD}/start`, {
        finalUrl: `${BAD}/programs/iop`,
        statusCode: 301,
        contentType: null,
        redirectChain: [
          { url: `${BAD}/start`, status: 301 },
          { url: `${BAD}/start2`, status: 302 },
        ],
      }),
    ].map((row) => (row.responseMs === 120 ? { ...row, responseMs: 1300 } : row)),
  };
}

/** Lab results of the home page: both form factors at `lcpMs` and `score`, and `violations` serious axe violations. */
export const labResults = (lcpMs: number, score: number, violations: number): LabResults => ({
  skippedReason: null,
  runs: (["mobile", "desktop"] as const).map((formFactor) => ({
    url: "https://www.hopeharbor.example/",
    formFactor,
    error: null,
    performanceScore: score,
    lcpMs,
    fcpMs: 900,
    cls: 0.02,
    tbtMs: 50,
    speedIndexMs: 1200,
    ttfbMs: 100,
    totalBytes: 500_000,
    durationMs: 9000,
  })),
  axe: [
    {
      url: "https://www.hopeharbor.example/",
      error: null,
      passes: 30,
      durationMs: 800,
      violations: Array.from({ length: violations }, (_, i) => ({
        id: `rule-${i}`,
        impact: "serious" as const,
        help: "Elements must have sufficient color contrast",
        helpUrl: "https://dequeuniversity.com/rules/axe/4.11/color-contrast",
        nodes: 3,
        targets: [".cta"],
      })),
    },
  ],
});
