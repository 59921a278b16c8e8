import { describe, expect, it } from "vitest";
import { apiTokenAction } from "./api-token-options";
import { auditQuery } from "./audit-filters";
import { accountForm, signInForm, tokenQuery } from "./forms";
import { AUTH_TEXT } from "./text";

/** The schemas the page socket reads the sign-in, account and console forms with. */
describe("auth form schemas", () => {
  it("reads a sign-in field that is absent, too long or sent twice as empty, as the pages always have", () => {
    expect(signInForm.parse({ intent: "password", email: "a@b.example", phone: ["1", "2"], password: "p".repeat(1001) })).toEqual(
      {
        intent: "password",
        email: "a@b.example",
        phone: "",
        password: "",
        redirectTo: "",
      },
    );
  });

  it("refuses a form without a known intent with the spec's message", () => {
    const result = signInForm.safeParse({ email: "a@b.example" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_TEXT.missingFields);
    expect(accountForm.safeParse({ intent: "drop-everything" }).error?.issues[0]?.message).toBe("Unknown action.");
  });

  it("keeps a long signed token of a link", () => {
    expect(tokenQuery.parse({ token: "t".repeat(600) }).token).toHaveLength(600);
  });

  it("takes one scope as a list, and refuses an unknown scope or action with the console's messages", () => {
    expect(apiTokenAction.parse({ intent: "create", name: "CI", scopes: "metrics:read", expiry: "30" })).toEqual({
      intent: "create",
      name: "CI",
      scopes: ["metrics:read"],
      expiry: "30",
    });
    const noScope = apiTokenAction.safeParse({ intent: "create", name: "CI", expiry: "30" });
    expect(noScope.error?.issues[0]?.message).toBe("Choose at least one scope.");
    const unknown = apiTokenAction.safeParse({ intent: "create", name: "x", scopes: "admin:everything", expiry: "30" });
    expect(unknown.error?.issues[0]?.message).toBe("Scopes must be from: metrics:read.");
    expect(apiTokenAction.safeParse({ intent: "drop" }).error?.issues[0]?.message).toBe("Unknown action.");
  });

  it("reads the audit filters from the query, the first of a repeated name, and names what it dropped", () => {
    const { filters, problems } = auditQuery.parse({ actor: ["boss", "other"], from: "2026-02-01", to: "2026-01-01", page: "x" });
    expect(filters).toMatchObject({ actor: "boss", from: "2026-02-01", to: undefined, page: 1 });
    expect(problems).toEqual(["The page must be a whole number from 1.", "The from date must not be after the to date."]);
  });
});
