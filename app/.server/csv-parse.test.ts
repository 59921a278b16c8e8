import { describe, expect, it } from "vitest";
import { CsvTooLarge, parseCsv } from "./csv-parse";

describe("parseCsv", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, CRLF or LF, and a byte-order mark", () => {
    const text = '\ufefffrom,to,note\r\n"/a,b","/c","say ""hi""\nthere"\n/d,/e,\n\n';
    expect(parseCsv(text, 10)).toEqual([
      ["from", "to", "note"],
      ["/a,b", "/c", 'say "hi"\nthere'],
      ["/d", "/e", ""],
    ]);
  });

  it("reads a last line without a line end", () => {
    expect(parseCsv("from,to\n/a,/b", 10)).toEqual([
      ["from", "to"],
      ["/a", "/b"],
    ]);
  });

  it("stops past the row limit instead of reading a hostile file whole", () => {
    expect(() => parseCsv("a\n".repeat(11), 10)).toThrow(CsvTooLarge);
    expect(parseCsv("a\n".repeat(10), 10)).toHaveLength(10);
  });
});
