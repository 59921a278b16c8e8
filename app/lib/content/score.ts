import type { ContentBrief, ContentScore, ScorePart } from "./brief";
import { contentStems, countTerms, foldText, syllables, tokenize } from "./terms";

/**
 * The content score of a draft against its brief, 0-100: pure and
 * browser-safe (the editor recomputes it as the writer types). Parts and
 * weights (docs/content-research.md explains each with its figures):
 *
 * - terms (35): each of the brief's terms (at most 30, in order) is covered
 *   by min(1, uses / expected), expected = clamp(round(averageUses), 1, 5);
 *   points = 35 · Σ importance·covered / Σ importance. A term with no use is missing.
 * - structure (20): headings 6 (4 · min(1, H2s / 3), 2 for any H3), length 8
 *   (full inside the brief's range; below it 8 · words / min; above it
 *   8 · max(0, 1 − (words − max) / max); no range: 800-1,500 words), paragraphs
 *   3 (the share of paragraphs of at most 150 words), images 3 (the share of
 *   images with alt text; none: 0).
 * - questions (15): of the brief's questions (at most 10), the share answered.
 *   A question is answered when a heading holds at least two thirds of its
 *   content stems (words other than stop and question words), or a sentence of
 *   the draft holds all of them.
 * - local facts (15): the facts used (a needle found as whole words) over
 *   min(5, facts in the brief).
 * - readability (15): Flesch reading ease, 206.835 − 1.015·words/sentences −
 *   84.6·syllables/words; full at 60 or more, none at 20 or less, linear
 *   between; a draft under 100 words is not measured and gets none.
 * A part with nothing to measure against (a brief with no terms, questions
 * or facts) is not measured: it counts for nothing either way (max 0), and
 * the score is the points over the measured parts' maximum, scaled to 100. A
 * full mark for what could not be checked would lift a weak draft.
 */
export const SCORE_WEIGHTS = { terms: 35, structure: 20, questions: 15, "local-facts": 15, readability: 15 } as const;
const TERM_LIMIT = 30;
const QUESTION_LIMIT = 10;
const FACT_TARGET = 5;
const DEFAULT_RANGE = { min: 800, max: 1500 };
const LONG_PARAGRAPH = 150;
const READABILITY_MIN_WORDS = 100;

export interface DraftInput {
  title: string;
  html: string;
}

interface DraftParts {
  text: string;
  headings: { level: number; text: string }[];
  paragraphs: string[];
  images: { alt: string | null }[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };
function decode(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : " ";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCKS = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "td",
  "th",
  "dt",
  "dd",
  "summary",
  "figcaption",
  "pre",
]);

/** The draft's text, headings, paragraphs and images from its HTML: one pass over the tags, no DOM. */
export function readDraft(html: string): DraftParts {
  const headings: DraftParts["headings"] = [];
  const paragraphs: string[] = [];
  const images: DraftParts["images"] = [];
  const blocks: string[] = [];
  let current = "";
  let heading: number | null = null;
  let skip = 0;
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|<!--[\s\S]*?-->/g;
  let last = 0;
  const flush = (name: string) => {
    const text = decode(current).replace(/\s+/g, " ").trim();
    current = "";
    if (!text) return;
    blocks.push(text);
    if (heading !== null) headings.push({ level: heading, text });
    else if (name === "p" || name === "li" || name === "blockquote" || name === "dd") paragraphs.push(text);
  };
  for (let match = tag.exec(html); match !== null; match = tag.exec(html)) {
    if (skip === 0) current += html.slice(last, match.index);
    last = match.index + match[0].length;
    const closing = match[1] === "/";
    const name = (match[2] ?? "").toLowerCase();
    if (!name) continue;
    if (name === "script" || name === "style") {
      skip = closing ? Math.max(0, skip - 1) : skip + 1;
      continue;
    }
    if (name === "img" && !closing) {
      const alt = /\balt\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[3] ?? "");
      const value = alt ? decode(alt[2] ?? alt[3] ?? alt[4] ?? "").trim() : null;
      images.push({ alt: value || null });
      continue;
    }
    if (name === "br") {
      current += "\n";
      continue;
    }
    if (BLOCKS.has(name) || name === "div" || name === "ul" || name === "ol") {
      flush(heading !== null ? `h${heading}` : name);
      heading = !closing && /^h[1-6]$/.test(name) ? Number(name[1]) : null;
    }
  }
  if (skip === 0) current += html.slice(last);
  flush(heading !== null ? `h${heading}` : "p");
  return { text: blocks.join("\n"), headings, paragraphs, images };
}

function countPhrase(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if ((before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after))) count++;
  }
  return count;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export function scoreContent(brief: ContentBrief, draft: DraftInput): ContentScore {
  const parts = readDraft(draft.html);
  const fullText = `${draft.title}\n${parts.text}`;
  const terms = countTerms(fullText);
  const sentences = tokenize(parts.text).filter((sentence) => sentence.length > 0);
  const words = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  const result: ScorePart[] = [];

  // Terms: the brief's term keys, counted the way the brief counted them.
  const briefTerms = brief.terms.slice(0, TERM_LIMIT);
  const missingTerms: string[] = [];
  if (briefTerms.length === 0) {
    result.push({
      id: "terms",
      label: "Term coverage",
      points: 0,
      max: 0,
      detail: "Not measured: the brief lists no terms",
    });
  } else {
    let weighted = 0;
    let total = 0;
    let used = 0;
    for (const term of briefTerms) {
      const key = contentStems(term.term, new Set()).join(" ");
      const uses = terms.counts.get(key) ?? 0;
      const expected = Math.min(5, Math.max(1, Math.round(term.averageUses)));
      weighted += term.importance * Math.min(1, uses / expected);
      total += term.importance;
      if (uses > 0) used++;
      else missingTerms.push(term.term);
    }
    result.push({
      id: "terms",
      label: "Term coverage",
      points: total > 0 ? (SCORE_WEIGHTS.terms * weighted) / total : 0,
      max: SCORE_WEIGHTS.terms,
      detail: `${used} of ${plural(briefTerms.length, "term")} used`,
    });
  }

  // Structure.
  const h2 = parts.headings.filter((heading) => heading.level === 2).length;
  const h3 = parts.headings.filter((heading) => heading.level === 3).length;
  const headingPoints = 4 * Math.min(1, h2 / 3) + (h3 > 0 ? 2 : 0);
  const range = brief.wordRange ?? DEFAULT_RANGE;
  const lengthPoints =
    words < range.min
      ? (8 * words) / Math.max(1, range.min)
      : words > range.max
        ? 8 * Math.max(0, 1 - (words - range.max) / Math.max(1, range.max))
        : 8;
  const paragraphWords = parts.paragraphs.map((paragraph) => paragraph.split(/\s+/).filter(Boolean).length);
  const shortParagraphs = paragraphWords.filter((count) => count <= LONG_PARAGRAPH).length;
  const paragraphPoints = paragraphWords.length ? (3 * shortParagraphs) / paragraphWords.length : 0;
  const withAlt = parts.images.filter((image) => image.alt).length;
  const imagePoints = parts.images.length ? (3 * withAlt) / parts.images.length : 0;
  result.push({
    id: "structure",
    label: "Structure",
    points: headingPoints + lengthPoints + paragraphPoints + imagePoints,
    max: SCORE_WEIGHTS.structure,
    detail: [
      `${plural(h2, "H2")}, ${plural(h3, "H3")}`,
      `${plural(words, "word")} (aim ${range.min.toLocaleString("en-US")}-${range.max.toLocaleString("en-US")})`,
      `${shortParagraphs} of ${plural(paragraphWords.length, "paragraph")} under ${LONG_PARAGRAPH} words`,
      parts.images.length ? `${withAlt} of ${plural(parts.images.length, "image")} with alt text` : "no image",
    ].join("; "),
  });

  // Questions.
  const briefQuestions = brief.questions.slice(0, QUESTION_LIMIT);
  const missingQuestions: string[] = [];
  if (briefQuestions.length === 0) {
    result.push({
      id: "questions",
      label: "Questions answered",
      points: 0,
      max: 0,
      detail: "Not measured: the brief lists no questions",
    });
  } else {
    const headingStems = parts.headings.map((heading) => new Set(contentStems(heading.text)));
    const sentenceStems = sentences.map(
      (sentence) => new Set(sentence.filter((token) => token.content).map((token) => token.stem)),
    );
    let answered = 0;
    for (const question of briefQuestions) {
      const wanted = [...new Set(contentStems(question.question))];
      const hit =
        wanted.length > 0 &&
        (headingStems.some((stems) => wanted.filter((each) => stems.has(each)).length * 3 >= wanted.length * 2) ||
          sentenceStems.some((stems) => wanted.every((each) => stems.has(each))));
      if (hit) answered++;
      else missingQuestions.push(question.question);
    }
    result.push({
      id: "questions",
      label: "Questions answered",
      points: (SCORE_WEIGHTS.questions * answered) / briefQuestions.length,
      max: SCORE_WEIGHTS.questions,
      detail: `${answered} of ${plural(briefQuestions.length, "question")} answered`,
    });
  }

  // Local facts.
  if (brief.localFacts.length === 0) {
    result.push({
      id: "local-facts",
      label: "Local facts used",
      points: 0,
      max: 0,
      detail: "Not measured: the brief holds no local facts",
    });
  } else {
    const folded = foldText(fullText);
    const used = brief.localFacts.filter((fact) =>
      fact.needles.some((needle) => countPhrase(folded, foldText(needle)) > 0),
    ).length;
    const target = Math.min(FACT_TARGET, brief.localFacts.length);
    result.push({
      id: "local-facts",
      label: "Local facts used",
      points: SCORE_WEIGHTS["local-facts"] * Math.min(1, used / target),
      max: SCORE_WEIGHTS["local-facts"],
      detail: `${used} of ${plural(brief.localFacts.length, "fact")} used (aim ${target})`,
    });
  }

  // Readability.
  if (words < READABILITY_MIN_WORDS) {
    result.push({
      id: "readability",
      label: "Readability",
      points: 0,
      max: SCORE_WEIGHTS.readability,
      detail: `Not measured: under ${READABILITY_MIN_WORDS} words`,
    });
  } else {
    let syllableCount = 0;
    for (const sentence of sentences) for (const token of sentence) syllableCount += syllables(token.word);
    const ease = 206.835 - 1.015 * (words / sentences.length) - 84.6 * (syllableCount / words);
    const share = Math.min(1, Math.max(0, (ease - 20) / 40));
    result.push({
      id: "readability",
      label: "Readability",
      points: SCORE_WEIGHTS.readability * share,
      max: SCORE_WEIGHTS.readability,
      detail: `Flesch reading ease ${Math.round(ease)} (60 or more reads easily)`,
    });
  }

  const rounded = result.map((part) => ({ ...part, points: Math.round(part.points * 10) / 10 }));
  const measured = result.reduce((sum, part) => sum + part.max, 0);
  const points = result.reduce((sum, part) => sum + part.points, 0);
  const score = measured > 0 ? Math.round((100 * points) / measured) : 0;
  return { score: Math.max(0, Math.min(100, score)), parts: rounded, missingTerms, missingQuestions };
}
