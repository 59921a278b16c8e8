import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { hostileCases } from "~/.server/content/rich-text/hostile-cases";
import { sanitizePageSchema } from "~/.server/content/rich-text/sanitize";
import type { PageSchema } from "~/lib/content/page-schema";
import { pageTrail } from "~/lib/content/page-trail";
import { renderablePart } from "~/lib/content/studio-preview";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { testSite as site } from "../../../../tests/fixtures/site-config";
import { renderPreviewDocument } from "./preview-document.server";

const draft = (sections: unknown[], seo: unknown = { title: "Draft title", description: "Draft description" }) => ({
  seo,
  sections,
});
/** As the preview route does it: what can be read, through the public sanitiser, into the document. */
function render(value: unknown) {
  const part = renderablePart(value);
  const schema = sanitizePageSchema(part.schema as PageSchema);
  const path = "/rehab/preview-test";
  return renderPreviewDocument({
    ...part,
    schema,
    path,
    type: "service",
    site,
    breadcrumbs: pageTrail({ path, type: "service", schema }),
    stylesheet: { inline: "body{margin:0}" },
  });
}
const documentOf = (html: string) => cheerio.load(html);

describe("the preview document", () => {
  it("shows the draft's text with the public page's header, hero and footer, and no script", () => {
    const schema = structuredClone(fixturePage.schema);
    (schema.sections[0] as { title?: string }).title = "Unsaved hero words";
    const html = render(schema);
    const $ = documentOf(html);
    expect($("h1").text()).toBe("Unsaved hero words");
    expect($('header nav[aria-label="Main"]')).toHaveLength(1);
    expect($("footer").text()).toContain("Test Agency");
    expect($("main#main")).toHaveLength(1);
    expect($("script")).toHaveLength(0);
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
    const csp = $('meta[http-equiv="Content-Security-Policy"]').attr("content") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect($("style").first().text()).toBe("body{margin:0}");
  });

  it("sanitises rich text like the public render: nothing hostile reaches the document", () => {
    const html = render(
      draft(
        hostileCases.map((hostile, index) => ({ id: `c${index}`, type: "content", title: hostile.name, content: hostile.html })),
      ),
    );
    const $ = documentOf(html);
    expect($("main").find("script, iframe, object, embed, form, style")).toHaveLength(0);
    for (const element of $("*").toArray()) {
      const { attribs, tagName } = element as unknown as { attribs: Record<string, string>; tagName: string };
      for (const [name, value] of Object.entries(attribs)) {
        expect(name.startsWith("on"), `${tagName} ${name}`).toBe(false);
        if (name === "href" || name === "src") expect(value).not.toMatch(/^\s*(javascript|data):/i);
      }
    }
    expect($("script")).toHaveLength(0);
  });

  it("renders an unknown section type with the fallback, keeping its text", () => {
    const $ = documentOf(
      render(draft([{ id: "old", type: "timeline", title: "From an old editor", content: "<p>Kept text</p>" }])),
    );
    expect($("main").text()).toContain("From an old editor");
    expect($("main").text()).toContain("Kept text");
  });

  it("renders a hero with an empty title, and an empty draft, without throwing", () => {
    const $ = documentOf(render(draft([{ id: "h", type: "hero", title: "" }], { title: "", description: "" })));
    expect($("h1")).toHaveLength(1);
    expect(() => render(draft([]))).not.toThrow();
  });

  it("shows what it can of a broken draft, with a notice naming each problem", () => {
    const broken = {
      seo: { title: "Still here", description: "ok" },
      sections: [
        { id: "good", type: "cta", title: "Readable section" },
        { id: "", type: "faq", title: "Section without an id" },
        "not a section",
      ],
    };
    const part = renderablePart(broken);
    expect(part.schema.sections.map((section) => section.id)).toEqual(["good"]);
    expect(part.skipped).toBe(2);
    const $ = documentOf(render(broken));
    const notice = $('[role="note"]').text();
    expect(notice).toContain("2 sections could not be shown");
    expect(notice).toContain("Section 2 (faq)");
    expect($("main").text()).toContain("Readable section");
    // Not even an object: the frame with a notice, never a failure.
    expect(documentOf(render("nonsense"))('[role="note"]')).toHaveLength(1);
    expect(documentOf(render(draft([{ id: "h", type: "hero", title: "Fine" }])))('[role="note"]')).toHaveLength(0);
  });
});
