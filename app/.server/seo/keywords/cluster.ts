import { CLUSTER_THRESHOLD } from "~/lib/seo/keywords";
import { stemSet } from "~/lib/stem";

/**
 * Keyword clustering (issue 23 item 2), the method:
 * 1. Each keyword becomes its set of Porter stems, stopwords left out
 *    (stem.ts): "best rehab marketing agencies" → {agenc, best, market, rehab}.
 * 2. Keywords are visited by weight (impressions, else volume), then fewer
 *    stems, then alphabetically: the strongest keyword of a topic comes first.
 * 3. Each keyword joins the existing cluster whose head (its first keyword)
 *    is the most similar, when the Jaccard similarity of their stem sets is
 *    at least CLUSTER_THRESHOLD (0.6); ties go to the older cluster. Else it
 *    heads a new cluster. Comparing with the head (not with any member)
 *    keeps a cluster about one topic: single link would chain
 *    "rehab seo austin" → "rehab seo" → "rehab ppc" into one.
 * At 0.6, "rehab marketing austin" and "best rehab marketing austin" (3 of 4
 * stems) are one topic; "rehab marketing austin" and "rehab marketing
 * dallas" (2 of 4) are two pages, as local search needs.
 *
 * Speed: no all-pairs comparison. Stems are ordered rarest first, and by the
 * prefix-filtering principle (Chaudhuri et al. 2006; Bayardo et al., "All
 * pairs similarity search") two sets with Jaccard ≥ t share a stem among
 * their first |s| − ⌈t·|s|⌉ + 1 rarest stems. Heads are indexed by those
 * prefix stems, so a keyword is compared only with heads that can reach the
 * threshold; the result is exactly the all-heads search's.
 *
 * Deterministic: the same keywords (in any order) give the same clusters,
 * in the same order, with the same ids (the head's normalised text).
 */
export interface ClusterInput {
  normalized: string;
  /** Impressions or volume; 0 when none was imported. */
  weight: number;
  /** The text stems are taken from when it differs (place names joined: joinPhrases). */
  terms?: string;
}

export interface Cluster {
  /** The head keyword's normalised text: stable for the same input. */
  id: string;
  head: string;
  stems: string[];
  /** Normalised keywords, the head first, then in visiting order. */
  members: string[];
  weight: number;
}

export function jaccard(a: readonly string[], b: readonly string[]): number {
  // Both sorted: a merge counts the intersection.
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  const union = a.length + b.length - shared;
  return union === 0 ? 1 : shared / union;
}

const prefixLength = (size: number, threshold: number) => size - Math.ceil(threshold * size - 1e-9) + 1;

export function clusterKeywords(items: readonly ClusterInput[], threshold = CLUSTER_THRESHOLD): Cluster[] {
  // One entry per normalised keyword, the largest weight kept.
  const weights = new Map<string, { weight: number; terms: string }>();
  for (const item of items) {
    if (!item.normalized) continue;
    const known = weights.get(item.normalized);
    weights.set(item.normalized, {
      weight: Math.max(known?.weight ?? 0, item.weight || 0),
      terms: known?.terms ?? item.terms ?? item.normalized,
    });
  }
  const entries = [...weights].map(([normalized, { weight, terms }]) => ({ normalized, weight, stems: stemSet(terms) }));
  entries.sort(
    (a, b) =>
      b.weight - a.weight ||
      a.stems.length - b.stems.length ||
      (a.normalized < b.normalized ? -1 : a.normalized > b.normalized ? 1 : 0),
  );

  // Rarest stems first (then by text), for the prefixes.
  const frequency = new Map<string, number>();
  for (const entry of entries) for (const stem of entry.stems) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  const rarestFirst = (a: string, b: string) => (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0);

  const clusters: Cluster[] = [];
  const byPrefixStem = new Map<string, number[]>();
  const seen = new Int32Array(entries.length + 1);
  let visit = 0;
  for (const entry of entries) {
    visit++;
    let best = -1;
    let bestScore = -1;
    if (entry.stems.length > 0) {
      const ordered = [...entry.stems].sort(rarestFirst);
      const prefix = ordered.slice(0, prefixLength(ordered.length, threshold));
      for (const stem of prefix) {
        for (const index of byPrefixStem.get(stem) ?? []) {
          if (seen[index] === visit) continue;
          seen[index] = visit;
          const score = jaccard(entry.stems, (clusters[index] as Cluster).stems);
          if (score >= threshold - 1e-9 && (score > bestScore || (score === bestScore && index < best))) {
            best = index;
            bestScore = score;
          }
        }
      }
      if (best < 0) {
        const index = clusters.length;
        for (const stem of prefix) {
          const list = byPrefixStem.get(stem);
          if (list) list.push(index);
          else byPrefixStem.set(stem, [index]);
        }
      }
    }
    if (best >= 0) {
      const cluster = clusters[best] as Cluster;
      cluster.members.push(entry.normalized);
      cluster.weight += entry.weight;
    } else {
      clusters.push({
        id: entry.normalized,
        head: entry.normalized,
        stems: entry.stems,
        members: [entry.normalized],
        weight: entry.weight,
      });
    }
  }
  return clusters;
}

/**
 * The simplest peer, for the benchmark: every pair compared (Jaccard of the
 * same stem sets), joined by single link (union-find). O(n²).
 */
export function clusterAllPairs(items: readonly ClusterInput[], threshold = CLUSTER_THRESHOLD): string[][] {
  const termsOf = new Map<string, string>();
  for (const item of items)
    if (item.normalized && !termsOf.has(item.normalized)) termsOf.set(item.normalized, item.terms ?? item.normalized);
  const keys = [...termsOf.keys()].sort();
  const stems = keys.map((key) => stemSet(termsOf.get(key) ?? key));
  const parent = keys.map((_, index) => index);
  const find = (x: number): number => {
    let root = x;
    while (parent[root] !== root) root = parent[root] as number;
    return root;
  };
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++)
      if (jaccard(stems[i] as string[], stems[j] as string[]) >= threshold - 1e-9) parent[find(j)] = find(i);
  const groups = new Map<number, string[]>();
  keys.forEach((key, index) => {
    const root = find(index);
    const group = groups.get(root);
    if (group) group.push(key);
    else groups.set(root, [key]);
  });
  return [...groups.values()];
}
