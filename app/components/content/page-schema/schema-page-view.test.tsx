import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageSchema } from "~/lib/content/page-schema";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { DefaultIcon, iconFor, iconMap } from "./icons";
import { SchemaPageView } from "./schema-page-view";

function render(schema: PageSchema) {
  return renderToString(
    <MemoryRouter>
      <SchemaPageView type="service" schema={schema} breadcrumbs={[{ label: "Home", href: "/" }, { label: "Page" }]} />
    </MemoryRouter>,
  );
}

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe("schema page renderer", () => {
  it("renders every section type with one h1, and unknown types with the plain fallback", () => {
    const html = render(fixturePage.schema);
    expect(h1Count(html)).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Fixture Search Programme<\/h1>/);
    expect(html).toContain("An unknown section type");
    expect(html).toContain("Shown with the plain fallback.");
    expect(html).toContain('href="/schedule-session"');
    // FAQ answers stay in the HTML while closed.
    expect(html).toContain("The third fixture answer.");
  });

  it("keeps one h1 when a page has two heroes or none", () => {
    const [hero, ...rest] = fixturePage.schema.sections;
    const twoHeroes = render({
      ...fixturePage.schema,
      sections: [hero!, { ...hero!, id: "hero-2", title: "Second hero" }, ...rest],
    });
    expect(h1Count(twoHeroes)).toBe(1);
    expect(twoHeroes).toMatch(/<h2[^>]*>Second hero<\/h2>/);
    const noHero = render({ ...fixturePage.schema, sections: rest });
    expect(h1Count(noHero)).toBe(1);
    expect(noHero).toMatch(/<h1[^>]*>Fixture SEO<\/h1>/);
  });

  it("maps every icon name to an icon and unknown names to the default", () => {
    for (const icon of Object.values(iconMap)) expect(icon).toBeTruthy();
    expect(iconFor("search")).toBe(iconMap.search);
    expect(iconFor("no-such-icon")).toBe(DefaultIcon);
    expect(iconFor("constructor")).toBe(DefaultIcon);
    expect(iconFor(undefined)).toBe(DefaultIcon);
  });
});
