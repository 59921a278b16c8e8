import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target";

describe("safeRedirectTarget", () => {
  it.each([
    ["/admin/leads?q=x#top", "/admin/leads?q=x#top"],
    ["/super-admin", "/super-admin"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    undefined,
    "",
    "admin",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "/admin\n",
    "/auth",
    "/auth/two-factor",
    42,
  ])("falls back to /admin for %s", (value) => {
    expect(safeRedirectTarget(value)).toBe("/admin");
  });
});
