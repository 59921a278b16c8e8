import { describe, expect, it } from "vitest";
import { cityServiceName, cityServicePath, cityServiceSlugs, serviceSlugForTreatment } from "./city-services";

describe("treatment type → service slug", () => {
  it("maps each treatment type of the spec", () => {
    expect(serviceSlugForTreatment("rehab")).toBe("rehab-marketing");
    expect(serviceSlugForTreatment("inpatient")).toBe("inpatient-marketing");
    expect(serviceSlugForTreatment("outpatient")).toBe("outpatient-marketing");
    expect(serviceSlugForTreatment("php")).toBe("php-marketing");
    expect(serviceSlugForTreatment("iop")).toBe("iop-marketing");
    expect(serviceSlugForTreatment("sober-living")).toBe("sober-living-marketing");
    expect(serviceSlugForTreatment("dual-diagnosis")).toBe("dual-diagnosis-marketing");
    expect(serviceSlugForTreatment("detox")).toBe("detox-marketing");
    expect(serviceSlugForTreatment("mental-health")).toBe("mental-health-marketing");
  });

  it("defaults to rehab-marketing and falls back to it for unknown types", () => {
    expect(serviceSlugForTreatment(undefined)).toBe("rehab-marketing");
    expect(serviceSlugForTreatment(null)).toBe("rehab-marketing");
    expect(serviceSlugForTreatment("acupuncture")).toBe("rehab-marketing");
    expect(serviceSlugForTreatment("toString")).toBe("rehab-marketing");
    expect(serviceSlugForTreatment(" IOP ")).toBe("iop-marketing");
  });
});

describe("city service slugs", () => {
  it("answers the seven services and every treatment-type slug the directory links to", () => {
    expect(cityServiceSlugs).toHaveLength(14);
    for (const type of [
      "rehab",
      "inpatient",
      "outpatient",
      "php",
      "iop",
      "sober-living",
      "dual-diagnosis",
      "detox",
      "mental-health",
    ]) {
      expect(cityServiceSlugs).toContain(serviceSlugForTreatment(type));
    }
    expect(new Set(cityServiceSlugs).size).toBe(cityServiceSlugs.length);
  });

  it("names services as the tools spec does", () => {
    expect(cityServiceName("rehab-marketing")).toBe("Rehab Marketing");
    expect(cityServiceName("seo")).toBe("Search Engine Optimization");
    expect(cityServiceName("ppc")).toBe("Pay-Per-Click Advertising");
    expect(cityServiceName("website-design")).toBe("Website Design");
    expect(cityServiceName("lead-generation")).toBe("Lead Generation");
    expect(cityServiceName("iop-marketing")).toBe("IOP Marketing");
    expect(cityServiceName("link-building")).toBeNull();
    expect(cityServiceName("constructor")).toBeNull();
  });

  it("builds the page path", () => {
    expect(cityServicePath("seo", "new-york", "new-york")).toBe("/seo/new-york/new-york");
  });
});
