// Refreshes tests/support/test-durations.json (the order vitest-sequencer.ts runs files in on a fresh clone) from a
// Vitest JSON report:
//   npx vitest run --reporter=json --outputFile.json=/tmp/vitest.json
//   node --import tsx tests/support/write-test-durations.ts /tmp/vitest.json
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const report = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as {
  testResults: { name: string; startTime: number; endTime: number }[];
};
const durations = Object.fromEntries(
  report.testResults
    .map((file) => [path.relative(ROOT, file.name).split(path.sep).join("/"), Math.round(file.endTime - file.startTime)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(path.join(ROOT, "tests/support/test-durations.json"), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files`);
