import { describe, expect, it } from "vitest";
import { firstIssue } from "../first-issue";
import { leadActionSchema, leadListQuerySchema, leadListSearch } from "./query";

describe("inbox query parameters", () => {
  it("turns empty fields into defaults", () => {
    expect(leadListQuerySchema.parse({ q: "", status: "", page: "" })).toEqual({ folder: "inbox", sort: "newest", page: 1 });
  });

  it.each([
    [{ status: "archived" }, "status: Unknown pipeline status."],
    [{ formType: "fax" }, "formType: Unknown form type."],
    [{ sort: "random" }, "sort: Unknown sort order."],
    [{ folder: "trash" }, "folder: Unknown folder."],
    [{ page: "0" }, "page: Page must be 1 or more."],
    [{ page: "abc" }, "page: Page must be a number."],
    [{ page: "1.5" }, "page: Page must be a whole number."],
    [{ from: "2026-02-30" }, "from: is not a real date"],
    [{ to: "yesterday" }, "to: must be a date like 2026-03-31"],
    [{ from: "2026-03-05", to: "2026-03-01" }, "to: The start date must be on or before the end date."],
    [{ q: "x".repeat(201) }, "q: Search text can be at most 200 characters."],
  ])("refuses %j with a clear message", (params, message) => {
    const parsed = leadListQuerySchema.safeParse(params);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssue(parsed.error)).toBe(message);
  });

  it("writes links without the defaults", () => {
    const query = leadListQuerySchema.parse({ q: "dana", status: "new", page: "3" });
    expect(leadListSearch(query)).toBe("?q=dana&status=new&page=3");
    expect(leadListSearch(query, { page: 1 })).toBe("?q=dana&status=new");
  });

  it("refuses unknown intents, statuses and oversized notes", () => {
    expect(leadActionSchema.safeParse({ intent: "delete" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "status", status: "archived" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "note", body: "x".repeat(5001) }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "resend", emailId: "1; drop table leads" }).success).toBe(false);
    expect(leadActionSchema.parse({ intent: "note", body: "  called  " })).toEqual({ intent: "note", body: "called" });
  });
});
