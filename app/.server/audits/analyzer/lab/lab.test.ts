import { existsSync } from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserQueue, runLabAudits } from "./index";

/**
 * Real Lighthouse and axe-core runs in the local Chromium against a tiny loopback page.
 * Heavy on 2 cores: one Lighthouse run (mobile) and a few axe pages in all.
 */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`lab.test.ts: skipping the browser tests, no Chromium at ${CHROMIUM}`);

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Hope Harbor</title></head><body><main><h1>Addiction treatment in Austin</h1>
<p>We help people recover. Call us any time.</p>
<img src="/pixel.svg" width="40" height="40">
<form><input type="text" name="name"></form></main></body></html>`;

let server: Server;
let base = "";
const requests: { path: string; at: number }[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? "", at: performance.now() });
    // Never answers (until the browser goes away): for the time limits.
    if (req.url === "/hang") return;
    if (req.url === "/pixel.svg") {
      res
        .writeHead(200, { "content-type": "image/svg+xml" })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>');
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe("runLabAudits without Chromium", () => {
  it("skips with the reason and does not throw", async () => {
    const none = await runLabAudits({ chromePath: null, network: { allowPrivate: true, allowedPorts: [] } }, [`${base}/`]);
    expect(none.skippedReason).toMatch(/No Chromium is installed/);
    const missing = await runLabAudits(
      { chromePath: "/nonexistent/chromium", network: { allowPrivate: true, allowedPorts: [] } },
      [`${base}/`],
    );
    expect(missing).toEqual({ runs: [], axe: [], skippedReason: "No Chromium at /nonexistent/chromium." });
    const controller = new AbortController();
    controller.abort();
    const canceled = await runLabAudits(
      { chromePath: process.execPath, network: { allowPrivate: true, allowedPorts: [] }, signal: controller.signal },
      [`${base}/`],
    );
    expect(canceled.skippedReason).toBe("The analysis was canceled while waiting for the browser.");
    const nothing = await runLabAudits(
      { chromePath: process.execPath, network: { allowPrivate: true, allowedPorts: [] } },
      { lighthouse: [], axe: [] },
    );
    expect(nothing.skippedReason).toBe("No page to measure.");
  });
});

describe.skipIf(!hasChromium)("runLabAudits in Chromium", () => {
  it("measures a loopback page with Lighthouse and axe, one browser at a time with queue positions", async () => {
    const queue = createBrowserQueue();
    const positions: { first: number[]; second: number[] } = { first: [], second: [] };
    const progress: string[] = [];
    let firstDoneAt = 0;
    const first = runLabAudits(
      {
        chromePath: CHROMIUM,
        network: { allowPrivate: true, allowedPorts: [] },
        queue,
        lighthousePages: 1,
        formFactors: ["mobile"],
        axePages: 1,
        runTimeoutMs: 90_000,
        onQueuePosition: (n) => positions.first.push(n),
        onProgress: (p) => progress.push(`${p.done}/${p.total} ${p.step}`),
      },
      [`${base}/`],
    ).then((result) => {
      firstDoneAt = performance.now();
      return result;
    });
    const second = runLabAudits(
      {
        chromePath: CHROMIUM,
        network: { allowPrivate: true, allowedPorts: [] },
        queue,
        lighthousePages: 0,
        axePages: 1,
        onQueuePosition: (n) => positions.second.push(n),
      },
      [`${base}/second`],
    );
    const [a, b] = await Promise.all([first, second]);

    expect(a.skippedReason).toBeNull();
    expect(a.runs).toHaveLength(1);
    const run = a.runs[0]!;
    expect(run.error).toBeNull();
    expect(run.formFactor).toBe("mobile");
    expect(run.performanceScore).toBeGreaterThan(0);
    expect(run.lcpMs).toBeGreaterThan(0);
    expect(a.axe).toHaveLength(1);
    expect(a.axe[0]!.error).toBeNull();
    const rules = a.axe[0]!.violations.map((v) => v.id);
    expect(rules).toEqual(expect.arrayContaining(["image-alt", "label"]));
    expect(progress).toEqual([
      `0/2 Lighthouse (mobile) ${base}/`,
      `1/2 Accessibility (axe-core) ${base}/`,
      "2/2 Lab measurements done",
    ]);

    // The second waited its turn: told it was 1 behind, then 0; its page was fetched only after the first finished.
    expect(positions.first).toEqual([0]);
    expect(positions.second).toEqual([1, 0]);
    expect(b.axe[0]?.error).toBeNull();
    const secondFetch = requests.find((r) => r.path === "/second")!;
    expect(secondFetch.at).toBeGreaterThan(firstDoneAt - 1);
  }, 180_000);

  it("sends the browser through the guard proxy when private addresses are not allowed", async () => {
    const before = requests.length;
    const result = await runLabAudits(
      {
        chromePath: CHROMIUM,
        // The production rule (the net guard), with the fixture port allowed so only the address rule can refuse.
        network: {
          allowPrivate: false,
          allowedPorts: [80, 443, Number(new URL(base).port)],
        },
        queue: createBrowserQueue(),
        lighthousePages: 0,
        axePages: 1,
        runTimeoutMs: 30_000,
      },
      [`${base}/private`],
    );
    expect(requests.length).toBe(before);
    expect(result.axe[0]?.violations.some((v) => v.id === "image-alt")).toBe(false);
  }, 120_000);

  it("records a run that overruns its time limit, restarts Chromium, and carries on", async () => {
    const result = await runLabAudits(
      {
        chromePath: CHROMIUM,
        network: { allowPrivate: true, allowedPorts: [] },
        queue: createBrowserQueue(),
        formFactors: ["mobile"],
        runTimeoutMs: 4_000,
      },
      { lighthouse: [`${base}/hang`], axe: [`${base}/hang`, `${base}/after`] },
    );
    expect(result.runs[0]!.error).toMatch(/Timed out after 4 s|timed out|NO_FCP|PAGE_HUNG/i);
    expect(result.axe[0]!.error).toMatch(/Timeout/i);
    expect(result.axe[1]!.error).toBeNull();
    expect(result.axe[1]!.violations.map((v) => v.id)).toContain("image-alt");
    expect(result.skippedReason).toBeNull();
  }, 120_000);
});
