/**
 * Deterministic prose for fixture pages: each page gets its own words (so
 * pages are not near-duplicates of each other unless planted), from a seeded
 * generator (the same site every run).
 */

const WORDS = (
  "recovery treatment program family therapy counselling support group residential outpatient detox " +
  "medication assisted care plan clinical team nurse physician psychiatrist wellness mindfulness relapse " +
  "prevention aftercare alumni insurance admission assessment intake evaluation trauma informed dual " +
  "diagnosis anxiety depression alcohol opioid stimulant cannabis adolescent adult veteran women men " +
  "schedule visit campus garden kitchen fitness yoga art music journal meeting sponsor step workbook " +
  "evidence based cognitive behavioural dialectical motivational interviewing holistic nutrition sleep " +
  "routine boundary communication skills coping craving trigger stress resilience hope community purpose " +
  "employment housing transport childcare legal education volunteer gratitude honesty patience progress"
).split(" ");

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: small, fast, good enough to vary text.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** `count` words of prose in sentences, different for each seed. */
export function prose(seed: number, count: number): string {
  const random = seededRandom(seed * 7919 + 17);
  const sentences: string[] = [];
  let words: string[] = [];
  for (let i = 0; i < count; i++) {
    words.push(WORDS[Math.floor(random() * WORDS.length)] as string);
    if (words.length >= 8 + Math.floor(random() * 10) || i === count - 1) {
      const sentence = words.join(" ");
      sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
      words = [];
    }
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 5) paragraphs.push(`<p>${sentences.slice(i, i + 5).join(" ")}</p>`);
  return paragraphs.join("\n");
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Short, everyday words: prose that reads easily (Flesch reading ease well over 60). */
const PLAIN_WORDS = (
  "we you our team help care home day night walk talk meal sleep rest group friend family call " +
  "nurse doctor plan step start stay safe calm kind hope time week hour room bed food sea park " +
  "quiet light warm clean new good hard slow fast long short first next last each every most " +
  "with for and then when after before near in on at to from by of the a your their this that " +
  "learn share read write work play heal feel need want ask tell show keep make take give find"
).split(" ");

/** `count` words of plain prose in short sentences (6 to 10 words), different for each seed. */
export function plainProse(seed: number, count: number): string {
  const random = seededRandom(seed * 104_729 + 31);
  const sentences: string[] = [];
  let words: string[] = [];
  let length = 6 + Math.floor(random() * 5);
  for (let i = 0; i < count; i++) {
    words.push(PLAIN_WORDS[Math.floor(random() * PLAIN_WORDS.length)] as string);
    if (words.length >= length || i === count - 1) {
      const sentence = words.join(" ");
      sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
      words = [];
      length = 6 + Math.floor(random() * 5);
    }
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 5) paragraphs.push(`<p>${sentences.slice(i, i + 5).join(" ")}</p>`);
  return paragraphs.join("\n");
}
