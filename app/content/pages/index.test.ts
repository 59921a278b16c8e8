import { describe, expect, it } from "vitest";
import { normalizePagePath, pageSchema, sectionTypes } from "~/lib/content/page-schema";
import { seedPages } from "./index";

describe("seeded page schemas", () => {
  it("are valid pages with normalised, unique paths", () => {
    const paths = new Set<string>();
    for (const page of seedPages) {
      expect(() => pageSchema.parse(page.schema), page.path).not.toThrow();
      expect(normalizePagePath(page.path), page.path).toBe(page.path);
      expect(paths.has(page.path), `duplicate ${page.path}`).toBe(false);
      paths.add(page.path);
    }
  });

  it("use known section types, unique section ids, and end with a call to action to /contact or /schedule-session", () => {
    for (const page of seedPages) {
      const ids = page.schema.sections.map((section) => section.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
      for (const section of page.schema.sections) expect(sectionTypes, page.path).toContain(section.type);
      const ctas = page.schema.sections.filter((section) => section.type === "cta");
      expect(ctas.length, page.path).toBeGreaterThan(0);
      for (const cta of ctas) expect(["/contact", "/schedule-session"], page.path).toContain(cta.ctaUrl);
    }
  });

  it("each have a hero, a FAQ and their own title and description", () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of seedPages) {
      expect(page.schema.sections[0]?.type, page.path).toBe("hero");
      expect(
        page.schema.sections.some((section) => section.type === "faq" && (section.items?.length ?? 0) >= 3),
        page.path,
      ).toBe(true);
      expect(titles.has(page.schema.seo.title), `title reused by ${page.path}`).toBe(false);
      expect(descriptions.has(page.schema.seo.description), `description reused by ${page.path}`).toBe(false);
      titles.add(page.schema.seo.title);
      descriptions.add(page.schema.seo.description);
    }
  });
});
