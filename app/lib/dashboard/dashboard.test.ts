import { describe, expect, it } from "vitest";
import { parseNumberSetting } from "../content/gates";
import { numberSettingByKey } from "../settings-registry";
import { analysesListSchema, dashboardDaySchema, responseTargetSetting, weekChange } from "./dashboard";

describe("the staff dashboard's setting and parameters", () => {
  it("lists the response target on the settings screen: 60 minutes by default, 1 to 10080", () => {
    expect(numberSettingByKey("dashboard.lead_response_target_minutes")).toBe(responseTargetSetting);
    expect(responseTargetSetting.fallback).toBe(60);
    expect(parseNumberSetting(responseTargetSetting, "1")).toEqual({ ok: true, value: 1 });
    expect(parseNumberSetting(responseTargetSetting, "10080")).toEqual({ ok: true, value: 10_080 });
  });

  it.each(["0", "-15", "100000", "10081", "an hour", "60.5", "", "6e1"])("refuses a target of %j", (raw) => {
    expect(parseNumberSetting(responseTargetSetting, raw)).toEqual({
      ok: false,
      message: "Enter a whole number from 1 to 10080.",
    });
  });

  it("takes real days and instant ranges of at most 366 days, not backwards", () => {
    expect(dashboardDaySchema.safeParse("2026-03-10").success).toBe(true);
    for (const bad of ["2026-02-30", "2026-3-1", "tomorrow", "1999-12-31"])
      expect(dashboardDaySchema.safeParse(bad).success).toBe(false);
    expect(analysesListSchema.safeParse({ since: "2026-03-01T00:00:00Z", before: "2026-03-10T00:00:00.000Z" }).success).toBe(
      true,
    );
    expect(analysesListSchema.safeParse({ since: "2026-03-10T00:00:00Z", before: "2026-03-01T00:00:00Z" }).success).toBe(false);
    expect(analysesListSchema.safeParse({ since: "2016-03-10T00:00:00Z", before: "2026-03-01T00:00:00Z" }).success).toBe(false);
  });

  it("says how a week changed", () => {
    expect(weekChange(12, 10)).toBe("+20%");
    expect(weekChange(5, 10)).toBe("-50%");
    expect(weekChange(3, 0)).toBe("new");
    expect(weekChange(0, 0)).toBe("no change");
  });
});
