import { describe, expect, it } from "vitest";
import { iconNames, type SeedPage } from "~/lib/content/page-schema";
import { serviceMarketingPages } from "../service-marketing";

const expectedPaths = [
  "/behavioral-health-marketing",
  "/ptsd-treatment-marketing",
  "/jail-diversion-program-marketing",
  "/online-marketing-for-therapists",
  "/therapist-website-development",
  "/psychiatry-website-development",
  "/telehealth-marketing",
  "/medical-detox-marketing",
  "/inpatient-marketing",
  "/outpatient-marketing",
  "/php-marketing",
  "/iop-marketing",
  "/sober-living-marketing",
  "/detox-marketing",
  "/dual-diagnosis-marketing",
  "/rehab-marketing",
  "/mental-health-marketing",
  "/mental-health-seo",
];

/** Words a visitor reads on the page: titles, subtitles, body HTML without tags, items and buttons. */
function wordCount(page: SeedPage): number {
  const parts: string[] = [];
  for (const section of page.schema.sections) {
    parts.push(
      section.title ?? "",
      section.subtitle ?? "",
      section.ctaText ?? "",
      (section.content ?? "").replace(/<[^>]+>/g, " "),
    );
    for (const item of section.items ?? []) parts.push(item.title, item.description ?? "");
  }
  return parts.join(" ").split(/\s+/).filter(Boolean).length;
}

describe("service marketing pages", () => {
  it("cover exactly the spec's eighteen service paths, as service pages", () => {
    expect(serviceMarketingPages.map((page) => page.path).sort()).toEqual([...expectedPaths].sort());
    for (const page of serviceMarketingPages) expect(page.type, page.path).toBe("service");
  });

  it("follow hero, about, problems, process, deliverables, FAQ, call to action", () => {
    for (const page of serviceMarketingPages) {
      expect(
        page.schema.sections.map((section) => section.type),
        page.path,
      ).toEqual(["hero", "content", "features", "features", "benefits", "faq", "cta"]);
      const [hero, , problems, process, deliverables, faq, cta] = page.schema.sections;
      expect(["/contact", "/schedule-session"], page.path).toContain(hero?.ctaUrl);
      expect(["primary", "gradient"], page.path).toContain(cta?.background);
      expect(problems?.items?.length, page.path).toBeGreaterThanOrEqual(4);
      expect(problems?.items?.length, page.path).toBeLessThanOrEqual(6);
      expect(process?.items?.length, page.path).toBeGreaterThanOrEqual(4);
      expect(process?.items?.length, page.path).toBeLessThanOrEqual(5);
      expect(deliverables?.items?.length, page.path).toBeGreaterThanOrEqual(5);
      expect(deliverables?.items?.length, page.path).toBeLessThanOrEqual(8);
      expect(faq?.items?.length, page.path).toBeGreaterThanOrEqual(4);
      expect(faq?.items?.length, page.path).toBeLessThanOrEqual(5);
    }
  });

  it("use known icons, no headings above h3 in body copy, and leave artwork to the renderer", () => {
    for (const page of serviceMarketingPages) {
      for (const section of page.schema.sections) {
        expect(section.content ?? "", page.path).not.toMatch(/<h[12]\b/i);
        expect(section.imageUrl, page.path).toBeUndefined();
        for (const item of section.items ?? []) {
          if (item.icon) expect(iconNames, page.path).toContain(item.icon);
          expect(item.imageUrl, page.path).toBeUndefined();
        }
      }
    }
  });

  it("have search titles of at most 60 characters, descriptions of 120-160 and 4-8 keywords", () => {
    for (const page of serviceMarketingPages) {
      const { title, description, keywords } = page.schema.seo;
      expect(title.length, `${page.path} title`).toBeLessThanOrEqual(60);
      expect(description.length, `${page.path} description (${description.length})`).toBeGreaterThanOrEqual(120);
      expect(description.length, `${page.path} description (${description.length})`).toBeLessThanOrEqual(160);
      expect(keywords?.length, page.path).toBeGreaterThanOrEqual(4);
      expect(keywords?.length, page.path).toBeLessThanOrEqual(8);
      expect(page.schema.breadcrumb?.length, page.path).toBeLessThanOrEqual(40);
    }
  });

  it("carry 700 to 1000 words each", () => {
    for (const page of serviceMarketingPages) {
      const words = wordCount(page);
      expect(words, `${page.path} has ${words} words`).toBeGreaterThanOrEqual(700);
      expect(words, `${page.path} has ${words} words`).toBeLessThanOrEqual(1000);
    }
  });
});
