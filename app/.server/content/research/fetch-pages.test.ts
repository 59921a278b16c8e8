import { afterEach, describe, expect, it } from "vitest";
import {
  ANSWER_KEY,
  backgroundTexts,
  type CompetitorSites,
  startCompetitorSites,
} from "../../../../tests/support/competitor-sites";
import { AUSTIN_FACTS } from "../../../../tests/support/content-drafts";
import { loopbackFetchers } from "../../../../tests/support/crawler/crawl-harness";
import { buildBriefFromPages } from "./build-brief";
import { fetchCompetitorPages } from "./fetch-pages";

let sites: CompetitorSites | undefined;
afterEach(async () => {
  await sites?.close();
  sites = undefined;
});

describe("fetchCompetitorPages against loopback competitor sites", () => {
  it("builds the brief for IOP marketing in Austin, Texas that the answer key expects", async () => {
    sites = await startCompetitorSites();
    const urls = [...sites.urls, sites.disallowedUrl, sites.missingUrl];
    const progress: string[] = [];
    const fetched = await fetchCompetitorPages(urls, { ...loopbackFetchers(), delayMs: 0 }, (step) => {
      progress.push(`${step.done}/${step.total}`);
    });
    expect(fetched.pages.map((page) => page.url)).toEqual(sites.urls);
    expect(fetched.failed).toEqual([
      { url: sites.disallowedUrl, reason: "robots.txt disallows it" },
      { url: sites.missingUrl, reason: "HTTP 404" },
    ]);
    expect(progress).toHaveLength(urls.length);
    expect(progress.at(-1)).toBe(`${urls.length}/${urls.length}`);
    // robots.txt is obeyed: the disallowed page is never asked for; every page once.
    expect(sites.hits(sites.disallowedUrl)).toBe(0);
    for (const url of sites.urls) expect(sites.hits(url), url).toBe(1);

    const brief = buildBriefFromPages({
      target: { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" },
      pages: fetched.pages,
      failed: fetched.failed,
      background: backgroundTexts(),
      localFacts: AUSTIN_FACTS,
    });
    const terms = brief.terms.map((term) => term.term);
    const positions = ANSWER_KEY.terms.map((term) => terms.indexOf(term));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(terms).not.toContain(ANSWER_KEY.outlierOnlyTerm);
    expect(brief.questions.map((q) => q.question)).toEqual(ANSWER_KEY.questions);
    expect(brief.questions.map((q) => q.sources)).toEqual(ANSWER_KEY.questionSources);
    expect(brief.wordRange).toMatchObject({
      ...ANSWER_KEY.wordRange,
      outliers: [{ url: sites.urls[5], words: ANSWER_KEY.outlierWords }],
    });
    expect(brief.sources.map((source) => source.status)).toEqual([
      "used",
      "used",
      "used",
      "used",
      "used",
      "outlier",
      "failed",
      "failed",
    ]);
  });

  it("keeps the SSRF guard: without the test setting a loopback site is refused and never reached", async () => {
    sites = await startCompetitorSites();
    const fetchers = loopbackFetchers();
    const fetched = await fetchCompetitorPages(sites.urls.slice(0, 2), {
      ...fetchers,
      policy: { ...fetchers.policy, allowPrivate: false },
    });
    expect(fetched.pages).toEqual([]);
    expect(fetched.failed.map((each) => each.reason)).toEqual([
      expect.stringMatching(/^Refused /),
      expect.stringMatching(/^Refused /),
    ]);
    expect(sites.sites.reduce((sum, site) => sum + site.connections, 0)).toBe(0);
  });

  it("waits the politeness delay between two requests to one host", async () => {
    sites = await startCompetitorSites();
    // Pages 0 and 3 are on the first site.
    const urls = [sites.urls[0] as string, sites.urls[3] as string];
    const started = performance.now();
    await fetchCompetitorPages(urls, { ...loopbackFetchers(), delayMs: 150 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
