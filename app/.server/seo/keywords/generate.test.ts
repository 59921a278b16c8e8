import { describe, expect, it } from "vitest";
import { classifyIntent, KEYWORD_MODIFIER_IDS, KEYWORD_MODIFIERS } from "~/lib/seo/keywords";
import { countGenerated, type GeneratePlace, generateKeywords } from "./generate";

const places: GeneratePlace[] = [
  { kind: "city", name: "Austin", slug: "austin", stateSlug: "texas", stateName: "Texas" },
  { kind: "city", name: "Dallas", slug: "dallas", stateSlug: "texas", stateName: "Texas" },
  { kind: "state", name: "California", stateSlug: "california", stateName: "California" },
];
const input = { services: ["rehab-marketing", "seo"], places, modifiers: [...KEYWORD_MODIFIER_IDS], brand: "Agency One" };

describe("the keyword generator", () => {
  it("is deterministic: the same input gives the same keywords in the same order", () => {
    const first = generateKeywords(input);
    const second = generateKeywords(structuredClone(input));
    expect(second).toEqual(first);
    expect(first.length).toBe(countGenerated(2, 3, KEYWORD_MODIFIER_IDS));
    expect(first.slice(0, 4).map((row) => row.keyword)).toEqual([
      "rehab marketing austin",
      "rehab marketing dallas",
      "rehab marketing california",
      "rehab marketing near me",
    ]);
  });

  it("gives each keyword its modifier's intent and the page it belongs to", () => {
    const rows = generateKeywords(input);
    const find = (keyword: string) => rows.find((row) => row.keyword === keyword);
    expect(find("rehab marketing near me")).toMatchObject({ intent: "local", url: null });
    expect(find("search engine optimization cost austin")).toMatchObject({ intent: "commercial", url: "/seo/texas/austin" });
    expect(find("rehab marketing that take insurance dallas")).toMatchObject({
      intent: "transactional",
      url: "/rehab-marketing/texas/dallas",
    });
    expect(find("what is rehab marketing")).toMatchObject({ intent: "informational" });
    expect(find("agency one rehab marketing")).toMatchObject({ intent: "navigational" });
    expect(find("best rehab marketing california")).toMatchObject({ intent: "commercial", url: "/locations/california" });
    for (const modifier of KEYWORD_MODIFIERS)
      expect(rows.filter((row) => row.modifier === modifier.id).every((row) => row.intent === modifier.intent)).toBe(true);
  });

  it("skips unknown services and keeps a keyword made twice once", () => {
    const twice: GeneratePlace[] = [places[0] as GeneratePlace, { ...(places[0] as GeneratePlace), stateSlug: "other" }];
    const rows = generateKeywords({ ...input, services: ["nope", "seo"], places: twice, modifiers: ["place"] });
    expect(rows.map((row) => row.keyword)).toEqual(["search engine optimization austin"]);
  });
});

describe("intent of imported keywords (the same documented rules)", () => {
  it.each([
    ["what is rehab marketing", "informational"],
    ["how to market a detox center", "informational"],
    ["rehabs that take insurance", "transactional"],
    ["hire rehab seo agency", "transactional"],
    ["rehab marketing near me", "local"],
    ["rehab marketing austin", "local"],
    ["best rehab marketing companies", "transactional"],
    ["best rehab marketing", "commercial"],
    ["rehab seo reviews", "commercial"],
    ["agency one seo", "navigational"],
    ["rehab seo", "commercial"],
  ])("%s is %s", (keyword, intent) => {
    expect(classifyIntent(keyword, { brand: "Agency One", places: new Set(["austin"]) })).toBe(intent);
  });
});
