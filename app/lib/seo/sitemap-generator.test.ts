import { describe, expect, it } from "vitest";
import { checkExclusionPattern, exclusionMatcher, sitemapActionSchema } from "./sitemap-generator";

describe("sitemap exclusion patterns", () => {
  const matches = (pattern: string, path: string) => {
    const checked = checkExclusionPattern(pattern);
    if (!checked.ok) throw new Error(checked.message);
    return exclusionMatcher([checked.value])(path);
  };

  it("* matches within one segment, never across /", () => {
    expect(matches("/blog/*", "/blog/census-and-seo")).toBe(true);
    expect(matches("/blog/*", "/blog/a/b")).toBe(false);
    expect(matches("/blog/*", "/blog")).toBe(false);
    expect(matches("/*-marketing", "/rehab-marketing")).toBe(true);
    expect(matches("/*-marketing", "/rehab-marketing/texas/austin")).toBe(false);
    expect(matches("/*/seo", "/rehab/seo")).toBe(true);
  });

  it("** matches across segments", () => {
    expect(matches("/locations/texas/**", "/locations/texas/austin")).toBe(true);
    expect(matches("/locations/texas/**", "/locations/texas/austin/more")).toBe(true);
    expect(matches("/locations/texas/**", "/locations/texas")).toBe(false);
    expect(matches("/locations/texas/**", "/locations/texasville/x")).toBe(false);
    expect(matches("/**/seo", "/rehab/seo")).toBe(true);
    expect(matches("/**/seo", "/mental-health/a/seo")).toBe(true);
  });

  it("matches whole paths, case-insensitively, with . and - literal", () => {
    expect(matches("/faq", "/faq")).toBe(true);
    expect(matches("/faq", "/faq-more")).toBe(false);
    expect(matches("/FAQ", "/faq")).toBe(true);
    expect(matches("/a.b", "/axb")).toBe(false);
    expect(matches("/a.b", "/a.b")).toBe(true);
  });

  it("refuses patterns that are not paths, hold other characters, or exclude everything, each with its reason", () => {
    expect(checkExclusionPattern("blog/*")).toMatchObject({ ok: false, message: expect.stringContaining("must start with /") });
    expect(checkExclusionPattern("/blog/[a-z]")).toMatchObject({ ok: false, message: expect.stringContaining("may hold only") });
    expect(checkExclusionPattern("/blog/(.*)")).toMatchObject({ ok: false });
    expect(checkExclusionPattern("/a/***")).toMatchObject({ ok: false, message: expect.stringContaining("***") });
    expect(checkExclusionPattern("/**")).toMatchObject({ ok: false, message: expect.stringContaining("whole site") });
    expect(checkExclusionPattern("/*")).toMatchObject({ ok: false });
    expect(checkExclusionPattern(`/${"a".repeat(300)}`)).toMatchObject({ ok: false, message: expect.stringContaining("longer") });
    expect(checkExclusionPattern("  ")).toMatchObject({ ok: false });
    expect(checkExclusionPattern(" /Blog/* ")).toEqual({ ok: true, value: "/blog/*" });
  });

  it("the form schema refuses an unknown intent and a bad on/off value", () => {
    expect(sitemapActionSchema.safeParse({ intent: "drop-table" }).success).toBe(false);
    expect(sitemapActionSchema.safeParse({ intent: "images", images: "maybe" }).success).toBe(false);
    expect(sitemapActionSchema.safeParse({ intent: "images", images: "on" }).data).toEqual({ intent: "images", images: true });
    expect(sitemapActionSchema.safeParse({ intent: "thin", thinWords: "-1" }).success).toBe(false);
    expect(sitemapActionSchema.safeParse({ intent: "thin", thinWords: "60" }).data).toEqual({ intent: "thin", thinWords: 60 });
  });
});
