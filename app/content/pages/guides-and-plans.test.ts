import { describe, expect, it } from "vitest";
import type { SeedPage } from "~/lib/content/page-schema";
import { guidesAndPlansPages } from "./guides-and-plans";

const byPath = (path: string): SeedPage => {
  const page = guidesAndPlansPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`missing seed page ${path}`);
  return page;
};

/** Visible words of a page: what the length targets of the brief are about. */
function wordCount(page: SeedPage): number {
  let text = "";
  for (const section of page.schema.sections) {
    text += ` ${section.title ?? ""} ${section.subtitle ?? ""} ${section.content ?? ""}`;
    for (const item of section.items ?? []) text += ` ${item.title} ${item.description ?? ""}`;
  }
  return text
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

const planPaths = ["/plans", "/entry-plan", "/marketing-plan", "/high-end-plan"];
const guidePaths = [
  "/how-to-start-rehab",
  "/addiction-treatment-marketing-plan",
  "/legitscript-certification",
  "/compliance-roi",
];

describe("guide and plan pages", () => {
  it("cover the eight paths, plans as service pages and guides as blog pages", () => {
    expect(guidesAndPlansPages.map((page) => page.path).sort()).toEqual([...planPaths, ...guidePaths].sort());
    for (const path of planPaths) expect(byPath(path).type, path).toBe("service");
    for (const path of guidePaths) expect(byPath(path).type, path).toBe("blog");
  });

  it("have search titles that fit the 60-character cap and descriptions of 120-160 characters", () => {
    for (const { path, schema } of guidesAndPlansPages) {
      expect(schema.seo.title.length, path).toBeLessThanOrEqual(60);
      expect(schema.seo.description.length, path).toBeGreaterThanOrEqual(120);
      expect(schema.seo.description.length, path).toBeLessThanOrEqual(160);
      expect(schema.breadcrumb, path).toBeTruthy();
    }
  });

  it("send each plan's visitors to the action the plan cards use (spec §2)", () => {
    const closing = (path: string) =>
      byPath(path)
        .schema.sections.filter((section) => section.type === "cta")
        .at(-1);
    expect(closing("/entry-plan")).toMatchObject({ ctaText: "Schedule a Consultation", ctaUrl: "/schedule-session" });
    expect(closing("/marketing-plan")).toMatchObject({ ctaText: "Schedule a Strategy Session", ctaUrl: "/schedule-session" });
    expect(closing("/high-end-plan")).toMatchObject({ ctaText: "Request Custom Quote", ctaUrl: "/contact" });
  });

  it("keep plan prices off the pages, as on the plan cards", () => {
    for (const path of planPaths) {
      const json = JSON.stringify(byPath(path).schema);
      for (const price of ["5,500", "8,000", "15,000", "/month", "per month"])
        expect(json, `${path} shows ${price}`).not.toContain(price);
    }
  });

  it("are long enough to be useful: plans 700-1000 words, guides 1200-1800", () => {
    for (const path of planPaths) expect(wordCount(byPath(path)), path).toBeGreaterThanOrEqual(700);
    for (const path of planPaths) expect(wordCount(byPath(path)), path).toBeLessThanOrEqual(1000);
    for (const path of guidePaths) expect(wordCount(byPath(path)), path).toBeGreaterThanOrEqual(1200);
    for (const path of guidePaths) expect(wordCount(byPath(path)), path).toBeLessThanOrEqual(1800);
  });

  it("carry no images, so nothing points at a photo that does not exist", () => {
    for (const { path, schema } of guidesAndPlansPages) expect(JSON.stringify(schema), path).not.toContain("imageUrl");
  });
});
