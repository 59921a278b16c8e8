import type {
  BriefHeading,
  BriefQuestion,
  BriefSource,
  BriefTarget,
  BriefTerm,
  ContentBrief,
  LocalFact,
  WordCountRange,
} from "~/lib/content/brief";
import { countTerms, phraseKey } from "~/lib/content/terms";
import type { BriefPage } from "./read-page";

/**
 * The brief from pages' texts: pure (no database, no network), so the job,
 * the automation and the tests build briefs the same way. The method is
 * documented in docs/content-research.md; in short:
 *
 * 1. Length. Each read page's main-text word count; outliers are the counts
 *    outside Tukey's fences [Q1 − 1.5·IQR, Q3 + 1.5·IQR] (quartiles by linear
 *    interpolation, only with four pages or more). Outlier pages are listed
 *    and left out of everything else. The range is the kept pages' Q1 to Q3,
 *    with their median.
 * 2. Terms. Every content stem and pair of neighbouring content stems
 *    (app/lib/content/terms.ts) of each kept page's title and main text (headings included).
 *    A term counts when at least two kept pages use it (one when there is
 *    only one). Its weight is BM25's term part averaged over the kept pages
 *    (0 where absent) times its IDF on our own site's published pages:
 *      tfPart(t, p) = tf·(k1 + 1) / (tf + k1·(1 − b + b·len(p)/avglen)), k1 = 1.2, b = 0.75
 *      idf(t) = ln(1 + (N − n(t) + 0.5) / (n(t) + 0.5)), N our pages, n(t) ours using t
 *      weight(t) = idf(t) · mean_p tfPart(t, p)
 *    so a word every competitor repeats and our site seldom uses ranks high,
 *    and one all our pages use (our brand, "marketing" on an agency site) low.
 *    A single word is dropped when at least 80% of its uses are inside one
 *    listed pair ("intensive" inside "intensive outpatient"). Importance is
 *    the weight over the top weight; terms under 0.05 are left out; at most 40 terms.
 * 3. Questions: question headings and FAQ entries (read-page.ts), grouped by
 *    their content stems (sorted, without question words), counted once per
 *    page; most pages first, then first seen. At most 30.
 * 4. Outline: H2 and H3 headings grouped the same way; those on at least two
 *    kept pages (all when one page), in their mean relative position on the
 *    pages. At most 40.
 */
export interface BriefInput {
  target: BriefTarget;
  /** Pages read (read-page.ts). */
  pages: readonly BriefPage[];
  /** Sources that could not be read, with why (they are listed, never counted). */
  failed?: readonly { url: string; reason: string }[];
  /** Our own site's published pages' texts: the background corpus of the IDF. */
  background: readonly string[];
  localFacts: readonly LocalFact[];
  now?: Date;
}

const K1 = 1.2;
const B = 0.75;
const TERM_LIMIT = 40;
const QUESTION_LIMIT = 30;
const OUTLINE_LIMIT = 40;
const SUBSUMED_SHARE = 0.8;
/** Terms under this importance are noise next to the top term (our site's everyday words): not listed. */
const MIN_IMPORTANCE = 0.05;
/** Characters of a page read for terms: a page of megabytes costs no more than a long article. */
const TEXT_CAP = 100_000;

export function buildBriefFromPages(input: BriefInput): ContentBrief {
  const lengths = wordRangeOf(input.pages.map((page) => ({ url: page.url, words: page.words })));
  const outliers = new Set(lengths?.outliers.map((each) => each.url) ?? []);
  const kept = input.pages.filter((page) => !outliers.has(page.url));
  const sources: BriefSource[] = [
    ...input.pages.map(
      (page): BriefSource => ({
        url: page.url,
        status: outliers.has(page.url) ? "outlier" : "used",
        words: page.words,
        title: page.title,
        ...(outliers.has(page.url) ? { reason: "Length outside the Tukey fences: left out of the brief" } : {}),
      }),
    ),
    ...(input.failed ?? []).map(
      (each): BriefSource => ({ url: each.url, status: "failed", words: null, title: null, reason: each.reason }),
    ),
  ];
  return {
    format: 1,
    target: input.target,
    sources,
    terms: termsOf(kept, input.background),
    questions: questionsOf(kept),
    outline: outlineOf(kept),
    wordRange: lengths,
    localFacts: [...input.localFacts],
    builtAt: (input.now ?? new Date()).toISOString(),
  };
}

/** The value at fraction q (0-1) of sorted numbers, by linear interpolation between ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (position - low);
}

export function wordRangeOf(pages: readonly { url: string; words: number }[]): WordCountRange | null {
  const counted = pages.filter((page) => page.words > 0);
  if (counted.length === 0) return null;
  let kept = counted;
  const outliers: { url: string; words: number }[] = [];
  if (counted.length >= 4) {
    const sorted = counted.map((page) => page.words).sort((a, b) => a - b);
    const q1 = quantile(sorted, 0.25);
    const q3 = quantile(sorted, 0.75);
    const iqr = q3 - q1;
    const low = q1 - 1.5 * iqr;
    const high = q3 + 1.5 * iqr;
    kept = counted.filter((page) => page.words >= low && page.words <= high);
    for (const page of counted) if (page.words < low || page.words > high) outliers.push({ url: page.url, words: page.words });
  }
  const sorted = kept.map((page) => page.words).sort((a, b) => a - b);
  return {
    min: Math.round(quantile(sorted, 0.25)),
    max: Math.round(quantile(sorted, 0.75)),
    median: Math.round(quantile(sorted, 0.5)),
    outliers,
  };
}

function pageTermText(page: BriefPage): string {
  // The title as a sentence of its own (no pair across it); the headings are in the main text already.
  return `${page.title ?? ""}\n${page.text.slice(0, TEXT_CAP)}`;
}

function termsOf(pages: readonly BriefPage[], background: readonly string[]): BriefTerm[] {
  if (pages.length === 0) return [];
  const counted = pages.map((page) => countTerms(pageTermText(page), { forms: true }));
  const avgLength = counted.reduce((sum, each) => sum + each.words, 0) / counted.length || 1;
  const minPages = pages.length > 1 ? 2 : 1;

  const pageCount = new Map<string, number>();
  for (const each of counted) for (const term of each.counts.keys()) pageCount.set(term, (pageCount.get(term) ?? 0) + 1);
  const candidates = [...pageCount].filter(([, count]) => count >= minPages).map(([term]) => term);

  // Background document frequency, only for the candidates.
  const wanted = new Set(candidates);
  const backgroundDf = new Map<string, number>();
  for (const text of background) {
    for (const term of countTerms(text.slice(0, TEXT_CAP)).counts.keys()) {
      if (wanted.has(term)) backgroundDf.set(term, (backgroundDf.get(term) ?? 0) + 1);
    }
  }
  const n = background.length;

  const scored = candidates.map((term) => {
    let tfSum = 0;
    let uses = 0;
    const forms = new Map<string, number>();
    for (const each of counted) {
      const tf = each.counts.get(term) ?? 0;
      if (tf === 0) continue;
      uses += tf;
      tfSum += (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * each.words) / avgLength));
      for (const [form, count] of each.forms.get(term) ?? []) forms.set(form, (forms.get(form) ?? 0) + count);
    }
    const df = backgroundDf.get(term) ?? 0;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const pagesUsing = pageCount.get(term) ?? 0;
    return {
      term,
      form: mostCommon(forms),
      weight: idf * (tfSum / pages.length),
      uses,
      pagesUsing,
    };
  });
  scored.sort((a, b) => b.weight - a.weight || b.pagesUsing - a.pagesUsing || a.form.localeCompare(b.form));

  // A pair ranks among the listed terms; a single word mostly inside a listed pair is dropped.
  const top = scored.slice(0, TERM_LIMIT * 2);
  const pairs = top.filter((each) => each.term.includes(" "));
  const listed = top.filter((each) => {
    if (each.term.includes(" ")) return true;
    return !pairs.some((pair) => pair.term.split(" ").includes(each.term) && pair.uses >= SUBSUMED_SHARE * each.uses);
  });
  const best = listed[0]?.weight || 1;
  const chosen = listed.filter((each) => each.weight / best >= MIN_IMPORTANCE).slice(0, TERM_LIMIT);
  return chosen.map((each) => ({
    term: each.form,
    importance: round(each.weight / best, 3),
    competitorShare: round(each.pagesUsing / pages.length, 3),
    averageUses: round(each.uses / each.pagesUsing, 2),
  }));
}

function mostCommon(forms: Map<string, number>): string {
  let best = "";
  let bestCount = -1;
  for (const [form, count] of forms) {
    if (count > bestCount || (count === bestCount && form < best)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

interface Group {
  forms: Map<string, number>;
  pages: Set<number>;
  firstSeen: number;
  positions: number[];
  levels: number[];
}

function groupPhrases(
  pages: readonly BriefPage[],
  phrasesOf: (page: BriefPage) => { text: string; level?: number }[],
): Map<string, Group> {
  const groups = new Map<string, Group>();
  let order = 0;
  pages.forEach((page, pageIndex) => {
    const phrases = phrasesOf(page);
    phrases.forEach((phrase, index) => {
      const key = phraseKey(phrase.text);
      if (!key) return;
      let group = groups.get(key);
      if (!group) {
        group = { forms: new Map(), pages: new Set(), firstSeen: order++, positions: [], levels: [] };
        groups.set(key, group);
      }
      group.forms.set(phrase.text, (group.forms.get(phrase.text) ?? 0) + 1);
      if (!group.pages.has(pageIndex)) {
        group.pages.add(pageIndex);
        group.positions.push(phrases.length > 1 ? index / (phrases.length - 1) : 0);
        group.levels.push(phrase.level ?? 2);
      }
    });
  });
  return groups;
}

function questionsOf(pages: readonly BriefPage[]): BriefQuestion[] {
  const groups = groupPhrases(pages, (page) => page.questions.map((text) => ({ text })));
  return [...groups.values()]
    .sort((a, b) => b.pages.size - a.pages.size || a.firstSeen - b.firstSeen)
    .slice(0, QUESTION_LIMIT)
    .map((group) => ({ question: mostCommon(group.forms), sources: group.pages.size }));
}

function outlineOf(pages: readonly BriefPage[]): BriefHeading[] {
  const groups = groupPhrases(pages, (page) =>
    page.headings
      .filter((heading) => heading.level === 2 || heading.level === 3)
      .map((heading) => ({ text: heading.text, level: heading.level })),
  );
  const minPages = pages.length > 1 ? 2 : 1;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
  return [...groups.values()]
    .filter((group) => group.pages.size >= minPages)
    .sort((a, b) => mean(a.positions) - mean(b.positions) || b.pages.size - a.pages.size || a.firstSeen - b.firstSeen)
    .slice(0, OUTLINE_LIMIT)
    .map((group) => ({
      level: mean(group.levels) > 2.5 ? 3 : 2,
      text: mostCommon(group.forms),
      sources: group.pages.size,
    }));
}
