import type { LocalFact } from "~/lib/content/brief";

/**
 * Texts for the quality gates' tests and bench: articles of made-up but
 * ordinary marketing prose, different for each seed (a seeded generator
 * over a fixed vocabulary, so two seeds share words but almost no 5-word
 * runs, as two honestly written articles do), with a place's names worked
 * in every few sentences. No word of the vocabulary trips the compliance
 * linter.
 */
const VOCABULARY = (
  "admissions team families program outpatient evening group therapy schedule clinicians insurance verification website " +
  "search local profile reviews calls forms campaign budget content pages visitors doctors referrals partners community " +
  "care levels step down residential detox aftercare alumni parents teens adults women men veterans professionals " +
  "weekly monthly quarterly reports figures keywords rankings maps listings directions hours parking transit neighborhood " +
  "downtown north south east west suburbs county clinic office staff nurses counselors licensed trained caring calm " +
  "private quiet modern bright welcoming flexible structured clear honest simple useful practical careful steady patient " +
  "writes builds plans tracks measures answers explains guides supports helps improves reviews updates lists shows " +
  "phone email chat message booking visit tour intake assessment session meeting workshop class lecture family-day " +
  "goals plan notes records questions answers options choices costs coverage benefits deductibles networks carriers " +
  "spring summer autumn winter mornings afternoons evenings weekends holidays months years weeks days hours minutes"
).split(/\s+/);

const JOINERS = ["the", "a", "our", "their", "with", "for", "and", "in", "to", "of", "on", "by", "at", "from", "about"];

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000;
  };
}

export interface ArticleOptions {
  words: number;
  city?: string;
  state?: string;
  /** A sentence in this many names the city (default 3). */
  placeEvery?: number;
  /** Extra sentences, as written, added after the first paragraph. */
  extra?: string[];
}

/** An article of about `words` words, as HTML paragraphs of five sentences. */
export function article(seed: number, options: ArticleOptions): string {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const sentences: string[] = [];
  let count = 0;
  let index = 0;
  while (count < options.words) {
    const length = 10 + Math.floor(next() * 8);
    const words: string[] = [];
    for (let at = 0; at < length; at++) words.push(at % 3 === 2 ? pick(JOINERS) : pick(VOCABULARY));
    if (options.city && index % (options.placeEvery ?? 3) === 0) {
      words.splice(Math.floor(length / 2), 0, "in", options.city, ...(options.state ? [options.state] : []));
    }
    const sentence = words.join(" ");
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    count += words.length;
    index++;
  }
  const paragraphs: string[] = [];
  for (let start = 0; start < sentences.length; start += 5)
    paragraphs.push(`<p>${sentences.slice(start, start + 5).join(" ")}</p>`);
  if (options.extra?.length) paragraphs.splice(1, 0, `<p>${options.extra.join(" ")}</p>`);
  return paragraphs.join("\n");
}

/** The brief's local facts for IOP marketing in Austin, Texas, as the brief tool states them. */
export const AUSTIN_FACTS: LocalFact[] = [
  { kind: "state", text: "Texas", needles: ["texas"] },
  { kind: "city", text: "Austin", needles: ["austin"] },
  { kind: "population", text: "Austin has about 975,000 residents", needles: ["975,000"] },
  { kind: "nearby-city", text: "Round Rock is nearby", needles: ["round rock"] },
  { kind: "nearby-city", text: "San Marcos is nearby", needles: ["san marcos"] },
  { kind: "service", text: "IOP marketing", needles: ["iop marketing", "intensive outpatient"] },
];

/** Sentences that use four of AUSTIN_FACTS beyond the place names. */
export const AUSTIN_FACT_SENTENCES = [
  "Austin has about 975,000 residents, and families also drive in from Round Rock and San Marcos.",
  "Our IOP marketing for Austin programs starts with the evening groups families ask about.",
];
