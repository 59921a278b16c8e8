import { describe, expect, it } from "vitest";
import { filterPageRows, type PageRowJson } from "./crawler-view";

const row = (url: string, extra: Partial<PageRowJson>): PageRowJson => ({
  seq: 1,
  url,
  indexability: "Indexable",
  indexabilityReason: null,
  statusCode: 200,
  contentType: "text/html",
  title: null,
  titleLength: 0,
  description: null,
  descriptionLength: 0,
  h1: null,
  h1Count: 0,
  canonical: null,
  wordCount: null,
  responseMs: null,
  bytes: null,
  depth: 0,
  inlinks: 0,
  outlinks: 0,
  externalOutlinks: 0,
  ...extra,
});

const rows = [
  row("https://a.test/", { title: "Harbor Recovery", wordCount: 250 }),
  row("https://a.test/about", {
    title: "About HARBOR",
    wordCount: 80,
    indexability: "Non-indexable",
    indexabilityReason: "Noindex",
  }),
  row("https://a.test/gone", { statusCode: 404, indexability: "Non-indexable", indexabilityReason: "Client error" }),
];
const urls = (query: string) => filterPageRows(rows, new URLSearchParams(query)).map((each) => each.url.slice(14));

describe("filterPageRows", () => {
  it("keeps rows whose text contains the filter, case-blind", () => {
    expect(urls("title=harbor")).toEqual(["/", "/about"]);
  });
  it("keeps numbers within min and max, inclusive, and drops rows without a value once a bound is set", () => {
    expect(urls("wordCount-min=80&wordCount-max=249")).toEqual(["/about"]);
    expect(urls("wordCount-min=0")).toEqual(["/", "/about"]);
    expect(urls("statusCode-min=400")).toEqual(["/gone"]);
  });
  it("matches enums exactly, combines filters, and ignores empty and non-numeric values", () => {
    expect(urls("indexability=Non-indexable&indexabilityReason=Noindex")).toEqual(["/about"]);
    expect(urls("indexability=&wordCount-min=abc&url=")).toEqual(["/", "/about", "/gone"]);
  });
});
