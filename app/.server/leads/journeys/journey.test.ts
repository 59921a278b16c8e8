import { describe, expect, it } from "vitest";
import { AUDIENCE_TOTALS } from "../../../../tests/support/lead-journeys-key";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { analyticsJobs } from "../../analytics/jobs";
import { analyticsEvents, leadJourneys, leads } from "../../db/schema";
import { createLogger } from "../../log";
import { attributionReport } from "../analyzer/attribution";
import { buildLeadFixture, insertLeadFixture } from "./fixture";
import { captureLeadJourneys, loadJourneys } from "./journey";

const NEW_YORK = "America/New_York";
const FIXTURE = { endDay: "2026-03-31", timeZone: NEW_YORK, tag: "kept" };
const RANGE = { from: "2026-01-01", to: "2026-03-31" };

/**
 * Raw page views are deleted after ANALYTICS_RETENTION_DAYS (90 by default):
 * without the journeys kept at each day's end, a report of last year would
 * count every lead as "unknown".
 */
describe.each(testDatabaseTargets)("kept journeys on $name", (target) => {
  const database = migratedDatabase(target);

  it("outlive the raw page views: the same attribution after the events are deleted", async () => {
    await insertLeadFixture(database.db, FIXTURE);
    const before = await attributionReport(database.db, RANGE, NEW_YORK);
    expect(before.totals).toEqual(AUDIENCE_TOTALS);

    const kept = await captureLeadJourneys(database.db, {
      now: new Date("2026-04-01T16:00:00Z"),
      timeZone: NEW_YORK,
    });
    expect(kept).toBe(buildLeadFixture(FIXTURE).leads.filter((lead) => lead.visitorHash).length);
    expect(await captureLeadJourneys(database.db, { now: new Date("2026-04-01T16:00:00Z"), timeZone: NEW_YORK })).toBe(0);

    await database.db.delete(analyticsEvents);
    const after = await attributionReport(database.db, RANGE, NEW_YORK);
    expect(after).toEqual(before);
  });

  it("are kept by the nightly job before it deletes the page views they are read from; today's lead waits", async () => {
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    // 30 hours ago is always before today's start in New York (a day is at most 25 hours).
    await database.db.insert(analyticsEvents).values([
      { name: "pageview", visitorHash: "kept-visitor", path: "/services", referrerHost: "google.com", occurredAt: at(30) },
      { name: "pageview", visitorHash: "kept-visitor", path: "/contact", occurredAt: at(29.9) },
      { name: "pageview", visitorHash: "today-visitor", path: "/", occurredAt: new Date(now - 60_000) },
    ]);
    const [old] = await database.db
      .insert(leads)
      .values({
        formType: "contact",
        name: "Kept",
        email: "kept@clinic.example",
        message: "Hello there.",
        visitorHash: "kept-visitor",
        createdAt: at(29.8),
      })
      .returning();
    const [fresh] = await database.db
      .insert(leads)
      .values({
        formType: "contact",
        name: "Today",
        email: "today@clinic.example",
        message: "Hello there.",
        visitorHash: "today-visitor",
        createdAt: new Date(now),
      })
      .returning();
    if (!old || !fresh) throw new Error("leads not stored");

    const [rollup] = analyticsJobs({
      db: database.db,
      config: { analytics: { retentionDays: 1 } as never, agencyTimeZone: NEW_YORK },
      log: createLogger("silent"),
      beforeRollup: captureLeadJourneys,
    });
    await rollup?.handle([]);

    // The old lead's page views are gone (retention of one day), its journey is not.
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(1);
    expect((await database.db.select().from(leadJourneys)).map((row) => row.leadId)).toEqual([old.id]);
    const journeys = await loadJourneys(database.db, [old, fresh], NEW_YORK);
    const visits = journeys.get(old.id)?.visits ?? [];
    expect(visits).toHaveLength(1);
    expect(visits[0]?.channel).toBe("google / organic");
    expect(visits[0]?.views.map((view) => view.path)).toEqual(["/services", "/contact"]);
    // Today's lead is read live until its day is over.
    expect(journeys.get(fresh.id)?.visits[0]?.landingPath).toBe("/");
  });
});
