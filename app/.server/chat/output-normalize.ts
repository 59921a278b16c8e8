import { NUMBER_WORDS } from "~/lib/number-words";

/**
 * The assistant's text as the output rules read it (issue 20 C8: reworded
 * promises, prices in words and a zero-width space inside "guarantee" went
 * out word for word). A manipulated model can dress a forbidden sentence up;
 * this takes the dressing off before any rule looks:
 *
 * - Unicode NFKC (full-width letters, ligatures, superscripts), lower case;
 * - invisible and format characters removed (zero-width spaces and joiners,
 *   bidi controls, soft hyphens, variation selectors, tags);
 * - Cyrillic and Greek letters that look Latin folded to Latin;
 * - digits and symbols standing for letters inside words (gu4r@ntee);
 * - numbers in words made digits ("nine hundred ninety-nine" → 999);
 * - amounts made dollar amounts ("99 USD", "999 dollars", "€99", "1,299 a
 *   month"), so the price rule sees every figure quoted as a price.
 */
// Format characters (zero-width, bidi, soft hyphen, tags), the grapheme joiner, Hangul fillers, Mongolian and other variation selectors.
const INVISIBLE = /\p{Cf}|\u034f|\u115f|\u1160|\u17b4|\u17b5|\u3164|\uffa0|\p{Variation_Selector}|[\u180b-\u180d]/gu;

const CONFUSABLES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  ɡ: "g",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
};
const CONFUSABLE_LETTERS = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "g");

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

const UNITS: Record<string, number> = { ...NUMBER_WORDS, a: 1 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000, grand: 1000 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS).filter((word) => word !== "a"), ...Object.keys(SCALES)].join("|")})`;
// A run of number words ("nine hundred ninety-nine", "a hundred and fifty", "two thousand"), at least one real number word.
const NUMBER_RUN = new RegExp(`\\b(?:a\\s+)?${NUMBER_WORD}(?:[\\s-]+(?:and[\\s-]+)?${NUMBER_WORD})*\\b`, "g");

/** "nine hundred ninety-nine" → 999; null when the words are not a number. */
export function wordsToNumber(words: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words.split(/[\s-]+/).filter((part) => part && part !== "and")) {
    if (word in UNITS) {
      current += UNITS[word] ?? 0;
      seen ||= word !== "a";
    } else if (word in SCALES) {
      const scale = SCALES[word] ?? 1;
      seen = true;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
    } else return null;
  }
  return seen ? total + current : null;
}

export function normalizeOutput(text: string): string {
  let value = text.normalize("NFKC").replace(INVISIBLE, "").toLowerCase();
  value = value.replace(CONFUSABLE_LETTERS, (letter) => CONFUSABLES[letter] ?? letter);
  value = value
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-");
  // Symbols standing for letters inside a word: "gu4r@ntee", "pr0mise" (not "$8,000" or "24/7").
  value = value.replace(/(?<=[a-z])[013457@$!](?=[a-z])/g, (symbol) => LEET[symbol] ?? symbol);
  value = value.replace(NUMBER_RUN, (words) => {
    const number = wordsToNumber(words.trim());
    return number === null ? words : String(number);
  });
  // Amounts named as money, in any currency, become dollar amounts for the price rule.
  value = value
    .replace(
      /(?:€|£|¥|\busd\s*|\beur\s*|\bus\$\s*)(\d[\d,]*(?:\.\d+)?)(\s?k\b)?/g,
      (_, amount: string, k = "") => `$${amount}${k}`,
    )
    .replace(
      /\b(\d[\d,]*(?:\.\d+)?)(\s?k)?\s*(?:usd|us dollars|dollars?|bucks|euros?|eur|pounds|gbp)\b/g,
      (_, amount: string, k = "") => `$${amount}${k.trim()}`,
    )
    .replace(
      /(?<![$\d,.])\b(\d{1,3}(?:,\d{3})+|\d{2,})\s*(?:\/\s*|per\s+|a\s+|each\s+)(?:month|mo|year|yr|week|wk)\b/g,
      (match, amount: string) => `$${amount} ${match.slice(amount.length).trim()}`,
    );
  return value.replace(/\s+/g, " ").trim();
}
