import { describe, expect, it } from "vitest";
import { DAY_RANGE_TEXT, isoDay } from "./day-range";
import { leadAnalyzerQuerySchema } from "./leads/analyzer";

describe("a day in a filter", () => {
  it("is refused outside the years we take, naming them, instead of reaching the database (issue 35 B5)", () => {
    for (const day of ["0001-01-01", "9999-12-31", "1999-12-31", "2101-01-01"]) {
      const result = isoDay.safeParse(day);
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0]?.message, day).toBe(DAY_RANGE_TEXT.outOfRange);
      expect(leadAnalyzerQuerySchema.safeParse({ from: day }).success, `lead analyzer ${day}`).toBe(false);
    }
    for (const day of ["2000-01-01", "2026-03-31", "2100-12-31"]) expect(isoDay.safeParse(day).success, day).toBe(true);
  });
});
