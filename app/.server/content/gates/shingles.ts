/**
 * Near-duplicate measures for the quality gates (docs/content-gates.md):
 * a text's 5-word shingles (w = 5), each hashed to 32 bits, and a MinHash
 * signature of 128 hashes over them. Two signatures agree in a share of
 * positions that estimates the Jaccard similarity of the two shingle sets
 * (standard error about 0.044 at J = 0.5 with 128 hashes), and with both
 * set sizes the Jaccard gives the share of the draft's shingles found in
 * the other page (containment), which is what the gates report. The gates
 * use the signatures to shortlist and then measure the shortlisted pages
 * exactly (`exactContainment`), so the figure shown is exact.
 */
export const SHINGLE_WORDS = 5;
export const MINHASH_SIZE = 128;

/** Lower-case words: letters and digits (apostrophes inside a word kept out, so "don't" is "dont"). */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/['’]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** FNV-1a over a string's UTF-16 units. */
function fnv1a(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit finaliser (murmur3's fmix32): spreads every input bit over the output. */
function mix(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The distinct hashes of a text's w-word shingles; a text shorter than w words is one shingle. */
export function shingleHashes(text: string, width = SHINGLE_WORDS): Uint32Array {
  const words = wordsOf(text).map(fnv1a);
  const hashes = new Set<number>();
  if (words.length === 0) return new Uint32Array(0);
  const count = Math.max(1, words.length - width + 1);
  for (let start = 0; start < count; start++) {
    let hash = 0x9747b28c;
    for (let offset = 0; offset < width && start + offset < words.length; offset++) {
      hash = mix((hash ^ (words[start + offset] as number)) + offset);
    }
    hashes.add(hash);
  }
  return Uint32Array.from(hashes);
}

/** Fixed seeds (one per hash function), so signatures stored or cached by one process compare with another's. */
const SEEDS = (() => {
  const seeds = new Uint32Array(MINHASH_SIZE);
  let state = 0x2545f491;
  for (let index = 0; index < MINHASH_SIZE; index++) {
    state = mix(state + 0x9e3779b9);
    seeds[index] = state;
  }
  return seeds;
})();

/** The MinHash signature of a shingle set: for each seed, the least of mix(shingle xor seed). */
export function minHash(shingles: Uint32Array): Uint32Array {
  const signature = new Uint32Array(MINHASH_SIZE).fill(0xffffffff);
  for (let s = 0; s < shingles.length; s++) {
    const shingle = shingles[s] as number;
    for (let index = 0; index < MINHASH_SIZE; index++) {
      const value = mix(shingle ^ (SEEDS[index] as number));
      if (value < (signature[index] as number)) signature[index] = value;
    }
  }
  return signature;
}

/** Estimated Jaccard similarity: the share of positions where two signatures agree. */
export function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let index = 0; index < MINHASH_SIZE; index++) if (a[index] === b[index]) same++;
  return same / MINHASH_SIZE;
}

/** The share of A's shingles also in B, from their Jaccard and set sizes: |A∩B| = J(|A|+|B|)/(1+J). */
export function containmentFromJaccard(jaccard: number, sizeA: number, sizeB: number): number {
  if (sizeA === 0) return 0;
  const common = (jaccard * (sizeA + sizeB)) / (1 + jaccard);
  return Math.min(1, common / sizeA);
}

/** Exact share of A's shingles that are in B. */
export function exactContainment(a: Uint32Array, b: ReadonlySet<number> | Uint32Array): number {
  if (a.length === 0) return 0;
  const other = b instanceof Set ? b : new Set(b as Uint32Array);
  let common = 0;
  for (let index = 0; index < a.length; index++) if (other.has(a[index] as number)) common++;
  return common / a.length;
}

/** Exact Jaccard similarity of two shingle sets (the bench's peer). */
export function exactJaccard(a: Uint32Array, b: ReadonlySet<number>): number {
  let common = 0;
  for (let index = 0; index < a.length; index++) if (b.has(a[index] as number)) common++;
  const union = a.length + b.size - common;
  return union === 0 ? 0 : common / union;
}

/** A text fingerprint for the gates: its shingle count and signature. */
export interface TextSignature {
  size: number;
  signature: Uint32Array;
}

export function signatureOf(text: string): TextSignature & { shingles: Uint32Array } {
  const shingles = shingleHashes(text);
  return { size: shingles.length, signature: minHash(shingles), shingles };
}

/**
 * A place's names replaced by placeholders, for the substitution test: the
 * city, the state and the state's code (upper case only, so "in" or "me" as
 * words are left alone) become the same tokens on every page.
 */
export function withoutPlaceNames(
  text: string,
  place: { city?: string | null; state?: string | null; stateCode?: string | null },
): string {
  let out = text;
  const replace = (name: string | null | undefined, token: string, flags: string) => {
    const clean = name?.trim();
    if (!clean) return;
    const pattern = clean.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, `gu${flags}`), ` ${token} `);
  };
  // The city first: "Texas City" is a city in Texas.
  replace(place.city, "placecity", "i");
  replace(place.state, "placestate", "i");
  replace(place.stateCode, "placestate", "");
  return out;
}
