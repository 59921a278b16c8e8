import { type Candidate, nearest, shortlist } from "../../app/.server/content/gates/gates";
import {
  exactContainment,
  exactJaccard,
  MINHASH_SIZE,
  SHINGLE_WORDS,
  signatureOf,
  type TextSignature,
} from "../../app/.server/content/gates/shingles";
import { shingleText } from "../../app/.server/content/gates/site-signatures";
import { article } from "../../tests/support/gate-texts";

/**
 * The unique-content gate's near-duplicate check (issue 24 item 5): one
 * draft against 10,000 synthetic pages of about 600 words, a planted
 * near-duplicate among them (page 7,345 with a new first paragraph).
 *
 * - ours: the gate's own code (gates.ts `shortlist` then `nearest`): one
 *   pass over the 10,000 MinHash signatures (128 hashes of 5-word
 *   shingles) kept in memory, then the shortlisted pages measured exactly
 *   on their shingles. Target: under 200 ms.
 * - peer: exact Jaccard over the shingle sets of all 10,000 pages (the
 *   sets built ahead, as our signatures are), the nearest by exact
 *   containment.
 *
 * Both in the same run, median of five rounds each, alternating; both must
 * name the planted page with the same share. Building the signatures (done
 * once per page and kept until the page changes) is timed apart. Returns
 * rows of figures; the content-research bench prints them.
 */
export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  note?: string;
}

const PAGES = 10_000;
/** The planted near-duplicate's place among the pages (page 7,345 of 10,000). */
const PLANTED_AT = 0.7345;
const ROUNDS = 5;
const TARGET_MS = 200;
const THRESHOLD = 0.4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface BenchPage {
  label: string;
  text: TextSignature;
  shingles: Uint32Array;
  set: Set<number>;
}

export async function measureNearDuplicate(pages = PAGES): Promise<BenchRow[]> {
  let started = performance.now();
  const site: BenchPage[] = [];
  for (let index = 0; index < pages; index++) {
    const signature = signatureOf(shingleText(article(index + 1, { words: 600, city: `Town${index}`, state: "State" })));
    site.push({
      label: `/page-${index}`,
      text: { size: signature.size, signature: signature.signature },
      shingles: signature.shingles,
      set: new Set(signature.shingles),
    });
  }
  const buildMs = performance.now() - started;

  const planted = Math.floor(pages * PLANTED_AT);
  const plantedHtml = article(planted + 1, { words: 600, city: `Town${planted}`, state: "State" });
  const draftText = shingleText(
    `<p>A new opening paragraph written for this draft about evening groups.</p>${plantedHtml.split("\n").slice(1).join("\n")}`,
  );
  const draft = signatureOf(draftText);
  const byLabel = new Map(site.map((page) => [page.label, page]));

  const ours: number[] = [];
  const peer: number[] = [];
  let ourFound: { source: BenchPage; share: number } | null = null;
  let peerFound: { page: BenchPage; share: number; jaccard: number } | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    started = performance.now();
    const candidates: Candidate<BenchPage>[] = shortlist(draft, site, (page) => page.text, THRESHOLD);
    ourFound = await nearest(candidates, async ({ source }) =>
      exactContainment(draft.shingles, (byLabel.get(source.label) as BenchPage).set),
    );
    ours.push(performance.now() - started);

    started = performance.now();
    let best: { page: BenchPage; share: number; jaccard: number } | null = null;
    for (const page of site) {
      const jaccard = exactJaccard(draft.shingles, page.set);
      if (jaccard === 0) continue;
      const share = exactContainment(draft.shingles, page.set);
      if (!best || share > best.share) best = { page, share, jaccard };
    }
    peerFound = best;
    peer.push(performance.now() - started);
  }
  const a = median(ours);
  const b = median(peer);
  const agree = ourFound?.source.label === peerFound?.page.label && ourFound?.share === peerFound?.share;
  return [
    {
      figure: `near-duplicate check, 1 draft against ${pages.toLocaleString("en-US")} pages (ours: ${MINHASH_SIZE}-hash MinHash of ${SHINGLE_WORDS}-word shingles, shortlist measured exactly)`,
      value: Math.round(a * 10) / 10,
      unit: "ms",
      note: `median of ${ROUNDS}; target < ${TARGET_MS} ms: ${a < TARGET_MS ? "met" : "NOT met"}; found ${ourFound?.source.label} at ${Math.round((ourFound?.share ?? 0) * 100)}%`,
    },
    {
      figure: "peer: exact Jaccard over every page's shingle set",
      value: Math.round(b * 10) / 10,
      unit: "ms",
      note: `median of ${ROUNDS}; found ${peerFound?.page.label} at ${Math.round((peerFound?.share ?? 0) * 100)}% (Jaccard ${(peerFound?.jaccard ?? 0).toFixed(2)})`,
    },
    { figure: "ours is faster than the peer by", value: Math.round((b / a) * 10) / 10, unit: "x" },
    { figure: "ours and the peer name the same page with the same share", value: agree ? 1 : 0, unit: "yes=1" },
    {
      figure: `signatures built for ${pages.toLocaleString("en-US")} pages (once; then kept until a page changes)`,
      value: Math.round(buildMs),
      unit: "ms",
    },
  ];
}
