/**
 * Flesch reading ease (0..100, higher is easier): 206.835 - 1.015 (words/sentences) - 84.6 (syllables/words).
 * 60-70 is plain English (about 8th-9th grade), the level health-literacy guidance asks of patient material.
 * Syllables are counted by vowel groups with the usual English corrections: good enough to rank pages, not to grade one.
 */
export function fleschReadingEase(text: string): number | null {
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length < 30) return null;
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  const score = 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
  return Math.round(Math.max(0, Math.min(100, score)));
}

export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** A sentence of running text has at least this many words. */
const PROSE_SENTENCE_WORDS = 5;
/** Over this share of capitalised words, a "sentence" is menu or card labels run together ("Medical Detox Residential Care Contact Us"). */
const LABEL_CAPITALS = 0.4;

/**
 * The running text of a page: its sentences, without menus, link lists, card titles and
 * addresses. The crawl keeps no markup, so paragraphs are told by their shape: a sentence ends
 * with . ! or ? (or a line break), has five words or more, and is mostly lower-case words (labels
 * are capitalised). Works whether block boundaries come through as line breaks or not.
 */
export function proseOf(text: string): { text: string; words: number } {
  const sentences: string[] = [];
  let words = 0;
  for (const line of text.split(/\n+/))
    for (const raw of line.split(/(?<=[.!?])\s+/)) {
      const sentence = raw.trim();
      const tokens = sentence.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
      if (tokens.length < PROSE_SENTENCE_WORDS) continue;
      const capitals = tokens.filter((t) => /^[A-Z]/.test(t)).length;
      if (capitals / tokens.length > LABEL_CAPITALS) continue;
      sentences.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
      words += tokens.length;
    }
  return { text: sentences.join(" "), words };
}
