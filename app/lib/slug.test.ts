import { describe, expect, it } from "vitest";
import { isSlug, locationSlug, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases names and joins words with hyphens", () => {
    expect(slugify("Los Angeles")).toBe("los-angeles");
    expect(slugify("New York")).toBe("new-york");
    expect(slugify("  Fort   Worth ")).toBe("fort-worth");
  });

  it("drops punctuation and accents", () => {
    expect(slugify("St. Louis")).toBe("st-louis");
    expect(slugify("Coeur d'Alene")).toBe("coeur-dalene");
    expect(slugify("Cañon City")).toBe("canon-city");
    expect(slugify("Winston-Salem")).toBe("winston-salem");
    expect(slugify("Dual Diagnosis & Detox")).toBe("dual-diagnosis-and-detox");
  });
});

describe("locationSlug", () => {
  it("is city-state, lowercased and hyphenated", () => {
    expect(locationSlug("Los Angeles", "California")).toBe("los-angeles-california");
    expect(locationSlug("New York", "New York")).toBe("new-york-new-york");
  });
});

describe("isSlug", () => {
  it("accepts well-formed slugs only", () => {
    expect(isSlug("san-antonio")).toBe(true);
    expect(isSlug("San-Antonio")).toBe(false);
    expect(isSlug("san--antonio")).toBe(false);
    expect(isSlug("-austin")).toBe(false);
    expect(isSlug("austin'; drop table cities;--")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
