import { describe, expect, it } from "vitest";
import { searchConsoleZip } from "../../../../tests/support/search-console-fixture";
import { findOpportunities } from "./opportunities";
import { readKeywordFile } from "./read-import";

describe("opportunities from the Search Console fixture", () => {
  const file = readKeywordFile(searchConsoleZip({ withQueryPage: true }), "search-console");
  const pageRows = file.pageRows.map((row) => ({ ...row, normalized: row.query }));
  const found = findOpportunities({
    queries: file.keywords,
    pageRows,
    pageState: (url) =>
      url.endsWith("/services/seo-for-rehabs") ? { noindex: false, thin: true, words: 120, reason: "thin" } : null,
  });
  const of = (kind: string) => found.filter((row) => row.kind === kind).map((row) => row.keyword);

  it("lists the planted striking-distance queries (position 8 to 20), most impressions first", () => {
    expect(of("striking-distance")).toEqual(["rehab marketing agency", "addiction treatment seo", "detox center marketing"]);
  });

  it("lists the low click-through query and only it", () => {
    expect(of("low-ctr")).toEqual(["rehab marketing"]);
    expect(found.find((row) => row.kind === "low-ctr")?.detail).toMatch(/CTR 0.8% at position 2.1, where about 15.8% is usual/);
  });

  it("lists the cannibalised query with both pages", () => {
    const [row] = found.filter((each) => each.kind === "cannibalisation");
    expect(row?.keyword).toBe("drug rehab seo");
    expect(row?.pages.map((page) => page.url)).toEqual([
      "https://agency.example/rehab/seo",
      "https://agency.example/services/seo-for-rehabs",
    ]);
  });

  it("lists a query whose main page is thin or noindex", () => {
    expect(
      findOpportunities({
        queries: [
          {
            keyword: "q",
            normalized: "q",
            clicks: 1,
            impressions: 10,
            ctr: 0.1,
            position: 3,
            url: "https://agency.example/thin",
          },
        ],
        pageRows: [],
        pageState: () => ({ noindex: true, thin: false, words: null, reason: "The page is noindex." }),
      }).map((row) => [row.kind, row.detail]),
    ).toEqual([["thin-or-noindex", "The page is noindex."]]);
  });
});
