import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { CATEGORY_LABELS, CATEGORY_MEANINGS, CATEGORY_WEIGHTS, CHECK_TABLES, FAILED_CHECK_MAX_CREDIT } from "./tables";

/** How pages are sorted into the sets the checks name (page-roles.ts, readability.ts proseOf). */
const PAGE_SETS = [
  "Each check says which pages it judges. The page sets, decided from each page's address and H1 (`app/.server/audits/analyzer/audits/page-roles.ts`):",
  "",
  "- **Pages a visitor in need reads**: the home page, contact and booking pages, and program, service, treatment, admissions and insurance pages. Crisis lines and tap-to-call are judged there only: a number or a 988 mention in the privacy policy neither passes nor fails them.",
  "- **Legal pages**: privacy policy, terms, cookie policy, accessibility statement, HIPAA notice, disclaimers.",
  "- **Articles**: pages under /blog/, /news/, /articles/, /resources/, /insights/, and other dated pages that are not service pages.",
  "- **Listings**: the blog index, tag, category and paginated lists, location directories, sitemaps: lists of links, not prose.",
  "- **Prose pages**: articles and service pages with at least 150 words of running text. Running text is sentences of five words or more that are mostly lower-case words, so menus, link lists and card titles are not counted.",
  "",
  `A check passes only when every page it judges passes; partial credit follows the share of pages that pass, but a failed check keeps at most ${Math.round(FAILED_CHECK_MAX_CREDIT * 100)}% of its weight, so a failure always shows in the score.`,
  "",
];

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/\n/g, " ");

/** The check tables as Markdown, for docs/analyzer.md (a test keeps the file equal to this). */
export function checkTablesMarkdown(): string {
  const parts: string[] = [...PAGE_SETS];
  for (const category of ANALYSIS_CATEGORIES) {
    parts.push(
      `### ${CATEGORY_LABELS[category]} (${CATEGORY_WEIGHTS[category]}% of the overall score)`,
      "",
      CATEGORY_MEANINGS[category],
      "",
    );
    parts.push("| Check | What it checks | Weight | Why it matters |", "|---|---|---:|---|");
    for (const row of CHECK_TABLES[category])
      parts.push(`| \`${row.id}\` ${cell(row.title)} | ${cell(row.checks)} | ${row.weight} | ${cell(row.why)} |`);
    parts.push("");
  }
  return parts.join("\n").trimEnd();
}
