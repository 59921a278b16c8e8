import { describe, expect, it } from "vitest";
import { prose } from "../../../../../tests/support/fixture-site/text";
import { contentHash, hammingDistance, simhash } from "./fingerprint";

describe("content fingerprints", () => {
  const text = prose(1, 300).replace(/<[^>]+>/g, " ");
  it("hashes the normalised text: case and spacing do not matter", () => {
    expect(contentHash(text)).toBe(contentHash(`  ${text.toUpperCase().replace(/ /g, "   ")} `));
    expect(contentHash(text)).not.toBe(contentHash(`${text} more`));
  });
  it("puts near-duplicates within a few bits and different texts far apart", () => {
    const a = simhash(text) as string;
    const nearly = simhash(text.replace("recovery", "healing")) as string;
    const other = simhash(prose(2, 300).replace(/<[^>]+>/g, " ")) as string;
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(a, a)).toBe(0);
    expect(hammingDistance(a, nearly)).toBeLessThanOrEqual(3);
    expect(hammingDistance(a, other)).toBeGreaterThan(10);
    expect(simhash("")).toBeNull();
  });
});
