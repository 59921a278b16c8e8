import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { signInFailures } from "../db/schema";
import { ACCOUNT_POLICY, ADDRESS_POLICY, blockSeconds, createSignInThrottle, tooManyAttemptsMessage } from "./sign-in-throttle";

const SECRET = "test-secret-test-secret-test-secret-0123";

describe("blockSeconds", () => {
  it("is free for the first failures, then doubles from a minute up to an hour", () => {
    expect([1, 5, 6, 7, 8, 9, 10, 11, 12, 40].map((n) => blockSeconds(n, ACCOUNT_POLICY))).toEqual([
      0, 0, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(blockSeconds(20, ADDRESS_POLICY)).toBe(0);
    expect(blockSeconds(21, ADDRESS_POLICY)).toBe(60);
  });

  it("says how long to wait in whole minutes", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Too many sign-in attempts. Please wait 1 minute and try again.");
    expect(tooManyAttemptsMessage(61)).toBe("Too many sign-in attempts. Please wait 2 minutes and try again.");
  });
});

describe.each(testDatabaseTargets)("sign-in throttle on $name", (target) => {
  const database = migratedDatabase(target);
  function throttleAt(clock: { now: Date }) {
    return createSignInThrottle({ db: () => database.db, secret: SECRET, now: () => clock.now });
  }

  it("blocks an account after five failures from any address, growing, and a success clears it", async () => {
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const throttle = throttleAt(clock);
    const account = "user-1";
    for (let i = 1; i <= 5; i++) {
      expect(await throttle.recordFailure({ clientIp: `198.51.100.${i}`, account })).toEqual({ blocked: false });
    }
    expect(await throttle.check({ clientIp: "198.51.100.99", account })).toEqual({ blocked: false });
    const sixth = await throttle.recordFailure({ clientIp: "198.51.100.6", account });
    expect(sixth).toEqual({ blocked: true, retryAfterSeconds: 60, message: tooManyAttemptsMessage(60) });
    // Another machine, same account: still blocked; another account from that machine: not.
    expect((await throttle.check({ clientIp: "198.51.100.99", account })).blocked).toBe(true);
    expect(await throttle.check({ clientIp: "198.51.100.99", account: "user-2" })).toEqual({ blocked: false });

    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await throttle.check({ clientIp: "198.51.100.99", account })).toEqual({ blocked: false });
    const seventh = await throttle.recordFailure({ clientIp: "198.51.100.7", account });
    expect(seventh).toMatchObject({ blocked: true, retryAfterSeconds: 120 });

    await throttle.recordSuccess({ account });
    expect(await throttle.check({ clientIp: "198.51.100.99", account })).toEqual({ blocked: false });
    expect(await throttle.recordFailure({ clientIp: "198.51.100.8", account })).toEqual({ blocked: false });
  });

  it("blocks an address after twenty failures over many accounts, and a success does not clear it", async () => {
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const throttle = throttleAt(clock);
    const clientIp = "203.0.113.9";
    for (let i = 1; i <= 20; i++) await throttle.recordFailure({ clientIp, account: `guess${i}@example.com` });
    const verdict = await throttle.recordFailure({ clientIp, account: "guess21@example.com" });
    expect(verdict).toMatchObject({ blocked: true, retryAfterSeconds: 60 });
    await throttle.recordSuccess({ account: "mine@example.com" });
    expect((await throttle.check({ clientIp, account: "mine@example.com" })).blocked).toBe(true);
    expect(await throttle.check({ clientIp: "203.0.113.10", account: "mine@example.com" })).toEqual({ blocked: false });
  });

  it("treats an account key the same whatever its case, and forgets after a quiet day", async () => {
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 6; i++)
      await throttle.recordFailure({ clientIp: `192.0.2.${i}`, account: i % 2 ? "Nobody@Example.com" : "nobody@example.com " });
    expect((await throttle.check({ clientIp: "192.0.2.200", account: "NOBODY@example.com" })).blocked).toBe(true);
    clock.now = new Date(clock.now.getTime() + 25 * 3600 * 1000);
    expect(await throttle.recordFailure({ clientIp: "192.0.2.201", account: "nobody@example.com" })).toEqual({ blocked: false });
  });

  it("counts parallel failures without losing any", async () => {
    const throttle = createSignInThrottle({ db: () => database.db, secret: SECRET });
    await Promise.all(Array.from({ length: 12 }, () => throttle.recordFailure({ clientIp: "192.0.2.50", account: "race" })));
    const rows = await database.db.select().from(signInFailures);
    expect(rows.map((row) => row.failures).sort((a, b) => a - b)).toEqual([12, 12]);
  });

  it("stores keyed hashes, never the address or the account", async () => {
    const throttle = createSignInThrottle({ db: () => database.db, secret: SECRET });
    await throttle.recordFailure({ clientIp: "192.0.2.77", account: "secret.person@example.com" });
    const keys = (await database.db.select().from(signInFailures)).map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^(ip|account):[0-9a-f]{40}$/);
      expect(key).not.toContain("192.0.2.77");
    }
  });
});
