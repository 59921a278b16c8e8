import { clusterAllPairs, clusterKeywords } from "../app/.server/seo/keywords/cluster";
import { type GeneratePlace, generateKeywords } from "../app/.server/seo/keywords/generate";
import { KEYWORD_MODIFIER_IDS } from "../app/lib/seo/keywords";

/**
 * Keyword clustering (issue 23 item 2): 10,000 generated keywords clustered
 * by ours (Porter stems, Jaccard ≥ 0.6 with a cluster's head, prefix-indexed
 * candidates) beside the simplest peer (the same stems and threshold, every
 * pair compared, single-link union-find), both on the same keywords in the
 * same run. Median of five rounds each, alternating. Returns printable lines;
 * `npm run bench -- seo` prints them.
 */
const KEYWORDS = 10_000;
const ROUNDS = 5;

/** A one-word made-up place name per index ("Bakov", "Cidar"...): distinct places never share a word. */
function placeName(index: number): string {
  const consonants = "bcdfgklmnprstvz";
  const vowels = "aeiou";
  let name = "";
  let n = index + 1;
  while (n > 0) {
    name += (consonants[n % consonants.length] as string) + (vowels[Math.floor(n / consonants.length) % vowels.length] as string);
    n = Math.floor(n / (consonants.length * vowels.length));
  }
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}ville`;
}

export function benchKeywords(count = KEYWORDS) {
  const services = [
    "rehab-marketing",
    "mental-health-marketing",
    "seo",
    "ppc",
    "website-design",
    "content-marketing",
    "lead-generation",
  ];
  const places: GeneratePlace[] = [];
  // 10 place modifiers × 7 services = 70 keywords a place.
  for (let i = 0; places.length * 70 < count; i++)
    places.push({ kind: "city", name: placeName(i), slug: placeName(i).toLowerCase(), stateSlug: "state", stateName: "State" });
  return generateKeywords({ services, places, modifiers: [...KEYWORD_MODIFIER_IDS], brand: "Agency" })
    .slice(0, count)
    .map((row, index) => ({ normalized: row.normalized, weight: (index * 7919) % 1000 }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function measureClustering(): Promise<string[]> {
  const items = benchKeywords();
  const ours: number[] = [];
  const peer: number[] = [];
  let clusters = 0;
  let groups = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    clusters = clusterKeywords(items).length;
    ours.push(performance.now() - started);
    started = performance.now();
    groups = clusterAllPairs(items).length;
    peer.push(performance.now() - started);
  }
  const a = median(ours);
  const b = median(peer);
  return [
    `keyword clustering, ${items.length.toLocaleString("en-US")} keywords, median of ${ROUNDS}:`,
    `  ours (prefix-indexed, head Jaccard >= 0.6): ${(a / 1000).toFixed(3)} s, ${clusters} clusters (target < 10 s)`,
    `  peer (all pairs, single link):              ${(b / 1000).toFixed(3)} s, ${groups} groups`,
    `  ours is ${(b / a).toFixed(1)}x faster`,
  ];
}
