import { describe, expect, it } from "vitest";
import { sourceChannel } from "./source-channel";

describe("sourceChannel", () => {
  it.each([
    ["linkedin", "linkedin"],
    ["LinkedIn", "linkedin"],
    ["linkedin.com", "linkedin"],
    ["www.linkedin.com", "linkedin"],
    ["lnkd.in", "linkedin"],
    ["https://www.linkedin.com/feed/", "linkedin"],
    ["google", "google"],
    ["www.google.co.uk", "google"],
    ["news.google.com", "google"],
    ["m.facebook.com", "facebook"],
    ["l.facebook.com", "facebook"],
    ["fb", "facebook"],
    ["t.co", "x"],
    ["twitter", "x"],
    ["newsletter", "newsletter"],
    ["www.psychologytoday.com", "psychologytoday.com"],
  ])("%s is %s", (raw, channel) => {
    expect(sourceChannel(raw)).toBe(channel);
  });

  it("leaves an empty source empty, and does not take a look-alike for the network", () => {
    expect(sourceChannel("  ")).toBeNull();
    expect(sourceChannel("notlinkedin.com")).toBe("notlinkedin.com");
    expect(sourceChannel("google.evil.example")).toBe("google.evil.example");
  });
});
