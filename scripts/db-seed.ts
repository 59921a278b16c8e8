// Loads every built-in data set (location directory, ...). Safe to run again:
// existing rows are kept as they are.
import { runSeeds } from "~/.server/db/seed";
import { countDirectory } from "~/.server/locations/seed";
import { openConfiguredDatabase } from "./open-configured-database";

const database = await openConfiguredDatabase();
const report = await runSeeds(database.db, { force: true });
const counts = await countDirectory(database.db);
console.log(
  `Seeded ${report.applied.join(", ")} (${database.kind}: ${database.location}): ` +
    `${counts.states} states, ${counts.cities} cities, ${counts.majorCities} major cities.`,
);
await database.close();
