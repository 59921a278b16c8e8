import { describe, expect, it } from "vitest";
import { desktopMenu, isMenuItemActive, mobileMenu } from "./nav";

describe("isMenuItemActive", () => {
  it("marks Home active only on exactly /", () => {
    expect(isMenuItemActive("/", "/")).toBe(true);
    expect(isMenuItemActive("/", "/about")).toBe(false);
    expect(isMenuItemActive("/", "/blog/post")).toBe(false);
  });

  it("marks an item active on its path and every path below it", () => {
    expect(isMenuItemActive("/blog", "/blog")).toBe(true);
    expect(isMenuItemActive("/blog", "/blog/")).toBe(true);
    expect(isMenuItemActive("/blog", "/blog/seo-for-detox-centers")).toBe(true);
    expect(isMenuItemActive("/locations", "/locations/texas/austin")).toBe(true);
    expect(isMenuItemActive("/Services", "/services/sober-living")).toBe(true);
  });

  it("does not mark an item active on other paths or on siblings sharing a prefix", () => {
    expect(isMenuItemActive("/blog", "/about")).toBe(false);
    expect(isMenuItemActive("/blog", "/blogroll")).toBe(false);
    expect(isMenuItemActive("/services", "/")).toBe(false);
  });

  it("highlights exactly one desktop item on a nested page", () => {
    const active = desktopMenu.filter((item) => isMenuItemActive(item.to, "/case-studies/detox"));
    expect(active.map((item) => item.label)).toEqual(["Case Studies"]);
  });
});

describe("menus", () => {
  it("match the spec's entries", () => {
    expect(desktopMenu.map((item) => item.label)).toEqual(["Home", "Services", "Locations", "Case Studies", "Blog", "About"]);
    expect(mobileMenu.map((item) => item.label)).toEqual(["Home", "Services", "Blog", "About", "Contact"]);
  });
});
