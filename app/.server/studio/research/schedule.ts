import { eq } from "drizzle-orm";
import type { DraftStatus } from "~/lib/studio";
import { STUDIO_TEXT } from "~/lib/studio";
import type { Db } from "../../db/client";
import { contentDrafts, contentSchedules } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { type StudioDeps, type StudioRequest, StudioValidationError, savingPage } from "../context";
import { assertMayPublish } from "../publish";
import { queueRun, type ScheduleOutcome, type ScheduleRow, scheduleView, whenFromInput } from "../schedule";
import { withResearchDraft } from "./drafts";
import { auditResearch, latestVersion, RESEARCH, readResearchDraft, readResearchRow, researchView } from "./records";
import { publishableResearch, publishResearchInTx, unpublishResearchInTx } from "./workflow";

/**
 * Scheduled publish and unpublish of content_research records: the pages'
 * schedules (../schedule.ts: one row in content_schedules, a pg-boss job at
 * its time, the minute sweep, claimed once by a conditional update), with
 * subject_type content_research. runSchedule hands these rows to
 * runResearchScheduleInTx.
 */
export async function scheduleResearchPublish(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; expectedRevision: number; at: string; note?: string },
) {
  const runAt = whenFromInput(deps, input.at);
  let scheduled: ScheduleRow | undefined;
  const view = await withResearchDraft(
    deps,
    input.recordId,
    input.expectedRevision,
    "schedule",
    async (tx, record, draft, version) => {
      if (draft.status === "scheduled") throw new AppError("CONFLICT", STUDIO_TEXT.wrongState("schedule", "scheduled"));
      await assertMayPublish(tx, request.actor, draft);
      publishableResearch(draft);
      [scheduled] = await tx
        .insert(contentSchedules)
        .values({
          subjectType: RESEARCH,
          subjectId: record.id,
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
      await auditResearch(
        tx,
        deps,
        request,
        "research.schedule",
        record.id,
        { status: draft.status },
        {
          status: "scheduled",
          action: "publish",
          runAt: runAt.toISOString(),
          scheduleId: scheduled.id,
          revision: draft.revision,
        },
      );
      await queueRun(deps, tx, scheduled);
      return { view: researchView(record, version, row) };
    },
  );
  return { draft: view, schedule: scheduleView(scheduled as ScheduleRow) };
}

export async function scheduleResearchUnpublish(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; at: string },
) {
  const runAt = whenFromInput(deps, input.at);
  const row = await savingPage(deps, "schedule", () =>
    deps.db().transaction(async (tx) => {
      const record = await readResearchRow(tx, input.recordId, true);
      if (record.status !== "published") throw new AppError("CONFLICT", STUDIO_TEXT.notPublished);
      const [schedule] = await tx
        .insert(contentSchedules)
        .values({
          subjectType: RESEARCH,
          subjectId: record.id,
          action: "unpublish",
          runAt,
          createdById: request.actor.id,
          createdByEmail: request.actor.email,
        })
        .returning();
      if (!schedule) throw new Error("the schedule was not stored");
      await auditResearch(tx, deps, request, "research.schedule", record.id, null, {
        action: "unpublish",
        runAt: runAt.toISOString(),
        scheduleId: schedule.id,
      });
      await queueRun(deps, tx, schedule);
      return schedule;
    }),
  );
  return scheduleView(row);
}

/**
 * Runs a claimed research schedule inside the claiming transaction (the
 * record is locked by the caller). Returns the content type to announce.
 */
export async function runResearchScheduleInTx(
  tx: Db,
  deps: StudioDeps,
  claimed: ScheduleRow,
  now: Date,
): Promise<{ outcome: ScheduleOutcome; announce?: string }> {
  const request = {
    actor: { id: claimed.createdById ?? "schedule", email: claimed.createdByEmail ?? "schedule", role: "admin" as const },
  };
  const record = await readResearchRow(tx, claimed.subjectId);
  const skip = async (outcome: string) => {
    await tx.update(contentSchedules).set({ status: "skipped", outcome }).where(eq(contentSchedules.id, claimed.id));
    return { outcome: "skipped" as ScheduleOutcome };
  };
  if (claimed.action === "unpublish") {
    if (record.status !== "published") return skip("the article was not published when the schedule ran");
    await unpublishResearchInTx(tx, deps, request, record, { scheduleId: claimed.id });
    return { outcome: "done", announce: record.contentType };
  }
  const draft = await readResearchDraft(tx, record.id, true);
  if (draft?.status !== "scheduled" || draft.revision !== claimed.revision)
    return skip("the draft changed after it was scheduled");
  try {
    publishableResearch(draft);
  } catch (error) {
    if (!(error instanceof StudioValidationError)) throw error;
    await tx
      .update(contentSchedules)
      .set({ status: "failed", outcome: error.message })
      .where(eq(contentSchedules.id, claimed.id));
    await tx
      .update(contentDrafts)
      .set({ status: (claimed.fromStatus ?? "approved") as DraftStatus, updatedAt: now })
      .where(eq(contentDrafts.id, draft.id));
    return { outcome: "failed" };
  }
  const version = await latestVersion(tx, record.id);
  await publishResearchInTx(tx, deps, request, record, draft, version, claimed.note, { scheduleId: claimed.id });
  return { outcome: "done", announce: record.contentType };
}
