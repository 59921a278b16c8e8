import { normalizeKeyword } from "~/lib/seo/keywords";
import { STOPWORDS, stem, stemSet } from "~/lib/stem";

/**
 * Competitor terms, the method: of a crawl's pages (a competitor's site, as
 * the crawler stored them), those about the cluster are the ones whose
 * title, headings and text hold at least half of the cluster head's stems
 * (all pages when none does). Over those pages, each term (a stem, and each
 * pair of neighbouring stems, stopwords and numbers out) counts the pages
 * that use it (document frequency). A term is listed when at least two of
 * those pages use it (or the only one, when there is one) and our page for
 * the cluster does not; shown in its most common written form, most pages
 * first. Headings are listed when no more than half of their stems are on
 * our page. Our own page's words come from its stored copy (store.ts).
 */
export interface CompetitorPage {
  url: string;
  title: string;
  text: string;
  headings: string[];
}

export interface CompetitorTerms {
  ourPath: string | null;
  pagesCompared: number;
  terms: { term: string; pages: number; share: number; examples: string[] }[];
  headings: { heading: string; url: string }[];
}

const TERM_LIMIT = 60;
const HEADING_LIMIT = 40;
const TEXT_CAP = 100_000;

function tokens(text: string): string[] {
  return normalizeKeyword(text.slice(0, TEXT_CAP))
    .split(" ")
    .filter((word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word));
}

/** A page's terms: stems and pairs of neighbouring stems, each with one written form. */
function termsOf(text: string): Map<string, string> {
  const words = tokens(text);
  const out = new Map<string, string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const one = stem(word);
    if (!out.has(one)) out.set(one, word);
    const next = words[i + 1];
    if (next) {
      const two = `${one} ${stem(next)}`;
      if (!out.has(two)) out.set(two, `${word} ${next}`);
    }
  }
  return out;
}

export function competitorTerms(input: {
  headStems: readonly string[];
  ourText: string;
  ourPath: string | null;
  pages: readonly CompetitorPage[];
}): CompetitorTerms {
  const ours = new Set(termsOf(input.ourText).keys());
  const about = (page: CompetitorPage) => {
    const stems = new Set(stemSet(normalizeKeyword(`${page.title} ${page.headings.join(" ")} ${page.text.slice(0, TEXT_CAP)}`)));
    const shared = input.headStems.filter((each) => stems.has(each)).length;
    return input.headStems.length > 0 && shared * 2 >= input.headStems.length;
  };
  const relevant = input.pages.filter(about);
  const pages = relevant.length ? relevant : input.pages;
  const frequency = new Map<string, { pages: number; forms: Map<string, number> }>();
  for (const page of pages) {
    for (const [term, form] of termsOf(`${page.title} ${page.headings.join(" ")} ${page.text}`)) {
      const entry = frequency.get(term) ?? { pages: 0, forms: new Map() };
      entry.pages++;
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
      frequency.set(term, entry);
    }
  }
  const minPages = pages.length > 1 ? 2 : 1;
  const terms = [...frequency]
    .filter(([term, entry]) => entry.pages >= minPages && !ours.has(term))
    .sort((a, b) => b[1].pages - a[1].pages || (a[0] < b[0] ? -1 : 1))
    .slice(0, TERM_LIMIT)
    .map(([, entry]) => {
      const forms = [...entry.forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      return {
        term: forms[0]?.[0] ?? "",
        pages: entry.pages,
        share: pages.length ? entry.pages / pages.length : 0,
        examples: forms.slice(1, 3).map(([form]) => form),
      };
    });
  const ourStems = new Set(stemSet(normalizeKeyword(input.ourText.slice(0, TEXT_CAP * 5))));
  const seen = new Set<string>();
  const headings: CompetitorTerms["headings"] = [];
  for (const page of pages)
    for (const heading of page.headings) {
      const stems = stemSet(normalizeKeyword(heading));
      const key = stems.join(" ");
      if (!stems.length || seen.has(key)) continue;
      seen.add(key);
      const missing = stems.filter((each) => !ourStems.has(each)).length;
      if (missing * 2 > stems.length && headings.length < HEADING_LIMIT)
        headings.push({ heading: heading.trim(), url: page.url });
    }
  return { ourPath: input.ourPath, pagesCompared: pages.length, terms, headings };
}
