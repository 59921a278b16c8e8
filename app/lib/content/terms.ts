import { stem } from "../stem";

/**
 * The tokenisation that the brief (app/.server/content/research) and the
 * content score (app/lib/content/score.ts) share, so a term the brief lists
 * is found in a draft exactly as it was counted on the competitors' pages.
 *
 * - Text is lower-cased and accents are dropped (NFKD, combining marks out);
 *   a word is a run of letters and digits ("don't" → "dont", "e-mail" → "e", "mail").
 * - Sentences and list items split the text ("." "!" "?" ";" ":" and new lines):
 *   no pair of words is made across them.
 * - A term is a word's Porter stem (app/lib/stem.ts), or two neighbouring
 *   stems (a bigram, "intensive outpatient") when neither word is a stop word.
 *   Stop words (the list below: function words and generic verbs), numbers and
 *   words of fewer than three letters are never terms and break a bigram.
 * - A term is shown in its most common written form.
 */
export const CONTENT_STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him himself " +
    "his how i if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours " +
    "ourselves out over own same she should so some such than that the their theirs them themselves then there these they this " +
    "those through to too under until up very was we were what when where which while who whom why will with would you your " +
    "yours yourself yourselves get gets got make makes made may might must one ones us use used uses using many much well " +
    "like way ways need needs new also every within without whether yes dont doesnt isnt arent cant wont youre weve theyre its"
  ).split(" "),
);

/** Words that open a question (the question detectors and the question matching skip them as content). */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  "what how why when where who whom which can could does do did is are should will would much many".split(" "),
);

export interface Token {
  /** The word as written, lower case, accents out. */
  word: string;
  stem: string;
  /** False for a stop word, a number or a word under three letters: counted as text, never a term. */
  content: boolean;
}

const SENTENCE_BREAK = /[.!?;:\n\u2022|]+/;
const WORD = /[\p{L}\p{N}]+/gu;

export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "");
}

/** Stems of a word are cached per call site: the same words recur on every page. */
const stemCache = new Map<string, string>();
function cachedStem(word: string): string {
  let value = stemCache.get(word);
  if (value === undefined) {
    value = stem(word);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, value);
  }
  return value;
}

/** The text as sentences of tokens. */
export function tokenize(text: string): Token[][] {
  const sentences: Token[][] = [];
  for (const part of foldText(text).split(SENTENCE_BREAK)) {
    const words = part.match(WORD);
    if (!words) continue;
    sentences.push(
      words.map((word) => {
        const content = word.length > 2 && !/^\d+$/.test(word) && !CONTENT_STOPWORDS.has(word);
        return { word, stem: content ? cachedStem(word) : word, content };
      }),
    );
  }
  return sentences;
}

/**
 * Term counts of a text: each content stem, and each pair of neighbouring
 * content stems inside a sentence (key "a b"), with how often each written
 * form occurred. `words` counts every word (stop words included).
 */
export interface TermCounts {
  counts: Map<string, number>;
  forms: Map<string, Map<string, number>>;
  words: number;
}

export function countTerms(text: string, options: { forms?: boolean } = {}): TermCounts {
  const counts = new Map<string, number>();
  const forms = new Map<string, Map<string, number>>();
  let words = 0;
  const add = (key: string, form: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (!options.forms) return;
    let byForm = forms.get(key);
    if (!byForm) {
      byForm = new Map();
      forms.set(key, byForm);
    }
    byForm.set(form, (byForm.get(form) ?? 0) + 1);
  };
  for (const sentence of tokenize(text)) {
    words += sentence.length;
    for (let i = 0; i < sentence.length; i++) {
      const token = sentence[i] as Token;
      if (!token.content) continue;
      add(token.stem, token.word);
      const next = sentence[i + 1];
      if (next?.content) add(`${token.stem} ${next.stem}`, `${token.word} ${next.word}`);
    }
  }
  return { counts, forms, words };
}

/** The content stems of a phrase, in order (a question's or a heading's key). */
export function contentStems(text: string, skip: ReadonlySet<string> = QUESTION_WORDS): string[] {
  const out: string[] = [];
  for (const sentence of tokenize(text))
    for (const token of sentence) if (token.content && !skip.has(token.word)) out.push(token.stem);
  return out;
}

/** A phrase's normalised key: its content stems, sorted and without repeats ("What does IOP cost?" = "IOP: what it costs"). */
export function phraseKey(text: string): string {
  return [...new Set(contentStems(text))].sort().join(" ");
}

/**
 * Does this heading or FAQ entry ask a question? It ends with "?", or opens
 * like one: a question word and an auxiliary or "to" ("How to choose an
 * IOP", "What is IOP"), or an auxiliary and two more words ("Is IOP right for
 * me"). "Why local visibility matters" does not.
 */
export function isQuestion(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.endsWith("?")) return true;
  const folded = foldText(trimmed);
  return (
    /^(what|how|why|when|where|who|which)\s+(is|are|do|does|did|can|could|should|will|would|to|much|many|long)\b/.test(folded) ||
    /^(can|does|do|is|are|should|will)\s+\S+\s+\S+/.test(folded)
  );
}

/** Syllables of an English word, by vowel groups (a silent final "e" out; at least one). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}
