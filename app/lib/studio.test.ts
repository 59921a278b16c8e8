import { describe, expect, it } from "vitest";
import { seedPages } from "~/content/pages";
import { fixturePage } from "../../tests/fixtures/schema-pages";
import {
  checkDraft,
  checkPublish,
  FIELD_LABELS,
  formatAgencyDateTime,
  isReservedPath,
  PAGE_TEMPLATES,
  pageTemplate,
  parseAgencyDateTime,
  toAgencyDateTimeInput,
} from "./content/studio";
import { diffPageSchemas } from "./content/studio-diff";

describe("publish rules", () => {
  it("every page the site ships meets them (so no seed page becomes unpublishable)", () => {
    const failing = seedPages.flatMap((page) => {
      const checked = checkPublish(page.schema);
      return checked.ok ? [] : [`${page.path}: ${checked.issues.map((issue) => issue.message).join("; ")}`];
    });
    expect(failing).toEqual([]);
    expect(checkPublish(fixturePage.schema).ok).toBe(true);
  });

  it("templates save as drafts but never publish as they are", () => {
    for (const template of PAGE_TEMPLATES) {
      expect(checkDraft(pageTemplate(template)).ok).toBe(true);
      const published = checkPublish(pageTemplate(template));
      expect(published.ok).toBe(false);
    }
  });

  it("names the section, item and field of each problem", () => {
    const schema = structuredClone(fixturePage.schema);
    const faq = schema.sections.find((section) => section.type === "faq");
    const faqIndex = schema.sections.indexOf(faq as (typeof schema.sections)[number]);
    (faq?.items?.[1] as { description?: string }).description = " ";
    schema.seo.title = "";
    const checked = checkPublish(schema);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.map((issue) => issue.message)).toEqual([
      "SEO: Title is required",
      `Section ${faqIndex + 1} (faq), item 2: Description is required`,
    ]);
    expect(checked.issues[1]?.path).toEqual(["sections", faqIndex, "items", 1, "description"]);
  });

  it("names a page that is not an object once, not as both place and field", () => {
    const checked = checkDraft("not a page");
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.message)).toEqual([
      "Page: Invalid input: expected object, received string",
    ]);
  });

  it("a button needs both its text and its URL", () => {
    const schema = structuredClone(fixturePage.schema);
    delete (schema.sections[0] as { ctaUrl?: string }).ctaUrl;
    const checked = checkPublish(schema);
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.message)).toEqual(["Section 1 (hero): CTA URL is required"]);
  });
});

describe("diff by section and field", () => {
  const base = {
    seo: { title: "T", description: "D" },
    sections: [
      { id: "hero", type: "hero", title: "Old hero" },
      {
        id: "faq",
        type: "faq",
        items: [
          { id: "q1", title: "Q1", description: "A1" },
          { id: "q2", title: "Q2", description: "A2" },
        ],
      },
      { id: "cta", type: "cta", title: "Call" },
    ],
  };

  it("names the SEO panel's noindex switch as a change of the SEO, labelled for people", () => {
    const hidden = { seo: { title: "T", description: "D", noindex: true }, sections: [] };
    expect(diffPageSchemas({ seo: { title: "T", description: "D" }, sections: [] }, hidden)).toEqual([
      { kind: "field-changed", scope: "seo", field: "noindex", before: undefined, after: true },
    ]);
    expect(FIELD_LABELS.noindex).toBe("Hide from search engines");
  });
  it("reports field changes, adds, removals and moves of sections and items", () => {
    const next = structuredClone(base);
    next.seo.description = "New D";
    next.sections[0]!.title = "New hero";
    const faq = next.sections[1] as (typeof base.sections)[1];
    faq.items = [
      { id: "q2", title: "Q2", description: "A2 changed" },
      { id: "q1", title: "Q1", description: "A1" },
      { id: "q3", title: "Q3", description: "A3" },
    ];
    next.sections.splice(2, 1);
    next.sections.unshift({ id: "intro", type: "content", title: "Intro" });
    expect(diffPageSchemas(base, next)).toEqual([
      { kind: "field-changed", scope: "seo", field: "description", before: "D", after: "New D" },
      { kind: "section-removed", sectionId: "cta", section: 3, type: "cta" },
      { kind: "section-added", sectionId: "intro", section: 1, type: "content" },
      {
        kind: "field-changed",
        scope: "section",
        sectionId: "hero",
        section: 2,
        type: "hero",
        field: "title",
        before: "Old hero",
        after: "New hero",
      },
      { kind: "item-added", sectionId: "faq", section: 3, type: "faq", itemId: "q3", item: 3 },
      { kind: "item-moved", sectionId: "faq", section: 3, type: "faq", itemId: "q2", item: 1, from: 2, to: 1 },
      {
        kind: "field-changed",
        scope: "item",
        sectionId: "faq",
        section: 3,
        type: "faq",
        itemId: "q2",
        item: 1,
        field: "description",
        before: "A2",
        after: "A2 changed",
      },
      { kind: "item-moved", sectionId: "faq", section: 3, type: "faq", itemId: "q1", item: 2, from: 1, to: 2 },
    ]);
  });

  it("finds no change between equal schemas, and a section move as a move", () => {
    expect(diffPageSchemas(base, structuredClone(base))).toEqual([]);
    const swapped = structuredClone(base);
    swapped.sections = [base.sections[2]!, base.sections[0]!, base.sections[1]!] as typeof base.sections;
    expect(diffPageSchemas(base, swapped).map((change) => change.kind)).toEqual([
      "section-moved",
      "section-moved",
      "section-moved",
    ]);
  });
});

describe("schedule times in the agency's zone", () => {
  it("reads and shows a wall time with the zone, across daylight saving", () => {
    const winter = parseAgencyDateTime("2026-12-01T09:30", "America/New_York");
    expect(winter?.toISOString()).toBe("2026-12-01T14:30:00.000Z");
    expect(parseAgencyDateTime("2026-07-01T09:30", "America/New_York")?.toISOString()).toBe("2026-07-01T13:30:00.000Z");
    expect(formatAgencyDateTime(winter as Date, "America/New_York")).toBe("Dec 1, 2026, 9:30 AM EST");
    expect(toAgencyDateTimeInput(winter as Date, "America/Los_Angeles")).toBe("2026-12-01T06:30");
    expect(parseAgencyDateTime("2026-13-01T09:30", "America/New_York")).toBeNull();
    expect(parseAgencyDateTime("tomorrow", "America/New_York")).toBeNull();
  });
});

describe("paths a new page may take", () => {
  it("refuses paths of the code's own routes", () => {
    expect(isReservedPath("/admin/pages")).toBe(true);
    expect(isReservedPath("/blog/x")).toBe(true);
    expect(isReservedPath("/seo/texas/austin")).toBe(true);
    expect(isReservedPath("/seo/texas")).toBe(false);
    expect(isReservedPath("/new-guide")).toBe(false);
  });
});
