/**
 * The cluster spec's writer (tests/e2e/cluster.spec.ts): the content
 * studio's own server code against the cluster's database, in a process of
 * its own (run with `node --import tsx`: Playwright's loader cannot load the
 * studio's sanitiser). Two staff members make a page, review it and schedule
 * its publish two minutes ahead; the pg-boss job waits for the workers.
 * Prints `{ pageId, scheduleId }` as JSON.
 *
 *   node --import tsx tests/support/cluster/schedule-publish.ts <database url> <path> <hero title>
 */

import { createStudio } from "~/.server/content/studio";
import { createContentBus } from "~/.server/content-bus";
import { openDatabase } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { startJobs } from "~/.server/jobs";
import { createLogger } from "~/.server/log";
import { DEFAULT_AGENCY_TIME_ZONE } from "~/lib/agency-day";
import { toAgencyDateTimeInput } from "~/lib/content/studio";

const [databaseUrl, path, title] = process.argv.slice(2);
if (!databaseUrl || !path || !title) throw new Error("usage: schedule-publish.ts <database url> <path> <hero title>");

const log = createLogger("silent");
const database = await openDatabase({ databaseUrl });
const jobs = await startJobs({ database, log, definitions: [], work: false });
const timeZone = DEFAULT_AGENCY_TIME_ZONE;
const studio = createStudio({ db: () => database.db, bus: createContentBus(log), jobs, log, timeZone });
const alice = { id: "cluster-alice", email: "alice@agency.example", role: "admin" as const };
const bob = { id: "cluster-bob", email: "bob@agency.example", role: "admin" as const };
try {
  await database.db
    .insert(users)
    .values([alice, bob].map((actor) => ({ ...actor, name: actor.id })))
    .onConflictDoNothing();
  const created = await studio.createPage({ actor: alice }, { path, type: "service", template: "guide" });
  const schema = {
    seo: { title: "Scheduled launch", description: "A page the schedule publishes while two workers watch." },
    sections: [
      { id: "hero", type: "hero", title },
      { id: "body", type: "content", title: "What changes", content: "<p>Published by the schedule.</p>" },
    ],
  };
  const saved = await studio.saveDraft({ actor: alice }, { pageId: created.pageId, expectedRevision: created.revision, schema });
  const revision = saved.revision as number;
  await studio.submitForReview({ actor: alice }, { pageId: created.pageId, expectedRevision: revision, reviewerId: bob.id });
  await studio.approve({ actor: bob }, { pageId: created.pageId, expectedRevision: revision });
  const at = toAgencyDateTimeInput(new Date(Date.now() + 2 * 60_000), timeZone);
  const { schedule } = await studio.schedulePublish({ actor: alice }, { pageId: created.pageId, expectedRevision: revision, at });
  process.stdout.write(`${JSON.stringify({ pageId: created.pageId, scheduleId: schedule.scheduleId })}\n`);
} finally {
  await jobs.stop();
  await database.close();
}
