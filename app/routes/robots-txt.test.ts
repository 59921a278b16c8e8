import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";

describe("robots.txt", () => {
  const text = robotsTxt("https://agency.example/");
  const robots = robotsParser("https://agency.example/robots.txt", text);
  const allowed = (path: string) => robots.isAllowed(`https://agency.example${path}`, "Googlebot");

  it("names the sitemap index", () => {
    expect(text).toContain("Sitemap: https://agency.example/sitemap.xml");
    expect(robots.getSitemaps()).toEqual(["https://agency.example/sitemap.xml"]);
  });

  it("keeps crawlers out of exactly the private areas", () => {
    for (const path of [
      "/admin",
      "/admin/leads",
      "/en/admin",
      "/x/dashboard/y",
      "/super-admin",
      "/client-dashboard/1",
      "/auth",
      "/api/chat",
      "/debug",
    ]) {
      expect(allowed(path), path).toBe(false);
    }
    for (const path of [
      "/",
      "/administrative-costs",
      "/blog/admin-tips",
      "/authors",
      "/auth/login",
      "/dashboards-guide",
      "/locations/texas/austin",
    ]) {
      expect(allowed(path), path).toBe(true);
    }
  });
});
