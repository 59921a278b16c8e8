import { describe, expect, it } from "vitest";
import { cityKey } from "~/lib/seo/location-manager";
import { decodeCsvBytes, type PlanCity, type PlanState, planCityImport } from "./import-plan";

const STATES: PlanState[] = [
  { id: 1, name: "Missouri", abbreviation: "MO", slug: "missouri" },
  { id: 2, name: "Texas", abbreviation: "TX", slug: "texas" },
  { id: 3, name: "Vermont", abbreviation: "VT", slug: "vermont" },
];
const city = (id: number, stateId: number, name: string, slug: string, extra: Partial<PlanCity> = {}): PlanCity => ({
  id,
  stateId,
  name,
  slug,
  isMajor: false,
  population: null,
  latitude: null,
  longitude: null,
  timeZone: null,
  ...extra,
});
const STORED: PlanCity[] = [
  city(10, 1, "St. Louis", "st-louis", { population: 300_000, timeZone: "America/Chicago" }),
  city(11, 2, "Austin", "austin", { population: 960_000, isMajor: true }),
  city(12, 3, "Burlington", "burlington", { population: 42_452 }),
  city(13, 2, "Odz", "odz"),
];

const plan = (csv: string, mapping = {}) => {
  const result = planCityImport(csv, mapping, STATES, STORED);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
};
const reasons = (csv: string) => plan(csv).issues.map((issue) => `${issue.line} ${issue.kind}: ${issue.message}`);

describe("city CSV import plan", () => {
  it("finds the columns by their common names", () => {
    const result = plan(
      "Town,ST,Pop,Latitude,Long,TZ,Capital,Previous Slug\nDallas,TX,1300000,32.78,-96.8,America/Chicago,yes,\n",
    );
    expect(result.mapping).toEqual({
      name: "Town",
      state: "ST",
      population: "Pop",
      latitude: "Latitude",
      longitude: "Long",
      timeZone: "TZ",
      major: "Capital",
      renameFrom: "Previous Slug",
    });
    expect(result.inserts).toEqual([
      {
        line: 2,
        stateId: 2,
        name: "Dallas",
        slug: "dallas",
        isMajor: true,
        population: 1_300_000,
        latitude: 32.78,
        longitude: -96.8,
        timeZone: "America/Chicago",
      },
    ]);
    expect(
      plan("city_name,state_name,lng,lat,time_zone,is_major\nPlano,Texas,-96.7,33.0,america/chicago,0\n").inserts[0],
    ).toMatchObject({ name: "Plano", longitude: -96.7, latitude: 33, timeZone: "America/Chicago", isMajor: false });
  });

  it("uses the columns chosen by the user, and says when one is missing", () => {
    const result = plan("place name,where\nWaco,TX\n", { nameColumn: "place name", stateColumn: "where" });
    expect(result.counts.new).toBe(1);
    expect(planCityImport("a,b\nWaco,TX\n", {}, STATES, STORED)).toEqual({
      ok: false,
      message: expect.stringContaining("Choose which columns hold the city name and the state"),
    });
    expect(planCityImport("city,state\nWaco,TX\n", { stateColumn: "province" }, STATES, STORED)).toEqual({
      ok: false,
      message: 'The file has no column named "province".',
    });
  });

  it("says why each invalid row is refused, with its line", () => {
    const csv = [
      "city,state,population,lat,lng,timezone,major,old_name",
      ",TX,,,,,,",
      "Waco,Atlantis,,,,,,",
      "Waco,TX,lots,,,,,",
      "Waco,TX,,91,10,,,",
      "Waco,TX,,31.5,,,,",
      "Waco,TX,,,,Mars/Olympus,,",
      "Waco,TX,,,,,maybe,",
      '=HYPERLINK("http://evil"),TX,,,,,,',
      "Waco,@TX,,,,,,",
      "!!!,TX,,,,,,",
      "東京,TX,,,,,,",
      "Round Rock,TX,,,,,,Nowhere",
      "Austin,TX,,,,,,Odz",
      "Waco,TX,=1+1,,,,,",
    ].join("\n");
    expect(reasons(csv)).toEqual([
      "2 invalid: The city name is empty.",
      '3 invalid: "Atlantis" is not a state we list (use its name or two-letter code).',
      '4 invalid: The population must be a whole number from 0 to 50,000,000, not "lots".',
      '5 invalid: The latitude must be a number from -90 to 90, not "91".',
      "6 invalid: Give both the latitude and the longitude, or neither.",
      '7 invalid: "Mars/Olympus" is not an IANA time zone (such as America/Chicago).',
      '8 invalid: "Major" must be yes or no (true/false, 1/0), not "maybe".',
      '9 invalid: The city cell starts with "=": spreadsheet formulas are not imported.',
      '10 invalid: The state cell starts with "@": spreadsheet formulas are not imported.',
      "11 invalid: The city name has no letters or digits.",
      '12 invalid: "東京" gives no address: a city name needs Latin letters or digits.',
      '13 invalid: There is no city "Nowhere" in Texas to rename.',
      "14 invalid: Odz cannot be renamed to Austin: Austin already exists in Texas.",
      '15 invalid: The population must be a whole number from 0 to 50,000,000, not "=1+1".',
    ]);
    expect(plan(csv).counts).toEqual({ new: 0, updated: 0, unchanged: 0, duplicate: 0, invalid: 14, renamed: 0 });
  });

  it("keeps negative coordinates (longitudes in the US are negative) while refusing formulas in text", () => {
    expect(plan("city,state,lat,lng\nEl Paso,TX,31.76,-106.49\n").inserts[0]).toMatchObject({
      latitude: 31.76,
      longitude: -106.49,
    });
  });

  it("dedupes on the normalised name within a state: case, accents, punctuation, St./Saint, Ft./Fort", () => {
    expect(cityKey("St. Louis")).toBe(cityKey("saint-louis"));
    expect(cityKey("Ft. Worth")).toBe(cityKey("FORT WORTH"));
    expect(cityKey("San José")).toBe(cityKey("San Jose"));
    expect(cityKey("Łódź")).not.toBe(cityKey("Odz"));
    const csv = [
      "city,state",
      "Fort Worth,TX",
      "Ft. Worth,Texas",
      "fort-worth,tx",
      "San José,TX",
      "San Jose,TX",
      "Fort Worth,MO", // another state: not a duplicate
      "Saint Louis,MO", // the stored St. Louis: unchanged? No: a spelling change of its name
      "ST LOUIS,Missouri",
    ].join("\n");
    const result = plan(csv);
    expect(reasons(csv)).toEqual([
      "3 duplicate: The same city as line 2 (Ft. Worth, TX).",
      "4 duplicate: The same city as line 2 (fort-worth, TX).",
      "6 duplicate: The same city as line 5 (San Jose, TX).",
      "9 duplicate: The same city as line 8 (ST LOUIS, MO).",
    ]);
    expect(result.counts).toMatchObject({ new: 3, duplicate: 4, updated: 1, renamed: 0 });
    // A spelling change of the stored St. Louis keeps its address.
    expect(result.updates[0]).toMatchObject({ id: 10, after: { name: "Saint Louis", slug: "st-louis" }, renamed: false });
  });

  it("counts unchanged rows, and leaves stored values alone where a cell is empty", () => {
    const result = plan("city,state,population,timezone\nAustin,TX,960000,\nBurlington,VT,,America/New_York\n");
    expect(result.counts).toMatchObject({ unchanged: 1, updated: 1, new: 0 });
    expect(result.updates[0]?.after).toMatchObject({ name: "Burlington", population: 42_452, timeZone: "America/New_York" });
  });

  it("renames a stored city by its old name or slug, and moves its address", () => {
    const result = plan("city,state,old_name\nSouth Burlington,VT,burlington\nKeep Weird,TX,Austin\n");
    expect(result.counts).toMatchObject({ updated: 2, renamed: 2, new: 0 });
    expect(result.updates.map((row) => [row.id, row.before.slug, row.after.slug, row.renamed])).toEqual([
      [12, "burlington", "south-burlington", true],
      [11, "austin", "keep-weird", true],
    ]);
    // Stored values the row leaves empty stay.
    expect(result.updates[1]?.after).toMatchObject({ isMajor: true, population: 960_000 });
    // The same city renamed twice in one file: the second is a duplicate.
    expect(reasons("city,state,old_name\nA Town,VT,Burlington\nB Town,VT,burlington\n")).toEqual([
      "3 duplicate: Line 2 already changes Burlington (VT).",
    ]);
  });

  it("resolves slug collisions visibly: the later city gets a suffix, and the preview says so", () => {
    const csv = "city,state\nŁódź,TX\nØster,TX\nSter,TX\n";
    expect(plan(csv).inserts.map((row) => row.slug)).toEqual(["odz-2", "ster", "ster-2"]);
    expect(reasons(csv)).toEqual([
      "2 slug: The address /texas/odz is taken by Odz; Łódź gets /texas/odz-2.",
      "4 slug: The address /texas/ster is taken by Øster; Ster gets /texas/ster-2.",
    ]);
    expect(plan(csv).counts).toMatchObject({ new: 3, invalid: 0, duplicate: 0 });
  });

  it("gives a new city a suffix where its address redirects (a former city's), and says so", () => {
    const result = planCityImport("city,state\nAustin Springs,TX\n", {}, STATES, STORED, new Set(["2|austin-springs"]));
    expect(result.ok && result.plan.inserts[0]?.slug).toBe("austin-springs-2");
    expect(result.ok && result.plan.issues[0]?.message).toBe(
      "The address /texas/austin-springs is taken by a redirect (a former city's address); Austin Springs gets /texas/austin-springs-2.",
    );
  });

  it("refuses more than 10,000 rows, and an empty file", () => {
    const big = `city,state\n${Array.from({ length: 10_001 }, (_, i) => `C${i},TX`).join("\n")}`;
    expect(planCityImport(big, {}, STATES, STORED)).toEqual({ ok: false, message: expect.stringContaining("more than 10,000") });
    expect(planCityImport("city,state\n", {}, STATES, STORED)).toEqual({
      ok: false,
      message: expect.stringContaining("no cities"),
    });
  });

  it("plans 10,000 rows in well under the 5 s target", () => {
    const csv = `city,state,population\n${Array.from({ length: 10_000 }, (_, i) => `Place ${i},${i % 2 ? "TX" : "MO"},${i}`).join("\n")}`;
    const started = performance.now();
    const result = plan(csv);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.counts.new).toBe(10_000);
  });
});

describe("CSV bytes", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it("takes UTF-8 with or without a byte-order mark", () => {
    const text = "city,state\nSan José,TX\n";
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toEqual({ ok: true, text });
    const withBom = decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]));
    expect(withBom.ok && plan(withBom.text).inserts[0]?.name).toBe("San José");
  });
  it("refuses Latin-1, UTF-16 and binary files with what to do", () => {
    // "José" in Windows-1252.
    expect(decodeCsvBytes(bytes(0x4a, 0x6f, 0x73, 0xe9))).toEqual({ ok: false, message: expect.stringContaining("not UTF-8") });
    expect(decodeCsvBytes(bytes(0xff, 0xfe, 0x63, 0x00))).toEqual({ ok: false, message: expect.stringContaining("UTF-16") });
    expect(decodeCsvBytes(bytes(0x50, 0x4b, 0x03, 0x04, 0x00))).toEqual({ ok: false, message: expect.stringContaining("NUL") });
  });
});
