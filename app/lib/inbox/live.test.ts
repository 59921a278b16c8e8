import { describe, expect, it } from "vitest";
import { CALENDAR_TOKEN_PATTERN, safeWebUrl, savedViewActionSchema, telHref } from "./live";

describe("the live inbox's inputs", () => {
  it("links only web addresses; javascript:, data: and text stay text", () => {
    expect(safeWebUrl("https://agency.example/contact?utm_source=google")).toBe(
      "https://agency.example/contact?utm_source=google",
    );
    expect(safeWebUrl("http://agency.example/")).toBe("http://agency.example/");
    expect(safeWebUrl("javascript:alert(1)")).toBeNull();
    expect(safeWebUrl("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(safeWebUrl("/contact")).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });

  it("dials a phone number as typed, by its digits and a leading +", () => {
    expect(telHref("(561) 555-0142")).toBe("tel:5615550142");
    expect(telHref("+1 561 555 0142 ext+9")).toBe("tel:+156155501429");
    expect(telHref("call me")).toBeNull();
    expect(telHref("12")).toBeNull();
  });

  it("validates a saved view's name and sharing choice", () => {
    const parse = (fields: Record<string, string>) => savedViewActionSchema.safeParse({ intent: "save-view", ...fields });
    expect(parse({ name: "  New from Google  ", query: "status=new" }).data).toEqual({
      intent: "save-view",
      name: "New from Google",
      query: "status=new",
      shared: false,
    });
    expect(parse({ name: "Team", shared: "on" }).data).toMatchObject({ shared: true });
    expect(parse({ name: "" }).error?.issues[0]?.message).toBe("Name the view.");
    expect(parse({ name: "x".repeat(61) }).error?.issues[0]?.message).toBe("A view's name can be at most 60 characters.");
    expect(parse({ name: "a\u0000b" }).error?.issues[0]?.message).toBe("A view's name cannot contain control characters.");
    expect(parse({ name: "ok", shared: "maybe" }).success).toBe(false);
    expect(savedViewActionSchema.safeParse({ intent: "delete-view", viewId: "1 or 1=1" }).error?.issues[0]?.message).toBe(
      "Unknown view.",
    );
  });

  it("knows a calendar token by its shape", () => {
    expect(CALENDAR_TOKEN_PATTERN.test("A".repeat(43))).toBe(true);
    expect(CALENDAR_TOKEN_PATTERN.test("A".repeat(42))).toBe(false);
    expect(CALENDAR_TOKEN_PATTERN.test(`${"A".repeat(40)}../`)).toBe(false);
  });
});
