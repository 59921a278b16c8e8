import { describe, expect, it } from "vitest";
import { previousRange, resolveLeadRange } from "~/lib/leads/analyzer";
import { touchShares } from "./credit";

const lead = new Date("2026-03-10T12:00:00Z");
const visitsAt = (...hoursBefore: number[]) =>
  hoursBefore.map((hours) => ({ startedAt: new Date(lead.getTime() - hours * 3_600_000) }));

describe("touch shares", () => {
  it("gives one touch 100% and two touches 50/50 under U-shaped", () => {
    expect(touchShares(visitsAt(1), lead, "uShaped")).toEqual([1]);
    expect(touchShares(visitsAt(2, 1), lead, "uShaped")).toEqual([0.5, 0.5]);
    expect(touchShares(visitsAt(3, 2, 1), lead, "uShaped")).toEqual([0.4, 0.2, 0.4]);
    expect(touchShares(visitsAt(4, 3, 2, 1), lead, "uShaped")).toEqual([0.4, 0.1, 0.1, 0.4]);
  });

  it("splits first, last and linear as named, and nothing for no touch", () => {
    expect(touchShares(visitsAt(3, 2, 1), lead, "first")).toEqual([1, 0, 0]);
    expect(touchShares(visitsAt(3, 2, 1), lead, "last")).toEqual([0, 0, 1]);
    expect(touchShares(visitsAt(2, 1), lead, "linear")).toEqual([0.5, 0.5]);
    expect(touchShares([], lead, "linear")).toEqual([]);
  });

  it("halves a touch's weight every 7 days before the lead under time decay", () => {
    const [old, recent] = touchShares(visitsAt(7 * 24, 0), lead, "timeDecay");
    expect(old).toBeCloseTo(1 / 3, 10);
    expect(recent).toBeCloseTo(2 / 3, 10);
  });
});

describe("the analyzer's range", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("defaults to the last 30 agency days and refuses backwards or overlong ranges with a clear message", () => {
    expect(resolveLeadRange({}, now, "America/New_York")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(resolveLeadRange({ from: "2026-03-10", to: "2026-03-01" }, now, "UTC")).toEqual({
      error: "The start date (2026-03-10) is after the end date (2026-03-01).",
    });
    expect(resolveLeadRange({ from: "2016-01-01", to: "2026-01-01" }, now, "UTC")).toEqual({
      error: "A range can be at most 366 days; this one has 3654.",
    });
    expect(resolveLeadRange({ from: "2024-01-01", to: "2024-12-31" }, now, "UTC")).toEqual({
      from: "2024-01-01",
      to: "2024-12-31",
    });
  });

  it("compares with the range of equal length just before", () => {
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
  });
});

describe("the attribution CSV", () => {
  it("writes a campaign named as a formula as text, and credits as bare numbers", async () => {
    const { attributionCsv } = await import("./csv");
    const row = { key: "=cmd|' /C calc'!A0", touches: 1, first: 1, last: 1, linear: 1, uShaped: 1, timeDecay: 1 };
    const dimensions = { channel: [], campaign: [row], landingPage: [], content: [] };
    const csv = attributionCsv(
      {
        range: { from: "2026-03-01", to: "2026-03-31" },
        totals: { leads: { leads: 1, unknown: 0 }, qualified: { leads: 0, unknown: 0 }, won: { leads: 0, unknown: 0 } },
        tables: { leads: dimensions, qualified: dimensions, won: dimensions },
      },
      "leads",
      "campaign",
    );
    expect(csv.split("\r\n")[1]).toBe(`"'=cmd|' /C calc'!A0",1,1,1,1,1,1`);
  });
});
