// Runs every benchmark in bench/ (or the ones named: `npm run bench -- serving`).
// Each prints ratios against a peer measured in the same run: absolute times
// on shared machines mean little. Needs a production build (`npm run build`).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const wanted = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)));
for (const file of files) {
  console.log(`\n# ${file}`);
  const bench = (await import(path.join(import.meta.dirname, file))) as { run(): Promise<void> };
  await bench.run();
}
