import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadListQuerySchema } from "~/lib/inbox/query";
import {
  BULK_MAX,
  bulkSchema,
  fillPlaceholders,
  leadWorkSchema,
  parseDealValue,
  parseDueTime,
  templateSchema,
  unknownPlaceholders,
  utcToWallTime,
  wallTimeToUtc,
} from "~/lib/inbox/work";
import { insertLead, insertStaffUser } from "../../../../tests/support/inbox-fixtures";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { Actor } from "../../auth/staff";
import { parseConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, leads, leadTasks, users } from "../../db/schema";
import { type JobDefinition, type JobSystem, startJobs } from "../../jobs";
import { createLogger } from "../../log";
import type { Mailer, MailMessage } from "../../mail/transport";
import type { InboxMailDeps } from "../list/deps";
import { readTimeline } from "../list/lead-detail";
import { listLeads } from "../list/list-leads";
import { readBoard } from "./board";
import { exportSelectionCsv, runBulk } from "./bulk";
import { logCall } from "./calls";
import { setDealValue } from "./deal-value";
import { sendLeadMessage } from "./lead-email";
import { runLeadWork } from "./lead-work";
import { assignOwner } from "./owner";
import { sendTaskReminder, taskReminderJob } from "./reminder-job";
import { createTask, listOpenTasksOf, setTaskDone } from "./tasks";
import { saveTemplate } from "./templates";

const log = createLogger("silent");
const SECRET = "test-secret-test-secret-test-secret-0123";
const NEW_YORK = "America/New_York";

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "files",
    target: "memory",
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
}

describe("inbox work: forms and their rules", () => {
  it("knows its placeholders, refuses unknown ones and fills the known", () => {
    expect(unknownPlaceholders("Hi {{name}} of {{ facility }}, {{price}} {{name}} {{ }}")).toEqual(["price", ""]);
    expect(
      fillPlaceholders("Hi {{first_name}} at {{facility}} from {{agency}}", {
        name: "Dana Whitfield",
        first_name: "Dana",
        facility: "Harbor",
        email: "d@x.example",
        agency: "Recovery Growth",
        agency_phone: "1",
        staff_name: "Sam",
      }),
    ).toBe("Hi Dana at Harbor from Recovery Growth");
    const bad = templateSchema.safeParse({ name: "Intro", subject: "Hello {{name}}", body: "Your {{budget}} is" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain("unknown placeholder: {{budget}}");
  });

  it("refuses a subject with a line break (header injection) and an oversized body", () => {
    const injected = templateSchema.safeParse({ name: "x", subject: "Hi\r\nBcc: all@evil.example", body: "b" });
    expect(injected.error?.issues[0]?.message).toBe("The subject must be one line (no line breaks).");
    const big = leadWorkSchema.safeParse({ intent: "email", subject: "Hi", body: "x".repeat(20_001) });
    expect(big.error?.issues[0]?.message).toBe("The message can be at most 20000 characters.");
  });

  it("reads due times in the agency's zone and refuses past, malformed and far-off ones", () => {
    const now = new Date("2026-03-10T15:00:00Z");
    expect(wallTimeToUtc("2026-03-10T11:30", NEW_YORK)?.toISOString()).toBe("2026-03-10T15:30:00.000Z");
    expect(wallTimeToUtc("2026-03-10T11:30:05", NEW_YORK)?.toISOString()).toBe("2026-03-10T15:30:05.000Z");
    expect(utcToWallTime(new Date("2026-03-10T15:30:05Z"), NEW_YORK)).toBe("2026-03-10T11:30:05");
    expect(parseDueTime("2026-03-10T12:00", NEW_YORK, now)).toEqual({ ok: true, at: new Date("2026-03-10T16:00:00Z") });
    expect(parseDueTime("2026-03-09T12:00", NEW_YORK, now)).toEqual({ ok: false, message: "The due time is in the past." });
    for (const malformed of ["tomorrow", "2026-02-30T10:00", "2026-03-10T25:00", "2026-03-10 10:00"])
      expect(parseDueTime(malformed, NEW_YORK, now).ok, malformed).toBe(false);
    expect(parseDueTime("2040-01-01T10:00", NEW_YORK, now)).toEqual({
      ok: false,
      message: "The due time can be at most five years ahead.",
    });
  });

  it("takes deal values in dollars and refuses negative and huge ones", () => {
    expect(parseDealValue("$12,500.5")).toEqual({ ok: true, cents: 1_250_050 });
    expect(parseDealValue("")).toEqual({ ok: true, cents: null });
    expect(parseDealValue("-5")).toEqual({ ok: false, message: "A deal value cannot be negative." });
    expect(parseDealValue("99999999999").ok).toBe(false);
    expect(parseDealValue("10000000.01").ok).toBe(false);
    expect(parseDealValue("1e6").ok).toBe(false);
  });

  it("caps a bulk selection", () => {
    const ids = Array.from({ length: BULK_MAX + 1 }, () => crypto.randomUUID());
    const over = bulkSchema.safeParse({ op: "spam", ids });
    expect(over.error?.issues[0]?.message).toBe(`At most ${BULK_MAX} leads can be changed at once; select fewer.`);
    expect(bulkSchema.safeParse({ op: "spam", ids: ["not-an-id"] }).error?.issues[0]?.message).toBe(
      "Unknown lead in the selection.",
    );
  });
});

describe.each(testDatabaseTargets)("inbox work on $name", (target) => {
  let database: DatabaseHandle;
  let actor: Actor & { name: string };
  let deps: InboxMailDeps;
  let mailer: ReturnType<typeof recordingMailer>;
  let sends: { queue: string; data: unknown; options: { startAfter?: unknown } | undefined }[];
  const systems: JobSystem[] = [];
  const config = parseConfig({ NODE_ENV: "test", LEADS_TO: "leads@agency.example", AGENCY_NAME: "Recovery Growth" });

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    actor = { ...(await insertStaffUser(database.db, "sam@agency.example")), name: "Sam Staff" };
    mailer = recordingMailer();
    sends = [];
    deps = {
      db: database.db,
      secret: SECRET,
      log,
      clientIp: "203.0.113.9",
      jobs: {
        send: async (definition, data, options) => {
          sends.push({ queue: definition.queue, data, options });
          return null;
        },
      },
      delivery: { db: database.db, mailer, config, log },
      mailer,
      config,
      timeZone: NEW_YORK,
    };
  });
  afterEach(async () => {
    for (const system of systems.splice(0)) await system.stop();
    await database.close();
  });

  const auditOf = (leadId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "lead"), eq(auditLog.subjectId, leadId)))
      .orderBy(auditLog.id);

  it("assigns and reassigns an owner (audited, on the timeline), refuses non-staff, and filters mine", async () => {
    const db = database.db;
    const lead = await insertLead(db);
    const other = await insertLead(db, { name: "Omar Reyes" });
    const ana = await insertStaffUser(db, "ana@agency.example");
    expect(await assignOwner(deps, actor, lead.id, actor.id)).toMatchObject({ ok: true, changed: true, ownerName: "Sam Staff" });
    expect(await assignOwner(deps, actor, lead.id, ana.id)).toMatchObject({ ok: true, changed: true });
    expect(await assignOwner(deps, actor, lead.id, ana.id)).toMatchObject({ ok: true, changed: false });

    // A banned account and an unknown id are not staff who can own leads; nothing changes.
    const banned = await insertStaffUser(db, "gone@agency.example");
    await db
      .update(users)
      .set({ banned: true })
      .where(eq(users.id, banned.id ?? ""));
    for (const id of [banned.id ?? "", "user_unknown"])
      expect(await assignOwner(deps, actor, lead.id, id)).toMatchObject({ ok: false, status: 400 });
    expect(await assignOwner(deps, actor, crypto.randomUUID(), actor.id)).toMatchObject({ ok: false, status: 404 });
    const [row] = await db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, lead.id));
    expect(row?.ownerId).toBe(ana.id);

    const owners = (await auditOf(lead.id)).filter((entry) => entry.action === "lead.owner");
    expect(owners.map((entry) => entry.after)).toEqual([
      { ownerId: actor.id, ownerName: "Sam Staff", ownerEmail: "sam@agency.example" },
      { ownerId: ana.id, ownerName: "Sam Staff", ownerEmail: "ana@agency.example" },
    ]);
    expect((await readTimeline(db, lead.id, [])).map((entry) => entry.action)).toContain("lead.owner");

    await assignOwner(deps, actor, other.id, actor.id);
    const mine = await listLeads(db, leadListQuerySchema.parse({ owner: "me" }), NEW_YORK, actor.id);
    expect(mine.rows.map((item) => [item.id, item.ownerName])).toEqual([[other.id, "Sam Staff"]]);
    const none = await listLeads(db, leadListQuerySchema.parse({ owner: "none" }), NEW_YORK, actor.id);
    expect(none.total).toBe(0);
    expect(leadListQuerySchema.safeParse({ owner: "everyone" }).success).toBe(false);
  });

  it("adds a next step whose reminder job starts at the due time; the reminder is sent once, never when done", async () => {
    const db = database.db;
    const lead = await insertLead(db);
    const dueAt = new Date(Date.now() + 60_000);
    const created = await createTask(deps, actor, lead.id, { title: "Call back about PPC", dueAt, ownerId: null });
    if (!created.ok) throw new Error(created.message);
    expect(sends).toEqual([
      { queue: "lead-task-reminder", data: { taskId: created.taskId }, options: expect.objectContaining({ startAfter: dueAt }) },
    ]);
    expect((await listOpenTasksOf(db, actor.id ?? "")).map((task) => task.title)).toEqual(["Call back about PPC"]);

    // Two workers at once: one claims, one finds it claimed.
    const outcomes = await Promise.all([
      sendTaskReminder({ ...deps, mailer, config }, created.taskId),
      sendTaskReminder({ ...deps, mailer, config }, created.taskId),
    ]);
    expect(outcomes.sort()).toEqual(["sent", "skipped"]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: "sam@agency.example", subject: "Reminder: Call back about PPC" });
    expect(mailer.sent[0]?.text).toContain(`/admin/leads/${lead.id}`);
    expect(await sendTaskReminder({ ...deps, mailer, config }, created.taskId)).toBe("skipped");

    const second = await createTask(deps, actor, lead.id, { title: "Send proposal", dueAt, ownerId: actor.id });
    if (!second.ok) throw new Error(second.message);
    expect(await setTaskDone(deps, actor, lead.id, second.taskId, true)).toMatchObject({ ok: true, changed: true });
    expect(await sendTaskReminder({ ...deps, mailer, config }, second.taskId)).toBe("skipped");
    // Another lead's task id in this lead's form is refused.
    const otherLead = await insertLead(db);
    expect(await setTaskDone(deps, actor, otherLead.id, second.taskId, false)).toMatchObject({ ok: false, status: 404 });
    // Reopened before its reminder went: queued again.
    expect(await setTaskDone(deps, actor, lead.id, second.taskId, false)).toMatchObject({ ok: true, changed: true });
    expect(sends.at(-1)?.data).toEqual({ taskId: second.taskId });

    const actions = (await auditOf(lead.id)).map((entry) => entry.action);
    expect(actions).toEqual(["lead.task", "lead.task_reminder", "lead.task", "lead.task_done", "lead.task_reopened"]);
    expect(await createTask(deps, actor, lead.id, { title: "x", dueAt, ownerId: "user_nobody" })).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("refuses a task due in the past or malformed through the page's command", async () => {
    const lead = await insertLead(database.db);
    for (const due of ["2020-01-01T10:00", "soon"]) {
      const parsed = leadWorkSchema.parse({ intent: "task", title: "Follow up", due });
      expect((await runLeadWork(deps, actor, lead.id, parsed)).status).toBe(400);
    }
    expect(await database.db.select().from(leadTasks)).toEqual([]);
  });

  it("sends the reminder through pg-boss at the due time, once with two workers", async () => {
    const db = database.db;
    const definition = taskReminderJob({ db, mailer, config, log }) as JobDefinition<never>;
    // Two job systems on one database: two workers polling the same queue (PGlite has one connection, so one there).
    const workers = target.name === "pglite" ? 1 : 2;
    for (let index = 0; index < workers; index++)
      systems.push(await startJobs({ database, log, pollingIntervalSeconds: 0.5, definitions: [definition] }));
    const lead = await insertLead(db);
    const dueAt = new Date(Date.now() + 1500);
    const created = await createTask({ ...deps, jobs: systems[0] as JobSystem }, actor, lead.id, {
      title: "Check the landing page",
      dueAt,
      ownerId: actor.id,
    });
    if (!created.ok) throw new Error(created.message);
    // A duplicate job for the same task (a reopen, a retry): still one e-mail.
    await (systems.at(-1) as JobSystem).send({ queue: definition.queue }, { taskId: created.taskId } as never, {
      startAfter: dueAt,
    });
    await expect.poll(() => mailer.sent.length, { timeout: 15_000 }).toBe(1);
    const [task] = await db.select().from(leadTasks).where(eq(leadTasks.id, created.taskId));
    expect(task?.reminderSentAt?.getTime()).toBeGreaterThanOrEqual(dueAt.getTime() - 50);
    await expect
      .poll(async () => (await auditOf(lead.id)).filter((entry) => entry.action === "lead.task_reminder").length)
      .toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it("bulk: status, owner and spam lead by lead (one audit row each), all or nothing", async () => {
    const db = database.db;
    const five = await Promise.all(Array.from({ length: 5 }, (_, index) => insertLead(db, { name: `Bulk ${index}` })));
    const ids = five.map((lead) => lead.id);
    expect(await runBulk(deps, actor, { op: "status", ids, status: "contacted" })).toEqual({ ok: true, changed: 5, selected: 5 });
    const rows = await db.select().from(leads);
    expect(rows.every((row) => row.status === "contacted" && row.firstContactedAt)).toBe(true);
    expect(await runBulk(deps, actor, { op: "owner", ids: ids.slice(0, 2), ownerId: actor.id ?? undefined })).toEqual({
      ok: true,
      changed: 2,
      selected: 2,
    });

    // An unknown id anywhere in the selection: nothing changes.
    const before = await db.select().from(auditLog);
    expect(await runBulk(deps, actor, { op: "spam", ids: [...ids, crypto.randomUUID()] })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await runBulk(deps, actor, { op: "owner", ids, ownerId: "user_nobody" })).toMatchObject({ ok: false, status: 400 });
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
    expect((await db.select().from(leads)).some((row) => row.isSpam)).toBe(false);

    expect(await runBulk(deps, actor, { op: "spam", ids })).toEqual({ ok: true, changed: 5, selected: 5 });
    expect((await db.select().from(leads)).every((row) => row.isSpam && row.spamReason === "marked_by_staff")).toBe(true);
    for (const id of ids) {
      const actions = (await auditOf(id)).map((entry) => entry.action);
      expect(actions.filter((action) => action === "lead.status")).toHaveLength(1);
      expect(actions.filter((action) => action === "lead.spam")).toHaveLength(1);
    }
  });

  it("exports the selection as CSV with formula cells neutralised (audited)", async () => {
    const db = database.db;
    const evil = await insertLead(db, { name: '=HYPERLINK("http://evil.example")', facility: "+cmd", dealValueCents: 1_250_000 });
    const plain = await insertLead(db, { name: "Plain Person" });
    const result = await exportSelectionCsv(deps, actor, [evil.id, plain.id]);
    if (!result.ok) throw new Error(result.message);
    expect(result.rows).toBe(2);
    expect(result.csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(result.csv).toContain(`"'+cmd"`);
    expect(result.csv).toContain(`"$12,500.00"`);
    expect(await exportSelectionCsv(deps, actor, [plain.id, crypto.randomUUID()])).toMatchObject({ ok: false, status: 404 });
    const exports = (await db.select().from(auditLog)).filter((row) => row.action === "leads.export");
    expect(exports).toHaveLength(1);
  });

  it("e-mails the lead from a template through the mailer, logged with subject, status and body", async () => {
    const db = database.db;
    const lead = await insertLead(db, { name: "Dana Whitfield", facility: "Harbor Recovery Center" });
    const saved = await saveTemplate(deps, actor, null, {
      name: "Intro",
      subject: "Hello {{first_name}} from {{agency}}",
      body: "Hi {{name}},\nabout {{facility}}.\n{{staff_name}}",
    });
    if (!saved.ok) throw new Error(saved.message);
    expect(await saveTemplate(deps, actor, null, { name: "intro", subject: "x", body: "y" })).toMatchObject({
      ok: false,
      status: 409,
    });
    const sent = await sendLeadMessage(deps, actor, lead.id, {
      templateId: saved.templateId,
      subject: "Hello {{first_name}} from {{agency}}",
      body: "Hi {{name}},\nabout {{facility}}.\n{{staff_name}}",
    });
    expect(sent).toMatchObject({ ok: true, sent: true, recipient: lead.email });
    expect(mailer.sent[0]).toMatchObject({
      to: lead.email,
      subject: "Hello Dana from Recovery Growth",
      text: "Hi Dana Whitfield,\nabout Harbor Recovery Center.\nSam Staff",
      replyTo: "sam@agency.example",
    });
    const [entry] = (await auditOf(lead.id)).filter((row) => row.action === "lead.email");
    expect(entry?.after).toMatchObject({
      subject: "Hello Dana from Recovery Growth",
      status: "sent",
      body: expect.stringContaining("Harbor"),
    });

    const spam = await insertLead(db, { isSpam: true, spamReason: "honeypot" });
    expect(await sendLeadMessage(deps, actor, spam.id, { subject: "x", body: "y" })).toMatchObject({ ok: false, status: 409 });
    expect(mailer.sent).toHaveLength(1);
  });

  it("logs calls (not in the future) and deal values (not negative or huge); the board sums them per status", async () => {
    const db = database.db;
    const lead = await insertLead(db, { name: "Board Lead", status: "proposal" });
    expect(
      await logCall(deps, actor, lead.id, {
        calledAt: new Date(),
        direction: "outbound",
        outcome: "voicemail",
        notes: "Left details",
      }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await logCall(deps, actor, lead.id, {
        calledAt: new Date(Date.now() + 3_600_000),
        direction: "outbound",
        outcome: "connected",
        notes: "",
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await setDealValue(deps, actor, lead.id, 1_250_000)).toEqual({ ok: true, changed: true });
    for (const cents of [-1, 2_000_000_000, 1.5])
      expect(await setDealValue(deps, actor, lead.id, cents)).toMatchObject({ ok: false, status: 400 });
    for (const dealValue of ["-100", "99999999999"]) {
      const answer = await runLeadWork(deps, actor, lead.id, leadWorkSchema.parse({ intent: "deal-value", dealValue }));
      expect(answer.status).toBe(400);
    }
    const board = await readBoard(db);
    const proposal = board.find((column) => column.status === "proposal");
    expect(proposal).toMatchObject({ total: 1, dealValueCents: 1_250_000 });
    expect(proposal?.cards[0]).toMatchObject({ name: "Board Lead", dealValueCents: 1_250_000 });
    expect((await auditOf(lead.id)).map((row) => row.action)).toEqual(["lead.call", "lead.deal_value"]);
  });
});
