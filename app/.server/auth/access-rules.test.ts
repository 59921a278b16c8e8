import { describe, expect, it } from "vitest";
import { isPrivatePath } from "~/lib/private-paths";
import routes from "../../routes";
import { ACCESS_RULES, accessRuleFor, neededFor } from "./access-rules";

/** Every route's URL pattern, nested layouts flattened. */
function routePaths(entries: readonly { path?: string; children?: unknown[] }[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [path, ...routePaths((entry.children ?? []) as never, entry.path ? path : parent)];
  });
}

describe("the access table", () => {
  it("covers every back-office page and every API route in app/routes.ts", () => {
    const uncovered = routePaths(routes as never).filter((path) => {
      const needsEntry =
        isPrivatePath(path) || path.startsWith("/api/") || ACCESS_RULES.some((rule) => path.startsWith(rule.prefix));
      return needsEntry && !accessRuleFor(path) && path !== "/auth" && !path.startsWith("/auth/");
    });
    expect(uncovered, "add these routes' prefixes to ACCESS_RULES in app/.server/auth/access-rules.ts").toEqual([]);
  });

  it.each([
    ["/admin", "admin"],
    ["/ADMIN/Leads/123", "admin"],
    ["/admin/", "admin"],
    ["/admin.data", "admin"],
    ["/super-admin/users", "super_admin"],
    ["/dashboard", "admin"],
    ["/client-dashboard/x", "client"],
    ["/content-view/42", "admin"],
    ["/chat", "admin"],
    ["/api/admin/leads.csv", "admin"],
    ["/api/super-admin/tokens", "super_admin"],
    ["/api/agent-metrics", "super_admin"],
  ])("%s needs %s", (path, need) => {
    const rule = accessRuleFor(path);
    expect(rule && neededFor(rule, "GET")).toBe(need);
  });

  it.each([
    "/",
    "/administrative-costs",
    "/blog/admin-tips",
    "/chatbots",
    "/auth",
    "/website-crawler",
    "/client-ingestion",
    "/api/leads",
  ])("%s is public", (path) => {
    const rule = accessRuleFor(path);
    expect(rule === null || neededFor(rule, "GET") === "public").toBe(true);
  });

  it("lets the site's widgets post metrics while reading them needs a super admin", () => {
    const rule = accessRuleFor("/api/agent-metrics")!;
    expect(neededFor(rule, "POST")).toBe("public");
    expect(neededFor(rule, "GET")).toBe("super_admin");
    expect(rule.tokenScope).toBe("metrics:read");
  });
});
