import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target";

describe("safeRedirectTarget", () => {
  it.each([
    ["/admin/leads?q=x#top", "/admin/leads?q=x#top"],
    ["/super-admin", "/super-admin"],
    ["/admin/./leads", "/admin/leads"],
    ["/admin/leads/../bookings", "/admin/bookings"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  // Encoded slashes, tabs and backslashes stay inside one path segment of this site: not redirects elsewhere.
  it.each(["/.%2f/evil.example", "/%09/evil.example", "/%5c%5cevil.example"])("keeps %s on this site", (value) => {
    expect(safeRedirectTarget(value).startsWith("//")).toBe(false);
    expect(new URL(safeRedirectTarget(value), "https://agency.example").host).toBe("agency.example");
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
    // Dot segments that collapse into a host (issue 20 C2).
    "/.//evil.example",
    "/.//evil.example/phish",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/././/evil.example",
    "/x/..//evil.example",
    "/\t/evil.example",
    "/.\\evil.example",
    "javascript:alert(1)",
  ])("falls back to /admin for %s", (value) => {
    expect(safeRedirectTarget(value)).toBe("/admin");
  });
});
