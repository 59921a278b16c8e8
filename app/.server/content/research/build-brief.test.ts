import { describe, expect, it } from "vitest";
import type { LocalFact } from "~/lib/content/brief";
import { ANSWER_KEY, backgroundTexts, competitorPage, PAGE_WORDS } from "../../../../tests/support/competitor-sites";
import { buildBriefFromPages, quantile, wordRangeOf } from "./build-brief";
import { readBriefPage } from "./read-page";

const target = { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" } as const;
const facts: LocalFact[] = [{ kind: "city", text: "Austin, Texas", needles: ["austin"] }];

function fixturePages() {
  return PAGE_WORDS.map((_, index) => readBriefPage(competitorPage(index), `https://competitor-${index}.test/iop`));
}

describe("readBriefPage", () => {
  it("counts the main text's words as the crawler does and finds question headings, FAQ blocks and FAQPage JSON-LD", () => {
    const pages = fixturePages();
    expect(pages.map((page) => page.words)).toEqual([...PAGE_WORDS]);
    expect(pages[0]?.questions).toEqual(["How much does IOP cost?", "Does insurance cover IOP?"]);
    expect(pages[1]?.questions).toEqual(["What is intensive outpatient marketing?", "How much does an IOP cost?"]);
    expect(pages[2]?.questions).toEqual(expect.arrayContaining(["Does insurance cover IOP?", "How much does IOP cost?"]));
    expect(pages[5]?.questions).toEqual([]);
  });
});

describe("buildBriefFromPages", () => {
  const brief = buildBriefFromPages({
    target,
    pages: fixturePages(),
    background: backgroundTexts(),
    localFacts: facts,
    now: new Date(0),
  });

  it("lists the planted terms in the expected order of importance, pairs as one term", () => {
    const terms = brief.terms.map((term) => term.term);
    const positions = ANSWER_KEY.terms.map((term) => terms.indexOf(term));
    expect(
      positions.every((position) => position >= 0),
      `${terms.join(", ")}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(brief.terms[0]).toMatchObject({ term: "intensive outpatient", importance: 1, competitorShare: 1, averageUses: 8.2 });
    // 8.2: 8 planted uses a page, and the question heading "What is intensive outpatient marketing?" on one page of five.
    expect(brief.terms.find((term) => term.term === "admissions")).toMatchObject({ competitorShare: 0.8, averageUses: 4 });
    // The single words of a listed pair are not listed again; the outlier's words are not counted.
    expect(terms).not.toContain("intensive");
    expect(terms).not.toContain("outpatient");
    expect(terms).not.toContain(ANSWER_KEY.outlierOnlyTerm);
    // Our own site's everyday words (the background) rank below every planted term.
    const lastPlanted = Math.max(...positions);
    for (const word of ["clinics", "clinics grow", "search", "search visibility"]) {
      const at = terms.indexOf(word);
      expect(at === -1 || at > lastPlanted, word).toBe(true);
    }
  });

  it("ranks the planted questions by how many pages ask them, whatever the markup", () => {
    expect(brief.questions.map((q) => q.question)).toEqual(ANSWER_KEY.questions);
    expect(brief.questions.map((q) => q.sources)).toEqual(ANSWER_KEY.questionSources);
  });

  it("leaves the 9,000-word page out of the range and lists it as an outlier", () => {
    expect(brief.wordRange).toMatchObject(ANSWER_KEY.wordRange);
    expect(brief.wordRange?.outliers).toEqual([{ url: "https://competitor-5.test/iop", words: ANSWER_KEY.outlierWords }]);
    expect(brief.sources.filter((source) => source.status === "outlier").map((source) => source.words)).toEqual([9000]);
    expect(brief.sources.filter((source) => source.status === "used")).toHaveLength(5);
  });

  it("outlines the headings the pages share, in page order", () => {
    const outline = brief.outline.map((heading) => heading.text);
    expect(outline.indexOf("Why local visibility matters")).toBeLessThan(outline.indexOf("Our approach"));
    expect(brief.outline.find((heading) => heading.text === "Our approach")?.sources).toBe(5);
  });

  it("keeps the failed sources with their reasons and the local facts", () => {
    const withFailure = buildBriefFromPages({
      target,
      pages: fixturePages().slice(0, 2),
      failed: [{ url: "https://x.test/", reason: "HTTP 404" }],
      background: [],
      localFacts: facts,
    });
    expect(withFailure.sources.at(-1)).toEqual({
      url: "https://x.test/",
      status: "failed",
      words: null,
      title: null,
      reason: "HTTP 404",
    });
    expect(withFailure.localFacts).toEqual(facts);
    // Two pages: no outlier rule, the range is the middle of the two.
    expect(withFailure.wordRange).toMatchObject({ outliers: [], median: 1050 });
  });

  it("builds a brief with no competitor pages from our own facts only", () => {
    const own = buildBriefFromPages({ target, pages: [], background: backgroundTexts(), localFacts: facts });
    expect(own).toMatchObject({ terms: [], questions: [], outline: [], wordRange: null, localFacts: facts });
  });
});

describe("wordRangeOf", () => {
  it("uses Tukey's fences only with four pages or more", () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    const three = wordRangeOf([
      { url: "a", words: 100 },
      { url: "b", words: 200 },
      { url: "c", words: 9000 },
    ]);
    expect(three?.outliers).toEqual([]);
    const low = wordRangeOf([10, 1000, 1010, 1020, 1030].map((words, i) => ({ url: String(i), words })));
    expect(low?.outliers).toEqual([{ url: "0", words: 10 }]);
  });
});
