import { describe, expect, it } from "vitest";
import { allowsTagManager, isUntrackedPath, routeTemplate } from "./paths";

describe("analytics paths", () => {
  it("never counts private areas, /auth, the API or the sitemaps", () => {
    for (const path of [
      "/admin",
      "/admin/analytics",
      "/super-admin/tokens",
      "/en/dashboard",
      "/client-dashboard",
      "/auth",
      "/auth/two-factor",
      "/api/events",
      "/sitemap.xml",
      "/sitemaps/pages.xml",
    ]) {
      expect(isUntrackedPath(path), path).toBe(true);
    }
    for (const path of ["/", "/about", "/blog/administrative-costs-of-detox", "/rehab-marketing/texas/austin", "/contact"]) {
      expect(isUntrackedPath(path), path).toBe(false);
    }
  });

  it("loads a tag manager on public content pages only: never on lead-form, chat, analyzer or private pages", () => {
    for (const path of [
      "/contact",
      "/schedule-session",
      "/chat",
      "/ai-agent-system",
      "/website-crawler",
      "/client-ingestion",
      "/client-ingestion/123",
      "/admin",
      "/auth",
      "/Contact/",
    ]) {
      expect(allowsTagManager(path), path).toBe(false);
    }
    for (const path of ["/", "/about", "/services", "/rehab-marketing/texas/austin", "/blog/some-article", "/contact-us-guide"]) {
      expect(allowsTagManager(path), path).toBe(true);
    }
  });

  it("names route templates from the matched route", () => {
    expect(
      routeTemplate("/rehab-marketing/texas/austin", "city-service/rehab-marketing", { state: "texas", city: "austin" }),
    ).toBe("/{service}/{state}/{city}");
    expect(routeTemplate("/locations/texas/austin", "routes/locations-city", { state: "texas", city: "austin" })).toBe(
      "/locations/{state}/{city}",
    );
    expect(routeTemplate("/blog/a-post", "routes/blog-article", { slug: "a-post" })).toBe("/blog/{slug}");
    expect(routeTemplate("/about", "routes/about", {})).toBe("/about");
    expect(routeTemplate("/some-schema-page", "routes/schema-page", { "*": "some-schema-page" })).toBe("/some-schema-page");
    expect(routeTemplate("/missing", "routes/schema-page", { "*": "missing" }, 404)).toBe("404");
  });
});
