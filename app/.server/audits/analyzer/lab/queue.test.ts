import { describe, expect, it } from "vitest";
import { createBrowserQueue } from "./queue";

describe("browser queue", () => {
  it("runs one holder at a time and tells each waiter its position", async () => {
    const queue = createBrowserQueue();
    const positions: Record<string, number[]> = { a: [], b: [], c: [] };
    const log: string[] = [];
    const job = async (name: "a" | "b" | "c", work: Promise<void>) => {
      const release = await queue.acquire({ onPosition: (n) => positions[name]!.push(n) });
      log.push(`start ${name}`);
      await work;
      log.push(`end ${name}`);
      release();
    };
    let finishA!: () => void;
    const a = job("a", new Promise((resolve) => (finishA = resolve)));
    const b = job("b", Promise.resolve());
    const c = job("c", Promise.resolve());
    expect(queue.size).toBe(3);
    expect(positions).toEqual({ a: [0], b: [1], c: [2] });
    finishA();
    await Promise.all([a, b, c]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(positions.b).toEqual([1, 0]);
    expect(positions.c).toEqual([2, 1, 0]);
    expect(queue.size).toBe(0);
  });

  it("drops a waiter whose signal aborts and moves the others up", async () => {
    const queue = createBrowserQueue();
    const release = await queue.acquire();
    const controller = new AbortController();
    const bPositions: number[] = [];
    const cPositions: number[] = [];
    const b = queue.acquire({ signal: controller.signal, onPosition: (n) => bPositions.push(n) });
    const c = queue.acquire({ onPosition: (n) => cPositions.push(n) });
    controller.abort(new Error("canceled"));
    await expect(b).rejects.toThrow("canceled");
    expect(cPositions).toEqual([2, 1]);
    release();
    const releaseC = await c;
    expect(cPositions).toEqual([2, 1, 0]);
    expect(bPositions).toEqual([1]);
    releaseC();
    expect(queue.size).toBe(0);
  });
});
