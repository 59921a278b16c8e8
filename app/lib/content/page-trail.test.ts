import { describe, expect, it } from "vitest";
import { ancestorPaths, labelFromPath, pageTrail } from "./page-trail";

const schema = (breadcrumb?: string) => ({ breadcrumb });

describe("schema page trails", () => {
  it("makes labels from paths, with acronyms", () => {
    expect(labelFromPath("/rehab/seo")).toBe("Rehab SEO");
    expect(labelFromPath("/services/inpatient-treatment")).toBe("Inpatient Treatment");
    expect(labelFromPath("/php-marketing")).toBe("PHP Marketing");
  });

  it("lists the ancestors of a path", () => {
    expect(ancestorPaths("/a/b/c")).toEqual(["/a", "/a/b"]);
    expect(ancestorPaths("/a")).toEqual([]);
  });

  it("goes Home › Services › page, with ancestors that are pages in between", () => {
    expect(pageTrail({ path: "/rehab/seo", type: "service", schema: schema("Rehab SEO") })).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Rehab SEO" },
    ]);
    expect(
      pageTrail({ path: "/services/sober-living", type: "service", schema: schema() }, [
        { path: "/services", label: "Services" },
      ]).map((item) => item.label),
    ).toEqual(["Home", "Services", "Sober Living"]);
    expect(
      pageTrail({ path: "/guides/opening/licensing", type: "blog", schema: schema("Licensing") }, [
        { path: "/guides/opening", label: "Opening a Center" },
      ]),
    ).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "Opening a Center", href: "/guides/opening" },
      { label: "Licensing" },
    ]);
    expect(pageTrail({ path: "/texas/outreach", type: "location", schema: schema("Texas") })[1]).toEqual({
      label: "Locations",
      href: "/locations",
    });
  });
});
