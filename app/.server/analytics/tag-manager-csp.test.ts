import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../http/security";
import { tagManagerCsp } from "./tag-manager-csp";

describe("tag manager content security policy", () => {
  const base = () => ({ "Content-Security-Policy": contentSecurityPolicy("n0nce", { dev: false, https: true }) });

  it("widens the policy to Google's hosts on allowed pages when an id is set", () => {
    const headers = base();
    tagManagerCsp(headers, "GTM-ABC1234", "/about");
    expect(headers["Content-Security-Policy"]).toMatch(/script-src 'self' 'nonce-n0nce' https:\/\/www\.googletagmanager\.com/);
    expect(headers["Content-Security-Policy"]).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/);
  });

  it("keeps the strict policy without an id, and on lead-form, chat, analyzer and private pages", () => {
    for (const [id, path] of [
      [undefined, "/about"],
      ["GTM-ABC1234", "/contact"],
      ["GTM-ABC1234", "/schedule-session"],
      ["GTM-ABC1234", "/chat"],
      ["GTM-ABC1234", "/website-crawler"],
      ["GTM-ABC1234", "/admin/analytics"],
      ["GTM-ABC1234", "/auth"],
    ] as const) {
      const headers = base();
      tagManagerCsp(headers, id, path);
      expect(headers["Content-Security-Policy"], path).toBe(base()["Content-Security-Policy"]);
    }
  });
});
