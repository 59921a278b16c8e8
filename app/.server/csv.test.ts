import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

/** What the probe put in leads and URLs (issue 20 C13), and what a spreadsheet must see. */
describe("csvCell", () => {
  it("quotes every text cell, so a semicolon cannot split one into a formula cell", () => {
    expect(csvCell("Eve;=cmd|' /C calc'!A0")).toBe(`"Eve;=cmd|' /C calc'!A0"`);
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
  });

  it("defuses a formula opener after the spaces and control characters a spreadsheet skips", () => {
    for (const value of [" =1+1", "\u0000 =1+1", "\u00a0=SUM(A1)", "\t=1", "\r\n+1", "\u200b@A1", "-2+3", "|cmd"]) {
      expect(csvCell(value), JSON.stringify(value)).toMatch(/^"'/);
    }
    expect(csvCell("Clinic = good")).toBe('"Clinic = good"');
  });

  it("leaves numbers we computed bare and empty values empty", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvRow(["a", 1, null])).toBe('"a",1,\r\n');
  });
});
