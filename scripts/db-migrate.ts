// Applies pending SQL migrations from /drizzle. The server also does this at start.
import { openConfiguredDatabase } from "./open-configured-database";

const database = await openConfiguredDatabase();
console.log(`Migrations applied (${database.kind}: ${database.location}).`);
await database.close();
