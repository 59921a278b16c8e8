import { describe, expect, it } from "vitest";
import { inScope, normalizeUrl } from "./url";

describe("normalizeUrl", () => {
  it("lowercases the host, drops the default port, the fragment and dot segments, keeps the query order", () => {
    expect(normalizeUrl("HTTP://Example.COM:80/a/./b/../c?z=1&a=2#top")).toBe("http://example.com/a/c?z=1&a=2");
    expect(normalizeUrl("https://example.com:443/")).toBe("https://example.com/");
    expect(normalizeUrl("https://example.com:8443/x")).toBe("https://example.com:8443/x");
    expect(normalizeUrl("/about?", "https://example.com/a/b")).toBe("https://example.com/about");
  });
  it("refuses what is not an http(s) page address", () => {
    for (const raw of [
      "mailto:a@b.c",
      "tel:+15551234567",
      "javascript:alert(1)",
      "ftp://x/y",
      "",
      "http://user:pw@x/",
      "data:text/html,hi",
    ]) {
      expect(normalizeUrl(raw, "https://example.com/")).toBeNull();
    }
    expect(normalizeUrl(`https://example.com/${"a".repeat(3000)}`)).toBeNull();
  });
});

describe("inScope", () => {
  it("accepts the host and its www twin, on the same port, any scheme", () => {
    expect(inScope("https://www.example.com/x", "example.com")).toBe(true);
    expect(inScope("http://example.com/x", "www.example.com")).toBe(true);
    expect(inScope("https://blog.example.com/", "example.com")).toBe(false);
    expect(inScope("https://example.com.evil.test/", "example.com")).toBe(false);
    expect(inScope("http://127.0.0.1:4000/", "127.0.0.1:4000")).toBe(true);
    expect(inScope("http://127.0.0.1:4001/", "127.0.0.1:4000")).toBe(false);
  });
});
