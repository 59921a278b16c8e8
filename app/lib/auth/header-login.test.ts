import { describe, expect, it } from "vitest";
import { headerLogin, pathShowsLogin } from "./header-login";

describe("header login options", () => {
  it("show on /auth and on paths with an /admin or /super-admin segment", () => {
    for (const path of [
      "/auth",
      "/auth/invitation",
      "/admin",
      "/admin/leads/1",
      "/super-admin",
      "/en/ADMIN",
      "/chat",
      "/ai-agent-system",
    ]) {
      expect(pathShowsLogin(path), path).toBe(true);
    }
    for (const path of ["/", "/about", "/authors", "/blog/administrative-costs", "/dashboard", "/blog/chat", "/chatbot"]) {
      expect(pathShowsLogin(path), path).toBe(false);
    }
  });

  it("offer Login when signed out, and the admin entries and Sign out when signed in", () => {
    expect(headerLogin({ pathname: "/about", accessCodeValid: false, role: "super_admin" })).toBeNull();
    expect(headerLogin({ pathname: "/about", accessCodeValid: true, role: null })).toEqual({
      signedIn: false,
      loginHref: "/auth?redirectTo=%2Fabout",
    });
    expect(headerLogin({ pathname: "/auth", accessCodeValid: false, role: null })).toEqual({
      signedIn: false,
      loginHref: "/auth",
    });
    expect(headerLogin({ pathname: "/admin", accessCodeValid: false, role: "admin" })).toEqual({
      signedIn: true,
      entries: [{ label: "Leads", href: "/admin" }],
      signOutAction: "/auth/sign-out",
    });
    expect(headerLogin({ pathname: "/admin", accessCodeValid: false, role: "super_admin" })).toMatchObject({
      entries: [
        { label: "Leads", href: "/admin" },
        { label: "Super Admin", href: "/super-admin" },
      ],
    });
  });
});
