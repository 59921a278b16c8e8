import { describe, expect, it } from "vitest";
import type { SeedPage } from "~/lib/content/page-schema";
import { iconNames } from "~/lib/content/page-schema";
import { groupedAndSeoPages } from "../grouped-and-seo";

const expectedPaths = [
  "/rehab/seo",
  "/rehab/ppc",
  "/rehab/website-design",
  "/rehab/link-building",
  "/mental-health/seo",
  "/mental-health/ppc",
  "/mental-health/website-design",
  "/mental-health/content-marketing",
  "/services/inpatient-treatment",
  "/services/outpatient-treatment",
  "/services/partial-hospitalization",
  "/services/sober-living",
  "/inpatient-treatment",
  "/outpatient-treatment",
  "/drug-rehab-seo",
  "/drug-rehab-ppc",
  "/addiction-treatment-website-design",
  "/addiction-treatment-ppc",
];

/** Every word a visitor reads on the page, markup removed. */
function visibleWords(page: SeedPage): number {
  const parts: string[] = [];
  for (const section of page.schema.sections) {
    parts.push(section.title ?? "", section.subtitle ?? "", section.ctaText ?? "", section.content ?? "");
    for (const item of section.items ?? []) parts.push(item.title, item.description ?? "");
  }
  return parts
    .join(" ")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/i.test(word)).length;
}

describe("grouped and SEO service pages", () => {
  it("cover exactly the eighteen paths of the group, as service pages", () => {
    expect(groupedAndSeoPages.map((page) => page.path).sort()).toEqual([...expectedPaths].sort());
    for (const page of groupedAndSeoPages) expect(page.type, page.path).toBe("service");
  });

  it("follow the section order hero, overview, problems, process, deliverables, FAQ, call to action", () => {
    for (const page of groupedAndSeoPages) {
      const types = page.schema.sections.map((section) => section.type);
      expect(types[0], page.path).toBe("hero");
      expect(types[1], page.path).toBe("content");
      expect(types.slice(5), page.path).toEqual(["faq", "cta"]);
      const [, , problems, process, deliverables, faq] = page.schema.sections;
      expect(problems?.items?.length, `${page.path} problems`).toBeGreaterThanOrEqual(4);
      expect(problems?.items?.length, `${page.path} problems`).toBeLessThanOrEqual(6);
      expect(process?.items?.length, `${page.path} process`).toBeGreaterThanOrEqual(4);
      expect(process?.items?.length, `${page.path} process`).toBeLessThanOrEqual(5);
      expect(deliverables?.items?.length, `${page.path} deliverables`).toBeGreaterThanOrEqual(5);
      expect(deliverables?.items?.length, `${page.path} deliverables`).toBeLessThanOrEqual(8);
      expect(faq?.items?.length, `${page.path} faq`).toBeGreaterThanOrEqual(4);
      expect(faq?.items?.length, `${page.path} faq`).toBeLessThanOrEqual(5);
    }
  });

  it("send the hero and the closing call to action to /contact or /schedule-session", () => {
    for (const page of groupedAndSeoPages) {
      const sections = page.schema.sections;
      expect(["/contact", "/schedule-session"], page.path).toContain(sections[0]?.ctaUrl);
      expect(["primary", "gradient"], page.path).toContain(sections.at(-1)?.background);
    }
  });

  it("use only known icons and no images", () => {
    for (const page of groupedAndSeoPages) {
      for (const section of page.schema.sections) {
        expect(section.imageUrl, page.path).toBeUndefined();
        for (const item of section.items ?? []) {
          if (item.icon) expect(iconNames, `${page.path} ${item.title}`).toContain(item.icon);
          expect(item.imageUrl, page.path).toBeUndefined();
        }
      }
    }
  });

  it("have search metadata within the limits: title up to 60, description 120-160, 4-8 keywords", () => {
    for (const page of groupedAndSeoPages) {
      const { seo, breadcrumb } = page.schema;
      expect(seo.title.length, `${page.path} title`).toBeLessThanOrEqual(60);
      expect(seo.description.length, `${page.path} description`).toBeGreaterThanOrEqual(120);
      expect(seo.description.length, `${page.path} description`).toBeLessThanOrEqual(160);
      expect(seo.keywords?.length, `${page.path} keywords`).toBeGreaterThanOrEqual(4);
      expect(seo.keywords?.length, `${page.path} keywords`).toBeLessThanOrEqual(8);
      expect(breadcrumb?.length, `${page.path} breadcrumb`).toBeLessThanOrEqual(30);
    }
  });

  it("carry 700 to 1000 words of copy each", () => {
    for (const page of groupedAndSeoPages) {
      const words = visibleWords(page);
      expect(words, `${page.path} has ${words} words`).toBeGreaterThanOrEqual(700);
      expect(words, `${page.path} has ${words} words`).toBeLessThanOrEqual(1000);
    }
  });
});
