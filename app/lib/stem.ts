/**
 * The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping",
 * 1980), steps 1a to 5b as published, for English keywords: "marketing",
 * "marketed" and "markets" all become "market", "centers" "center". Our own
 * ~100 lines instead of a dependency: the algorithm is fixed and small, and
 * the clusterer needs it to be exactly reproducible. Words of one or two
 * letters and words with digits are returned as they are.
 */
const isConsonantAt = (word: string, i: number): boolean => {
  const char = word[i];
  if (char === "a" || char === "e" || char === "i" || char === "o" || char === "u") return false;
  if (char === "y") return i === 0 || !isConsonantAt(word, i - 1);
  return true;
};

/** m: the number of vowel-consonant sequences in `stem` ([C](VC)^m[V]). */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonantAt(stem, i)) i++;
  while (i < n) {
    while (i < n && !isConsonantAt(stem, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonantAt(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string) => {
  for (let i = 0; i < stem.length; i++) if (!isConsonantAt(stem, i)) return true;
  return false;
};
const endsDoubleConsonant = (word: string) =>
  word.length >= 2 && word[word.length - 1] === word[word.length - 2] && isConsonantAt(word, word.length - 1);
/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y. */
const endsCvc = (word: string) => {
  const n = word.length;
  if (n < 3) return false;
  const last = word[n - 1] as string;
  return isConsonantAt(word, n - 3) && !isConsonantAt(word, n - 2) && isConsonantAt(word, n - 1) && !"wxy".includes(last);
};

/** Replaces the first matching suffix when the stem before it has measure > `min`. */
function replaceSuffix(word: string, rules: readonly (readonly [string, string])[], min: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return measure(stem) > min ? stem + replacement : word;
  }
  return word;
}

const STEP2: readonly (readonly [string, string])[] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["abli", "able"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
];
const STEP3: readonly (readonly [string, string])[] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];
const STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
];

export function stem(input: string): string {
  let word = input.toLowerCase();
  if (word.length <= 2 || /[^a-z]/.test(word)) return word;

  // Step 1a: plurals.
  if (word.endsWith("sses")) word = word.slice(0, -2);
  else if (word.endsWith("ies")) word = word.slice(0, -2);
  else if (!word.endsWith("ss") && word.endsWith("s")) word = word.slice(0, -1);

  // Step 1b: -eed, -ed, -ing.
  if (word.endsWith("eed")) {
    if (measure(word.slice(0, -3)) > 0) word = word.slice(0, -1);
  } else {
    const suffix = word.endsWith("ed") ? "ed" : word.endsWith("ing") ? "ing" : "";
    if (suffix && hasVowel(word.slice(0, -suffix.length))) {
      word = word.slice(0, -suffix.length);
      if (word.endsWith("at") || word.endsWith("bl") || word.endsWith("iz")) word += "e";
      else if (endsDoubleConsonant(word) && !/[lsz]$/.test(word)) word = word.slice(0, -1);
      else if (measure(word) === 1 && endsCvc(word)) word += "e";
    }
  }

  // Step 1c: y → i after a vowel in the stem.
  if (word.endsWith("y") && hasVowel(word.slice(0, -1))) word = `${word.slice(0, -1)}i`;

  word = replaceSuffix(word, STEP2, 0);
  word = replaceSuffix(word, STEP3, 0);

  // Step 4: suffixes dropped when the stem has m > 1 (-ion only after s or t).
  for (const suffix of STEP4) {
    if (!word.endsWith(suffix)) continue;
    const stemPart = word.slice(0, -suffix.length);
    if (measure(stemPart) > 1 && (suffix !== "ion" || /[st]$/.test(stemPart))) word = stemPart;
    break;
  }

  // Step 5a: a final e.
  if (word.endsWith("e")) {
    const stemPart = word.slice(0, -1);
    const m = measure(stemPart);
    if (m > 1 || (m === 1 && !endsCvc(stemPart))) word = stemPart;
  }
  // Step 5b: -ll → -l when m > 1.
  if (measure(word) > 1 && endsDoubleConsonant(word) && word.endsWith("l")) word = word.slice(0, -1);
  return word;
}

/**
 * Words that carry no topic in a search: articles, prepositions, pronouns.
 * Question words and "near" stay (they change intent, and the clusterer
 * keeps "near me" searches apart from the place they stand for).
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  "a an and are as at be by for from in into of on or our that the their this to with me my your you i we it its".split(" "),
);

/** A keyword's distinct stems, stopwords left out, sorted (the clusterer's set). */
export function stemSet(normalized: string): string[] {
  const stems = new Set<string>();
  for (const word of normalized.split(" ")) if (word && !STOPWORDS.has(word)) stems.add(stem(word));
  return [...stems].sort();
}

/**
 * Multi-word place names as one word ("san diego" → "san_diego"), so two
 * places that share a word (San Diego, San Jose; Fort Worth, Fort Wayne)
 * do not look alike to the clusterer. `phrases` holds normalised names of
 * two to four words; the longest match wins.
 */
export function joinPhrases(normalized: string, phrases: ReadonlySet<string> | undefined): string {
  if (!phrases || phrases.size === 0) return normalized;
  const words = normalized.split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let size = Math.min(4, words.length - i);
    for (; size >= 2; size--) if (phrases.has(words.slice(i, i + size).join(" "))) break;
    if (size >= 2) {
      out.push(words.slice(i, i + size).join("_"));
      i += size;
    } else {
      out.push(words[i] as string);
      i++;
    }
  }
  return out.join(" ");
}
