import { describe, expect, it } from "vitest";
import type { DraftSection } from "./content/studio";
import { fieldId, issueAt, issuesUnder } from "./content/studio-fields";
import {
  duplicateItem,
  duplicateSection,
  freshId,
  moveInList,
  newSection,
  removeAt,
  restoreAt,
  SECTION_FORMS,
  sectionShowsField,
  sectionSummary,
  uniqueIds,
} from "./content/studio-sections";

const sections: DraftSection[] = [
  { id: "hero", type: "hero", title: "Grow" },
  { id: "legacy", type: "video-wall", title: "Old data", content: "<p>kept</p>" },
  {
    id: "faq",
    type: "faq",
    title: "FAQ",
    items: [
      { id: "q1", title: "Why?", description: "Because." },
      { id: "q2", title: "How?", description: "Like so." },
    ],
  },
];

describe("section list operations", () => {
  it("moves a section up and down, clamped at the ends, keeping unknown types untouched", () => {
    expect(moveInList(sections, 2, 0).map((section) => section.id)).toEqual(["faq", "hero", "legacy"]);
    expect(moveInList(sections, 0, 5).map((section) => section.id)).toEqual(["legacy", "faq", "hero"]);
    expect(moveInList(sections, 0, -1).map((section) => section.id)).toEqual(["hero", "legacy", "faq"]);
    const moved = moveInList(sections, 1, 2);
    expect(moved[2]).toBe(sections[1]);
  });

  it("duplicates a section right after itself with fresh ids for it and its items", () => {
    const next = duplicateSection(sections, 2);
    expect(next).toHaveLength(4);
    const copy = next[3]!;
    expect(copy.id).not.toBe("faq");
    expect(copy.id.startsWith("faq-")).toBe(true);
    expect(copy.title).toBe("FAQ");
    const itemIds = copy.items!.map((item) => item.id);
    expect(new Set([...itemIds, "q1", "q2"]).size).toBe(4);
    // The copy is deep: editing it leaves the original alone.
    copy.items![0]!.title = "Changed";
    expect(sections[2]!.items![0]!.title).toBe("Why?");
  });

  it("duplicates an unknown section type too, with every field it had", () => {
    const copy = duplicateSection(sections, 1)[2]!;
    expect(copy).toMatchObject({ type: "video-wall", title: "Old data", content: "<p>kept</p>" });
    expect(copy.id).not.toBe("legacy");
  });

  it("duplicates an item with a fresh id", () => {
    const items = duplicateItem(sections[2]!.items!, 0);
    expect(items.map((item) => item.title)).toEqual(["Why?", "Why?", "How?"]);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
  });

  it("removes and puts back a section where it was", () => {
    const { list, removed } = removeAt(sections, 1);
    expect(list.map((section) => section.id)).toEqual(["hero", "faq"]);
    expect(restoreAt(list, removed!)).toEqual(sections);
  });

  it("makes new sections with unique ids and only the fields their type shows", () => {
    const first = newSection("faq", sections);
    expect(first).toMatchObject({ type: "faq", title: "", items: [] });
    expect(first.id).toMatch(/^faq-/);
    expect(newSection("cta", sections)).not.toHaveProperty("items");
    expect(
      freshId(
        "faq",
        ["faq-a", "faq-b"],
        (() => {
          const tries = ["a", "b", "c"];
          return () => tries.shift()!;
        })(),
      ),
    ).toBe("faq-c");
  });

  it("shows each type's own fields and names items by what they are", () => {
    expect(SECTION_FORMS.testimonials.items!.fields).toEqual({ description: "Quote", title: "Name" });
    expect(SECTION_FORMS.faq.items!.fields).toEqual({ title: "Question", description: "Answer" });
    expect(SECTION_FORMS.cta.fields).not.toContain("image");
    expect(SECTION_FORMS.content.fields).toContain("content");
  });

  it("makes repeated ids from old data unique for the sortable list, keeping the first as it is", () => {
    expect(uniqueIds(["a", "b", "a", "a"])).toEqual(["a", "b", "a#2", "a#3"]);
  });

  it("knows which problems have a field in the form, so the others are listed with the section", () => {
    expect(sectionShowsField("hero", ["title"])).toBe(true);
    expect(sectionShowsField("hero", ["ctaUrl"])).toBe(true);
    expect(sectionShowsField("cta", ["imageUrl"])).toBe(false);
    expect(sectionShowsField("faq", ["items"])).toBe(true);
    expect(sectionShowsField("faq", ["items", 1, "description"])).toBe(true);
    expect(sectionShowsField("faq", ["items", 1, "icon"])).toBe(false);
    expect(sectionShowsField("faq", ["items", 1])).toBe(false);
    expect(sectionShowsField("hero", [])).toBe(false);
    expect(sectionShowsField("video-wall", ["title"])).toBe(false);
  });

  it("summarises a section by type and title", () => {
    expect(sectionSummary(sections[0]!)).toBe("Hero: Grow");
    expect(sectionSummary({ id: "x", type: "content" })).toBe("Content (untitled)");
    expect(sectionSummary(sections[1]!)).toBe("video-wall: Old data");
  });
});

describe("field ids and issues", () => {
  const issues = [
    { path: ["sections", 0, "title"], where: "Section 1 (hero)", field: "Title", problem: "Title is required", message: "" },
    {
      path: ["sections", 2, "items", 1, "description"],
      where: "",
      field: "Description",
      problem: "Description is required",
      message: "",
    },
  ];

  it("gives each field an id from its path that the error list can link to", () => {
    expect(fieldId(["sections", 2, "items", 1, "title"])).toBe("studio-sections-2-items-1-title");
    expect(fieldId(["seo", "title"])).toBe("studio-seo-title");
  });

  it("finds the problem of one field, and counts those inside a section", () => {
    expect(issueAt(issues, ["sections", 0, "title"])).toBe("Title is required");
    expect(issueAt(issues, ["sections", 0, "subtitle"])).toBeUndefined();
    expect(issuesUnder(issues, ["sections", 2])).toBe(1);
    expect(issuesUnder(issues, ["sections", 1])).toBe(0);
  });
});
