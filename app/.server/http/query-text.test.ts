import { describe, expect, it } from "vitest";
import { queryHasControlCharacters } from "./query-text";

describe("queryHasControlCharacters", () => {
  it("finds a percent-encoded control character in any key or value", () => {
    for (const url of ["/admin?q=%00", "/a?x=1&q=ab%00c", "/a?%00=1", "/a?from=%1B", "/a?q=%7f", "/a?q=%0b"]) {
      expect(queryHasControlCharacters(url), url).toBe(true);
    }
  });

  it("lets through plain queries, tabs and line breaks, and addresses without a query", () => {
    for (const url of ["/admin", "/admin?q=clinic", "/a?q=a%09b", "/a?q=a%0Ab%0D", "/a?q=%E2%9C%93", "/a?q=%ff", undefined]) {
      expect(queryHasControlCharacters(url), String(url)).toBe(false);
    }
  });
});
