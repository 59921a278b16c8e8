import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { blogArticles } from "~/content/blog-articles";
import { cityServiceArticles } from "~/content/city-service-articles";
import { seedPages } from "~/content/pages";
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from "~/lib/content/rich-text";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { hostileCases } from "./hostile-cases";
import { richTextForDisplay, safeHref, sanitizePageSchema, sanitizeRichText } from "./sanitize";

/**
 * What a browser would make of `html` inside a page: parsed as a whole
 * document by parse5 (cheerio's HTML parser, the HTML standard's algorithm,
 * scripting on), so `<body onload>` lands on the body and `<!-->` ends a
 * comment as it does in Chromium. Returns everything that could run script,
 * load a document or send a visitor off-site; empty means inert.
 */
const FORBIDDEN =
  "script, style, iframe, frame, object, embed, form, input, button, textarea, meta, base, link, svg, math, template";
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "data", "xlink:href", "poster", "background"];
const SITE = new URL("https://site.example/page/");

function unsafeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return true;
  }
  if (!["http:", "https:", "mailto:", "tel:"].includes(url.protocol)) return true;
  // Without a scheme of its own the link must stay on the site (catches //evil and /\evil).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser skips leading controls before a scheme.
  const explicitScheme = /^[\u0000-\u0020]*[a-z][a-z0-9+.-]*:/i.test(value.replace(/[\t\n\r]/g, ""));
  return !explicitScheme && url.origin !== SITE.origin;
}

function findExecutable(html: string): string[] {
  const $ = cheerio.load(`<!doctype html><html><head></head><body><div id="prose">${html}</div></body></html>`);
  const found: string[] = [];
  $(FORBIDDEN).each((_, element) => {
    found.push(`<${element.tagName}>`);
  });
  for (const element of $("*").toArray()) {
    if (!("attribs" in element)) continue;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) found.push(`${element.tagName}[${name}]`);
      if (name === "style" || name === "srcdoc") found.push(`${element.tagName}[${name}]`);
      if (URL_ATTRIBUTES.includes(name) && unsafeUrl(value)) found.push(`${element.tagName}[${name}=${value}]`);
    }
  }
  return found;
}

/** Elements and attributes of a fragment outside the allow-list. */
function outsideAllowList(html: string): string[] {
  const $ = cheerio.load(html, null, false);
  const allowedAttributes: Record<string, readonly string[]> = RICH_TEXT_ATTRIBUTES;
  const found: string[] = [];
  for (const element of $("*").toArray()) {
    if (!("attribs" in element)) continue;
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(element.tagName)) found.push(`<${element.tagName}>`);
    for (const name of Object.keys(element.attribs)) {
      if (!allowedAttributes[element.tagName]?.includes(name)) found.push(`${element.tagName}[${name}]`);
    }
  }
  return found;
}

describe("hostile rich text", () => {
  it("has at least 30 cases, each live in a browser when not sanitised", () => {
    expect(hostileCases.length).toBeGreaterThanOrEqual(30);
    // Guards the check below: a case the check cannot see in the raw input would prove nothing.
    const duds = hostileCases.filter((hostile) => findExecutable(hostile.html).length === 0).map((hostile) => hostile.name);
    expect(duds).toEqual([]);
  });

  it.each(hostileCases)("$category: $name comes out inert, inside the allow-list and stable", ({ html }) => {
    const clean = sanitizeRichText(html);
    expect(findExecutable(clean)).toEqual([]);
    expect(outsideAllowList(clean)).toEqual([]);
    // The payloads' URLs appear only in attributes: none may survive, even as text.
    expect(clean).not.toMatch(/javascript|vbscript|data:|evil\.example/i);
    // The render-time pass sees stored, already sanitised HTML: it must not change it again.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it("all of them in one document come out inert and stable (one case's broken markup must not unsettle the next)", () => {
    const clean = sanitizeRichText(hostileCases.map((hostile) => hostile.html).join("\n"));
    expect(findExecutable(clean)).toEqual([]);
    expect(outsideAllowList(clean)).toEqual([]);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it("keeps the readable text of hostile input that had some", () => {
    expect(sanitizeRichText(hostileCases[0]!.html)).toBe("<p>Before</p><p>After</p>");
    expect(sanitizeRichText('<a href="javascript:alert(1)">Click</a>')).toBe("Click");
    expect(sanitizeRichText('<p onmouseover="x()" style="color:red" class="big">Hover me</p>')).toBe("<p>Hover me</p>");
    expect(sanitizeRichText('<base href="//evil.example/"><a href="/contact">Contact</a>')).toBe(
      '<a href="/contact">Contact</a>',
    );
  });
});

describe("the site's own rich text", () => {
  const seedHtml = [
    ...seedPages.flatMap((page) =>
      page.schema.sections.flatMap((section) => (section.content ? [[`${page.path}#${section.id}`, section.content]] : [])),
    ),
    ...blogArticles.map((article) => [`blog/${article.slug}`, article.content]),
    ...cityServiceArticles.map((article) => [`${article.serviceType}/${article.state}/${article.city}`, article.content]),
    ...fixturePage.schema.sections.flatMap((section) => (section.content ? [[`fixture#${section.id}`, section.content]] : [])),
  ] as [string, string][];

  it("passes through unchanged: every content section of the seed pages, blog and city service articles", () => {
    expect(seedHtml.length).toBeGreaterThan(60);
    const changed = seedHtml.filter(([, html]) => sanitizeRichText(html) !== html).map(([where]) => where);
    expect(changed).toEqual([]);
  });

  it("keeps what the editor offers: headings, paragraphs, lists, links, emphasis and quotes", () => {
    const html =
      "<h2>Two</h2><h3>Three</h3><h4>Four</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i><br />f</p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote>" +
      '<p><a href="/contact">here</a> <a href="#faq">faq</a> <a href="?page=2">next</a> <a href="https://example.com/a?b=1&amp;c=2" title="Example">there</a> ' +
      '<a href="mailto:hello@example.com">mail</a> <a href="tel:+15551234567">call</a> <a href="http://example.com" rel="nofollow sponsored">ad</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("turns h1 into h2 (a page has one h1, its hero's) and h5/h6 into h4, dropping their attributes", () => {
    expect(sanitizeRichText('<h1 id="x">Title</h1><h5>Five</h5><h6 class="y">Six</h6>')).toBe(
      "<h2>Title</h2><h4>Five</h4><h4>Six</h4>",
    );
  });

  it("drops tags outside the list but keeps their text", () => {
    expect(sanitizeRichText("<div><span>a</span> <code>b</code><hr><u>c</u></div><img src=/x.png alt=pic>")).toBe("a bc");
  });

  it("gives every new-tab link rel noopener noreferrer, keeping only known rel tokens", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_BLANK" rel="author opener NoFollow">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/contact" target="evil-frame" rel="me">x</a>')).toBe('<a href="/contact">x</a>');
  });
});

describe("safeHref", () => {
  it.each([
    ["/contact", "/contact"],
    ["  /contact\n", "/contact"],
    ["#faq", "#faq"],
    ["?q=1", "?q=1"],
    ["https://example.com/x", "https://example.com/x"],
    ["HTTP://example.com", "HTTP://example.com"],
    ["mailto:a@example.com", "mailto:a@example.com"],
    ["tel:+1555", "tel:+1555"],
  ])("keeps %j", (raw, kept) => {
    expect(safeHref(raw)).toBe(kept);
  });

  it.each([
    "javascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "file:///etc/passwd",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "www.example.com",
    "contact",
    "",
    "   ",
  ])("refuses %j", (raw) => {
    expect(safeHref(raw)).toBeNull();
  });
});

describe("sanitizePageSchema", () => {
  it("removes link and image URLs safeHref refuses, keeping site paths and web URLs", () => {
    const schema = {
      ...fixturePage.schema,
      seo: { ...fixturePage.schema.seo, canonicalUrl: "javascript:x()", ogImage: "https://cdn.example.com/og.png" },
      sections: [
        {
          id: "h",
          type: "hero",
          title: "Hero",
          ctaText: "Go",
          ctaUrl: "javascript:x()",
          imageUrl: "data:image/svg+xml,<svg onload=x()>",
        },
        {
          id: "f",
          type: "features",
          items: [
            { id: "a", title: "A", link: "//evil.example", imageUrl: "/images/art/a.svg" },
            { id: "b", title: "B", link: " /contact ", imageUrl: "vbscript:x" },
          ],
        },
      ],
    };
    const clean = sanitizePageSchema(schema);
    expect(clean.seo).toEqual({ ...fixturePage.schema.seo, ogImage: "https://cdn.example.com/og.png" });
    expect(clean.sections).toEqual([
      { id: "h", type: "hero", title: "Hero", ctaText: "Go" },
      {
        id: "f",
        type: "features",
        items: [
          { id: "a", title: "A", imageUrl: "/images/art/a.svg" },
          { id: "b", title: "B", link: "/contact" },
        ],
      },
    ]);
  });

  it("leaves every seed page as it is", () => {
    for (const page of [...seedPages, fixturePage]) expect(sanitizePageSchema(page.schema), page.path).toEqual(page.schema);
  });

  it("sanitises the content of every section, unknown types included, and leaves the rest alone", () => {
    const schema = {
      ...fixturePage.schema,
      sections: [
        { id: "a", type: "content", title: "<b>kept as text</b>", content: '<p onclick="x()">One</p><script>x()</script>' },
        { id: "b", type: "carousel", content: '<a href="javascript:x()">Two</a>' },
        { id: "c", type: "hero", title: "Three" },
      ],
    };
    expect(sanitizePageSchema(schema).sections).toEqual([
      { id: "a", type: "content", title: "<b>kept as text</b>", content: "<p>One</p>" },
      { id: "b", type: "carousel", content: "Two" },
      { id: "c", type: "hero", title: "Three" },
    ]);
  });
});

describe("the unsourced-claim mark (issue 24 item 3)", () => {
  it("keeps <mark data-unsourced> with a known kind, and nothing else new", () => {
    const kept =
      '<p>About <mark data-unsourced="number">12,000</mark> people and <mark data-unsourced="claim">the best</mark>.</p>';
    expect(sanitizeRichText(kept)).toBe(kept);
    // Other attributes on it go; a mark of another kind, or none, loses its tag and keeps its text; output is stable.
    const hostile =
      '<p><mark>plain</mark> <mark data-unsourced="evil">odd</mark> <mark data-unsourced="number" class="x" onclick="y()" style="z">9</mark> <span data-unsourced="number">s</span></p>';
    const once = sanitizeRichText(hostile);
    expect(once).toBe('<p>plain odd <mark data-unsourced="number">9</mark> s</p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe("rich text for a public page", () => {
  it("serves a media-library image through the responsive image route, keeping its alt and sizes (issue 35 B3)", () => {
    const key = "0123456789abcdef0123456789abcdef";
    const html = richTextForDisplay(`<p>Hi</p><img src="/media/${key}.jpg" alt="A lake" width="1200" height="800">`);
    expect(html).toContain(`src="/images/media/${key}.jpg?w=768"`);
    expect(html).toContain(`srcset="/images/media/${key}.jpg?w=320 320w, /images/media/${key}.jpg?w=640 640w,`);
    expect(html).toContain(`/images/media/${key}.jpg?w=1536 1536w"`);
    expect(html).toMatch(/alt="A lake" width="1200" height="800"/);
    expect(html).toContain('loading="lazy"');
    // What is not a library image never gets there: the sanitiser took it out first.
    expect(richTextForDisplay('<img src="https://evil.example/x.jpg" onerror="alert(1)">')).not.toContain("evil");
  });
});
