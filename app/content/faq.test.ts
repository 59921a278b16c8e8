import { describe, expect, it } from "vitest";
import { filterFaq } from "~/lib/content/faq-search";
import { allFaqItems, faqCategories } from "./faq";

describe("FAQ content", () => {
  it("has the spec's seven categories, in order", () => {
    expect(faqCategories.map((category) => category.title)).toEqual([
      "Lead Generation",
      "SEO & Content Strategy",
      "Website Development",
      "Compliance & Ethics",
      "Marketing Strategy & ROI",
      "Sober Living Marketing",
      "Our Service Plans",
    ]);
  });

  it("has three or four questions in each category", () => {
    for (const category of faqCategories) {
      expect(category.items.length, category.title).toBeGreaterThanOrEqual(3);
      expect(category.items.length, category.title).toBeLessThanOrEqual(4);
    }
  });

  it("uses unique ids and questions, so accordion values and JSON-LD entries never collide", () => {
    expect(new Set(allFaqItems.map((item) => item.id)).size).toBe(allFaqItems.length);
    expect(new Set(allFaqItems.map((item) => item.question)).size).toBe(allFaqItems.length);
    for (const item of allFaqItems) {
      expect(item.question.endsWith("?"), item.question).toBe(true);
      expect(item.answer.length, item.id).toBeGreaterThan(80);
    }
  });
});

describe("filterFaq", () => {
  it("returns every category for an empty or blank query", () => {
    expect(filterFaq(faqCategories, "")).toEqual(faqCategories);
    expect(filterFaq(faqCategories, "   ")).toEqual(faqCategories);
  });

  it("matches questions case-insensitively", () => {
    const result = filterFaq(faqCategories, "LEGITSCRIPT");
    const ids = result.flatMap((category) => category.items.map((item) => item.id));
    expect(ids).toContain("paid-leads-timeline");
    for (const item of result.flatMap((category) => category.items)) {
      expect(`${item.question} ${item.answer}`.toLowerCase()).toContain("legitscript");
    }
  });

  it("matches text that appears only in an answer, and drops categories without a match", () => {
    // "NARR" appears only in the sober living certification answer.
    const result = filterFaq(faqCategories, "narr affiliate");
    expect(result.map((category) => category.id)).toEqual(["sober-living"]);
    expect(result[0]?.items.map((item) => item.id)).toEqual(["sober-living-certification"]);
  });

  it("returns no categories when nothing matches", () => {
    expect(filterFaq(faqCategories, "zzqx-no-such-text")).toEqual([]);
  });
});
