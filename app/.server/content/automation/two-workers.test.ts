import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { automationFor, draftMissingRule, seedTestland } from "../../../../tests/support/automation-bed";
import { alice, as, bob, quietLogger, STUDIO_TEST_ZONE } from "../../../../tests/support/studio-bed";
import { openFreshPostgres } from "../../../../tests/support/test-databases";
import { createContentBus } from "../../content-bus";
import { openDatabase } from "../../db/client";
import { contentAutomationItems, contentAutomationRuns, contentDraftingLog, contentDrafts, users } from "../../db/schema";
import { startJobs } from "../../jobs";
import { createContentGates } from "../gates";
import { createStudio } from "../studio";
import { AUTOMATION_RUN_QUEUE, contentAutomationDeps, contentAutomationJobs, localFactsOfRecord } from "./";

/**
 * Two job runners (two pg-boss workers, each on its own connection pool, as
 * two `npm run worker` processes would be) run one rule at the same time on
 * PostgreSQL: the claims share its items between them and no item is drafted
 * twice.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)("two workers over one rule on PostgreSQL", () => {
  it("share the rule's 30 items and never draft one twice", async () => {
    const first = await openFreshPostgres(url ?? "");
    await first.migrate();
    const second = await openDatabase({ databaseUrl: first.url });
    const log = quietLogger();
    const runners: Awaited<ReturnType<typeof startJobs>>[] = [];
    try {
      const db = first.db;
      await db
        .insert(users)
        .values([alice, bob].map((actor) => ({ id: actor.id, name: actor.id, email: actor.email, role: actor.role })));
      await seedTestland(db, 10);
      const studio = createStudio({ db: () => db, bus: createContentBus(log), log, timeZone: STUDIO_TEST_ZONE });
      const rule = await automationFor(() => db, studio).createRule(as(alice), draftMissingRule(bob.id, { itemsPerRun: 30 }));

      for (const database of [first, second]) {
        const worker = () =>
          contentAutomationDeps({
            db: () => database.db,
            studio: createStudio({ db: () => database.db, bus: createContentBus(log), log, timeZone: STUDIO_TEST_ZONE }),
            ai: null,
            log,
            gates: createContentGates({ db: () => database.db, localFacts: localFactsOfRecord(() => database.db) }),
          });
        runners.push(await startJobs({ database, log, definitions: contentAutomationJobs(worker), pollingIntervalSeconds: 0.5 }));
      }
      // Two runs of one rule at once ("run now" twice, or a schedule and a run now).
      for (let i = 0; i < 2; i++)
        await runners[0]!.send({ queue: AUTOMATION_RUN_QUEUE }, { ruleId: rule.id, trigger: "manual", requestedBy: alice.id });

      // Wait for both runs to finish (observed in the runs table).
      const deadline = Date.now() + 120_000;
      let runs: (typeof contentAutomationRuns.$inferSelect)[] = [];
      while (Date.now() < deadline) {
        runs = await db.select().from(contentAutomationRuns).where(eq(contentAutomationRuns.ruleId, rule.id));
        if (runs.length === 2 && runs.every((run) => run.status !== "running")) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(runs.map((run) => run.status)).toEqual(["finished", "finished"]);

      const items = await db.select().from(contentAutomationItems).where(eq(contentAutomationItems.ruleId, rule.id));
      expect(items).toHaveLength(30);
      expect(new Set(items.map((item) => item.targetKey)).size).toBe(30);
      // Both runs drafted: they ran at the same time and shared the items.
      expect(runs.reduce((sum, run) => sum + run.itemsTried, 0)).toBe(30);
      expect(runs.every((run) => run.itemsTried > 0)).toBe(true);
      // One draft per record, each at its first revision, and one drafting record each.
      const drafts = await db.select({ revision: contentDrafts.revision }).from(contentDrafts);
      expect(drafts).toHaveLength(30);
      expect(drafts.every((draft) => draft.revision === 1)).toBe(true);
      const [perRecord] = await db
        .select({ most: sql<number>`max(n)::int` })
        .from(sql`(select count(*) as n from ${contentDraftingLog} group by ${contentDraftingLog.recordId}) as counts`);
      expect(perRecord?.most).toBe(1);
    } finally {
      for (const runner of runners) await runner.stop();
      await second.close();
      await first.close();
    }
  }, 180_000);
});
