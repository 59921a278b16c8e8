// Run by seeded-data-dir.ts, in a process of its own (the app's modules load under tsx, not Playwright's loader):
// migrates and seeds the embedded database under the DATA_DIR given, as a server's first start would.
import { openDatabase } from "~/.server/db/client";
import { runSeeds } from "~/.server/seed";

const dataDir = process.argv[2];
if (!dataDir) {
  console.error("usage: build-seeded-cluster.ts <DATA_DIR>");
  process.exit(2);
}
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  await runSeeds(database.db);
} finally {
  await database.close();
}
