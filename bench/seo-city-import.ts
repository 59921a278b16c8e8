import { createContentBus } from "~/.server/content-bus";
import { openDatabase } from "~/.server/db/client";
import { createLogger } from "~/.server/log";
import { createLocationManager } from "~/.server/seo/locations/manager/store";
import { seedUsDirectory } from "~/.server/seo/locations/seed";
import { createRedirectStore } from "~/.server/seo/redirects/store";

/**
 * The location manager's CSV preview (issue 23 item 1) on a generated
 * 10,000-row file against the seeded US directory: parse, map the columns,
 * check every cell, dedupe on the normalised name, match stored cities and
 * resolve slugs, including the one read of the stored states and cities.
 * Beside it, the simplest peer doing the same file: split on newlines and
 * commas, and a Map keyed on the lower-cased name and state (no quoting, no
 * checks, no matching). Median of 5 runs each, after one warm-up. Target:
 * well under 5 s.
 */
const ROWS = 10_000;
const RUNS = 5;
const STATES = ["TX", "California", "NY", "FL", "Ohio", "WA", "Georgia", "IL", "PA", "AZ"];

export function generateCityCsv(rows = ROWS): string {
  const lines = ["city,state,population,lat,lng,timezone,major,old_name"];
  for (let i = 0; i < rows; i++) {
    // Every 50th row repeats an earlier one in another spelling; every 100th is invalid; some name stored cities.
    if (i % 50 === 49) lines.push(`"place ${i - 1}.",${STATES[(i - 1) % STATES.length]},,,,,,`);
    else if (i % 100 === 0) lines.push(`Place ${i},Atlantis,${i},,,,,`);
    else if (i % 250 === 1) lines.push(`Houston,TX,${2_300_000 + i},29.76,-95.37,America/Chicago,yes,`);
    else
      lines.push(
        `Place ${i},${STATES[i % STATES.length]},${1000 + i},${(30 + (i % 15)).toFixed(2)},-${(80 + (i % 40)).toFixed(2)},America/Chicago,no,`,
      );
  }
  return lines.join("\r\n");
}

/** The simplest peer: split and a Map, nothing checked. */
function naivePreview(csv: string) {
  const seen = new Map<string, number>();
  let duplicate = 0;
  const lines = csv.split(/\r?\n/);
  for (let i = 1; i < lines.length; i++) {
    const cells = (lines[i] ?? "").split(",");
    const key = `${(cells[0] ?? "").toLowerCase()}|${(cells[1] ?? "").toLowerCase()}`;
    if (seen.has(key)) duplicate += 1;
    else seen.set(key, i);
  }
  return { unique: seen.size, duplicate };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function time(run: () => unknown | Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureCityImportPreview(): Promise<string[]> {
  const database = await openDatabase();
  try {
    await database.migrate();
    await seedUsDirectory(database.db);
    const bus = createContentBus(createLogger("silent"));
    const manager = createLocationManager({
      db: () => database.db,
      bus,
      redirects: createRedirectStore({ db: () => database.db, bus }),
    });
    const csv = generateCityCsv();
    let counts = "";
    const ours = await time(async () => {
      const result = await manager.previewImport(csv, {});
      if (!result.ok) throw new Error(result.message);
      const c = result.preview.counts;
      counts = `${c.new} new, ${c.updated} updated, ${c.unchanged} unchanged, ${c.duplicate} duplicate, ${c.invalid} invalid`;
    });
    const peer = await time(() => naivePreview(csv));
    return [
      `city CSV preview, ${ROWS.toLocaleString("en-US")} rows (${(csv.length / 1024).toFixed(0)} KB): ${(ours / 1000).toFixed(3)} s (median of ${RUNS}; target < 5 s) → ${counts}`,
      `  peer (split + Map dedupe, no checks, no matching): ${(peer / 1000).toFixed(3)} s; ours/peer ${(ours / Math.max(peer, 0.001)).toFixed(1)}×`,
    ];
  } finally {
    await database.close();
  }
}

// `node --import tsx bench/seo-city-import.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureCityImportPreview()) console.log(line);
}
