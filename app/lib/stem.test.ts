import { describe, expect, it } from "vitest";
import { stem, stemSet } from "./stem";

describe("the Porter stemmer", () => {
  // Examples from Porter's 1980 paper and the reference vocabulary.
  it.each([
    ["caresses", "caress"],
    ["ponies", "poni"],
    ["cats", "cat"],
    ["feed", "feed"],
    ["agreed", "agre"],
    ["plastered", "plaster"],
    ["motoring", "motor"],
    ["sing", "sing"],
    ["hopping", "hop"],
    ["filing", "file"],
    ["happy", "happi"],
    ["relational", "relat"],
    ["conditional", "condit"],
    ["generalization", "gener"],
    ["hopeful", "hope"],
    ["goodness", "good"],
    ["adjustment", "adjust"],
    ["controll", "control"],
  ])("stems %s to %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("gives one stem to the forms of a keyword word", () => {
    expect(new Set(["marketing", "marketed", "markets", "market"].map(stem))).toEqual(new Set(["market"]));
    expect(stem("agencies")).toBe(stem("agency"));
    expect(stem("centers")).toBe(stem("center"));
  });

  it("leaves short words and words with digits alone, and drops stopwords from a keyword's set", () => {
    expect(stem("is")).toBe("is");
    expect(stem("12step")).toBe("12step");
    expect(stemSet("rehab marketing in the austin area")).toEqual(["area", "austin", "market", "rehab"]);
  });
});
