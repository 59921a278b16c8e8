// Loads every built-in data set (location directory, ...). Safe to run again:
// existing rows are kept as they are.
//
// `npm run db:seed -- --demo-leads` also loads the lead analyzer's demo data
// (app/.server/leads/journeys/fixture.ts: 90 days of visits and 300 leads with
// known journeys, ending today) into a development database. Never by default:
// fake leads have no place on a real site. Loading it again adds nothing (the lead ids come from the seeded PRNG).
import { loadConfigOrExit } from "~/.server/config";
import { fixtureEndingToday, insertLeadFixture } from "~/.server/leads/journeys/fixture";
import { runSeeds } from "~/.server/seed";
import { countDirectory } from "~/.server/seo/locations/seed";
import { openConfiguredDatabase } from "./open-configured-database";

const demoLeads = process.argv.slice(2).includes("--demo-leads");
const database = await openConfiguredDatabase();
const report = await runSeeds(database.db, { force: true });
const counts = await countDirectory(database.db);
console.log(
  `Seeded ${report.applied.join(", ")} (${database.kind}: ${database.location}): ` +
    `${counts.states} states, ${counts.cities} cities, ${counts.majorCities} major cities.`,
);
if (demoLeads) {
  const fixture = await insertLeadFixture(database.db, fixtureEndingToday(new Date(), loadConfigOrExit().agencyTimeZone));
  console.log(
    fixture.written
      ? `Demo leads: ${fixture.leads.length} leads, ${fixture.events.length} analytics events, ${fixture.audits.length} status changes (see /lead-analyzer).`
      : "Demo leads: already loaded; nothing added.",
  );
}
await database.close();
