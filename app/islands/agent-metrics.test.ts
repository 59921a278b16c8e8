import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_PENDING_METRICS, PENDING_METRICS_KEY } from "~/lib/analytics/agent-metrics";
import { agentSessionId, flushPending, readPending, sendMetric } from "./agent-metrics";

/** The island's queue logic with a stand-in localStorage and fetch; tests/e2e/superadmin-metrics.spec.ts runs it in Chromium. */
class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let online = true;
const sent: Record<string, unknown>[] = [];

beforeEach(() => {
  online = true;
  sent.length = 0;
  vi.stubGlobal("window", { localStorage: new MemoryStorage(), addEventListener() {} });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      if (!online) throw new TypeError("Failed to fetch");
      const body = JSON.parse(String(init.body));
      if (body.metricType === "bogus") return new Response("{}", { status: 400 });
      sent.push(body);
      return new Response("{}", { status: 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the agent-metrics island", () => {
  it("keeps one session id in localStorage", () => {
    const id = agentSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(agentSessionId()).toBe(id);
  });

  it("queues a failed send, at most 100 entries, and sends them oldest first once online, then removes them", async () => {
    online = false;
    for (let i = 0; i < MAX_PENDING_METRICS + 5; i++) expect(await sendMetric("cta_click", i)).toBe("queued");
    const queued = readPending();
    expect(queued).toHaveLength(MAX_PENDING_METRICS);
    expect(queued[0]).toEqual({ metricType: "cta_click", value: 5, timestamp: expect.any(Number) });

    await flushPending();
    expect(readPending()).toHaveLength(MAX_PENDING_METRICS);

    online = true;
    await flushPending();
    expect(readPending()).toEqual([]);
    expect(sent).toHaveLength(MAX_PENDING_METRICS);
    expect(sent[0]).toMatchObject({ metricType: "cta_click", value: 5, details: { resent: true } });
  });

  it("does not queue what the server refuses for good", async () => {
    expect(await sendMetric("bogus", 1)).toBe("refused");
    expect(readPending()).toEqual([]);
  });

  it("site.js checks the same storage key", () => {
    expect(readFileSync(new URL("./site.js", import.meta.url), "utf8")).toContain(`"${PENDING_METRICS_KEY}"`);
  });
});

describe("flushing twice", () => {
  it("works again after a flush that found nothing to send", async () => {
    await flushPending();
    online = false;
    await sendMetric("cta_click", 1);
    online = true;
    await flushPending();
    expect(readPending()).toEqual([]);
    expect(sent).toHaveLength(1);
  });
});
