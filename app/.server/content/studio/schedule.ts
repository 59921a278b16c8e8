import { and, asc, eq, lte } from "drizzle-orm";
import { z } from "zod";
import { type DraftStatus, parseAgencyDateTime, STUDIO_TEXT } from "~/lib/content/studio";
import { contentDrafts, contentSchedules, type Db } from "../../db";
import { AppError } from "../../http";
import type { JobDefinition } from "../../jobs";
import { type StudioDeps, type StudioRequest, StudioValidationError, savingPage } from "./context";
import { assertGatesPass } from "./gates";
import { pageSubject } from "./page-subject";
import { assertMayPublish, publishInTx, unpublishInTx } from "./publish";
import { researchSubject } from "./research/subject";
import { type AnySubject, auditOf, readDraftRow, type StudioSubject, type SubjectShapes } from "./subject";
import { withDraft } from "./workflow";

/**
 * Scheduled publish and unpublish (issue 22 item 8). A schedule is a row in
 * content_schedules with its time; a pg-boss job is queued for that time in
 * the same transaction, and a sweep every minute runs any due row whose job
 * was lost. Whoever runs a schedule first claims it by a conditional update
 * (pending → done) inside the transaction that publishes, so two workers, a
 * job and the sweep, or a retry after a crash never publish twice: the
 * second finds the row no longer pending and does nothing. Until then a
 * schedule can be moved (a new job for the new time; the old one finds the
 * time not yet come and does nothing) or cancelled.
 */
export const CONTENT_SCHEDULE_JOB = {
  queue: "content-schedule",
  payload: z.object({ scheduleId: z.number().int().positive() }),
};
export const CONTENT_SCHEDULE_SWEEP_JOB = { queue: "content-schedule-sweep" };
/** How far ahead of this process's clock a job may find its schedule due (see runSchedule). */
const JOB_CLOCK_GRACE_MS = 5_000;

export type ScheduleRow = typeof contentSchedules.$inferSelect;

export function whenFromInput(deps: StudioDeps, at: string): Date {
  const when = parseAgencyDateTime(at, deps.timeZone);
  if (!when) throw new AppError("BAD_REQUEST", "Enter a date and time.", { fields: { at: "Enter a date and time." } });
  if (when.getTime() <= (deps.now?.() ?? new Date()).getTime()) {
    throw new AppError("BAD_REQUEST", STUDIO_TEXT.scheduleInPast, { fields: { at: STUDIO_TEXT.scheduleInPast } });
  }
  return when;
}

export async function queueRun(deps: StudioDeps, tx: Db, schedule: ScheduleRow) {
  if (!deps.jobs) return;
  // One job per schedule and time: moving the schedule queues another, which the key does not deduplicate away.
  await deps.jobs.send(
    CONTENT_SCHEDULE_JOB,
    { scheduleId: schedule.id },
    { tx, startAfter: schedule.runAt, singletonKey: `content-schedule:${schedule.id}:${schedule.runAt.getTime()}` },
  );
}

export function scheduleView(row: ScheduleRow) {
  return {
    scheduleId: row.id,
    /** The subject's id (a page's, or a content_research record's when subjectType says so). */
    pageId: row.subjectId,
    subjectType: row.subjectType,
    action: row.action,
    runAt: row.runAt.toISOString(),
    status: row.status,
    redirectTo: row.redirectTo,
    revision: row.revision,
  };
}

/** The subject a schedule row is of. */
function subjectOf(type: string): AnySubject {
  return type === researchSubject.type ? researchSubject : pageSubject;
}

/** Schedules the draft's publish at a wall-clock time in the agency's zone; the draft must be publishable now. */
export async function schedulePublish<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  id: number,
  input: { expectedRevision: number; at: string; note?: string },
) {
  const runAt = whenFromInput(deps, input.at);
  await assertGatesPass(deps, subject, id, input.expectedRevision, "scheduled");
  let scheduled: ScheduleRow | undefined;
  const view = await withDraft(deps, subject, id, input.expectedRevision, "schedule", async (tx, current, draft) => {
    if (draft.status === "scheduled") throw new AppError("CONFLICT", STUDIO_TEXT.wrongState("schedule", "scheduled"));
    await assertMayPublish(tx, request.actor, draft);
    subject.publishable(draft);
    [scheduled] = await tx
      .insert(contentSchedules)
      .values({
        subjectType: subject.type,
        subjectId: id,
        action: "publish",
        runAt,
        revision: draft.revision,
        fromStatus: draft.status,
        note: input.note ?? null,
        createdById: request.actor.id,
        createdByEmail: request.actor.email,
      })
      .returning();
    if (!scheduled) throw new Error("the schedule was not stored");
    const [row] = await tx
      .update(contentDrafts)
      .set({ status: "scheduled", updatedAt: new Date() })
      .where(eq(contentDrafts.id, draft.id))
      .returning();
    await auditOf(subject.type)(
      tx,
      deps,
      request,
      `${subject.actions}.schedule`,
      id,
      { status: draft.status },
      { status: "scheduled", action: "publish", runAt: runAt.toISOString(), scheduleId: scheduled.id, revision: draft.revision },
    );
    await queueRun(deps, tx, scheduled);
    return { view: subject.view(current, row) };
  });
  return { draft: view, schedule: scheduleView(scheduled as ScheduleRow) };
}

/** Schedules taking a published subject off the site (a page: 404, or 301 to `redirectTo`). */
export async function scheduleUnpublish(
  deps: StudioDeps,
  subject: AnySubject,
  request: StudioRequest,
  id: number,
  input: { at: string; redirectTo?: string },
) {
  const runAt = whenFromInput(deps, input.at);
  const row = await savingPage(deps, "schedule", () =>
    deps.db().transaction(async (tx) => {
      const { row: current } = await subject.read(tx, id, true);
      if (current.status !== "published") throw new AppError("CONFLICT", STUDIO_TEXT.notPublished);
      const [schedule] = await tx
        .insert(contentSchedules)
        .values({
          subjectType: subject.type,
          subjectId: id,
          action: "unpublish",
          runAt,
          redirectTo: subject.redirectTarget ? subject.redirectTarget(current, input.redirectTo) : null,
          createdById: request.actor.id,
          createdByEmail: request.actor.email,
        })
        .returning();
      if (!schedule) throw new Error("the schedule was not stored");
      await auditOf(subject.type)(tx, deps, request, `${subject.actions}.schedule`, id, null, {
        action: "unpublish",
        runAt: runAt.toISOString(),
        // Only subjects that can redirect say where to.
        ...(subject.redirectTarget ? { redirectTo: schedule.redirectTo } : {}),
        scheduleId: schedule.id,
      });
      await queueRun(deps, tx, schedule);
      return schedule;
    }),
  );
  return scheduleView(row);
}

/** Locks a schedule's subject row (every writer's lock for it, taken first). */
async function lockSubject(tx: Db, subject: { type: string; id: number }) {
  await subjectOf(subject.type).read(tx, subject.id, true);
}

/** Audits a schedule change as `page.schedule.cancel`, `research.schedule.cancel`, … */
function auditSchedule(
  tx: Db,
  deps: StudioDeps,
  request: StudioRequest,
  row: ScheduleRow,
  what: string,
  before: unknown,
  after: unknown,
) {
  const subject = subjectOf(row.subjectType);
  return auditOf(subject.type)(tx, deps, request, `${subject.actions}.schedule.${what}`, row.subjectId, before, after);
}

/** Locks the schedule's subject (every writer's lock for it, taken first), then the schedule, which must still be pending. */
async function lockPending(tx: Db, scheduleId: number) {
  const [subject] = await tx
    .select({ type: contentSchedules.subjectType, id: contentSchedules.subjectId })
    .from(contentSchedules)
    .where(eq(contentSchedules.id, scheduleId));
  if (!subject) throw new AppError("NOT_FOUND", STUDIO_TEXT.scheduleGone);
  await lockSubject(tx, subject);
  const [row] = await tx.select().from(contentSchedules).where(eq(contentSchedules.id, scheduleId)).limit(1).for("update");
  if (!row) throw new AppError("NOT_FOUND", STUDIO_TEXT.scheduleGone);
  if (row.status !== "pending") throw new AppError("CONFLICT", STUDIO_TEXT.scheduleGone);
  return row;
}

/** Moves a pending schedule to another time. */
export async function reschedule(deps: StudioDeps, request: StudioRequest, input: { scheduleId: number; at: string }) {
  const runAt = whenFromInput(deps, input.at);
  const row = await savingPage(deps, "reschedule", () =>
    deps.db().transaction(async (tx) => {
      const before = await lockPending(tx, input.scheduleId);
      const [after] = await tx
        .update(contentSchedules)
        .set({ runAt, updatedAt: new Date() })
        .where(eq(contentSchedules.id, before.id))
        .returning();
      if (!after) throw new Error("the schedule vanished");
      await auditSchedule(
        tx,
        deps,
        request,
        before,
        "change",
        { runAt: before.runAt.toISOString() },
        {
          runAt: runAt.toISOString(),
          scheduleId: before.id,
          action: before.action,
        },
      );
      await queueRun(deps, tx, after);
      return after;
    }),
  );
  return scheduleView(row);
}

/** Cancels a pending schedule; a scheduled draft goes back to the state it had (approved, usually). */
export async function cancelSchedule(deps: StudioDeps, request: StudioRequest, input: { scheduleId: number }) {
  const row = await savingPage(deps, "cancel schedule", () =>
    deps.db().transaction(async (tx) => {
      const before = await lockPending(tx, input.scheduleId);
      const [after] = await tx
        .update(contentSchedules)
        .set({ status: "cancelled", outcome: `cancelled by ${request.actor.email}`, updatedAt: new Date() })
        .where(eq(contentSchedules.id, before.id))
        .returning();
      let draftStatus: { before: string; after: string } | undefined;
      if (before.action === "publish") {
        const draft = await readDraftRow(tx, subjectOf(before.subjectType).type, before.subjectId, true);
        if (draft?.status === "scheduled") {
          const back = (before.fromStatus ?? "approved") as DraftStatus;
          await tx.update(contentDrafts).set({ status: back, updatedAt: new Date() }).where(eq(contentDrafts.id, draft.id));
          draftStatus = { before: draft.status, after: back };
        }
      }
      await auditSchedule(
        tx,
        deps,
        request,
        before,
        "cancel",
        { scheduleStatus: "pending", status: draftStatus?.before },
        { scheduleStatus: "cancelled", status: draftStatus?.after, scheduleId: before.id, action: before.action },
      );
      return after as ScheduleRow;
    }),
  );
  return scheduleView(row);
}

export type ScheduleOutcome = "done" | "skipped" | "failed" | "not-due" | "taken";

/**
 * Runs one schedule if it is due and still pending. The claim and the
 * publish commit together: a crash in between leaves the row pending, so
 * the job's retry (or the sweep) runs it again, once.
 */
export async function runSchedule(deps: StudioDeps, scheduleId: number, graceMs = 0): Promise<ScheduleOutcome> {
  const now = deps.now?.() ?? new Date();
  // pg-boss starts a job by the database's clock; ours may be a moment behind, which must not postpone the run to the sweep.
  const due = new Date(now.getTime() + graceMs);
  // The quality gates at the moment of publishing (issue 35 A4): the site changed since the draft was scheduled (a
  // page published meanwhile may make it a duplicate). They read other pages, so they run before the transaction,
  // as at approval; the run then checks the revision again under its lock.
  const gateRefusal = await gatesAtRunTime(deps, scheduleId, due);
  const result = await deps.db().transaction(async (tx) => {
    // The subject row first (every writer's lock for it), then the claim: two runners queue here, and the second finds the row taken.
    const [of] = await tx
      .select({ type: contentSchedules.subjectType, id: contentSchedules.subjectId })
      .from(contentSchedules)
      .where(eq(contentSchedules.id, scheduleId));
    if (!of) return { outcome: "taken" as ScheduleOutcome };
    await lockSubject(tx, of);
    const [claimed] = await tx
      .update(contentSchedules)
      .set({ status: "done", updatedAt: now })
      .where(and(eq(contentSchedules.id, scheduleId), eq(contentSchedules.status, "pending"), lte(contentSchedules.runAt, due)))
      .returning();
    if (!claimed) {
      const [row] = await tx
        .select({ status: contentSchedules.status })
        .from(contentSchedules)
        .where(eq(contentSchedules.id, scheduleId));
      return { outcome: (row?.status === "pending" ? "not-due" : "taken") as ScheduleOutcome };
    }
    const subject = subjectOf(claimed.subjectType);
    const request = {
      actor: { id: claimed.createdById ?? "schedule", email: claimed.createdByEmail ?? "schedule", role: "admin" as const },
    };
    const current = await subject.read(tx, claimed.subjectId);
    const skip = async (outcome: string) => {
      await tx.update(contentSchedules).set({ status: "skipped", outcome }).where(eq(contentSchedules.id, claimed.id));
      return { outcome: "skipped" as ScheduleOutcome };
    };
    if (claimed.action === "unpublish") {
      if (current.row.status !== "published") return skip(`the ${subject.noun} was not published when the schedule ran`);
      const row = await unpublishInTx(tx, deps, subject, request, current.row, claimed.redirectTo, { scheduleId: claimed.id });
      return { outcome: "done" as ScheduleOutcome, announce: { subject, row } };
    }
    const draft = await readDraftRow(tx, subject.type, claimed.subjectId, true);
    if (draft?.status !== "scheduled" || draft.revision !== claimed.revision) {
      return skip("the draft changed after it was scheduled");
    }
    // Refused at run time: the schedule records why, the draft goes back to where it was (on the review queue, for
    // its author to fix and schedule again), and the audit log says so. Never retried every minute.
    const refuse = async (reason: string) => {
      await tx.update(contentSchedules).set({ status: "failed", outcome: reason }).where(eq(contentSchedules.id, claimed.id));
      const back = (claimed.fromStatus ?? "approved") as DraftStatus;
      await tx.update(contentDrafts).set({ status: back, updatedAt: now }).where(eq(contentDrafts.id, draft.id));
      await auditOf(subject.type)(
        tx,
        deps,
        request,
        `${subject.actions}.schedule.refused`,
        claimed.subjectId,
        { status: "scheduled", scheduleId: claimed.id },
        { status: back, scheduleId: claimed.id, revision: draft.revision, reason },
      );
      return { outcome: "failed" as ScheduleOutcome };
    };
    if (gateRefusal) return refuse(gateRefusal);
    try {
      subject.publishable(draft);
    } catch (error) {
      if (!(error instanceof StudioValidationError)) throw error;
      return refuse(error.message);
    }
    await publishInTx(tx, deps, subject, request, current, draft, claimed.note, { scheduleId: claimed.id });
    return { outcome: "done" as ScheduleOutcome, announce: { subject, row: current.row } };
  });
  if ("announce" in result && result.announce) result.announce.subject.announce(deps.bus, result.announce.row);
  return result.outcome;
}

/**
 * Why a due scheduled publish of a gated subject fails its quality gates now, or null (it passes, it is not gated,
 * not due, not a publish, or its draft changed: the run itself handles those).
 */
async function gatesAtRunTime(deps: StudioDeps, scheduleId: number, due: Date): Promise<string | null> {
  const [schedule] = await deps.db().select().from(contentSchedules).where(eq(contentSchedules.id, scheduleId));
  if (schedule?.status !== "pending" || schedule.action !== "publish" || schedule.runAt > due) return null;
  const subject = subjectOf(schedule.subjectType);
  if (!subject.gated) return null;
  const draft = await readDraftRow(deps.db(), subject.type, schedule.subjectId);
  if (draft?.status !== "scheduled" || draft.revision !== schedule.revision) return null;
  if (!deps.gates) return `This ${subject.noun} was not published: its quality gates are not measured on this server.`;
  try {
    await deps.gates.assertDraftPasses(schedule.subjectId, draft.schema, "published");
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** Runs every due schedule (the sweep; also what a test or a script calls). */
export async function runDueSchedules(deps: StudioDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const due = await deps
    .db()
    .select({ id: contentSchedules.id })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.status, "pending"), lte(contentSchedules.runAt, now)))
    .orderBy(asc(contentSchedules.runAt))
    .limit(100);
  let ran = 0;
  for (const { id } of due) {
    try {
      if ((await runSchedule(deps, id)) === "done") ran++;
    } catch (error) {
      deps.log.error({ err: error, scheduleId: id }, "a scheduled publish failed; it stays pending and is tried again");
    }
  }
  return ran;
}

/** The job definitions: one job per schedule at its time, and a sweep each minute for any whose job was lost. */
export function contentScheduleJobs(deps: StudioDeps): JobDefinition[] {
  const runJob: JobDefinition<{ scheduleId: number }> = {
    ...CONTENT_SCHEDULE_JOB,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
    async handle(jobs) {
      for (const job of jobs) await runSchedule(deps, job.data.scheduleId, JOB_CLOCK_GRACE_MS);
    },
  };
  const sweep: JobDefinition = {
    ...CONTENT_SCHEDULE_SWEEP_JOB,
    cron: "* * * * *",
    options: { retryLimit: 0, expireInSeconds: 120 },
    async handle() {
      await runDueSchedules(deps);
    },
  };
  return [runJob as JobDefinition, sweep];
}
