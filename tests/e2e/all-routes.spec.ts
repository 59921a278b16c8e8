import { expect, test } from "@playwright/test";
import { BASE } from "./support/port";
import { cityServices, fixedRoutes, locationExamples, unknownPaths } from "./support/spec-routes";

/**
 * Every route of both specs answers 200 with server-rendered content (read
 * from the HTML the server sends, before any script runs), its own title and
 * its own H1; unknown paths answer 404.
 */

function firstMatch(html: string, pattern: RegExp): string {
  const match = html.match(pattern);
  return (match?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

async function fetchPage(path: string) {
  const response = await fetch(`${BASE}${path}`, { redirect: "manual" });
  const html = await response.text();
  return {
    status: response.status,
    html,
    title: firstMatch(html, /<title>([\s\S]*?)<\/title>/),
    h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
    h1: firstMatch(html, /<h1[^>]*>([\s\S]*?)<\/h1>/),
  };
}

test.describe("every spec route", () => {
  test("answers 200 with its own title and its own H1 in the server HTML", async () => {
    test.setTimeout(120_000);
    const articleLink = (await fetchPage("/blog")).html.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1];
    expect(articleLink, "the blog lists at least one article").toBeTruthy();
    const paths = [
      ...fixedRoutes,
      ...locationExamples,
      ...cityServices.map((service) => `/${service}/california/los-angeles`),
      articleLink as string,
    ];
    const titles = new Map<string, string>();
    const h1s = new Map<string, string>();
    for (const path of paths) {
      const page = await fetchPage(path);
      expect.soft(page.status, path).toBe(200);
      expect.soft(page.h1s, `${path} has exactly one H1`).toBe(1);
      expect.soft(page.h1.length, `${path} H1 has text`).toBeGreaterThan(3);
      expect.soft(page.title.length, `${path} has a title`).toBeGreaterThan(10);
      expect.soft(titles.get(page.title), `${path} shares its title`).toBeUndefined();
      expect.soft(h1s.get(page.h1), `${path} shares its H1`).toBeUndefined();
      titles.set(page.title, path);
      h1s.set(page.h1, path);
    }
  });

  test("unknown paths answer 404 with the Page Not Found page", async () => {
    for (const path of unknownPaths) {
      const page = await fetchPage(path);
      expect.soft(page.status, path).toBe(404);
      expect.soft(page.h1, path).toBe("Page Not Found");
    }
  });
});
