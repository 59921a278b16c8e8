import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { draftMissingRule, seedTestland } from "../../../../tests/support/automation-bed";
import { alice, as, bob, openStudioBed, quietLogger, type StudioBed } from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { type JobSystem, startJobs } from "../../jobs";
import { createContentGates } from "../gates";
import {
  AUTOMATION_RUN_QUEUE,
  contentAutomationDeps,
  contentAutomationJobs,
  createContentAutomation,
  localFactsOfRecord,
  ruleScheduler,
} from "./";

/** Each rule is a pg-boss schedule on the run queue (key rule-<id>): made with the rule, removed on pause, back on resume. */
describe.each(testDatabaseTargets)("rule schedules on $name", (target) => {
  let bed: StudioBed;
  let jobs: JobSystem;
  beforeEach(async () => {
    bed = await openStudioBed(target, { actors: [alice, bob] });
    await seedTestland(bed.database.db, 2);
  });
  afterEach(async () => {
    await jobs?.stop();
    await bed.database.close();
  });

  it("follows the rule: created, paused, resumed", async () => {
    const db = () => bed.database.db;
    const deps = contentAutomationDeps({
      db,
      studio: bed.studio,
      ai: null,
      log: quietLogger(),
      gates: createContentGates({ db, localFacts: localFactsOfRecord(db) }),
    });
    // Queues only: this test reads the schedules, no worker runs the jobs.
    jobs = await startJobs({
      database: bed.database,
      log: quietLogger(),
      definitions: contentAutomationJobs(() => deps),
      work: false,
    });
    const automation = createContentAutomation({ ...deps, scheduler: ruleScheduler(jobs) });
    const schedules = async () =>
      (await jobs.boss.getSchedules(AUTOMATION_RUN_QUEUE)).map((schedule) => ({
        key: schedule.key,
        cron: schedule.cron,
        data: schedule.data,
      }));

    const rule = await automation.createRule(as(alice), draftMissingRule(bob.id, { cron: "15 7 * * 3" }));
    expect(await schedules()).toEqual([
      { key: `rule-${rule.id}`, cron: "15 7 * * 3", data: { ruleId: rule.id, trigger: "schedule" } },
    ]);
    await automation.pause(as(alice), rule.id);
    expect(await schedules()).toEqual([]);
    await automation.resume(as(alice), rule.id);
    expect((await schedules()).map((schedule) => schedule.key)).toEqual([`rule-${rule.id}`]);
  });
});
