import { describe, expect, it } from "vitest";
import { islandLoaderScript, islandUrls, speculationRules } from "./islands";
import { hydrateHandle, pageHydrates } from "./page-loading";

describe("pageHydrates", () => {
  it("is true when one matched route asks for hydration, false for content pages", () => {
    expect(pageHydrates([{ handle: undefined }, { handle: { hideFooter: true } }])).toBe(false);
    expect(pageHydrates([{ handle: undefined }, { handle: hydrateHandle }])).toBe(true);
    expect(pageHydrates([])).toBe(false);
  });
});

describe("islands", () => {
  it("inlines the loader without its comments, started with every island's address", () => {
    expect(islandLoaderScript).toContain("export function startIslands(urls)");
    expect(islandLoaderScript).not.toContain("/**");
    expect(islandLoaderScript.trimEnd().endsWith(`startIslands(${JSON.stringify(islandUrls)});`)).toBe(true);
    expect(Object.keys(islandUrls).sort()).toEqual([
      "agent-metrics",
      "analytics",
      "analytics-vitals",
      "chat",
      "chat-window",
      "faq",
      "lead-form",
      "site",
      "tag-manager",
    ]);
  });

  it("prerenders same-site links on hover, never private areas, the API, queries or the form pages", () => {
    const rules = JSON.parse(speculationRules) as {
      prerender: { where: { and: [{ href_matches: string }, { not: { href_matches: string[] } }] }; eagerness: string }[];
      prefetch: { where: { and: [{ href_matches: string[] }] }; eagerness: string }[];
    };
    const [prerender] = rules.prerender;
    expect(prerender?.eagerness).toBe("moderate");
    expect(prerender?.where.and[0].href_matches).toBe("/*");
    const excluded = prerender?.where.and[1].not.href_matches ?? [];
    for (const pattern of ["/api/*", "/auth", "/admin/*", "/*/super-admin/*", "/*\\?*", "/contact", "/schedule-session"]) {
      expect(excluded).toContain(pattern);
    }
    expect(rules.prefetch[0]?.where.and[0].href_matches).toEqual(["/contact", "/schedule-session", "/debug"]);
  });
});
