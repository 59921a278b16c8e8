import { fleschReadingEase } from "../readability";
import { outcome, perPage, plural, type Site, type SitePage } from "../site";
import type { CheckDefinition } from "../types";

const THIN_WORDS = 300;
const READABLE = 50;
const FRESH_DAYS = 365;

/** Hamming distance of two hex simhashes (null when either is missing or lengths differ). */
function hamming(a: string | null, b: string | null): number | null {
  if (!a || !b || a.length !== b.length) return null;
  let distance = 0;
  for (let i = 0; i < a.length; i += 1) {
    let x = Number.parseInt(a[i]!, 16) ^ Number.parseInt(b[i]!, 16);
    while (x) {
      distance += x & 1;
      x >>= 1;
    }
  }
  return distance;
}

function duplicatePages(pages: SitePage[]): SitePage[] {
  const dup = new Set<SitePage>();
  for (let i = 0; i < pages.length; i += 1)
    for (let j = i + 1; j < pages.length; j += 1) {
      const a = pages[i]!;
      const b = pages[j]!;
      const same = a.row.contentHash !== null && a.row.contentHash === b.row.contentHash;
      const distance = hamming(a.row.fingerprint, b.row.fingerprint);
      if (same || (distance !== null && distance <= 3)) {
        dup.add(a);
        dup.add(b);
      }
    }
  return [...dup];
}

/** Treatment pages and articles: health content judged by the stricter YMYL standard. */
const healthPages = (site: Site) => site.pages.filter((p) => p.isTreatment || /blog|article|news|resources/i.test(p.url));

/** Content quality. Weights sum to 100. `now` is passed in so the freshness check is testable. */
export function contentChecks(now: Date): CheckDefinition<Site>[] {
  return [
    {
      id: "content-thin",
      title: "Pages have substance",
      checks: `Content pages (not legal, contact or thank-you pages) have at least ${THIN_WORDS} words.`,
      weight: 15,
      why: "People choosing a treatment centre read before they call; thin pages answer none of their questions.",
      severity: "medium",
      advice: "Expand each program page: who it is for, what a day looks like, length of stay, insurance, what happens after.",
      impact: 3,
      effort: 3,
      run: (site) => {
        const pages = site.pages.filter((p) => !p.isUtility);
        return perPage(
          pages,
          pages.filter((p) => p.meta.wordCount < THIN_WORDS),
          (failed, total) => `${failed} of ${total} content pages have under ${THIN_WORDS} words.`,
        );
      },
    },
    {
      id: "content-duplicate",
      title: "No duplicate or near-duplicate pages",
      checks: "No two pages have the same content hash or near-identical text (simhash within 3 bits).",
      weight: 15,
      why: "Location pages copied with only the city swapped are treated as duplicates and filtered from results.",
      severity: "medium",
      advice: "Rewrite duplicated pages with what is specific to each (staff, setting, local resources), or merge them.",
      impact: 2,
      effort: 3,
      run: (site) => {
        if (site.pages.length < 2) return null;
        const dup = duplicatePages(site.pages);
        return outcome(
          dup.length === 0,
          dup.length ? `${plural(dup.length, "page")} duplicate another page's text.` : "No duplicate text found.",
          dup.map((p) => p.url),
          1 - dup.length / site.pages.length,
        );
      },
    },
    {
      id: "content-readability",
      title: "Plain, readable language",
      checks: `Flesch reading ease of each page's main text is ${READABLE} or more (plain English is 60-70).`,
      weight: 15,
      why: "Someone in distress, or a worried parent, needs short sentences and everyday words.",
      severity: "medium",
      advice: 'Shorten sentences, replace clinical jargon with everyday words (explain "MAT" or "PHP" on first use), use lists.',
      impact: 2,
      effort: 2,
      run: (site) => {
        const scored = site.pages.map((p) => ({ page: p, ease: fleschReadingEase(p.text) })).filter((s) => s.ease !== null);
        if (scored.length === 0) return null;
        const hard = scored.filter((s) => s.ease! < READABLE);
        const mean = Math.round(scored.reduce((a, s) => a + s.ease!, 0) / scored.length);
        return {
          passed: hard.length === 0,
          score: 1 - hard.length / scored.length,
          details: `Mean reading ease ${mean}; ${hard.length} of ${scored.length} pages under ${READABLE}${hard.length ? `: ${hard.map((s) => `${s.page.url} (${s.ease})`).join(", ")}` : ""}.`,
          urls: hard.map((s) => s.page.url),
        };
      },
    },
    {
      id: "content-headings",
      title: "Headings form an outline",
      checks: "Pages start with an H1, have H2 sections, and skip no level (no H2 followed by H4).",
      weight: 10,
      why: "Scanners read headings first; a clear outline helps readers and search engines find the answer.",
      severity: "low",
      advice: "Structure pages as H1 (topic) then H2 sections then H3 details, without skipping levels.",
      impact: 1,
      effort: 1,
      run: (site) =>
        perPage(
          site.pages,
          site.pages.filter((p) => {
            const levels = p.meta.headings.map((h) => h.level);
            if (levels[0] !== 1 || (p.meta.wordCount >= THIN_WORDS && !levels.includes(2))) return true;
            return levels.some((level, i) => i > 0 && level > levels[i - 1]! + 1);
          }),
          (failed, total) => `${failed} of ${total} pages have headings out of order or no H1/H2 structure.`,
        ),
    },
    {
      id: "content-freshness",
      title: "Content shows it is current",
      checks: `Treatment pages and articles show a published or modified date (metadata or a printed "Last updated"), within the last ${FRESH_DAYS} days.`,
      weight: 10,
      why: "Treatment options, insurance rules and statistics change; dated health information loses trust and rankings.",
      severity: "low",
      advice: 'Review health content at least yearly and show "Last updated" (and dateModified in structured data).',
      impact: 2,
      effort: 2,
      run: (site) => {
        const pages = healthPages(site);
        const limit = now.getTime() - FRESH_DAYS * 86_400_000;
        return perPage(
          pages,
          pages.filter((p) => (p.updatedAt?.getTime() ?? 0) < limit),
          (failed, total) => `${failed} of ${total} treatment pages and articles show no date from the last year.`,
        );
      },
    },
    {
      id: "content-authorship",
      title: "Health content names its author",
      checks:
        'Treatment pages and articles name an author (meta author, structured data, rel=author, or a printed byline such as "By Dr. Maya Chen").',
      weight: 15,
      why: 'Google rates health pages as "Your Money or Your Life" content: it looks for who wrote them and their credentials.',
      severity: "medium",
      advice: "Add a byline with the author's name and credentials, linking to a bio page.",
      impact: 2,
      effort: 1,
      run: (site) => {
        const pages = healthPages(site);
        return perPage(
          pages,
          pages.filter((p) => !p.byline),
          (failed, total) => `${failed} of ${total} treatment pages and articles name no author.`,
        );
      },
    },
    {
      id: "content-medical-review",
      title: "Health content is medically reviewed",
      checks: 'Treatment pages and articles say who reviewed them clinically ("Medically reviewed by ...").',
      weight: 20,
      why: "Clinical review by a licensed professional is the strongest quality signal for treatment information, for readers and for search engines.",
      severity: "high",
      advice:
        'Have a physician or licensed clinician review program pages and articles, and show "Medically reviewed by [name, credentials] on [date]".',
      impact: 3,
      effort: 2,
      run: (site) => {
        const pages = healthPages(site);
        return perPage(
          pages,
          pages.filter((p) => !p.meta.reviewedBy),
          (failed, total) => `${failed} of ${total} treatment pages and articles show no medical review.`,
        );
      },
    },
  ];
}
