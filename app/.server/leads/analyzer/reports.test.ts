import { describe, expect, it } from "vitest";
import { ATTRIBUTION_MODELS } from "~/lib/leads/analyzer";
import {
  ATTRIBUTION_KEY,
  AUDIENCE_TOTALS,
  FIRST_TOUCH_LANDING_KEY,
  FUNNEL_KEY,
  FUNNEL_TOTALS_KEY,
  SPEED_KEY,
} from "../../../../tests/support/lead-journeys-key";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { buildLeadFixture, insertLeadFixture } from "../journeys/fixture";
import { attributionReport } from "./attribution";
import { funnelReport } from "./funnel";
import { leadJourneyView } from "./lead-journey";
import { leadAnalyzerPage } from "./page";
import { speedReport } from "./speed";

const NEW_YORK = "America/New_York";
const FIXTURE = { endDay: "2026-03-31", timeZone: NEW_YORK, tag: "key" };
const RANGE = { from: "2026-01-01", to: "2026-03-31" };

describe("the fixture generator", () => {
  it("is deterministic: the same options give the same rows", () => {
    const one = buildLeadFixture(FIXTURE);
    const two = buildLeadFixture(FIXTURE);
    expect(two).toEqual(one);
    expect(one.leads).toHaveLength(305);
    expect(one.leads.filter((lead) => !lead.isSpam)).toHaveLength(300);
  });
});

describe.each(testDatabaseTargets)("the lead analyzer's reports on $name equal the answer key", (target) => {
  const database = migratedDatabase(target);

  it("credits each channel as the key says, under every model, for leads, qualified and won leads", async () => {
    await insertLeadFixture(database.db, FIXTURE);
    const report = await attributionReport(database.db, RANGE, NEW_YORK);
    expect(report.totals).toEqual(AUDIENCE_TOTALS);
    for (const [audience, channels] of Object.entries(ATTRIBUTION_KEY) as [
      keyof typeof ATTRIBUTION_KEY,
      (typeof ATTRIBUTION_KEY)["leads"],
    ][]) {
      const rows = new Map(report.tables[audience].channel.map((row) => [row.key, row]));
      expect([...rows.keys()].sort()).toEqual(Object.keys(channels).sort());
      for (const [channel, credits] of Object.entries(channels)) {
        for (const model of ATTRIBUTION_MODELS) {
          expect(rows.get(channel)?.[model], `${audience} ${channel} ${model}`).toBeCloseTo(credits[model], 3);
        }
      }
      // Every model hands out exactly one credit per lead.
      for (const model of ATTRIBUTION_MODELS) {
        const total = report.tables[audience].channel.reduce((sum, row) => sum + row[model], 0);
        expect(total).toBeCloseTo(AUDIENCE_TOTALS[audience].leads, 6);
      }
    }
    const landing = new Map(report.tables.leads.landingPage.map((row) => [row.key, row.first]));
    for (const [page, credit] of Object.entries(FIRST_TOUCH_LANDING_KEY)) expect(landing.get(page), page).toBeCloseTo(credit, 6);
    // The content (pages viewed) credit adds up to the leads too.
    const content = report.tables.leads.content.reduce((sum, row) => sum + row.linear, 0);
    expect(content).toBeCloseTo(300, 6);

    // A range after the fixture has nothing.
    const later = await attributionReport(database.db, { from: "2026-04-01", to: "2026-04-30" }, NEW_YORK);
    expect(later.totals.leads.leads).toBe(0);
    expect(later.tables.leads.channel).toEqual([]);
  });

  it("counts the funnel as the key says, against an empty previous range", async () => {
    await insertLeadFixture(database.db, FIXTURE);
    const report = await funnelReport(database.db, RANGE, NEW_YORK, "channel");
    expect(report.totals).toEqual(FUNNEL_TOTALS_KEY);
    expect(report.previous).toEqual({ from: "2025-10-03", to: "2025-12-31" });
    expect(report.previousTotals.visits).toBe(0);
    const rows = Object.fromEntries(report.rows.map(({ key, ...counts }) => [key, counts]));
    expect(rows).toEqual(FUNNEL_KEY);
    const byLanding = await funnelReport(database.db, RANGE, NEW_YORK, "landingPage");
    expect(byLanding.totals).toEqual(FUNNEL_TOTALS_KEY);
  });

  it("finds the median, the 90th percentile, the staff and the planted slowest leads of the key", async () => {
    await insertLeadFixture(database.db, FIXTURE);
    const report = await speedReport(database.db, RANGE, NEW_YORK, new Date("2026-04-01T12:00:00Z"));
    expect(report.overall.contacted).toBe(SPEED_KEY.contacted);
    expect(report.overall.waiting).toBe(SPEED_KEY.stillWaiting);
    expect(report.overall.medianSeconds).toBeCloseTo(SPEED_KEY.medianSeconds, 3);
    expect(report.overall.p90Seconds).toBeCloseTo(SPEED_KEY.p90Seconds, 3);
    expect(report.slowestContacted.slice(0, 3).map((lead) => lead.name.replace(/ key$/, ""))).toEqual(SPEED_KEY.slowestFirst);
    expect(Object.fromEntries(report.byStaff.map((group) => [group.key, group.contacted]))).toEqual(SPEED_KEY.byStaff);
    expect(report.stillWaiting).toHaveLength(20);
    expect(report.stillWaiting.every((lead) => lead.firstContactedAt === null)).toBe(true);
    // The oldest of them waits longest.
    expect(report.stillWaiting[0]?.waitSeconds).toBeGreaterThan(report.stillWaiting[19]?.waitSeconds ?? Infinity);
    expect(report.byWeekday.reduce((sum, group) => sum + group.contacted + group.waiting, 0)).toBe(300);
    expect(report.byHour.reduce((sum, group) => sum + group.contacted + group.waiting, 0)).toBe(300);
  });

  it("shows one lead's visits and pages; an unknown id or a non-id is no lead", async () => {
    const { leads } = await insertLeadFixture(database.db, FIXTURE);
    const lead = leads.find((row) => row.name === "Fixture lead 120 key") as (typeof leads)[number];
    const view = await leadJourneyView(database.db, lead.id, NEW_YORK);
    expect(view?.journey.visits.map((visit) => [visit.channel, visit.views.map((v) => v.path)])).toEqual([
      ["facebook.com / social", ["/blog/recovery-marketing"]],
      ["(direct) / (none)", ["/", "/contact"]],
    ]);
    expect(view && "visitorHash" in view.lead).toBe(false);
    expect(await leadJourneyView(database.db, "00000000-0000-4000-8000-000000000000", NEW_YORK)).toBeNull();
    expect(await leadJourneyView(database.db, "1 or 1=1", NEW_YORK)).toBeNull();
  });

  it("says from which day the funnel's visits are kept when its ranges reach back past the retention", async () => {
    const now = new Date("2026-04-01T16:00:00Z");
    const page = async (query: string) => {
      const result = await leadAnalyzerPage(database.db, new URL(`http://site.test/lead-analyzer?${query}`), now, NEW_YORK, 90);
      if (!result.ok) throw new Error("the range was refused");
      return result.page;
    };
    // 90 days back from April 1st: raw page views are kept from January 2nd (the first whole day).
    expect((await page("from=2026-01-01&to=2026-03-31")).visitsKeptFrom).toBe("2026-01-02");
    expect((await page("from=2026-03-25&to=2026-03-31")).visitsKeptFrom).toBeNull();
  });
});
