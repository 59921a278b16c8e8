import { describe, expect, it } from "vitest";
import type { ContentBrief } from "~/lib/content/brief";
import { readDraft, SCORE_WEIGHTS, scoreContent } from "~/lib/content/score";
import { backgroundTexts, competitorPage, PAGE_WORDS } from "../../../../tests/support/competitor-sites";
import { AUSTIN_FACTS, goodDraft, thinDraft } from "../../../../tests/support/content-drafts";
import { buildBriefFromPages } from "./build-brief";
import { readBriefPage } from "./read-page";

const brief: ContentBrief = buildBriefFromPages({
  target: { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" },
  pages: PAGE_WORDS.map((_, index) => readBriefPage(competitorPage(index), `https://competitor-${index}.test/iop`)),
  background: backgroundTexts(),
  localFacts: AUSTIN_FACTS,
});

const part = (score: ReturnType<typeof scoreContent>, id: string) => score.parts.find((each) => each.id === id);

describe("scoreContent", () => {
  it("scores the planted good draft above 70", () => {
    const score = scoreContent(brief, goodDraft());
    expect(score.score, JSON.stringify(score.parts)).toBeGreaterThan(70);
    expect(score.missingQuestions).toEqual([]);
    expect(score.missingTerms).not.toContain("intensive outpatient");
    expect(part(score, "local-facts")?.points).toBe(SCORE_WEIGHTS["local-facts"]);
  });

  it("scores the planted thin draft below 40 and lists what it misses", () => {
    const score = scoreContent(brief, thinDraft());
    expect(score.score, JSON.stringify(score.parts)).toBeLessThan(40);
    expect(score.missingTerms.slice(0, 2)).toEqual(["intensive outpatient", "insurance verification"]);
    expect(score.missingQuestions).toEqual(brief.questions.map((q) => q.question));
    expect(part(score, "readability")).toMatchObject({ points: 0, detail: "Not measured: under 100 words" });
  });

  it("has parts that add up to the score and to 100 at most", () => {
    const score = scoreContent(brief, goodDraft());
    expect(score.parts.map((each) => each.max).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.abs(score.parts.reduce((sum, each) => sum + each.points, 0) - score.score)).toBeLessThan(0.6);
  });

  it("moves with the draft: a question heading added is a question answered, a term used is no longer missing", () => {
    const before = scoreContent(brief, { title: "IOP", html: "<p>Intro.</p>" });
    const after = scoreContent(brief, {
      title: "IOP",
      html: "<p>Intro.</p><h2>How much does an IOP cost?</h2><p>It is telehealth.</p>",
    });
    expect(before.missingQuestions).toContain("How much does IOP cost?");
    expect(after.missingQuestions).not.toContain("How much does IOP cost?");
    expect(before.missingTerms).toContain("telehealth");
    expect(after.missingTerms).not.toContain("telehealth");
    expect(after.score).toBeGreaterThan(before.score);
  });

  it("leaves out what a brief gives nothing to compare with, says so, and scales the rest (no free points)", () => {
    const empty: ContentBrief = { ...brief, terms: [], questions: [], localFacts: [] };
    const score = scoreContent(empty, thinDraft());
    expect(part(score, "terms")).toMatchObject({ points: 0, max: 0, detail: "Not measured: the brief lists no terms" });
    expect(part(score, "questions")?.detail).toBe("Not measured: the brief lists no questions");
    // Only structure and readability were measured: the score is their share of their 35 points.
    const measured = (part(score, "structure")?.points ?? 0) + (part(score, "readability")?.points ?? 0);
    expect(score.score).toBe(Math.round((100 * measured) / 35));
    expect(score.score).toBeLessThan(40);
  });
});

describe("readDraft", () => {
  it("reads headings, paragraphs, images with and without alt, entities, and skips scripts", () => {
    const parts = readDraft(
      '<h2>Costs &amp; <em>insurance</em></h2><p>One&nbsp;two <strong>three</strong>.</p><img src="a" alt="A"><img src=b><script>var x = "<p>no</p>";</script><ul><li>Item</li></ul>',
    );
    expect(parts.headings).toEqual([{ level: 2, text: "Costs & insurance" }]);
    expect(parts.paragraphs).toEqual(["One two three.", "Item"]);
    expect(parts.images).toEqual([{ alt: "A" }, { alt: null }]);
    expect(parts.text).not.toContain("no");
  });
});
