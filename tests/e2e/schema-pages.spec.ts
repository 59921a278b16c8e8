import { expect, test } from "@playwright/test";
import { blogArticles } from "~/content/blog-articles";
import { seedPages } from "~/content/pages";
import { capTitle } from "~/lib/meta";
import { fixturePage } from "../fixtures/schema-pages";
import { accordionItem, accordionQuestion, seriousViolations } from "./support/page-helpers";
import { BASE } from "./support/port";

/**
 * Schema-driven pages (the fixture published before the server starts, and
 * every seeded page), the services index, the blog and its articles.
 */

const FIXTURE = fixturePage.path;

/** The JSON-LD objects of an HTML document. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
}

const ofType = (items: Record<string, unknown>[], type: string) => items.filter((item) => item["@type"] === type);

function heroTitle(page: (typeof seedPages)[number]) {
  return page.schema.sections.find((section) => section.type === "hero")?.title ?? "";
}

test.describe("schema pages", () => {
  test("the fixture page is rendered on the server with its H1, title, canonical and JSON-LD", async ({ request }) => {
    const response = await request.get(FIXTURE);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Fixture Search Programme<\/h1>/);
    expect(html).toContain(`<title>${fixturePage.schema.seo.title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}${FIXTURE}"/>`);
    expect(html).toContain('<meta name="keywords" content="fixture, schema test"/>');
    expect(html).toContain('<meta name="geo.region" content="US-TX"/>');
    // Every section type, the unknown-type fallback and the content HTML reach the page.
    for (const text of [
      "Fixture features",
      "Readable on dark",
      "Our VOBs doubled",
      "Shown with the plain fallback.",
      "Ready for the fixture?",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain("<strong>content</strong>");

    const data = jsonLd(html);
    const [breadcrumbs] = ofType(data, "BreadcrumbList");
    expect(breadcrumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: BASE },
      { "@type": "ListItem", position: 2, name: "Services", item: `${BASE}/services` },
      { "@type": "ListItem", position: 3, name: "Fixture SEO", item: `${BASE}${FIXTURE}` },
    ]);
    const [faq] = ofType(data, "FAQPage");
    expect((faq!.mainEntity as { name: string }[]).map((question) => question.name)).toEqual([
      "What is the first fixture question?",
      "What is the second fixture question?",
      "What is the third fixture question?",
    ]);
    expect(ofType(data, "Service")[0]).toMatchObject({
      name: "Fixture SEO",
      areaServed: { "@type": "City", name: "Austin" },
      provider: { name: "Recovery Growth Partners" },
    });
  });

  test("shows the breadcrumb trail, and its FAQ opens one answer at a time", async ({ page }) => {
    await page.goto(FIXTURE);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Services", "Fixture SEO"]);
    await expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");

    // Exclusive <details>: no script involved.
    const first = accordionQuestion(page, "What is the first fixture question?");
    const second = accordionQuestion(page, "What is the second fixture question?");
    await expect(accordionItem(first)).not.toHaveAttribute("open");
    await first.click();
    await expect(accordionItem(first)).toHaveAttribute("open", "");
    await expect(page.getByText("The first fixture answer.")).toBeVisible();
    await second.click();
    await expect(accordionItem(second)).toHaveAttribute("open", "");
    await expect(accordionItem(first)).not.toHaveAttribute("open");
    await expect(page.getByText("The first fixture answer.")).toBeHidden();
    await second.click();
    await expect(accordionItem(second)).not.toHaveAttribute("open");
    await expect(page.getByText("The second fixture answer.")).toBeHidden();
  });

  test("moves other spellings of a page's path to its one address, and answers HEAD", async ({ request }) => {
    for (const variant of [`${FIXTURE}/`, FIXTURE.toUpperCase()]) {
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(301);
      expect(response.headers().location, variant).toBe(FIXTURE);
    }
    expect((await request.head(FIXTURE)).status()).toBe(200);
    expect((await request.head("/e2e-fixture/missing")).status()).toBe(404);
  });

  test("an unknown path is the 404 page, also beside a stored page", async ({ request }) => {
    for (const path of ["/e2e-fixture", "/e2e-fixture/missing", "/rehab/no-such-service"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    }
    expect((await request.post(FIXTURE, { form: { a: "1" } })).status()).toBe(405);
  });

  test("every seeded page answers 200 with its own H1, title and canonical", async ({ request }) => {
    for (const seeded of seedPages) {
      const response = await request.get(seeded.path);
      expect(response.status(), seeded.path).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), seeded.path).toHaveLength(1);
      expect(html, seeded.path).toContain(`<link rel="canonical" href="${BASE}${seeded.path}"/>`);
      expect(html, seeded.path).toContain(`<title>${capTitle(seeded.schema.seo.title).replace(/&/g, "&amp;")}</title>`);
      expect(html, seeded.path).toContain(heroTitle(seeded).replace(/&/g, "&amp;"));
    }
  });
});

test.describe("services index", () => {
  test("links every stored page with its title and description", async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marketing services for treatment centers");
    const main = page.getByRole("main");
    const hrefs = await main.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const path of [FIXTURE, ...seedPages.map((seeded) => seeded.path)]) expect(hrefs, path).toContain(path);
    await expect(main.getByRole("link", { name: fixturePage.schema.seo.title })).toHaveAttribute("href", FIXTURE);
    await expect(main.getByText(fixturePage.schema.seo.description)).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Digital services: SEO, PPC, websites and content" })).toBeVisible();
  });
});

test.describe("blog", () => {
  const newestFirst = [...blogArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const article = newestFirst[0]!;

  test("lists the published articles, newest first, with date and author", async ({ page }) => {
    expect((await page.goto("/blog"))?.status()).toBe(200);
    const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
    // The seed articles lead, newest first; older articles other specs publish (the WordPress import's) follow them.
    await expect(titles.nth(newestFirst.length - 1)).toBeVisible();
    const shown = await titles.allTextContents();
    expect(shown.slice(0, newestFirst.length)).toEqual(newestFirst.map((seeded) => seeded.title));
    const first = page.getByRole("main").getByRole("article").first();
    await expect(first.locator("time")).toHaveAttribute("datetime", new Date(article.publishedAt).toISOString());
    await expect(first).toContainText(article.author);
    await expect(first).toContainText(article.excerpt);
    await first.getByRole("link", { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/blog/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("an article page has its content, Article data, breadcrumbs and calls to action", async ({ request, page }) => {
    const response = await request.get(`/blog/${article.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${BASE}/blog/${article.slug}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="article:published_time" content="${new Date(article.publishedAt).toISOString()}"/>`);
    const data = jsonLd(html);
    expect(ofType(data, "Article")[0]).toMatchObject({
      headline: article.title,
      datePublished: new Date(article.publishedAt).toISOString(),
      dateModified: new Date(article.updatedAt ?? article.publishedAt).toISOString(),
      author: { name: article.author },
    });
    expect((ofType(data, "BreadcrumbList")[0]!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Blog",
      article.title,
    ]);

    await page.goto(`/blog/${article.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Blog",
      article.title,
    ]);
    await expect(main.getByRole("link", { name: /Schedule a Strategy Session/ })).toHaveAttribute("href", "/schedule-session");
    await expect(main.getByRole("link", { name: /See every service/ })).toHaveAttribute("href", "/services");
  });

  test("an unknown article is the 404 page", async ({ request }) => {
    for (const path of ["/blog/no-such-article", "/blog/Not%20A%20Slug"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    }
  });
});

test.describe("accessibility of schema pages, the services index and the blog (axe-core)", () => {
  for (const path of [FIXTURE, "/services", "/blog", `/blog/${blogArticles[0]?.slug}`]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const violations = await seriousViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  }
});
