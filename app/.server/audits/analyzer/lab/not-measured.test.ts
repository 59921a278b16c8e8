import { describe, expect, it } from "vitest";
import { AXE_FAIL_MESSAGE } from "./axe";
import { axeFailure, explainLabFailure, lighthouseFailure } from "./not-measured";

describe("why a lab tool measured nothing", () => {
  it("names the cause and a remedy that fits it; our own faults ask nothing of the prospect", () => {
    const cause = (raw: string) => explainLabFailure("Lighthouse", raw).cause;
    expect(cause("No Chromium is installed on this server (set CHROME_PATH or install /usr/bin/chromium).")).toBe("our-lab");
    expect(cause("Chromium could not start: spawn ENOENT")).toBe("our-lab");
    expect(cause(AXE_FAIL_MESSAGE)).toBe("our-lab");
    expect(cause("page.goto: Timeout 60000ms exceeded.")).toBe("timeout");
    expect(cause("Timed out after 60 s")).toBe("timeout");
    expect(cause("page.goto: Page crashed")).toBe("crash");
    expect(cause("page.goto: net::ERR_CONNECTION_REFUSED at https://x.example/")).toBe("unreachable");
    expect(cause("The analysis was canceled.")).toBe("canceled");
    expect(cause("something new")).toBe("other");
    const ours = explainLabFailure("Lighthouse", "No Chromium at /usr/bin/chromium.");
    expect(`${ours.reason} ${ours.remedy}`).not.toMatch(/install|CHROME_PATH|chromium/i);
    expect(ours.reason).toContain("Our lab could not run Lighthouse");
  });

  it("prefers a page's own error to the lab's summary, and says nothing when something was measured", () => {
    const page = { url: "https://x.example/", violations: [], passes: 0, durationMs: 1 };
    const failed = axeFailure({
      axe: [{ ...page, error: "page.goto: Timeout 30000ms exceeded." }],
      skippedReason: "Every lab run failed.",
    });
    expect(failed?.cause).toBe("timeout");
    expect(
      axeFailure({
        axe: [
          { ...page, error: null },
          { ...page, error: "x" },
        ],
        skippedReason: null,
      }),
    ).toBeNull();
    expect(lighthouseFailure({ runs: [], skippedReason: "The analysis was canceled." })?.cause).toBe("canceled");
  });
});
