import { buildBriefFromPages } from "../../app/.server/content/research/build-brief";
import { fetchCompetitorPages } from "../../app/.server/content/research/fetch-pages";
import { readDraft, scoreContent } from "../../app/lib/content/score";
import { tokenize } from "../../app/lib/content/terms";
import { backgroundTexts, startCompetitorSites } from "../../tests/support/competitor-sites";
import { AUSTIN_FACTS, longDraft } from "../../tests/support/content-drafts";
import { loopbackFetchers } from "../../tests/support/crawler/crawl-harness";

/**
 * Research and briefs (issue 24 items 1-2), two figures, each beside a peer
 * measured in the same run:
 * 1. A brief from 10 competitor pages (three loopback sites, the planted pages
 *    of tests/support/competitor-sites.ts, one a 9,000-word outlier),
 *    including the crawl: robots.txt, the SSRF guard and the crawler's
 *    politeness delay (100 ms between two requests to one host), the parse
 *    and the brief. Target < 30 s. Peer: the same 10 URLs fetched with plain
 *    sequential fetch(), bodies read, no robots.txt, no delay, no analysis.
 * 2. The content score of a ~2,000-word draft against that brief. Target
 *    < 200 ms. Peer: the text extraction and tokenisation alone (readDraft +
 *    tokenize), which the score does once and then counts over.
 * Median of five rounds each. Returns printable lines (`npm run bench -- content-research`).
 */
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function measureBriefAndScore(): Promise<string[]> {
  const sites = await startCompetitorSites({ extraPages: 4 });
  try {
    const urls = sites.urls.slice(0, 10);
    const background = backgroundTexts();
    const target = { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" } as const;
    const ours: number[] = [];
    const peer: number[] = [];
    let brief = buildBriefFromPages({ target, pages: [], background, localFacts: AUSTIN_FACTS });
    let used = 0;
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      const fetched = await fetchCompetitorPages(urls, loopbackFetchers());
      brief = buildBriefFromPages({ target, pages: fetched.pages, failed: fetched.failed, background, localFacts: AUSTIN_FACTS });
      ours.push(performance.now() - started);
      used = brief.sources.filter((source) => source.status === "used").length;
      started = performance.now();
      bytes = 0;
      for (const url of urls) bytes += (await (await fetch(url)).arrayBuffer()).byteLength;
      peer.push(performance.now() - started);
    }

    const draft = longDraft(2000);
    const words = tokenize(readDraft(draft.html).text).reduce((sum, sentence) => sum + sentence.length, 0);
    const scoreMs: number[] = [];
    const extractMs: number[] = [];
    let score = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      score = scoreContent(brief, draft).score;
      scoreMs.push(performance.now() - started);
      started = performance.now();
      tokenize(readDraft(draft.html).text);
      extractMs.push(performance.now() - started);
    }
    const a = median(ours);
    const b = median(peer);
    const s = median(scoreMs);
    const e = median(extractMs);
    return [
      `content brief from ${urls.length} competitor pages (3 loopback sites, crawl included), median of ${ROUNDS}:`,
      `  ours (robots.txt, SSRF guard, 100 ms per-host delay, parse, brief): ${(a / 1000).toFixed(3)} s, ${used} pages used, ${brief.terms.length} terms (target < 30 s)`,
      `  peer (plain sequential fetch, no robots/delay/analysis):           ${(b / 1000).toFixed(3)} s, ${(bytes / 1024).toFixed(0)} KiB`,
      `  ours takes ${(a / b).toFixed(1)}x the peer's time (most of it the politeness delay)`,
      `content score of a ${words.toLocaleString("en-US")}-word draft, median of ${ROUNDS}:`,
      `  ours (scoreContent): ${s.toFixed(1)} ms, score ${score} (target < 200 ms)`,
      `  peer (text extraction and tokenisation alone): ${e.toFixed(1)} ms; ours is ${(s / e).toFixed(1)}x that`,
    ];
  } finally {
    await sites.close();
  }
}
