import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { hostileCases } from "~/.server/content/rich-text/hostile-cases";
import { sanitizeRichText } from "~/.server/content/rich-text/sanitize";
import { testSite as site } from "../../../../tests/fixtures/site-config";
import { renderArticlePreviewDocument } from "./article-preview-document.server";

const cityService = {
  service: { slug: "content-marketing", name: "Content Marketing" },
  state: { name: "Texas", abbreviation: "TX", href: "/locations/texas" },
  city: { name: "El Paso", href: "/locations/texas/el-paso" },
  otherLocations: [],
};

/** As the preview API does it: the content through the public sanitiser, then into the document. */
const render = (content: string, kind: "city-service" | "blog" = "city-service") =>
  renderArticlePreviewDocument({
    draft: {
      title: "Draft article title",
      excerpt: "Draft excerpt",
      content: sanitizeRichText(content),
      seo: { title: "", description: "" },
    },
    issues: [],
    place: { kind, path: kind === "blog" ? "/blog/draft" : "/content-marketing/texas/el-paso" },
    cityService: kind === "city-service" ? cityService : null,
    site,
    stylesheet: { inline: "body{margin:0}" },
  });

describe("the article preview document", () => {
  it("shows a city service article in its city page's body, under the page's own heading", () => {
    const $ = cheerio.load(render("<p>Draft body text</p>"));
    expect($("h1").text()).toContain("Content Marketing in El Paso, Texas");
    expect($('[data-testid="service-body"]').text()).toContain("Draft article title");
    expect($('[data-testid="service-body"]').text()).toContain("Draft body text");
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
  });

  it("shows a blog article as the blog renders it", () => {
    const $ = cheerio.load(render("<p>Blog draft text</p>", "blog"));
    expect($("h1").text()).toContain("Draft article title");
    expect($("article").text()).toContain("Blog draft text");
  });

  it("carries no executable content for any hostile input", () => {
    for (const hostile of hostileCases) {
      const $ = cheerio.load(render(hostile.html));
      expect($("script").length, hostile.name).toBe(0);
      const attributes = $("*")
        .toArray()
        .flatMap((element) => Object.entries((element as { attribs?: Record<string, string> }).attribs ?? {}));
      expect(
        attributes.filter(([name, value]) => name.startsWith("on") || /^\s*javascript:/i.test(value)),
        hostile.name,
      ).toEqual([]);
    }
  });
});
