import { loadConfigOrExit } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";

/** Opens the database the server would use (DATABASE_URL, else PGlite under DATA_DIR) and migrates it. */
export async function openConfiguredDatabase() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}
