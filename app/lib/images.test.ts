import { describe, expect, it } from "vitest";
import {
  defaultVariantWidth,
  FALLBACK_DEFAULT_IMAGE,
  FALLBACK_PEOPLE_IMAGE,
  fallbackImageFor,
  isResizableSource,
  srcsetWidths,
} from "./images";

describe("responsive widths", () => {
  it("offers the spec's widths up to twice the display width", () => {
    expect(srcsetWidths(1200)).toEqual([320, 640, 768, 1024, 1280, 1536, 1920]);
    expect(srcsetWidths(400)).toEqual([320, 640, 768]);
    expect(srcsetWidths(100)).toEqual([320]);
  });

  it("falls back to the smallest width covering the display width", () => {
    expect(defaultVariantWidth(1200)).toBe(1280);
    expect(defaultVariantWidth(640)).toBe(640);
    expect(defaultVariantWidth(4000)).toBe(1920);
  });
});

describe("sources", () => {
  it("resizes only files in the art folder", () => {
    expect(isResizableSource("/art/hero-growth.svg")).toBe(true);
    expect(isResizableSource("/art/../logo.svg")).toBe(false);
    expect(isResizableSource("/logo.svg")).toBe(false);
    expect(isResizableSource("https://example.com/a.jpg")).toBe(false);
  });
});

describe("fallbackImageFor", () => {
  it("picks the people-style fallback for people-related keywords", () => {
    for (const words of ["team", "Our therapist", ["family", "support"], "clinical-staff portrait", "doctor"]) {
      expect(fallbackImageFor(words)).toBe(FALLBACK_PEOPLE_IMAGE);
    }
  });

  it("picks the default fallback otherwise", () => {
    for (const words of ["city skyline", ["growth", "chart"], "", undefined, "teamwork-free zone"]) {
      expect(fallbackImageFor(words)).toBe(FALLBACK_DEFAULT_IMAGE);
    }
  });
});
