import { createHash } from "node:crypto";

/**
 * Content identity of a page's main text: an exact hash, and a 64-bit
 * simhash over three-word shingles whose Hamming distance measures how near
 * two texts are (Charikar 2002; Google's near-duplicate crawler used 64 bits
 * and a distance of 3).
 */

export function normaliseText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

export function contentHash(text: string): string {
  return createHash("sha256").update(normaliseText(text)).digest("hex");
}

const SHINGLE = 3;

/** Simhash of `text` as 16 hex digits (null when the text has no words). */
export function simhash(text: string): string | null {
  const words = normaliseText(text).match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.length === 0) return null;
  const weights = new Int32Array(64);
  const count = Math.max(1, words.length - SHINGLE + 1);
  for (let i = 0; i < count; i++) {
    const shingle = words.slice(i, i + SHINGLE).join(" ");
    // Two independent 32-bit FNV-1a hashes make the 64 bits: no BigInt in the hot loop.
    const high = fmix32(fnv1a(shingle, 0x811c9dc5));
    const low = fmix32(fnv1a(shingle, 0x9747b28c));
    for (let bit = 0; bit < 32; bit++) {
      weights[bit] = (weights[bit] ?? 0) + ((high >>> bit) & 1 ? 1 : -1);
      weights[bit + 32] = (weights[bit + 32] ?? 0) + ((low >>> bit) & 1 ? 1 : -1);
    }
  }
  let high = 0;
  let low = 0;
  for (let bit = 0; bit < 32; bit++) {
    if ((weights[bit] ?? 0) > 0) high |= 1 << bit;
    if ((weights[bit + 32] ?? 0) > 0) low |= 1 << bit;
  }
  return hex32(high) + hex32(low);
}

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: spreads every input bit over the output, so the two halves are independent. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, "0");
}

/** Bits that differ between two simhashes. */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i += 8) {
    let x = (Number.parseInt(a.slice(i, i + 8), 16) ^ Number.parseInt(b.slice(i, i + 8), 16)) >>> 0;
    while (x) {
      x &= x - 1;
      distance++;
    }
  }
  return distance;
}
