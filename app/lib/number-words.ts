/**
 * English number words up to ninety and their values: what the chat's output
 * check (app/.server/chat/output-normalize.ts) and the drafting step's
 * unsourced-number marks (app/.server/content/drafting/unsourced.ts) read as
 * numbers. Scales (hundred, thousand...) differ between the two and stay there.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
