import { describe, expect, it } from "vitest";
import { NUMBER_SETTINGS, numberSettingByKey } from "../settings-registry";
import { GATE_NUMBER_SETTINGS, minWordsSetting, parseNumberSetting, uniqueMaxShareSetting } from "./gates";

describe("gate thresholds as super-admin settings", () => {
  it("accepts whole numbers within the bounds, as a form posts them", () => {
    expect(parseNumberSetting(uniqueMaxShareSetting, "5")).toEqual({ ok: true, value: 5 });
    expect(parseNumberSetting(uniqueMaxShareSetting, " 95 ")).toEqual({ ok: true, value: 95 });
    expect(parseNumberSetting(minWordsSetting, "10000")).toEqual({ ok: true, value: 10_000 });
  });

  it.each(["4", "96", "-1", "40.5", "4e1", "0x28", "", "forty", "40%", "1".repeat(12)])("refuses %j with the bounds", (raw) => {
    expect(parseNumberSetting(uniqueMaxShareSetting, raw)).toEqual({ ok: false, message: "Enter a whole number from 5 to 95." });
  });

  it("refuses what is not a string", () => {
    expect(parseNumberSetting(uniqueMaxShareSetting, 40).ok).toBe(false);
    expect(parseNumberSetting(uniqueMaxShareSetting, undefined).ok).toBe(false);
  });

  it("lists every threshold on the settings screen, each default within its bounds", () => {
    for (const setting of GATE_NUMBER_SETTINGS) {
      expect(numberSettingByKey(setting.key)).toBe(setting);
      expect(setting.schema.safeParse(setting.fallback).success).toBe(true);
    }
    // Other tools list theirs too (the dashboard's response target, issue 25 item 5).
    expect(NUMBER_SETTINGS.filter((setting) => setting.key.startsWith("content_gates."))).toHaveLength(4);
    expect(numberSettingByKey("content_gates.nope")).toBeUndefined();
  });
});
