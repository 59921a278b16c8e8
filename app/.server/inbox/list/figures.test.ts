import { describe, expect, it } from "vitest";
import { agencyDay } from "~/lib/agency-day";
import { figuresQuery } from "~/lib/inbox/query";
import { insertLead } from "../../../../tests/support/inbox-fixtures";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { listQuery } from "../../http/list-query";
import { keyFigures } from "./figures";

const NEW_YORK = "America/New_York";

describe.each(testDatabaseTargets)("key figures on $name", (target) => {
  const database = migratedDatabase(target);

  it("counts leads per New York day by source, the share qualified and the median time to first contact", async () => {
    const db = database.db;
    const at = (iso: string) => new Date(iso);
    // 2026-03-03 02:00 UTC is still March 2 in New York.
    await insertLead(db, {
      createdAt: at("2026-03-03T02:00:00Z"),
      status: "qualified",
      firstContactedAt: at("2026-03-03T03:00:00Z"),
    });
    await insertLead(db, {
      createdAt: at("2026-03-03T15:00:00Z"),
      utmSource: null,
      referrer: null,
      status: "won",
      firstContactedAt: at("2026-03-03T18:00:00Z"),
    });
    await insertLead(db, {
      createdAt: at("2026-03-04T15:00:00Z"),
      utmSource: "Facebook",
      status: "contacted",
      firstContactedAt: at("2026-03-04T20:00:00Z"),
    });
    await insertLead(db, { createdAt: at("2026-03-04T16:00:00Z"), status: "lost" });
    await insertLead(db, { createdAt: at("2026-03-04T16:00:00Z"), isSpam: true });
    await insertLead(db, { createdAt: at("2026-03-09T16:00:00Z") });

    const figures = await keyFigures(db, { from: "2026-03-02", to: "2026-03-05" }, NEW_YORK);
    expect(figures.total).toBe(4);
    expect(figures.qualified).toBe(2);
    expect(figures.qualifiedShare).toBe(0.5);
    expect(figures.contacted).toBe(3);
    // 1 h, 3 h, 5 h: the median is 3 h.
    expect(figures.medianSecondsToFirstContact).toBe(3 * 3600);
    expect(figures.sources).toEqual(["google", "direct", "facebook"]);
    expect(figures.days).toEqual([
      { day: "2026-03-02", google: 1, direct: 0, facebook: 0 },
      { day: "2026-03-03", google: 0, direct: 1, facebook: 0 },
      { day: "2026-03-04", google: 1, direct: 0, facebook: 1 },
      { day: "2026-03-05", google: 0, direct: 0, facebook: 0 },
    ]);

    const empty = await keyFigures(db, { from: "2025-01-01", to: "2025-01-02" }, NEW_YORK);
    expect(empty).toMatchObject({ total: 0, qualifiedShare: null, medianSecondsToFirstContact: null, sources: [] });
  });

  it("defaults to the last 30 days and refuses reversed or overlong ranges", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    // The page reads its range with the one day-range query (app/lib/day-range.ts) through listQuery.
    const range = (search: string) =>
      listQuery(`http://localhost/admin/figures${search}`, figuresQuery(agencyDay(now, NEW_YORK)));
    const refusal = (search: string) => {
      try {
        range(search);
      } catch (thrown) {
        const { data, init } = thrown as { data: { error: { message: string } }; init: { status: number } };
        return { ok: false, status: init.status, message: data.error.message };
      }
      return { ok: true };
    };
    expect(range("")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(refusal("?from=2026-03-10&to=2026-03-01")).toMatchObject({ ok: false, status: 400 });
    expect(refusal("?from=2024-01-01&to=2026-03-01")).toMatchObject({
      ok: false,
      status: 400,
      message: "Choose a range of at most 366 days.",
    });
  });
});
