import AdmZip from "adm-zip";
import { describe, expect, it } from "vitest";
import { searchConsoleFile, searchConsoleZip, zipBomb } from "../../../../tests/support/search-console-fixture";
import { ImportRefused, readKeywordFile } from "./read-import";

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportRefused) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("not refused");
};

describe("reading a Search Console export", () => {
  it("reads Queries.csv in Google's column names, CTR as a percentage", () => {
    const file = readKeywordFile(searchConsoleFile("Queries.csv"), "search-console");
    expect(file.invalid).toEqual([]);
    expect(file.keywords).toHaveLength(8);
    expect(file.keywords[0]).toEqual({
      keyword: "rehab marketing",
      normalized: "rehab marketing",
      clicks: 40,
      impressions: 5000,
      ctr: 0.008,
      position: 2.1,
      volume: null,
      difficulty: null,
      url: null,
    });
  });

  it("reads the zip: queries and pages, the other reports ignored", () => {
    const file = readKeywordFile(searchConsoleZip(), "search-console");
    expect(file.parts.sort()).toEqual(["pages.csv", "queries.csv"]);
    expect(file.keywords).toHaveLength(8);
    expect(file.pageRows.map((row) => [row.query, row.page])).toContainEqual([null, "https://agency.example/rehab/seo"]);
  });

  it("reads a query+page table and sums it per query (position weighted by impressions)", () => {
    const file = readKeywordFile(searchConsoleFile("query-page.csv"), "search-console");
    expect(file.pageRows).toHaveLength(4);
    const drug = file.keywords.find((row) => row.normalized === "drug rehab seo");
    expect(drug).toMatchObject({ clicks: 30, impressions: 1050 });
    expect(drug?.position).toBeCloseTo((6.1 * 600 + 6.6 * 450) / 1050, 2);
  });

  it("reads a generic CSV by common header names; no volume stays null", () => {
    const file = readKeywordFile(
      bytes(
        'Keyword,Search Volume,KD,Current position,Current URL\nrehab seo,"1,200",35,4,https://a.example/x\ndetox marketing,,,12,\n',
      ),
      "generic",
    );
    expect(file.invalid).toHaveLength(0);
    expect(file.keywords[1]).toMatchObject({ keyword: "detox marketing", volume: null, difficulty: null, position: 12 });
    expect(file.keywords[0]).toMatchObject({ volume: 1200, difficulty: 35, position: 4, url: "https://a.example/x" });
  });

  it("lists rows it cannot read, with the reason, and reads the rest", () => {
    const file = readKeywordFile(
      bytes("Top queries,Clicks,Impressions,CTR,Position\nok,1,2,50%,3\n,1,2,3%,4\nbad,x,2,3%,4\n"),
      "search-console",
    );
    expect(file.keywords.map((row) => row.keyword)).toEqual(["ok"]);
    expect(file.invalid).toEqual([
      { line: 3, reason: "The keyword is empty." },
      { line: 4, reason: 'clicks "x" is not a number.' },
    ]);
  });
});

describe("refusing what is not an honest export", () => {
  it.each([
    ["UTF-16", new Uint8Array([0xff, 0xfe, 0x54, 0x00, 0x6f, 0x00]), 415, /not UTF-8/],
    ["invalid UTF-8", new Uint8Array([0x54, 0x6f, 0x70, 0xc3, 0x28, 0x0a]), 415, /not UTF-8/],
    ["a NUL byte", bytes("Top queries,Clicks\nab\u0000c,1\n"), 415, /binary/],
    ["a formula cell", bytes('Top queries,Clicks\n"=HYPERLINK(""http://evil"")",1\n'), 400, /formula/],
    ["an @ formula", bytes("Top queries,Clicks\n@SUM(A1),1\n"), 400, /formula/],
    ["no query column", bytes("Country,Clicks\nUS,1\n"), 400, /not a Search Console export/],
    ["an empty file", new Uint8Array(), 400, /Choose a file/],
    ["a broken zip", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 400, /could not be read/],
  ])("refuses %s", (_name, input, status, message) => {
    const refused = refusal(() => readKeywordFile(input, "search-console"));
    expect(refused.status).toBe(status);
    expect(refused.message).toMatch(message);
  });

  it("refuses a zip bomb whatever its header says, inflating no more than the cap", () => {
    const bomb = zipBomb(30);
    expect(bomb.length).toBeLessThan(200_000);
    expect(refusal(() => readKeywordFile(bomb, "search-console"))).toMatchObject({
      status: 413,
      message: expect.stringMatching(/20 MB/),
    });
    // The declared size lied about: patched to small, the inflate cap still stops it.
    const zip = new AdmZip(Buffer.from(bomb));
    const entry = zip.getEntries()[0] as AdmZip.IZipEntry;
    expect(entry.header.size).toBeGreaterThan(20 * 1024 * 1024);
  });

  it("refuses a zip of too many files, and a zip without Queries.csv", () => {
    const many = new AdmZip();
    for (let i = 0; i < 25; i++) many.addFile(`f${i}.csv`, Buffer.from("a,b\n"));
    expect(refusal(() => readKeywordFile(new Uint8Array(many.toBuffer()), "search-console")).message).toMatch(
      /more than 20 files/,
    );
    // 60,000 empty entries (about 5 MB): refused from the archive's directory, before any entry is parsed (issue 35
    // B2: parsing them first blocked the server for 20 s). The count is read first: with a directory that is
    // damaged after its first entry, the answer is still the count, not "not readable".
    expect(refusal(() => readKeywordFile(storedZip(60_000), "search-console")).message).toMatch(/more than 20 files/);
    expect(refusal(() => readKeywordFile(storedZip(60_000, { damaged: true }), "search-console")).message).toMatch(
      /more than 20 files/,
    );
    const none = new AdmZip();
    none.addFile("Countries.csv", searchConsoleFile("Countries.csv") as Buffer);
    expect(refusal(() => readKeywordFile(new Uint8Array(none.toBuffer()), "search-console")).message).toMatch(/no Queries.csv/);
  });
});

/** A ZIP of `count` empty stored files, written by hand (AdmZip takes minutes for 60,000). */
function storedZip(count: number, options: { damaged?: boolean } = {}): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(`f${i}.csv`);
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(name.length, 26);
    name.copy(local, 30);
    const entry = Buffer.alloc(46 + name.length);
    entry.writeUInt32LE(options.damaged && i > 0 ? 0 : 0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    name.copy(entry, 46);
    locals.push(local);
    central.push(entry);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
