import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabaseTargets } from "../../tests/support/test-databases";
import { rateLimitCounters } from "./db/schema";
import { hitRateLimit, hitRateLimits } from "./rate-limit";

for (const target of testDatabaseTargets) {
  describe(`rate limits on ${target.name}`, () => {
    const database = migratedDatabase(target);
    const now = new Date("2026-11-23T10:00:30Z");

    it("counts hits per key and window, and says when the window resets", async () => {
      const hits = [];
      for (let i = 0; i < 3; i++) hits.push(await hitRateLimit(database.db, "visitor:a", { limit: 2, windowSeconds: 60, now }));
      expect(hits.map((hit) => [hit.count, hit.allowed])).toEqual([
        [1, true],
        [2, true],
        [3, false],
      ]);
      expect(hits[2]?.retryAfterSeconds).toBe(30);
      // The next window starts again at one.
      const later = new Date(now.getTime() + 60_000);
      expect((await hitRateLimit(database.db, "visitor:a", { limit: 2, windowSeconds: 60, now: later })).count).toBe(1);
    });

    it("counts several limits in one statement, each against its own limit and window, in the order given", async () => {
      await hitRateLimit(database.db, "conversation:b", { limit: 1, windowSeconds: 60, now });
      const [visitor, conversation] = await hitRateLimits(
        database.db,
        [
          { key: "visitor:b", limit: 10, windowSeconds: 3600 },
          { key: "conversation:b", limit: 1, windowSeconds: 60 },
        ],
        now,
      );
      expect(visitor).toEqual({ allowed: true, count: 1, retryAfterSeconds: 3570 });
      expect(conversation).toEqual({ allowed: false, count: 2, retryAfterSeconds: 30 });
      const rows = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "visitor:b"));
      expect(rows.map((row) => row.windowStart.toISOString())).toEqual(["2026-11-23T10:00:00.000Z"]);
    });
  });
}
