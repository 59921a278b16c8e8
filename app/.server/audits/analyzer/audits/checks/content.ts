import { fleschReadingEase } from "../readability";
import { outcome, perPage, plural, type Site, type SitePage } from "../site";
import type { CheckDefinition } from "../types";

const THIN_WORDS = 300;
const READABLE = 50;
/** Words of running text that make a page prose (about three paragraphs). */
const PROSE_WORDS = 150;
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

/** Articles and service pages with enough running text: the pages reading ease is judged on. */
const prosePages = (site: Site) =>
  site.pages.filter((p) => (p.role === "article" || p.role === "service") && p.prose.words >= PROSE_WORDS);

/** Letters and digits only, lower-cased: heading text is found in the main text however blocks were joined. */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Headings of the site's template: the same level and text on at least half of the pages (three or
 * more), like a menu's title or footer columns. They belong to no page's outline.
 */
export function templateHeadings(pages: SitePage[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const key of new Set(page.meta.headings.map((h) => `${h.level} ${squash(h.text)}`)))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  const least = Math.max(3, pages.length / 2);
  return new Set([...counts].filter(([, n]) => n >= least).map(([key]) => key));
}

/**
 * The real faults of a page's outline, or null: no H1, several H1s, or a skipped level among the
 * headings of the main content. Not the page's outline: headings before the first H1 (header,
 * menu), the template's headings (footer columns), and headings whose text is not in the main text.
 */
export function outlineFault(page: SitePage, template: Set<string> = new Set()): string | null {
  const headings = page.meta.headings;
  const first = headings.findIndex((h) => h.level === 1);
  if (first === -1) return "no H1";
  const h1s = headings.filter((h) => h.level === 1).length;
  if (h1s > 1) return `${h1s} H1s`;
  const main = page.row.content?.trim() ? squash(page.row.content) : "";
  const content = headings.slice(first + 1).filter((h) => {
    const text = squash(h.text);
    return h.level > 1 && !template.has(`${h.level} ${text}`) && (!main || (text !== "" && main.includes(text)));
  });
  let previous = 1;
  for (const heading of content) {
    if (heading.level > previous + 1) return `H${previous} then H${heading.level} "${heading.text.slice(0, 60)}"`;
    previous = heading.level;
  }
  return null;
}

/** Health information (treatment pages and articles that read as clinical): judged by the stricter YMYL standard. */
const healthPages = (site: Site) => site.pages.filter((p) => p.isHealthContent);

/** Content quality. Weights sum to 100. `now` is passed in so the freshness check is testable. */
export function contentChecks(now: Date): CheckDefinition<Site>[] {
  return [
    {
      id: "content-thin",
      title: "Pages have substance",
      checks: `Content pages have at least ${THIN_WORDS} words of main text (legal, contact, thank-you pages and listings such as the blog index or a location directory are not judged).`,
      weight: 15,
      why: "People choosing a treatment centre read before they call; thin pages answer none of their questions.",
      severity: "medium",
      advice: "Expand each program page: who it is for, what a day looks like, length of stay, insurance, what happens after.",
      impact: 3,
      effort: 3,
      run: (site) => {
        const pages = site.pages.filter((p) => !p.isUtility && p.role !== "listing");
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
      checks:
        "No two pages have the same content hash or near-identical text (simhash within 3 bits). Listings (blog index, directories) are not compared: short lists of links in one template look alike by nature.",
      weight: 15,
      why: "Location pages copied with only the city swapped are treated as duplicates and filtered from results.",
      severity: "medium",
      advice: "Rewrite duplicated pages with what is specific to each (staff, setting, local resources), or merge them.",
      impact: 2,
      effort: 3,
      run: (site) => {
        const pages = site.pages.filter((p) => p.role !== "listing");
        if (pages.length < 2) return null;
        const dup = duplicatePages(pages);
        return outcome(
          dup.length === 0,
          dup.length ? `${plural(dup.length, "page")} duplicate another page's text.` : "No duplicate text found.",
          dup.map((p) => p.url),
          1 - dup.length / pages.length,
        );
      },
    },
    {
      id: "content-readability",
      title: "Plain, readable language",
      checks: `Flesch reading ease of the running text of prose pages is ${READABLE} or more (plain English is 60-70). Prose pages: articles and service pages with at least ${PROSE_WORDS} words in sentences; menus, link lists, card titles, contact pages and directories are not prose and are not judged.`,
      weight: 15,
      why: "Someone in distress, or a worried parent, needs short sentences and everyday words.",
      severity: "medium",
      advice: 'Shorten sentences, replace clinical jargon with everyday words (explain "MAT" or "PHP" on first use), use lists.',
      impact: 2,
      effort: 2,
      run: (site) => {
        const scored = prosePages(site)
          .map((p) => ({ page: p, ease: fleschReadingEase(p.prose.text) }))
          .filter((s) => s.ease !== null);
        if (scored.length === 0) return null;
        const hard = scored.filter((s) => s.ease! < READABLE);
        const mean = Math.round(scored.reduce((a, s) => a + s.ease!, 0) / scored.length);
        return {
          passed: hard.length === 0,
          score: 1 - hard.length / scored.length,
          details: `Mean reading ease ${mean} over ${plural(scored.length, "prose page")}; ${hard.length} under ${READABLE}${hard.length ? `: ${hard.map((s) => `${s.page.url} (${s.ease})`).join(", ")}` : ""}.`,
          urls: hard.map((s) => s.page.url),
        };
      },
    },
    {
      id: "content-headings",
      title: "Headings form an outline",
      checks:
        "Each page has an H1, only one, and its main content skips no heading level (no H2 followed by H4). Headings of the header, menus and footer (before the H1, repeated on half the pages, or outside the main text) are not judged.",
      weight: 10,
      why: "Scanners read headings first; a clear outline helps readers and search engines find the answer.",
      severity: "low",
      advice: "Give each page one H1, then H2 sections and H3 details, without skipping levels.",
      impact: 1,
      effort: 1,
      run: (site) => {
        const template = templateHeadings(site.pages);
        const faults = new Map(site.pages.map((p) => [p, outlineFault(p, template)] as const));
        const failing = site.pages.filter((p) => faults.get(p) !== null);
        return perPage(
          site.pages,
          failing,
          (failed, total) =>
            `${failed} of ${total} pages have an outline fault${
              failed
                ? `: ${failing
                    .slice(0, 5)
                    .map((p) => `${p.url} (${faults.get(p)})`)
                    .join("; ")}${failed > 5 ? "..." : ""}`
                : ""
            }.`,
        );
      },
    },
    {
      id: "content-freshness",
      title: "Content shows it is current",
      checks: `Health information (treatment pages and articles whose text reads as clinical, not marketing) shows a published or modified date (metadata or a printed "Last updated"), within the last ${FRESH_DAYS} days.`,
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
        'Health information (treatment pages and articles whose text reads as clinical) names an author (meta author, structured data, rel=author, or a printed byline such as "By Dr. Maya Chen").',
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
      checks:
        'Health information (treatment pages and articles whose text reads as clinical) says who reviewed it clinically ("Medically reviewed by ...").',
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
