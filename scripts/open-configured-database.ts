import { ConfigError, getConfig } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";

/** Opens the database the server would use (DATABASE_URL, else PGlite under DATA_DIR) and migrates it. */
export async function openConfiguredDatabase() {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}
