import { readFileSync } from "node:fs";
import path from "node:path";
import AdmZip from "adm-zip";

/** The Search Console fixtures (tests/fixtures/search-console) as bytes, and the zip Google's export would be. */
const folder = path.resolve(import.meta.dirname, "../fixtures/search-console");

export const searchConsoleFile = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(folder, name)));

/** The Performance export zip: Queries.csv, Pages.csv and the reports the import ignores; `withQueryPage` adds a query+page table. */
export function searchConsoleZip(options: { withQueryPage?: boolean } = {}): Uint8Array {
  const zip = new AdmZip();
  for (const name of ["Queries.csv", "Pages.csv", "Countries.csv", "Devices.csv", "Dates.csv", "Filters.csv"])
    zip.addFile(name, Buffer.from(searchConsoleFile(name)));
  if (options.withQueryPage) zip.addFile("Queries by page.csv", Buffer.from(searchConsoleFile("query-page.csv")));
  return new Uint8Array(zip.toBuffer());
}

/** A zip whose one CSV inflates to `megabytes` MB of spaces. */
export function zipBomb(megabytes: number): Uint8Array {
  const zip = new AdmZip();
  zip.addFile(
    "Queries.csv",
    Buffer.concat([Buffer.from("Top queries,Clicks,Impressions,CTR,Position\n"), Buffer.alloc(megabytes * 1024 * 1024, 32)]),
  );
  return new Uint8Array(zip.toBuffer());
}
