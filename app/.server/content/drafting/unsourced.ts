import { UNSOURCED_MARK_ATTRIBUTE } from "~/lib/content/brief";
import { NUMBER_WORDS } from "~/lib/number-words";

/**
 * Marks every number in a drafted text that its sources do not hold
 * (docs/content-automation.md, "Drafting"):
 *
 * - A number is a run of digits (with thousands separators and a decimal
 *   part: 12,000 / 3.5), optionally with a leading $ and a trailing %, or a
 *   written-out number (two to nineteen, the tens, hundred, thousand,
 *   million, billion, dozen, with hyphenated compounds: twenty-five).
 *   "One" is left out: it is far more often a pronoun ("one of the").
 * - It is sourced when its value (digits without separators; written-out
 *   numbers as their value, so "five" is sourced by a 5) appears among the
 *   numbers of the sources: the brief (terms, questions, headings, source
 *   titles), the local facts, and our services.
 * - An unsourced number is wrapped in `<mark data-unsourced="number">`; the
 *   compliance linter reports each mark as an error, so a marked claim cannot
 *   be approved until the writer sources or removes it.
 *
 * Works on sanitised HTML: only text between tags is read, character
 * references (&amp; &#39;) are skipped, and text already inside a mark is
 * left as it is.
 */
// "one" and "zero" are left out: as words they are pronouns and idioms far more often than figures.
const { zero: _zero, one: _one, ...TWO_TO_NINETY } = NUMBER_WORDS;
const WORDS: Record<string, number> = {
  ...TWO_TO_NINETY,
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
  billion: 1_000_000_000,
  dozen: 12,
};
const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const WORD_PATTERN = `(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:${UNITS.join("|")})|${Object.keys(WORDS).join("|")})`;

/** Digits (and $, %, separators) or a written-out number, as a whole word. */
const NUMBER = new RegExp(`\\$?\\d[\\d,]*(?:\\.\\d+)?%?|\\b${WORD_PATTERN}\\b`, "gi");

const unitValue = (word: string) => UNITS.indexOf(word) + 1;

/** The value a number token stands for, as a string ("12,000" → "12000", "twenty-five" → "25", "40%" → "40"). */
export function numberValue(token: string): string {
  const lower = token.toLowerCase();
  const compound = /^([a-z]+)-([a-z]+)$/.exec(lower);
  if (compound?.[1] && compound[2]) return String((WORDS[compound[1]] ?? 0) + unitValue(compound[2]));
  if (lower in WORDS) return String(WORDS[lower]);
  const digits = lower.replace(/[$,%]/g, "").replace(/\.0+$/, "");
  return digits.replace(/^0+(?=\d)/, "");
}

/** The values of every number in the source texts. */
export function sourceNumbers(texts: Iterable<string>): Set<string> {
  const values = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(NUMBER)) values.add(numberValue(match[0]));
  return values;
}

function markText(text: string, sourced: Set<string>, marked: string[]): string {
  // Character references are copied as they are: their digits are not numbers of the text.
  return text
    .split(/(&[#a-z0-9]+;)/i)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(NUMBER, (token) => {
            if (sourced.has(numberValue(token))) return token;
            marked.push(token);
            return `<mark ${UNSOURCED_MARK_ATTRIBUTE}="number">${token}</mark>`;
          }),
    )
    .join("");
}

/** The HTML with its unsourced numbers marked, and the numbers marked (in order). */
export function markUnsourced(html: string, sources: Iterable<string>): { html: string; marked: string[] } {
  const sourced = sourceNumbers(sources);
  const marked: string[] = [];
  let insideMark = 0;
  const out = html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<mark\b/i.test(part)) insideMark += 1;
        else if (/^<\/mark\s*>/i.test(part)) insideMark = Math.max(0, insideMark - 1);
        return part;
      }
      return insideMark > 0 ? part : markText(part, sourced, marked);
    })
    .join("");
  return { html: out, marked };
}

/** How many unsourced marks an HTML text carries. */
export function countUnsourcedMarks(html: string): number {
  return (html.match(new RegExp(`<mark [^>]*${UNSOURCED_MARK_ATTRIBUTE}=`, "g")) ?? []).length;
}
