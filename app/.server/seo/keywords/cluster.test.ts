import { describe, expect, it } from "vitest";
import { CLUSTER_THRESHOLD, KEYWORD_MODIFIER_IDS } from "~/lib/seo/keywords";
import { joinPhrases, stemSet } from "~/lib/stem";
import { type Cluster, clusterKeywords, jaccard } from "./cluster";
import { type GeneratePlace, generateKeywords } from "./generate";

const item = (normalized: string, weight = 0) => ({ normalized, weight });

/** The same method without the prefix index: every head compared (the reference the index must equal). */
function reference(items: { normalized: string; weight: number }[]): Cluster[] {
  const entries = [...new Map(items.map((each) => [each.normalized, each])).values()]
    .map((each) => ({ ...each, stems: stemSet(each.normalized) }))
    .sort((a, b) => b.weight - a.weight || a.stems.length - b.stems.length || (a.normalized < b.normalized ? -1 : 1));
  const clusters: Cluster[] = [];
  for (const entry of entries) {
    let best = -1;
    let score = -1;
    clusters.forEach((cluster, index) => {
      const s = jaccard(entry.stems, cluster.stems);
      if (s >= CLUSTER_THRESHOLD - 1e-9 && s > score) {
        best = index;
        score = s;
      }
    });
    if (best >= 0) (clusters[best] as Cluster).members.push(entry.normalized);
    else
      clusters.push({ id: entry.normalized, head: entry.normalized, stems: entry.stems, members: [entry.normalized], weight: 0 });
  }
  return clusters;
}

function manyKeywords(count: number) {
  const places: GeneratePlace[] = [];
  for (let i = 0; places.length * 70 < count; i++)
    places.push({
      kind: "city",
      name: `City${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}x`,
      slug: `c${i}`,
      stateSlug: "s",
      stateName: "S",
    });
  const rows = generateKeywords({
    services: ["rehab-marketing", "seo", "ppc", "website-design", "content-marketing", "lead-generation", "detox-marketing"],
    places,
    modifiers: [...KEYWORD_MODIFIER_IDS],
    brand: "Agency",
  });
  return rows.slice(0, count).map((row, index) => item(row.normalized, (index * 7919) % 101));
}

describe("the clusterer", () => {
  it("puts close variants of a search together and keeps places apart", () => {
    const clusters = clusterKeywords([
      item("rehab marketing austin", 100),
      item("best rehab marketing austin", 10),
      item("rehab marketing austin tx", 5),
      item("rehab marketing dallas", 50),
      item("rehab seo", 1),
    ]);
    expect(clusters.map((cluster) => [cluster.id, cluster.members])).toEqual([
      ["rehab marketing austin", ["rehab marketing austin", "best rehab marketing austin", "rehab marketing austin tx"]],
      ["rehab marketing dallas", ["rehab marketing dallas"]],
      ["rehab seo", ["rehab seo"]],
    ]);
  });

  it("keeps places that share a word apart when their names are joined (San Diego, San Jose)", () => {
    const phrases = new Set(["san diego", "san jose"]);
    const keywords = ["rehab marketing san diego", "rehab marketing san jose", "best rehab marketing san diego"];
    // Without the names joined, 3 of 5 stems are shared: the two cities would be one topic.
    expect(clusterKeywords(keywords.map((each) => item(each)))).toHaveLength(1);
    const joined = clusterKeywords(keywords.map((each) => ({ ...item(each), terms: joinPhrases(each, phrases) })));
    expect(joined.map((cluster) => cluster.members)).toEqual([
      ["rehab marketing san diego", "best rehab marketing san diego"],
      ["rehab marketing san jose"],
    ]);
    expect(joinPhrases("best seo in new york city", new Set(["new york", "new york city"]))).toBe("best seo in new_york_city");
  });

  it("is deterministic: the same keywords in another order give the same clusters, order and ids", () => {
    const keywords = manyKeywords(3000);
    const shuffled = [...keywords].sort((a, b) => ((a.normalized.length * 31 + b.weight) % 7) - 3);
    const first = clusterKeywords(keywords);
    expect(clusterKeywords(shuffled)).toEqual(first);
    expect(clusterKeywords(keywords)).toEqual(first);
  });

  it("finds exactly what comparing with every head finds (the prefix index loses nothing)", () => {
    const keywords = manyKeywords(1500);
    const fast = clusterKeywords(keywords).map((cluster) => cluster.members);
    expect(fast).toEqual(reference(keywords).map((cluster) => cluster.members));
  });

  it("clusters 10,000 keywords in well under 10 seconds", () => {
    const keywords = manyKeywords(10_000);
    expect(keywords.length).toBe(10_000);
    const started = performance.now();
    const clusters = clusterKeywords(keywords);
    const ms = performance.now() - started;
    expect(clusters.length).toBeGreaterThan(100);
    expect(ms).toBeLessThan(3000);
  });
});
