import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DraftSection, StudioIssue } from "~/lib/content/studio";
import { fieldId } from "~/lib/content/studio-fields";
import { SectionsEditor } from "./sections-editor";

const sections: DraftSection[] = [
  { id: "hero", type: "hero", title: "Grow your practice", ctaText: "Call", ctaUrl: "/contact" },
  { id: "cta", type: "cta", title: "Ready?" },
  { id: "faq", type: "faq", title: "FAQ", items: [{ id: "q1", title: "Why?", description: "Because." }] },
  { id: "quotes", type: "testimonials", items: [{ id: "t1", title: "Dana", description: "They filled our beds." }] },
  { id: "body", type: "content", title: "About", content: "<p>Hello <strong>there</strong></p>" },
  { id: "legacy", type: "video-wall", title: "Old data" },
];

const issue = (path: (string | number)[], problem: string): StudioIssue => ({
  path,
  where: "",
  field: "",
  problem,
  message: problem,
});

function render(issues: StudioIssue[] = [], readOnly = false) {
  // React marks text boundaries with empty comments; the tests read the text without them.
  return renderToString(
    <SectionsEditor sections={sections} onChange={() => {}} issues={issues} readOnly={readOnly} />,
  ).replaceAll("<!-- -->", "");
}

/** The HTML of one section's card, from its id to the next card. */
function card(html: string, index: number) {
  const start = html.indexOf(`id="${fieldId(["sections", index])}-body"`);
  const next = html.indexOf(`id="${fieldId(["sections", index + 1])}-body"`);
  return html.slice(start, next === -1 ? undefined : next);
}

describe("SectionsEditor", () => {
  it("shows each type's own fields only, with labels and ids from their paths", () => {
    const html = render();
    const hero = card(html, 0);
    expect(hero).toContain(`id="${fieldId(["sections", 0, "ctaText"])}"`);
    expect(hero).toContain(`id="${fieldId(["sections", 0, "imageAlt"])}"`);
    expect(hero).toContain(`id="${fieldId(["sections", 0, "background"])}"`);
    const cta = card(html, 1);
    expect(cta).toContain(`id="${fieldId(["sections", 1, "ctaUrl"])}"`);
    expect(cta).not.toContain(`id="${fieldId(["sections", 1, "imageUrl"])}"`);
    expect(cta).not.toContain(`id="${fieldId(["sections", 1, "items"])}"`);
    // A FAQ item's title is its question; a testimonial's description is its quote.
    expect(card(html, 2)).toMatch(new RegExp(`for="${fieldId(["sections", 2, "items", 0, "title"])}"[^>]*>Question`));
    expect(card(html, 3)).toMatch(new RegExp(`for="${fieldId(["sections", 3, "items", 0, "description"])}"[^>]*>Quote`));
    expect(card(html, 3)).not.toContain(`id="${fieldId(["sections", 3, "title"])}"`);
  });

  it("renders the rich text as a plain textarea on the server: TipTap loads only in the browser", () => {
    const content = card(render(), 4);
    expect(content).toMatch(new RegExp(`<textarea[^>]*id="${fieldId(["sections", 4, "content"])}"`));
    expect(content).toContain("&lt;p&gt;Hello &lt;strong&gt;there&lt;/strong&gt;&lt;/p&gt;");
    expect(content).not.toContain("contenteditable");
  });

  it("keeps an unknown section type, read-only, with what it holds", () => {
    const legacy = card(render(), 5);
    expect(legacy).toContain("This section type (video-wall) is not editable here; it is kept as it is.");
    expect(legacy).toContain("Old data");
    expect(legacy).not.toContain("<input");
  });

  it("shows a problem beside its field, wired for screen readers, and opens the section it is in", () => {
    const titleId = fieldId(["sections", 1, "title"]);
    const html = render([issue(["sections", 1, "title"], "Title is required")]);
    expect(html).toMatch(
      new RegExp(`<input[^>]*id="${titleId}"[^>]*aria-invalid="true"[^>]*aria-describedby="${titleId}-error"`),
    );
    expect(html).toContain(`<p id="${titleId}-error" class="mt-1.5 text-sm font-medium text-red-700">Title is required</p>`);
    expect(html).toContain("1 to fix");
    expect(html).toMatch(new RegExp(`id="${fieldId(["sections", 1])}-body"(?! hidden)`));
    // A section without problems starts closed.
    expect(html).toMatch(new RegExp(`id="${fieldId(["sections", 0])}-body" hidden`));
  });

  it("lists a problem whose field the form does not show at the top of its section, never hiding it", () => {
    const html = render(
      [issue(["sections", 1, "imageUrl"], "Image must be at most 500 characters")].map((each) => ({
        ...each,
        message: "Section 2 (cta): Image must be at most 500 characters",
      })),
    );
    expect(card(html, 1)).toContain("<li>Section 2 (cta): Image must be at most 500 characters</li>");
    // The section's own id (for a problem with the section as a whole) is its summary button.
    expect(html).toMatch(new RegExp(`<button type="button" id="${fieldId(["sections", 1])}" aria-expanded="true"`));
  });

  it("gives every row named move, duplicate and remove buttons, and none when read-only", () => {
    const html = render();
    expect(html).toContain('aria-label="Move up: section 2 (Call to action: Ready?)"');
    expect(html).toContain('aria-label="Move down: section 2 (Call to action: Ready?)"');
    expect(html).toContain('aria-label="Remove: question 1 (Why?)"');
    expect(html).toContain("Add section");
    const readOnly = render([], true);
    expect(readOnly).not.toContain("Move up:");
    expect(readOnly).not.toContain("Add section");
  });
});
