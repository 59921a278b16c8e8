import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./private-paths";

describe("isPrivatePath", () => {
  it.each([
    "/admin",
    "/admin/anything",
    "/admin/dashboard",
    "/super-admin",
    "/super-admin/metrics",
    "/dashboard",
    "/client-dashboard",
    "/client-dashboard/reports",
    "/tools/admin",
    "/ADMIN/Leads",
    "/auth",
    "/auth/",
    "/auth/two-factor",
    "/auth/reset-password",
    "/auth/invitation",
    "/AUTH/Verify-Email",
  ])("%s is private", (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([
    "/",
    "/about",
    "/blog/admissions-marketing",
    "/blog/administrative-costs-of-detox",
    "/blog/admin-tips",
    "/dashboards-for-rehab-owners",
    "/authors",
    "/authors/jane",
    "/blog/auth",
    "/contact",
    "/locations/texas",
  ])("%s is public", (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});
