import { loadConfigOrExit } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";
import { DataDirLockedError } from "~/.server/db/data-dir-lock";

/**
 * Opens the database the server would use (DATABASE_URL, else PGlite under
 * DATA_DIR) and migrates it. A running server holds the embedded database:
 * that is said in one line, as the server says it, not as a stack trace.
 */
export async function openConfiguredDatabase() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  await database.migrate();
  return database;
}
