import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache";

describe("ReadCache", () => {
  it("does not keep a read that was in flight when the cache was cleared", async () => {
    const cache = new ReadCache<string>(60_000);
    let finishOldRead: (value: string) => void = () => {};
    const oldRead = cache.get("page", () => new Promise<string>((resolve) => (finishOldRead = resolve)));
    cache.clear();
    finishOldRead("before publish");
    expect(await oldRead).toBe("before publish");
    expect(await cache.get("page", async () => "after publish")).toBe("after publish");
  });

  it("shares one read between concurrent callers and keeps it until it expires", async () => {
    const cache = new ReadCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(1);
  });
});
