// `npm run bench -- content-research` (issue 24): the content tools' figures, each beside a peer measured in the
// same run (each part says which):
//
// 1. A brief from 10 competitor pages on loopback sites, crawl included (target < 30 s), and the content score of a
//    2,000-word draft (target < 200 ms): bench/content-research/brief-and-score.ts.
// 2. The near-duplicate check of one draft against 10,000 pages (target < 200 ms): near-duplicate.ts.
// 3. 100 drafts without a provider scored, linted and gated (target < 60 s): automation.ts.
// 4. A 1,000-post WXR import with images on a loopback site (target < 2 minutes), with peak memory: wxr-import.ts.
// 5. The export and import of a content bundle of the seeded site (no target; for the record): bundle.ts.
//
// Run it with nothing else on the machine; the parts run one after another.
import { measureAutomation } from "./content-research/automation";
import { measureBriefAndScore } from "./content-research/brief-and-score";
import { measureBundle } from "./content-research/bundle";
import { measureNearDuplicate } from "./content-research/near-duplicate";
import { measureWxrImport } from "./content-research/wxr-import";

const PARTS: [string, () => Promise<unknown[]>][] = [
  ["brief and score", measureBriefAndScore],
  ["near-duplicate check", () => measureNearDuplicate()],
  ["automation without a provider", measureAutomation],
  ["WordPress import", () => measureWxrImport()],
  ["content bundle", measureBundle],
];

export async function run(): Promise<void> {
  const only = process.env.BENCH_PART;
  for (const [name, measure] of PARTS) {
    if (only && !name.includes(only)) continue;
    console.log(`\n## ${name}`);
    for (const row of await measure()) {
      if (typeof row === "string") console.log(row);
      else {
        const { figure, value, unit, note } = row as { figure: string; value: number; unit: string; note?: string };
        console.log(`${figure}: ${value.toLocaleString("en-US")} ${unit}${note ? ` (${note})` : ""}`);
      }
    }
  }
}
