import { describe, expect, it } from "vitest";
import { briefTargetKey, newResearchSchema, parseUrlList } from "./research";

describe("parseUrlList", () => {
  it("reads one URL a line, skips blank lines, folds duplicates (fragment and host case aside)", () => {
    expect(parseUrlList("https://a.example/x\n\n  https://A.example/x#top \r\nhttp://b.example/")).toEqual({
      ok: true,
      urls: ["https://a.example/x", "http://b.example/"],
    });
  });

  it("takes 20 URLs and refuses 21", () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `https://site-${i}.example/`).join("\n");
    expect(parseUrlList(lines(20))).toMatchObject({ ok: true });
    expect(parseUrlList(lines(21))).toEqual({ ok: false, message: "At most 20 URLs, one a line." });
    // Twenty-one lines of which two are the same URL are twenty URLs.
    expect(parseUrlList(`${lines(20)}\nhttps://site-0.example/`)).toMatchObject({ ok: true });
  });

  it("refuses other schemes, credentials and what is not a URL", () => {
    for (const line of [
      "javascript:alert(1)",
      "file:///etc/passwd",
      "ftp://a.example/",
      "data:text/html,x",
      "not a url",
      "//a.example/",
    ]) {
      expect(parseUrlList(line), line).toMatchObject({ ok: false, message: expect.stringContaining("is not a web address") });
    }
    expect(parseUrlList("https://user:pw@a.example/")).toMatchObject({
      ok: false,
      message: expect.stringContaining("user name or password"),
    });
    expect(parseUrlList("https://user@a.example/")).toMatchObject({ ok: false });
  });
});

describe("newResearchSchema and briefTargetKey", () => {
  it("makes a city service target and its key", () => {
    const parsed = newResearchSchema.parse({
      kind: "city-service",
      state: "texas",
      city: "austin",
      service: "iop-marketing",
      urls: "",
    });
    expect(parsed).toEqual({
      target: { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" },
      urls: [],
    });
    expect(briefTargetKey(parsed.target)).toBe("city-service:texas/austin/iop-marketing");
  });

  it("makes a topic key from its words", () => {
    expect(briefTargetKey({ kind: "topic", topic: "Relapse prevention: après IOP!" })).toBe("topic:relapse-prevention-apres-iop");
  });

  it("refuses slugs that are not slugs and a missing topic", () => {
    expect(newResearchSchema.safeParse({ kind: "city-service", state: "../x", city: "austin", service: "seo" }).success).toBe(
      false,
    );
    expect(newResearchSchema.safeParse({ kind: "topic", topic: " " }).success).toBe(false);
    expect(newResearchSchema.safeParse({ kind: "other" }).success).toBe(false);
  });
});
