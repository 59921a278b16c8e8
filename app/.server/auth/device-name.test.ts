import { describe, expect, it } from "vitest";
import { coarseAddress, deviceName } from "./device-name";

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1",
      "Chrome on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0",
      "Edge on Windows",
    ],
    [null, "Unknown browser"],
  ])("%s is %s", (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});

describe("coarseAddress", () => {
  it("keeps only the network part", () => {
    expect(coarseAddress("203.0.113.7")).toBe("203.0.113.x");
    expect(coarseAddress("::ffff:203.0.113.7")).toBe("203.0.113.x");
    expect(coarseAddress("2001:db8:1:2::1")).toBe("2001:db8:1:…");
    expect(coarseAddress("")).toBe("unknown network");
  });
});
