import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DraftSeo, StudioIssue } from "~/lib/content/studio";
import { fieldId } from "~/lib/content/studio-fields";
import { capTitle } from "~/lib/meta";
import { SeoPanel } from "./seo-panel";

const longTitle = "Rehab Marketing That Fills Beds: SEO, PPC and Admissions Support for Treatment Centers";

function render(seo: DraftSeo, issues: StudioIssue[] = []) {
  return renderToString(
    <SeoPanel
      seo={seo}
      onChange={() => {}}
      path="/rehab/marketing"
      publicUrl="https://agency.example"
      siteSeo={[{ path: "/rehab/seo", title: "Rehab SEO", description: "Search for treatment centers." }]}
      issues={issues}
    />,
  );
}

const readable = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

describe("SeoPanel", () => {
  it("shows the title as it will be cut, in the field's hint and in both previews", () => {
    const html = readable(render({ title: longTitle, description: "" }));
    const cut = capTitle(longTitle);
    expect(html).toContain(`of 60 characters`);
    expect(html.split(cut).length - 1).toBeGreaterThanOrEqual(3);
    expect(html).toContain("agency.example › rehab › marketing");
    expect(html).toContain("The page has no description");
  });

  it("warns of a title another page uses, and shows errors from the check per field", () => {
    const html = readable(
      render({ title: "Rehab SEO", description: "x" }, [
        { path: ["seo", "description"], where: "SEO", field: "Description", problem: "Description is required", message: "" },
      ]),
    );
    expect(html).toContain("Warning: /rehab/seo has the same title.");
    const id = fieldId(["seo", "description"]);
    expect(html).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="${id}-error ${id}-hint"`));
    expect(html).toContain("Description is required");
    const og = fieldId(["seo", "ogImage"]);
    const withImageIssue = render({ title: "T", description: "D" }, [
      { path: ["seo", "ogImage"], where: "SEO", field: "Open Graph image", problem: "Open Graph image is too long", message: "" },
    ]);
    expect(withImageIssue).toMatch(new RegExp(`<input[^>]*id="${og}"[^>]*aria-invalid="true"`));
    // A field the panel does not show still has its problem on screen.
    const hidden = render({ title: "T", description: "D" }, [
      {
        path: ["seo", "ogType"],
        where: "SEO",
        field: "Open Graph type",
        problem: "too long",
        message: "SEO: Open Graph type is too long",
      },
    ]);
    expect(hidden).toContain("<li>SEO: Open Graph type is too long</li>");
  });

  it("shows the noindex switch, keywords and structured data as stored", () => {
    const html = readable(
      render({ title: "T", description: "D", noindex: true, keywords: ["seo", "ppc"], structuredData: { "@type": "Service" } }),
    );
    expect(html).toMatch(new RegExp(`<input[^>]*id="${fieldId(["seo", "noindex"])}"[^>]*role="switch"[^>]*checked`));
    expect(html).toContain('value="seo, ppc"');
    expect(html).toContain('"@type": "Service"');
  });
});
